import { Container, Typography } from '@mui/material';
import { HeroBanner, usePageTitle } from 'shared';
import { SHOP_PAGE } from '../content/shop';
import { FixedProductGrid } from './FixedProductGrid';

export function ShopPage() {
  usePageTitle('E-Shop');
  return (
    <>
      <HeroBanner title={SHOP_PAGE.title} subtitle={SHOP_PAGE.subtitle} backgroundImage={SHOP_PAGE.image} />
      <Container maxWidth="lg" component="section" aria-labelledby="shop-intro" sx={{ py: 6 }}>
        <Typography id="shop-intro" variant="h2" gutterBottom>
          {SHOP_PAGE.introTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {SHOP_PAGE.intro}
        </Typography>
        <FixedProductGrid />
      </Container>
    </>
  );
}
