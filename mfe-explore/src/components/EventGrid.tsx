import { Grid } from 'shared/mui';
import { useTranslation } from 'shared';
import { EVENTS, type ExploreEvent } from '../content/explore';
import { EventCard } from './EventCard';

/** Event cards, four to a row on wide screens; the whole programme by default. */
export function EventGrid({ items, headingLevel }: { items?: ExploreEvent[]; headingLevel?: 'h2' | 'h3' }) {
  const events = useTranslation(EVENTS);
  return (
    <Grid container spacing={3}>
      {(items ?? events).map((event) => (
        <Grid key={event.id} size={{ xs: 12, sm: 6, md: 3 }}>
          <EventCard event={event} headingLevel={headingLevel} />
        </Grid>
      ))}
    </Grid>
  );
}
