import { Box, Button, Card, CardActions, CardContent, Container, Grid, Paper, Typography } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { actionLabel, ExternalButton, HotelIcon, PLATFORM_COPY, SectionHeading, useTranslation } from 'shared';
import { ACCOMMODATION_PROVIDERS, ACCOMMODATION_SECTION, CONCIERGE } from '../content/housing';

/** SPEC "Accommodation section": providers to browse and the booking-help panel. */
export function AccommodationSection() {
  const copy = useTranslation(ACCOMMODATION_SECTION);
  const providers = useTranslation(ACCOMMODATION_PROVIDERS);
  const concierge = useTranslation(CONCIERGE);
  const { opensInNewTab } = useTranslation(PLATFORM_COPY);
  return (
    <Box component="section" aria-labelledby="accommodation-section-heading" sx={{ py: 6 }}>
      <Container maxWidth="lg">
        <SectionHeading id="accommodation-section-heading" title={copy.title} subtitle={copy.subtitle} />
        <Grid container spacing={3}>
          {providers.map((provider) => (
            <Grid key={provider.id} size={{ xs: 12, md: 4 }}>
              <Card
                variant="outlined"
                sx={{
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  borderTop: 4,
                  borderTopColor: provider.color,
                }}
              >
                <CardContent sx={{ flexGrow: 1 }}>
                  <HotelIcon sx={{ color: provider.color }} aria-hidden />
                  <Typography variant="h6" component="h3" lang="en">
                    {provider.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {provider.description}
                  </Typography>
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <ExternalButton
                    href={provider.url}
                    variant="outlined"
                    aria-label={actionLabel(copy.browse, `${provider.name}${opensInNewTab}`)}
                  >
                    {copy.browse}
                  </ExternalButton>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Paper
          variant="outlined"
          sx={{
            mt: 4,
            p: 3,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Box>
            <Typography variant="h6" component="h3">
              {copy.assistanceTitle}
            </Typography>
            <Typography color="text.secondary">{copy.assistanceText}</Typography>
          </Box>
          <Button component={RouterLink} to={concierge.to} variant="contained">
            {concierge.cta}
          </Button>
        </Paper>
      </Container>
    </Box>
  );
}
