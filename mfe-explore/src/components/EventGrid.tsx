import { Grid } from 'shared/mui';
import { EVENTS, type ExploreEvent } from '../content/explore';
import { EventCard } from './EventCard';

/** Event cards, four to a row on wide screens; the whole programme by default. */
export function EventGrid({ items = EVENTS }: { items?: ExploreEvent[] }) {
  return (
    <Grid container spacing={3}>
      {items.map((event) => (
        <Grid key={event.id} size={{ xs: 12, sm: 6, md: 3 }}>
          <EventCard event={event} />
        </Grid>
      ))}
    </Grid>
  );
}
