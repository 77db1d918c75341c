import { useParams } from 'shared/router';
import { AddToCartButton } from '../components/AddToCartButton';
import { ProductDetail, ProductNotFound } from '../components/ProductDetail';
import { findFixedProduct, merchProductMeta } from '../content/merchandise';

/** /e-shop/{slug} and /e-shop/{slug}/details: a fixed merchandise product. */
export function FixedProductPage() {
  const product = findFixedProduct(useParams().slug);
  if (!product) return <ProductNotFound />;
  return (
    <ProductDetail {...product} meta={merchProductMeta(product)}>
      <AddToCartButton productId={product.id} title={product.title} price={product.price} />
    </ProductDetail>
  );
}
