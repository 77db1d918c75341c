import { Box, Typography } from 'shared/mui';
import { useParams } from 'shared/router';
import { StarRating, useLocale, useTranslation } from 'shared';
import { AddToCartButton } from '../components/AddToCartButton';
import { ProductDetail, ProductNotFound } from '../components/ProductDetail';
import { PRODUCT_COPY } from '../content/productCopy';
import { SHOP_META, findShopProduct } from '../content/shop';

/** /e-shop/product/{id}: a shop product. */
export function ShopProductPage() {
  const { locale } = useLocale();
  const meta = useTranslation(SHOP_META);
  const copy = useTranslation(PRODUCT_COPY);
  const product = findShopProduct(useParams().id, locale);
  if (!product) return <ProductNotFound />;
  return (
    <ProductDetail {...product} meta={meta.product(product)}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <StarRating rating={product.rating} />
        <Typography color="text.secondary">{copy.reviews(product.reviewCount)}</Typography>
      </Box>
      <AddToCartButton productId={product.id} title={product.title} price={product.price} />
    </ProductDetail>
  );
}
