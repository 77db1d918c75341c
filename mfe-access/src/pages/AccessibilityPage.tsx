import { Button } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { PageFrame } from 'shared';
import { InfoList } from '../components/InfoList';
import { ACCESSIBILITY_INFO } from '../content/access';

/** The site's /accessibility, from the Access data. */
export function AccessibilityPage() {
  return (
    <PageFrame title="Accessibility" intro="Everyone should enjoy the expo. This is what the venue offers, and how to ask for help.">
      <InfoList id="accessibility-services" title="At the venue" points={ACCESSIBILITY_INFO.points} />
      <Button component={RouterLink} to="/contact" variant="contained" sx={{ mt: 3 }}>
        Request assistance
      </Button>
    </PageFrame>
  );
}
