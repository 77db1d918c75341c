import { Grid } from 'shared/mui';
import { ContentCard, useTranslation } from 'shared';
import { ATTRACTIONS, type Attraction } from '../content/explore';

/**
 * Attraction cards, three to a row on wide screens; all the top attractions by default. Their titles
 * are a level below the heading they sit under: h3 under a page's section heading, h2 straight under its title.
 */
export function AttractionGrid({ items, headingLevel = 'h3' }: { items?: Attraction[]; headingLevel?: 'h2' | 'h3' }) {
  const attractions = useTranslation(ATTRACTIONS);
  return (
    <Grid container spacing={3}>
      {(items ?? attractions).map((item) => (
        <Grid key={item.id} size={{ xs: 12, md: 4 }}>
          <ContentCard {...item} headingLevel={headingLevel} />
        </Grid>
      ))}
    </Grid>
  );
}
