import { Card, CardContent, Container, Grid, Typography } from 'shared/mui';
import { ConciergePanel, HeroBanner, usePageMeta } from 'shared';
import { DINING_META, EXPERIENCES, EXPERIENCES_BLOCK } from '../content/dining';

/** /eating/experiences: food tours and cooking classes. */
export function ExperiencesPage() {
  usePageMeta(DINING_META.experiences);
  return (
    <>
      <HeroBanner title={EXPERIENCES_BLOCK.title} subtitle={EXPERIENCES_BLOCK.text} cta={{ label: 'Back to Dining', to: '/eating' }} />
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Grid container spacing={3} sx={{ mb: 6 }}>
          {EXPERIENCES.map((experience) => (
            <Grid key={experience.id} size={{ xs: 12, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
                    {experience.title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mb: 1 }}>
                    {experience.description}
                  </Typography>
                  <Typography variant="body2">{experience.duration}</Typography>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {experience.price}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
        <ConciergePanel
          id="book-experience"
          title="Book an experience"
          text="Experiences are booked through our concierge, who will confirm dates and group sizes with you."
          cta="Contact Concierge"
          to="/contact"
        />
      </Container>
    </>
  );
}
