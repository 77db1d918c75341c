import { Box, Container, Paper, Stack, Typography } from 'shared/mui';
import { SectionHeading } from 'shared';
import { BOOKING_PARTNERS, SAMPLE_STAY } from '../content/housing';

const PROMO_CODE = process.env.PUBLIC_PROMO_CODE ?? 'EXPO2030';

/** Partner logos (as word marks), the promo code text and the static sample stay. */
export function BookingPartners() {
  return (
    <Box component="section" aria-labelledby="partners-heading" sx={{ py: 6, bgcolor: 'grey.100' }}>
      <Container maxWidth="lg">
        <SectionHeading id="partners-heading" title={BOOKING_PARTNERS.title} subtitle={BOOKING_PARTNERS.text} />
        <Stack direction="row" component="ul" aria-label="Partner logos" sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mb: 3 }}>
          {BOOKING_PARTNERS.partners.map((partner) => (
            <Paper key={partner} component="li" variant="outlined" sx={{ px: 3, py: 2, fontWeight: 800, fontSize: '1.1rem', color: 'primary.main' }}>
              {partner}
            </Paper>
          ))}
        </Stack>
        <Typography sx={{ fontWeight: 600 }} data-testid="promo-code">
          {BOOKING_PARTNERS.promo(PROMO_CODE)}
        </Typography>
        <Paper variant="outlined" sx={{ mt: 3, p: 2, display: 'inline-block' }} aria-label={SAMPLE_STAY.title}>
          <Typography variant="body2" color="text.secondary">
            {SAMPLE_STAY.title}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{SAMPLE_STAY.price}</Typography>
          <Typography variant="body2">{SAMPLE_STAY.distance}</Typography>
        </Paper>
      </Container>
    </Box>
  );
}
