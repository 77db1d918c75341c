import { Button } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { PageFrame, useTranslation } from 'shared';
import { InfoList } from '../components/InfoList';
import { ACCESSIBILITY_INFO, ACCESS_INFO_PAGES, ACCESS_UI_COPY } from '../content/access';

/** The site's /accessibility, from the Access data. */
export function AccessibilityPage() {
  const { title, intro, description } = useTranslation(ACCESS_INFO_PAGES).accessibility;
  const { points } = useTranslation(ACCESSIBILITY_INFO);
  const copy = useTranslation(ACCESS_UI_COPY);
  return (
    <PageFrame title={title} intro={intro} meta={{ description }}>
      <InfoList id="accessibility-services" title={copy.accessibilityServicesTitle} points={points} />
      <Button component={RouterLink} to="/contact" variant="contained" sx={{ mt: 3 }}>
        {copy.requestAssistance}
      </Button>
    </PageFrame>
  );
}
