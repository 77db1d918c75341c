import { Card, CardContent, Grid, List, ListItem, ListItemText, Typography } from 'shared/mui';
import { useTranslation } from 'shared';
import { EXPLORE_COPY, TOUR_PACKAGES, type TourPackage } from '../content/explore';

function TourCard({ tour }: { tour: TourPackage }) {
  const { includedIn } = useTranslation(EXPLORE_COPY);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {tour.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {tour.duration} · {tour.price}
        </Typography>
        <Typography sx={{ mb: 1 }}>{tour.description}</Typography>
        <List dense aria-label={includedIn(tour.title)}>
          {tour.includes.map((item) => (
            <ListItem key={item} disableGutters>
              <ListItemText primary={`✓ ${item}`} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

/** Tour package cards with what each includes, three to a row; all the packages by default. */
export function TourGrid({ items }: { items?: TourPackage[] }) {
  const tours = useTranslation(TOUR_PACKAGES);
  return (
    <Grid container spacing={3}>
      {(items ?? tours).map((tour) => (
        <Grid key={tour.id} size={{ xs: 12, md: 4 }}>
          <TourCard tour={tour} />
        </Grid>
      ))}
    </Grid>
  );
}
