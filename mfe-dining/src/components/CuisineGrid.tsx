import { Card, CardActionArea, CardContent, Grid, Typography } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { CUISINE_TYPES, cuisineLink } from '../content/dining';

/** 'Explore by Cuisine Type': each cuisine with its restaurant count, linking to its page. */
export function CuisineGrid() {
  return (
    <Grid container spacing={2}>
      {CUISINE_TYPES.map((cuisine) => (
        <Grid key={cuisine.name} size={{ xs: 6, sm: 4, md: 3 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={cuisineLink(cuisine.name)} sx={{ height: '100%' }}>
              <CardContent>
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  {cuisine.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {cuisine.count} restaurants
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
