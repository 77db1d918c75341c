import { useEffect, useRef } from 'react';
import { Alert, AlertTitle, Box, Button } from 'shared/mui';
import { Link as RouterLink, useLocation } from 'shared/router';
import { useTranslation } from 'shared';
import { GROUP_RATES } from '../content/tickets';

/** The group discount note at #group-rates, scrolled into view when the URL carries that anchor. */
export function GroupRates() {
  const copy = useTranslation(GROUP_RATES);
  const { hash } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hash === `#${copy.anchor}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [hash, copy.anchor]);

  return (
    <Alert
      ref={ref}
      id={copy.anchor}
      severity="info"
      component="section"
      aria-labelledby="group-rates-title"
      sx={{ my: 4, scrollMarginTop: 96 }}
    >
      <AlertTitle id="group-rates-title">{copy.title}</AlertTitle>
      {copy.text}
      {/* Under the text rather than in the alert's action slot, which squeezes it beside the note on a phone. */}
      <Box sx={{ mt: 1.5 }}>
        <Button component={RouterLink} to="/contact" variant="outlined" color="inherit" size="small">
          {copy.cta}
        </Button>
      </Box>
    </Alert>
  );
}
