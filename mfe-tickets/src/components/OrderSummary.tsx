import { useState } from 'react';
import { Alert, Box, Button, Divider, Link, Paper, Typography } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { addMoney, formatUsd, numberFormat, useLocale, useTranslation } from 'shared';
import { BOOKING_COPY, BOOKING_FEE, TICKET_TYPES, type TicketType } from '../content/tickets';

/** SPEC section 9: quantity always 1; total = ticket price + 5.99 booking fee. */
export function orderTotal(ticket: Pick<TicketType, 'price'>) {
  return addMoney(ticket.price, BOOKING_FEE);
}

/** A row's test id, from its English label in every language ("Booking fee" → "summary-booking-fee"). */
const summaryTestId = (englishLabel: string) => `summary-${englishLabel.toLowerCase().replace(/\s+/g, '-')}`;

function Row({
  label,
  value,
  testId,
  strong = false,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

export function OrderSummary({ ticket }: { ticket: TicketType }) {
  const copy = useTranslation(BOOKING_COPY);
  const { intlLocale } = useLocale();
  const en = BOOKING_COPY.en;
  const englishName = TICKET_TYPES.en.find((t) => t.id === ticket.id)?.name ?? ticket.name;
  const [attempted, setAttempted] = useState(false);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="summary-heading"
      sx={{ p: 3, position: { md: 'sticky' }, top: { md: 96 } }}
    >
      <Typography id="summary-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
        {copy.summaryTitle}
      </Typography>
      <Row label={ticket.name} value={formatUsd(ticket.price, intlLocale)} testId={summaryTestId(englishName)} />
      <Row label={copy.quantity} value={numberFormat(intlLocale).format(1)} testId={summaryTestId(en.quantity)} />
      <Row label={copy.bookingFee} value={formatUsd(BOOKING_FEE, intlLocale)} testId={summaryTestId(en.bookingFee)} />
      <Divider sx={{ my: 1 }} />
      <Row
        label={copy.total}
        value={formatUsd(orderTotal(ticket), intlLocale)}
        testId={summaryTestId(en.total)}
        strong
      />
      <Button variant="contained" size="large" fullWidth sx={{ mt: 2 }} onClick={() => setAttempted(true)}>
        {copy.purchase}
      </Button>
      {attempted && (
        <Alert severity="info" role="status" sx={{ mt: 2 }}>
          {copy.notAvailable}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {copy.agreement}{' '}
        <Link component={RouterLink} to="/terms">
          {copy.terms}
        </Link>
        {copy.and}
        <Link component={RouterLink} to="/privacy">
          {copy.privacy}
        </Link>
        {copy.agreementEnd}
      </Typography>
    </Paper>
  );
}
