import { Box, Button, Chip, Container, Grid, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ExternalButton, NotFoundInSection, SafeImage, formatUsd, usePageTitle } from 'shared';
import { ACCOMMODATION_PROVIDERS, findAccommodation, type Accommodation } from '../content/housing';

/** /housing/{slug} and /housing/{slug}/details: one accommodation from the data in hand. */
export function AccommodationPage({ details = false }: { details?: boolean }) {
  const { slug } = useParams();
  const accommodation = findAccommodation(slug);
  if (!accommodation) {
    return <NotFoundInSection title="Accommodation not found" message="We couldn't find that place to stay. It may have been renamed or removed." backLabel="Back to Housing" backTo="/housing" />;
  }

  return <AccommodationDetails accommodation={accommodation} details={details} />;
}

function AccommodationDetails({ accommodation, details }: { accommodation: Accommodation; details: boolean }) {
  usePageTitle(accommodation.title);
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <Button component={RouterLink} to="/housing" sx={{ mb: 2 }}>
        ← Back to Housing
      </Button>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SafeImage src={accommodation.image} alt={accommodation.title} lazy={false} sx={{ borderRadius: 2 }} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {accommodation.badge && <Chip label={accommodation.badge} color="primary" sx={{ mb: 1 }} />}
          <Typography variant="h1" sx={{ fontSize: '2.2rem', mb: 1 }}>
            {accommodation.title}
          </Typography>
          <Typography color="text.secondary">{accommodation.address}</Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {accommodation.distance}
          </Typography>
          <Typography sx={{ mb: 2 }}>{accommodation.description}</Typography>
          <Typography sx={{ fontWeight: 700, mb: 2 }}>From {formatUsd(accommodation.priceFrom)}/night</Typography>
          {details && (
            <Box component="section" aria-labelledby="highlights-heading" sx={{ mb: 2 }}>
              <Typography id="highlights-heading" variant="h2" sx={{ fontSize: '1.3rem' }}>
                Highlights
              </Typography>
              <List dense>
                {accommodation.highlights.map((highlight) => (
                  <ListItem key={highlight} disableGutters>
                    <ListItemText primary={highlight} />
                  </ListItem>
                ))}
              </List>
            </Box>
          )}
          <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
            Book with our partners
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {ACCOMMODATION_PROVIDERS.map((provider) => (
              <ExternalButton key={provider.id} href={provider.url} variant="outlined" size="small">
                {provider.name}
              </ExternalButton>
            ))}
          </Box>
          {!details && (
            <Button component={RouterLink} to={`${accommodation.link}/details`} sx={{ mt: 2 }}>
              View Details
            </Button>
          )}
        </Grid>
      </Grid>
    </Container>
  );
}
