import { Card, CardActionArea, CardContent, Grid, Typography } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { useTranslation } from 'shared';
import { CUISINE_TYPES, DINING_COPY } from '../content/dining';

/** 'Explore by Cuisine Type': each cuisine with its restaurant count, linking to its page. */
export function CuisineGrid() {
  const cuisines = useTranslation(CUISINE_TYPES);
  const copy = useTranslation(DINING_COPY);
  return (
    <Grid container spacing={2}>
      {cuisines.map((cuisine) => (
        <Grid key={cuisine.id} size={{ xs: 6, sm: 4, md: 3 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={cuisine.link} sx={{ height: '100%' }}>
              <CardContent>
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  {cuisine.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {copy.restaurantCount(cuisine.count)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
