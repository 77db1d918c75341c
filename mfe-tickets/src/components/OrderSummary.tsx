import { useState } from 'react';
import { Alert, Box, Button, Divider, Link, Paper, Typography } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { addMoney, formatUsd } from 'shared';
import { BOOKING_COPY, BOOKING_FEE, type TicketType } from '../content/tickets';

/** SPEC section 9: quantity always 1; total = ticket price + 5.99 booking fee. */
export function orderTotal(ticket: Pick<TicketType, 'price'>) {
  return addMoney(ticket.price, BOOKING_FEE);
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }} data-testid={`summary-${label.toLowerCase().replace(/\s+/g, '-')}`}>
        {value}
      </Typography>
    </Box>
  );
}

export function OrderSummary({ ticket }: { ticket: TicketType }) {
  const [attempted, setAttempted] = useState(false);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="summary-heading" sx={{ p: 3, position: { md: 'sticky' }, top: { md: 96 } }}>
      <Typography id="summary-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
        {BOOKING_COPY.summaryTitle}
      </Typography>
      <Row label={ticket.name} value={formatUsd(ticket.price)} />
      <Row label={BOOKING_COPY.quantity} value="1" />
      <Row label={BOOKING_COPY.bookingFee} value={formatUsd(BOOKING_FEE)} />
      <Divider sx={{ my: 1 }} />
      <Row label={BOOKING_COPY.total} value={formatUsd(orderTotal(ticket))} strong />
      <Button variant="contained" size="large" fullWidth sx={{ mt: 2 }} onClick={() => setAttempted(true)}>
        {BOOKING_COPY.purchase}
      </Button>
      {attempted && (
        <Alert severity="info" role="status" sx={{ mt: 2 }}>
          {BOOKING_COPY.notAvailable}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {BOOKING_COPY.agreement}{' '}
        <Link component={RouterLink} to="/terms">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link component={RouterLink} to="/privacy">
          Privacy Policy
        </Link>
        .
      </Typography>
    </Paper>
  );
}
