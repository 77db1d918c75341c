import { PageFrame } from 'shared';
import { AttractionGrid } from '../components/AttractionGrid';
import { BACK_TO_EXPLORE, LISTING_PAGES } from '../content/explore';

/** /things-to-do/attractions: every top attraction. */
export function AttractionsPage() {
  const { title, intro } = LISTING_PAGES.attractions;
  return (
    <PageFrame back={BACK_TO_EXPLORE} title={title} intro={intro}>
      <AttractionGrid />
    </PageFrame>
  );
}
