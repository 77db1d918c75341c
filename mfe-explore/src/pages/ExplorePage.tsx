import { Container, Typography } from '@mui/material';
import { HeroBanner, usePageTitle } from 'shared';
import { EXPLORE_PAGE } from '../content/explore';

export function ExplorePage() {
  usePageTitle('Things to Do');
  return (
    <>
      <HeroBanner title={EXPLORE_PAGE.title} subtitle={EXPLORE_PAGE.subtitle} backgroundImage={EXPLORE_PAGE.image} />
      <Container maxWidth="lg" component="section" aria-labelledby="explore-intro" sx={{ py: 6 }}>
        <Typography id="explore-intro" variant="h2" gutterBottom>
          {EXPLORE_PAGE.introTitle}
        </Typography>
        <Typography color="text.secondary">{EXPLORE_PAGE.intro}</Typography>
      </Container>
    </>
  );
}
