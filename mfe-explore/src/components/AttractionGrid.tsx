import { Grid } from 'shared/mui';
import { ContentCard, useTranslation } from 'shared';
import { ATTRACTIONS, type Attraction } from '../content/explore';

/** Attraction cards, three to a row on wide screens; all the top attractions by default. */
export function AttractionGrid({ items }: { items?: Attraction[] }) {
  const attractions = useTranslation(ATTRACTIONS);
  return (
    <Grid container spacing={3}>
      {(items ?? attractions).map((item) => (
        <Grid key={item.id} size={{ xs: 12, md: 4 }}>
          <ContentCard {...item} />
        </Grid>
      ))}
    </Grid>
  );
}
