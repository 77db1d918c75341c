import { PageFrame, useTranslation } from 'shared';
import { TourGrid } from '../components/TourGrid';
import { BACK_TO_EXPLORE, EXPLORE_META, LISTING_PAGES } from '../content/explore';

/** /things-to-do/guided-tours: the tour packages our concierge books. */
export function GuidedToursPage() {
  const { title, intro } = useTranslation(LISTING_PAGES).guidedTours;
  return (
    <PageFrame
      back={useTranslation(BACK_TO_EXPLORE)}
      title={title}
      intro={intro}
      meta={useTranslation(EXPLORE_META).guidedTours}
    >
      <TourGrid />
    </PageFrame>
  );
}
