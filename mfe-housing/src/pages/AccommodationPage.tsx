import { Box, Button, List, ListItem, ListItemText, Typography } from 'shared/mui';
import { Link as RouterLink, useParams } from 'shared/router';
import { DetailLayout, ExternalButton, NotFoundInSection, formatUsd } from 'shared';
import { ACCOMMODATION_PROVIDERS, accommodationMeta, findAccommodation, type Accommodation } from '../content/housing';

/** /housing/{slug} and /housing/{slug}/details: one accommodation from the data in hand. */
export function AccommodationPage({ details = false }: { details?: boolean }) {
  const { slug } = useParams();
  const accommodation = findAccommodation(slug);
  if (!accommodation) {
    return (
      <NotFoundInSection title="Accommodation not found" message="We couldn't find that place to stay. It may have been renamed or removed." backLabel="Back to Housing" backTo="/housing" />
    );
  }

  return <AccommodationDetails accommodation={accommodation} details={details} />;
}

function AccommodationDetails({ accommodation, details }: { accommodation: Accommodation; details: boolean }) {
  return (
    <DetailLayout
      title={accommodation.title}
      image={accommodation.image}
      badge={accommodation.badge}
      backTo="/housing"
      backLabel="Back to Housing"
      meta={accommodationMeta(accommodation, details)}
    >
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
    </DetailLayout>
  );
}
