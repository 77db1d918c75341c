import { Chip, Skeleton, Stack, Typography } from 'shared/mui';
import { useParams } from 'shared/router';
import { useLocale, usePageMeta, useTranslation } from 'shared';
import { useGelatoProducts } from '../api/gelatoProducts';
import { AddToCartButton } from '../components/AddToCartButton';
import { ProductDetail, ProductNotFound } from '../components/ProductDetail';
import { MERCHANDISE_COPY, MERCH_META } from '../content/merchandise';
import { localizePodProduct } from '../content/printOnDemand';
import { PRODUCT_COPY } from '../content/productCopy';

/**
 * The products come from the API. A server render fetches them (within its budget), so its HTML holds
 * the product or 'Product not found' (a 404); when the API was too slow there, the server sends this
 * loading state (a 200, as it cannot tell a known id from an unknown one) and the browser finishes the page.
 */
function PodProductLoading() {
  const label = useTranslation(PRODUCT_COPY).loadingProduct;
  usePageMeta(useTranslation(MERCH_META).podLoading);
  return <Skeleton variant="rectangular" sx={{ height: 480, m: 6 }} aria-label={label} />;
}

/** /e-shop/gelato/{id} (and /details): a print-on-demand product from the loaded list. */
export function PodProductPage() {
  const { id } = useParams();
  const { locale } = useLocale();
  const meta = useTranslation(MERCH_META);
  const copy = useTranslation(PRODUCT_COPY);
  const podTag = useTranslation(MERCHANDISE_COPY).podTag;
  const { data, isPending } = useGelatoProducts();
  if (isPending) return <PodProductLoading />;
  const found = data?.find((p) => p.id === id);
  if (!found) return <ProductNotFound />;
  const product = localizePodProduct(found, locale);
  return (
    <ProductDetail {...product} meta={meta.product(product)}>
      <Stack direction="row" spacing={1}>
        <Chip label={podTag} color="info" variant="outlined" size="small" />
        {product.variants.map((variant) => (
          <Chip key={variant} label={variant} size="small" variant="outlined" />
        ))}
      </Stack>
      <Typography color="text.secondary">{copy.podNote}</Typography>
      <AddToCartButton productId={product.id} title={product.title} price={product.price} />
    </ProductDetail>
  );
}
