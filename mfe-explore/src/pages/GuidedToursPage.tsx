import { PageFrame } from 'shared';
import { TourGrid } from '../components/TourGrid';
import { BACK_TO_EXPLORE, EXPLORE_META, LISTING_PAGES } from '../content/explore';

/** /things-to-do/guided-tours: the tour packages our concierge books. */
export function GuidedToursPage() {
  const { title, intro } = LISTING_PAGES.guidedTours;
  return (
    <PageFrame back={BACK_TO_EXPLORE} title={title} intro={intro} meta={EXPLORE_META.guidedTours}>
      <TourGrid />
    </PageFrame>
  );
}
