import { memo, useDeferredValue, useMemo, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Container, Grid } from 'shared/mui';
import { Snackbar } from 'shared/mui-widgets/snackbar';
import { Link as RouterLink } from 'shared/router';
import { CardGridSkeleton, SectionHeading, useLocale, useTranslation } from 'shared';
import { useGelatoCatalog } from '../api/gelatoCatalog';
import { useGelatoProducts } from '../api/gelatoProducts';
import { FIXED_PRODUCTS, MERCHANDISE_COPY, type MerchProduct } from '../content/merchandise';
import { localizePodProduct } from '../content/printOnDemand';
import { MerchProductCard } from './MerchProductCard';

const GRID_ITEM = { xs: 12, sm: 6, lg: 3 } as const;

/** SPEC "Merchandise section" (Home): fixed products plus print-on-demand products. */
export function MerchandiseSection() {
  const { locale } = useLocale();
  const copy = useTranslation(MERCHANDISE_COPY);
  const products = useGelatoProducts();
  const catalog = useGelatoCatalog();
  // SPEC section 4: loaded once products and categories are both in, failed as soon as the products fail.
  const isError = products.isError || catalog.isError;
  const isPending = !isError && (products.isPending || catalog.isPending);
  const podProducts = isPending ? undefined : products.data;
  // The toast shows while the load has failed, until the visitor dismisses it.
  const [toastDismissed, setToastDismissed] = useState(false);
  // A later failure (after a recovery) shows it again.
  if (!isError && toastDismissed) setToastDismissed(false);
  const toastOpen = isError && !toastDismissed;
  // The query's answer arrives as an urgent update; the grid of cards re-renders as a deferred,
  // interruptible one, so the page stays responsive while Home fills in.
  const merchandise = useMemo(
    () =>
      isPending
        ? null
        : [...FIXED_PRODUCTS[locale], ...(podProducts ?? []).map((product) => localizePodProduct(product, locale))],
    [isPending, podProducts, locale],
  );
  const shownProducts = useDeferredValue(merchandise);

  return (
    <Box component="section" aria-labelledby="merchandise-heading" sx={{ py: 6 }}>
      <Container maxWidth="lg">
        <SectionHeading id="merchandise-heading" title={copy.title} subtitle={copy.subtitle} />
        {podProducts && podProducts.length > 0 && (
          <Alert severity="info" sx={{ mb: 3 }} data-testid="pod-info">
            <AlertTitle>{copy.podTitle}</AlertTitle>
            {copy.podText}
          </Alert>
        )}
        {isError && (
          <Alert severity="error" sx={{ mb: 3 }}>
            {copy.loadError}
          </Alert>
        )}
        <ProductGrid products={shownProducts} />
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button component={RouterLink} to="/e-shop" variant="outlined" size="large">
            {copy.browse}
          </Button>
        </Box>
      </Container>
      <Snackbar
        open={toastOpen}
        autoHideDuration={6000}
        onClose={() => setToastDismissed(true)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="error" variant="filled" onClose={() => setToastDismissed(true)}>
          {copy.toast}
        </Alert>
      </Snackbar>
    </Box>
  );
}

/** Four pulsing placeholders while loading (SPEC section 4), then a card per product. */
const ProductGrid = memo(function ProductGrid({ products }: { products: readonly MerchProduct[] | null }) {
  const loading = useTranslation(MERCHANDISE_COPY).loading;
  if (products === null)
    return (
      <CardGridSkeleton
        count={4}
        size={GRID_ITEM}
        imageAspectRatio="1 / 1"
        label={loading}
        testId="merch-placeholder"
      />
    );
  return (
    <Grid container spacing={3}>
      {products.map((product) => (
        <Grid key={product.id} size={GRID_ITEM}>
          <MerchProductCard product={product} />
        </Grid>
      ))}
    </Grid>
  );
});
