import { PageFrame } from 'shared';
import { AttractionGrid } from '../components/AttractionGrid';
import { BACK_TO_EXPLORE, EXPLORE_META, LISTING_PAGES } from '../content/explore';

/** /things-to-do/attractions: every top attraction. */
export function AttractionsPage() {
  const { title, intro } = LISTING_PAGES.attractions;
  return (
    <PageFrame back={BACK_TO_EXPLORE} title={title} intro={intro} meta={EXPLORE_META.attractions}>
      <AttractionGrid />
    </PageFrame>
  );
}
