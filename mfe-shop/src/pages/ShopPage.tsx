import { useState } from 'react';
import { Box, Container, Grid, Typography } from 'shared/mui';
import { ToggleButton, ToggleButtonGroup } from 'shared/mui-widgets/toggle-button';
import { useSearchParams } from 'shared/router';
import { EmailSignupForm, FormField, HeroBanner, Pagination, useLocale, usePageMeta, useTranslation } from 'shared';
import { ShopFilters } from '../components/ShopFilters';
import { ShopProductCard } from '../components/ShopProductCard';
import { SHOP_COPY, SHOP_META, SHOP_PAGE, SHOP_PRODUCTS, isCategoryId, type ProductCategoryId } from '../content/shop';

type ViewMode = 'grid' | 'list';

export function ShopPage() {
  const { locale } = useLocale();
  const page = useTranslation(SHOP_PAGE);
  const copy = useTranslation(SHOP_COPY);
  const meta = useTranslation(SHOP_META);
  const [params, setParams] = useSearchParams();
  // An unknown or repeated ?category= falls back to All Products rather than an empty shop.
  const requested = params.getAll('category');
  const category = requested.length === 1 && isCategoryId(requested[0]) ? requested[0] : null;
  const [view, setView] = useState<ViewMode>('grid');
  const allProducts = SHOP_PRODUCTS[locale];
  const products = category ? allProducts.filter((product) => product.category === category) : allProducts;
  usePageMeta(meta.shop(products));

  const selectCategory = (next: ProductCategoryId | null) =>
    setParams(next ? { category: next } : {}, { replace: true });

  return (
    <>
      <HeroBanner title={page.title} subtitle={page.subtitle} backgroundImage={page.image} />
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 3 }}>
            <ShopFilters category={category} onCategory={selectCategory} />
          </Grid>
          <Grid size={{ xs: 12, md: 9 }} component="section" aria-labelledby="products-heading">
            <Typography id="products-heading" variant="sectionTitle" sx={{ mb: 2 }}>
              {page.introTitle}
            </Typography>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
                gap: 2,
                mb: 3,
              }}
            >
              <Typography role="status" data-testid="product-count">
                {copy.showing(products.length)}
              </Typography>
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                {/* Sorting is not offered yet: the one order is popularity. */}
                <FormField
                  size="small"
                  label={copy.sortLabel}
                  options={copy.sortOptions}
                  value="popularity"
                  sx={{ minWidth: 160 }}
                />
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  value={view}
                  onChange={(_e, next: ViewMode | null) => next && setView(next)}
                  aria-label={copy.viewMode}
                >
                  <ToggleButton value="grid" aria-label={copy.gridView}>
                    {copy.grid}
                  </ToggleButton>
                  <ToggleButton value="list" aria-label={copy.listView}>
                    {copy.list}
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
        <Box
          component="section"
          aria-labelledby="mailing-heading"
          sx={{ mt: 6, p: 4, bgcolor: 'grey.100', borderRadius: 2 }}
        >
          <Typography id="mailing-heading" variant="sectionTitle" gutterBottom>
            {copy.mailingTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {copy.mailingText}
          </Typography>
          <Box sx={{ maxWidth: 520 }}>
            <EmailSignupForm formLabel={copy.mailingFormLabel} />
          </Box>
        </Box>
      </Container>
    </>
  );
}
