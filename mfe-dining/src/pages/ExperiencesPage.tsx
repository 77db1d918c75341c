import { Card, CardContent, Container, Grid, Typography } from 'shared/mui';
import { ConciergePanel, HeroBanner, usePageMeta, useTranslation } from 'shared';
import { DINING_COPY, DINING_META, EXPERIENCES, EXPERIENCES_BLOCK } from '../content/dining';

/** /eating/experiences: food tours and cooking classes. */
export function ExperiencesPage() {
  const block = useTranslation(EXPERIENCES_BLOCK);
  const experiences = useTranslation(EXPERIENCES);
  const copy = useTranslation(DINING_COPY);
  usePageMeta(useTranslation(DINING_META).experiences);
  return (
    <>
      <HeroBanner title={block.title} subtitle={block.text} cta={{ label: copy.backToDining, to: '/eating' }} />
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Grid container spacing={3} sx={{ mb: 6 }}>
          {experiences.map((experience) => (
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
          title={copy.bookExperience.title}
          text={copy.bookExperience.text}
          cta={copy.bookExperience.cta}
          to="/contact"
        />
      </Container>
    </>
  );
}
