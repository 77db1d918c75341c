import { Box, Typography } from 'shared/mui';
import { useParams } from 'shared/router';
import { StarRating } from 'shared';
import { AddToCartButton } from '../components/AddToCartButton';
import { ProductDetail, ProductNotFound } from '../components/ProductDetail';
import { findShopProduct, shopProductMeta } from '../content/shop';

/** /e-shop/product/{id}: a shop product. */
export function ShopProductPage() {
  const product = findShopProduct(useParams().id);
  if (!product) return <ProductNotFound />;
  return (
    <ProductDetail {...product} meta={shopProductMeta(product)}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <StarRating rating={product.rating} />
        <Typography color="text.secondary">({product.reviewCount} reviews)</Typography>
      </Box>
      <AddToCartButton productId={product.id} title={product.title} price={product.price} />
    </ProductDetail>
  );
}
