import { Card, CardActionArea, CardContent, Grid, Typography } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { useTranslation } from 'shared';
import { SAUDI_CATEGORIES, categoryLink } from '../content/explore';
import { CategoryIcon } from './CategoryIcon';

export function CategoryGrid() {
  const categories = useTranslation(SAUDI_CATEGORIES);
  return (
    <Grid container spacing={3}>
      {categories.map((category) => (
        <Grid key={category.slug} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={categoryLink(category.slug)} sx={{ height: '100%' }}>
              <CardContent>
                <CategoryIcon name={category.icon} />
                <Typography variant="h6" component="h3" sx={{ mt: 1 }}>
                  {category.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {category.description}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
