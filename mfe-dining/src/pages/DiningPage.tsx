import { Container, Typography } from '@mui/material';
import { HeroBanner, usePageTitle } from 'shared';
import { DINING_PAGE } from '../content/dining';

export function DiningPage() {
  usePageTitle('Dining');
  return (
    <>
      <HeroBanner title={DINING_PAGE.title} subtitle={DINING_PAGE.subtitle} backgroundImage={DINING_PAGE.image} />
      <Container maxWidth="lg" component="section" aria-labelledby="dining-intro" sx={{ py: 6 }}>
        <Typography id="dining-intro" variant="h2" gutterBottom>
          {DINING_PAGE.introTitle}
        </Typography>
        <Typography color="text.secondary">{DINING_PAGE.intro}</Typography>
      </Container>
    </>
  );
}
