import { HeroBanner, usePageTitle } from 'shared';
import AccommodationSection from '../exposes/AccommodationSection';
import { ConciergeSection } from './ConciergeSection';
import { RecommendedAccommodations } from './RecommendedAccommodations';

/** /housing/all: every accommodation we recommend, and where to find more. */
export function AllAccommodationsPage() {
  usePageTitle('All Accommodations');
  return (
    <>
      <HeroBanner title="All Accommodations" subtitle="Every stay we recommend near Riyadh Expo City, and our partners for more." cta={{ label: 'Back to Housing', to: '/housing' }} />
      <RecommendedAccommodations showViewAll={false} />
      <AccommodationSection />
      <ConciergeSection />
    </>
  );
}
