import { Grid } from 'shared/mui';
import { ContentCard } from 'shared';
import { ATTRACTIONS, type Attraction } from '../content/explore';

/** Attraction cards, three to a row on wide screens; all the top attractions by default. */
export function AttractionGrid({ items = ATTRACTIONS }: { items?: Attraction[] }) {
  return (
    <Grid container spacing={3}>
      {items.map((item) => (
        <Grid key={item.id} size={{ xs: 12, md: 4 }}>
          <ContentCard {...item} />
        </Grid>
      ))}
    </Grid>
  );
}
