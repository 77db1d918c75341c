import { Chip, Skeleton, Stack, Typography } from 'shared/mui';
import { useParams } from 'shared/router';
import { usePageMeta } from 'shared';
import { useGelatoProducts } from '../api/gelatoProducts';
import { AddToCartButton } from '../components/AddToCartButton';
import { ProductDetail, ProductNotFound } from '../components/ProductDetail';
import { MERCHANDISE_COPY, POD_PRODUCT_LOADING_META, merchProductMeta } from '../content/merchandise';

/**
 * The products come from the API. A server render fetches them (within its budget), so its HTML holds
 * the product or 'Product not found' (a 404); when the API was too slow there, the server sends this
 * loading state (a 200, as it cannot tell a known id from an unknown one) and the browser finishes the page.
 */
function PodProductLoading() {
  usePageMeta(POD_PRODUCT_LOADING_META);
  return <Skeleton variant="rectangular" sx={{ height: 480, m: 6 }} aria-label="Loading product" />;
}

/** /e-shop/gelato/{id} (and /details): a print-on-demand product from the loaded list. */
export function PodProductPage() {
  const { id } = useParams();
  const { data, isPending } = useGelatoProducts();
  if (isPending) return <PodProductLoading />;
  const product = data?.find((p) => p.id === id);
  if (!product) return <ProductNotFound />;
  return (
    <ProductDetail {...product} meta={merchProductMeta(product)}>
      <Stack direction="row" spacing={1}>
        <Chip label={MERCHANDISE_COPY.podTag} color="info" variant="outlined" size="small" />
        {product.variants.map((variant) => (
          <Chip key={variant} label={variant} size="small" variant="outlined" />
        ))}
      </Stack>
      <Typography color="text.secondary">Made to order by our print partner Gelato, produced close to you and shipped worldwide. Personalisation opens with the online store.</Typography>
      <AddToCartButton productId={product.id} title={product.title} price={product.price} />
    </ProductDetail>
  );
}
