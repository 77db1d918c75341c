import { Box, Container, Paper, Stack, Typography } from 'shared/mui';
import { SectionHeading, useTranslation } from 'shared';
import { BOOKING_PARTNERS, SAMPLE_STAY } from '../content/housing';

const PROMO_CODE = process.env.PUBLIC_PROMO_CODE ?? 'EXPO2030';

/** Partner logos (as word marks), the promo code text and the static sample stay. */
export function BookingPartners() {
  const partners = useTranslation(BOOKING_PARTNERS);
  const sample = useTranslation(SAMPLE_STAY);
  return (
    <Box component="section" aria-labelledby="partners-heading" sx={{ py: 6, bgcolor: 'grey.100' }}>
      <Container maxWidth="lg">
        <SectionHeading id="partners-heading" title={partners.title} subtitle={partners.text} />
        <Stack
          direction="row"
          component="ul"
          aria-label={partners.partnersLabel}
          sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mb: 3 }}
        >
          {partners.partners.map((partner) => (
            // Brand names are written in Latin letters on every page: their language is marked (WCAG 3.1.2).
            <Paper
              key={partner}
              component="li"
              lang="en"
              variant="outlined"
              sx={{ px: 3, py: 2, fontWeight: 800, fontSize: '1.1rem', color: 'primary.main' }}
            >
              {partner}
            </Paper>
          ))}
        </Stack>
        <Typography sx={{ fontWeight: 600 }} data-testid="promo-code">
          {partners.promo(PROMO_CODE)}
        </Typography>
        {/* A group named by its first line, the title a visitor sees: a name on a plain panel is read by no one. */}
        <Paper
          variant="outlined"
          role="group"
          aria-labelledby="sample-stay-title"
          sx={{ mt: 3, p: 2, display: 'inline-block' }}
        >
          <Typography id="sample-stay-title" variant="body2" color="text.secondary">
            {sample.title}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{sample.price}</Typography>
          <Typography variant="body2">{sample.distance}</Typography>
        </Paper>
      </Container>
    </Box>
  );
}
