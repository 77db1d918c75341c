import { memo, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Container, Grid, Skeleton } from 'shared/mui';
import { Snackbar } from 'shared/mui-widgets/snackbar';
import { Link as RouterLink } from 'shared/router';
import { SectionHeading, type FixedProduct, type PrintOnDemandProduct } from 'shared';
import { useMerchandise } from '../api/useMerchandise';
import { FIXED_PRODUCTS, MERCHANDISE_COPY } from '../content/merchandise';
import { MerchProductCard } from '../pages/MerchProductCard';

const GRID_ITEM = { xs: 12, sm: 6, lg: 3 } as const;

/** Exposed as './MerchandiseSection' (Home): fixed products plus print-on-demand products. */
export default function MerchandiseSection() {
  const { data, isPending, isError } = useMerchandise();
  const [toastOpen, setToastOpen] = useState(false);
  useEffect(() => setToastOpen(isError), [isError]);
  const podProducts = data?.products;
  // The query's answer arrives as an urgent update; the grid of cards re-renders as a deferred,
  // interruptible one, so the page stays responsive while Home fills in.
  const products = useMemo(() => (isPending ? null : [...FIXED_PRODUCTS, ...(podProducts ?? [])]), [isPending, podProducts]);
  const shownProducts = useDeferredValue(products);

  return (
    <Box component="section" aria-labelledby="merchandise-heading" sx={{ py: 6 }}>
      <Container maxWidth="lg">
        <SectionHeading id="merchandise-heading" title={MERCHANDISE_COPY.title} subtitle={MERCHANDISE_COPY.subtitle} />
        {podProducts && podProducts.length > 0 && (
          <Alert severity="info" sx={{ mb: 3 }} data-testid="pod-info">
            <AlertTitle>{MERCHANDISE_COPY.podTitle}</AlertTitle>
            {MERCHANDISE_COPY.podText}
          </Alert>
        )}
        {isError && (
          <Alert severity="error" sx={{ mb: 3 }}>
            {MERCHANDISE_COPY.loadError}
          </Alert>
        )}
        <ProductGrid products={shownProducts} />
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button component={RouterLink} to="/e-shop" variant="outlined" size="large">
            {MERCHANDISE_COPY.browse}
          </Button>
        </Box>
      </Container>
      <Snackbar open={toastOpen} autoHideDuration={6000} onClose={() => setToastOpen(false)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity="error" variant="filled" onClose={() => setToastOpen(false)}>
          {MERCHANDISE_COPY.toast}
        </Alert>
      </Snackbar>
    </Box>
  );
}

/** Four pulsing placeholders while loading (SPEC section 4), then a card per product. */
const ProductGrid = memo(function ProductGrid({ products }: { products: ReadonlyArray<FixedProduct | PrintOnDemandProduct> | null }) {
  return (
    <Grid container spacing={3}>
      {products === null
        ? [0, 1, 2, 3].map((i) => (
            <Grid key={i} size={GRID_ITEM} data-testid="merch-placeholder">
              <Skeleton variant="rectangular" animation="pulse" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
              <Skeleton variant="text" animation="pulse" sx={{ fontSize: '1.4rem' }} />
              <Skeleton variant="text" animation="pulse" width="50%" />
            </Grid>
          ))
        : products.map((product) => (
            <Grid key={product.id} size={GRID_ITEM}>
              <MerchProductCard product={product} />
            </Grid>
          ))}
    </Grid>
  );
});
