import { HeroBanner, usePageMeta } from 'shared';
import { AccommodationSection } from '../components/AccommodationSection';
import { ConciergeSection } from '../components/ConciergeSection';
import { RecommendedAccommodations } from '../components/RecommendedAccommodations';
import { ALL_ACCOMMODATIONS_PAGE, HOUSING_META } from '../content/housing';

/** /housing/all: every accommodation we recommend, and where to find more. */
export function AllAccommodationsPage() {
  usePageMeta(HOUSING_META.all);
  return (
    <>
      <HeroBanner title={ALL_ACCOMMODATIONS_PAGE.title} subtitle={ALL_ACCOMMODATIONS_PAGE.subtitle} cta={{ label: 'Back to Housing', to: '/housing' }} />
      <RecommendedAccommodations showViewAll={false} />
      <AccommodationSection />
      <ConciergeSection />
    </>
  );
}
