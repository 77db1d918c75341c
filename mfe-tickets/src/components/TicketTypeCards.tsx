import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Grid,
  List,
  ListItem,
  ListItemText,
  Typography,
} from 'shared/mui';
import { actionLabel, formatUsd, useLocale, useTranslation } from 'shared';
import { BOOKING_COPY, MOST_POPULAR, TICKET_TYPES, type TicketTypeId } from '../content/tickets';

/** SPEC "Ticket selection": one type at a time; the chosen card's button reads 'Selected'. */
export function TicketTypeCards({
  selected,
  onSelect,
}: {
  selected: TicketTypeId;
  onSelect: (id: TicketTypeId) => void;
}) {
  const tickets = useTranslation(TICKET_TYPES);
  const copy = useTranslation(BOOKING_COPY);
  const { intlLocale } = useLocale();
  return (
    <Grid container spacing={3}>
      {tickets.map((ticket) => {
        const isSelected = ticket.id === selected;
        const buttonLabel = isSelected ? copy.selected : copy.select;
        return (
          <Grid key={ticket.id} size={{ xs: 12, md: 4 }}>
            <Card
              variant="outlined"
              data-testid={`ticket-${ticket.id}`}
              sx={{
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                borderWidth: 2,
                borderColor: isSelected ? 'primary.main' : 'divider',
              }}
            >
              <CardContent sx={{ flexGrow: 1 }}>
                <Box sx={{ minHeight: 28 }}>
                  {ticket.id === MOST_POPULAR && <Chip label={copy.mostPopular} color="secondary" size="small" />}
                </Box>
                <Typography variant="h3" sx={{ mt: 1 }}>
                  {ticket.name}
                </Typography>
                <Typography sx={{ fontSize: '1.8rem', fontWeight: 800, color: 'primary.main' }}>
                  {formatUsd(ticket.price, intlLocale)}
                </Typography>
                <Typography color="text.secondary">{ticket.description}</Typography>
                <List dense>
                  {ticket.features.map((feature) => (
                    <ListItem key={feature} disableGutters>
                      <ListItemText primary={`✓ ${feature}`} />
                    </ListItem>
                  ))}
                </List>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                <Button
                  fullWidth
                  variant={isSelected ? 'contained' : 'outlined'}
                  aria-pressed={isSelected}
                  aria-label={actionLabel(buttonLabel, ticket.name)}
                  onClick={() => onSelect(ticket.id)}
                >
                  {buttonLabel}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
