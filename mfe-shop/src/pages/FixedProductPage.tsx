import { useParams } from 'shared/router';
import { useLocale, useTranslation } from 'shared';
import { AddToCartButton } from '../components/AddToCartButton';
import { ProductDetail, ProductNotFound } from '../components/ProductDetail';
import { MERCH_META, findFixedProduct } from '../content/merchandise';

/** /e-shop/{slug} and /e-shop/{slug}/details: a fixed merchandise product. */
export function FixedProductPage() {
  const { locale } = useLocale();
  const meta = useTranslation(MERCH_META);
  const product = findFixedProduct(useParams().slug, locale);
  if (!product) return <ProductNotFound />;
  return (
    <ProductDetail {...product} meta={meta.product(product)}>
      <AddToCartButton productId={product.id} title={product.title} price={product.price} />
    </ProductDetail>
  );
}
