import { Button } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { PageFrame } from 'shared';
import { InfoList } from '../components/InfoList';
import { ACCESSIBILITY_INFO, ACCESS_INFO_PAGES } from '../content/access';

/** The site's /accessibility, from the Access data. */
export function AccessibilityPage() {
  const { title, intro, description } = ACCESS_INFO_PAGES.accessibility;
  return (
    <PageFrame title={title} intro={intro} meta={{ description }}>
      <InfoList id="accessibility-services" title="At the venue" points={ACCESSIBILITY_INFO.points} />
      <Button component={RouterLink} to="/contact" variant="contained" sx={{ mt: 3 }}>
        Request assistance
      </Button>
    </PageFrame>
  );
}
