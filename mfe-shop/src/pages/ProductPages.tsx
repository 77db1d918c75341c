import { Box, Chip, Skeleton, Stack, Typography } from 'shared/mui';
import { useParams } from 'shared/router';
import { StarRating } from 'shared';
import { useMerchandise } from '../api/useMerchandise';
import { findFixedProduct } from '../content/merchandise';
import { findShopProduct } from '../content/shop';
import { AddToCartButton } from './AddToCartButton';
import { ProductDetail, ProductNotFound } from './ProductDetail';

/** /e-shop/product/{id}: a shop product. */
export function ShopProductPage() {
  const product = findShopProduct(useParams().id);
  if (!product) return <ProductNotFound />;
  return (
    <ProductDetail {...product}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <StarRating rating={product.rating} />
        <Typography color="text.secondary">({product.reviewCount} reviews)</Typography>
      </Box>
      <AddToCartButton productId={product.id} title={product.title} price={product.price} />
    </ProductDetail>
  );
}

/** /e-shop/{slug} and /e-shop/{slug}/details: a fixed merchandise product. */
export function FixedProductPage() {
  const product = findFixedProduct(useParams().slug);
  if (!product) return <ProductNotFound />;
  return (
    <ProductDetail {...product}>
      <AddToCartButton productId={product.id} title={product.title} price={product.price} />
    </ProductDetail>
  );
}

/** /e-shop/gelato/{id} (and /details): a print-on-demand product from the loaded list. */
export function PodProductPage() {
  const { id } = useParams();
  const { data, isPending } = useMerchandise();
  if (isPending) return <Skeleton variant="rectangular" sx={{ height: 480, m: 6 }} aria-label="Loading product" />;
  const product = data?.products.find((p) => p.id === id);
  if (!product) return <ProductNotFound />;
  return (
    <ProductDetail {...product}>
      <Stack direction="row" spacing={1}>
        <Chip label="POD" color="info" variant="outlined" size="small" />
        {product.variants.map((variant) => (
          <Chip key={variant} label={variant} size="small" variant="outlined" />
        ))}
      </Stack>
      <Typography color="text.secondary">Made to order by our print partner Gelato, produced close to you and shipped worldwide. Personalisation opens with the online store.</Typography>
      <AddToCartButton productId={product.id} title={product.title} price={product.price} />
    </ProductDetail>
  );
}
