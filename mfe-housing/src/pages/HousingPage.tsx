import { Container, Typography } from '@mui/material';
import { HeroBanner, usePageTitle } from 'shared';
import { HOUSING_PAGE } from '../content/housing';

export function HousingPage() {
  usePageTitle('Housing');
  return (
    <>
      <HeroBanner title={HOUSING_PAGE.title} subtitle={HOUSING_PAGE.subtitle} backgroundImage={HOUSING_PAGE.image} />
      <Container maxWidth="lg" component="section" aria-labelledby="housing-intro" sx={{ py: 6 }}>
        <Typography id="housing-intro" variant="h2" gutterBottom>
          {HOUSING_PAGE.introTitle}
        </Typography>
        <Typography color="text.secondary">{HOUSING_PAGE.intro}</Typography>
      </Container>
    </>
  );
}
