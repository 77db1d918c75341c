import { Button, Card, CardActions, CardContent, Typography } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { actionLabel, CalendarMonthIcon, LocationOnIcon, SafeImage, useTranslation } from 'shared';
import { EXPLORE_COPY, eventLink, type ExploreEvent } from '../content/explore';

/** An event's card; its title a level below the heading it sits under (AttractionGrid says why). */
export function EventCard({ event, headingLevel = 'h3' }: { event: ExploreEvent; headingLevel?: 'h2' | 'h3' }) {
  const copy = useTranslation(EXPLORE_COPY);
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="event-card">
      <SafeImage src={event.image} alt={event.title} />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component={headingLevel} gutterBottom>
          {event.title}
        </Typography>
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <CalendarMonthIcon fontSize="small" aria-hidden /> {event.date}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <LocationOnIcon fontSize="small" aria-hidden /> {event.location}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={eventLink(event.id)}
          variant="contained"
          size="small"
          aria-label={actionLabel(copy.register, event.title)}
        >
          {copy.register}
        </Button>
      </CardActions>
    </Card>
  );
}
