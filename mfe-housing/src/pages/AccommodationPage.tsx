import { Box, Button, List, ListItem, ListItemText, Typography } from 'shared/mui';
import { Link as RouterLink, useParams } from 'shared/router';
import { DetailLayout, ExternalButton, NotFoundInSection, formatUsd, useLocale, useTranslation } from 'shared';
import {
  ACCOMMODATION_PROVIDERS,
  HOUSING_COPY,
  HOUSING_META,
  findAccommodation,
  type Accommodation,
} from '../content/housing';

/** /housing/{slug} and /housing/{slug}/details: one accommodation from the data in hand. */
export function AccommodationPage({ details = false }: { details?: boolean }) {
  const { slug } = useParams();
  const accommodation = findAccommodation(slug, useLocale().locale);
  const copy = useTranslation(HOUSING_COPY);
  if (!accommodation) {
    return (
      <NotFoundInSection
        title={copy.notFound.title}
        message={copy.notFound.message}
        backLabel={copy.backToHousing}
        backTo="/housing"
      />
    );
  }

  return <AccommodationDetails accommodation={accommodation} details={details} />;
}

function AccommodationDetails({ accommodation, details }: { accommodation: Accommodation; details: boolean }) {
  const copy = useTranslation(HOUSING_COPY);
  const meta = useTranslation(HOUSING_META);
  const providers = useTranslation(ACCOMMODATION_PROVIDERS);
  const { intlLocale } = useLocale();
  return (
    <DetailLayout
      title={accommodation.title}
      image={accommodation.image}
      badge={accommodation.badge}
      backTo="/housing"
      backLabel={copy.backToHousing}
      meta={meta.accommodation(accommodation, details)}
    >
      <Typography color="text.secondary">{accommodation.address}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {accommodation.distance}
      </Typography>
      <Typography sx={{ mb: 2 }}>{accommodation.description}</Typography>
      <Typography sx={{ fontWeight: 700, mb: 2 }}>
        {copy.priceFrom(formatUsd(accommodation.priceFrom, intlLocale))}
      </Typography>
      {details && (
        <Box component="section" aria-labelledby="highlights-heading" sx={{ mb: 2 }}>
          <Typography id="highlights-heading" variant="h2" sx={{ fontSize: '1.3rem' }}>
            {copy.highlights}
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
        {copy.bookWithPartners}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {providers.map((provider) => (
          <ExternalButton key={provider.id} href={provider.url} variant="outlined" size="small">
            {provider.name}
          </ExternalButton>
        ))}
      </Box>
      {!details && (
        <Button component={RouterLink} to={`${accommodation.link}/details`} sx={{ mt: 2 }}>
          {copy.viewDetails}
        </Button>
      )}
    </DetailLayout>
  );
}
