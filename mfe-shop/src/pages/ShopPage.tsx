import { useState } from 'react';
import { Box, Container, Grid, Typography } from 'shared/mui';
import { ToggleButton, ToggleButtonGroup } from 'shared/mui-widgets/toggle-button';
import { useSearchParams } from 'shared/router';
import { EmailSignupForm, FormField, HeroBanner, Pagination, usePageMeta } from 'shared';
import { ShopFilters } from '../components/ShopFilters';
import { ShopProductCard } from '../components/ShopProductCard';
import { SHOP_COPY, SHOP_PAGE, SHOP_PRODUCTS, SORT_OPTIONS, isCategoryId, shopPageMeta, type ProductCategoryId } from '../content/shop';

type ViewMode = 'grid' | 'list';

export function ShopPage() {
  const [params, setParams] = useSearchParams();
  // An unknown or repeated ?category= falls back to All Products rather than an empty shop.
  const requested = params.getAll('category');
  const category = requested.length === 1 && isCategoryId(requested[0]) ? requested[0] : null;
  const [view, setView] = useState<ViewMode>('grid');
  const products = category ? SHOP_PRODUCTS.filter((product) => product.category === category) : SHOP_PRODUCTS;
  usePageMeta(shopPageMeta(products));

  const selectCategory = (next: ProductCategoryId | null) => setParams(next ? { category: next } : {}, { replace: true });

  return (
    <>
      <HeroBanner title={SHOP_PAGE.title} subtitle={SHOP_PAGE.subtitle} backgroundImage={SHOP_PAGE.image} />
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 3 }}>
            <ShopFilters category={category} onCategory={selectCategory} />
          </Grid>
          <Grid size={{ xs: 12, md: 9 }} component="section" aria-labelledby="products-heading">
            <Typography id="products-heading" variant="sectionTitle" sx={{ mb: 2 }}>
              {SHOP_PAGE.introTitle}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 3 }}>
              <Typography role="status" data-testid="product-count">
                {SHOP_COPY.showing(products.length)}
              </Typography>
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                {/* Sorting is not offered yet: the one order is popularity. */}
                <FormField size="small" label={SHOP_COPY.sortLabel} options={SORT_OPTIONS} value="popularity" sx={{ minWidth: 160 }} />
                <ToggleButtonGroup exclusive size="small" value={view} onChange={(_e, next: ViewMode | null) => next && setView(next)} aria-label="View mode">
                  <ToggleButton value="grid" aria-label="Grid view">
                    Grid
                  </ToggleButton>
                  <ToggleButton value="list" aria-label="List view">
                    List
                  </ToggleButton>
                </ToggleButtonGroup>
              </Box>
            </Box>
            <Grid container spacing={3} data-view={view} data-testid="product-grid">
              {products.map((product) => (
                <Grid key={product.id} size={view === 'grid' ? { xs: 12, sm: 6, lg: 4 } : 12}>
                  <ShopProductCard product={product} layout={view} />
                </Grid>
              ))}
            </Grid>
            <Pagination />
          </Grid>
        </Grid>
        <Box component="section" aria-labelledby="mailing-heading" sx={{ mt: 6, p: 4, bgcolor: 'grey.100', borderRadius: 2 }}>
          <Typography id="mailing-heading" variant="sectionTitle" gutterBottom>
            {SHOP_COPY.mailingTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {SHOP_COPY.mailingText}
          </Typography>
          <Box sx={{ maxWidth: 520 }}>
            <EmailSignupForm formLabel="Mailing list signup" />
          </Box>
        </Box>
      </Container>
    </>
  );
}
