import { PageFrame, useTranslation } from 'shared';
import { AttractionGrid } from '../components/AttractionGrid';
import { BACK_TO_EXPLORE, EXPLORE_META, LISTING_PAGES } from '../content/explore';

/** /things-to-do/attractions: every top attraction. */
export function AttractionsPage() {
  const { title, intro } = useTranslation(LISTING_PAGES).attractions;
  return (
    <PageFrame
      back={useTranslation(BACK_TO_EXPLORE)}
      title={title}
      intro={intro}
      meta={useTranslation(EXPLORE_META).attractions}
    >
      <AttractionGrid headingLevel="h2" />
    </PageFrame>
  );
}
