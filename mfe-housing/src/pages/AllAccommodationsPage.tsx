import { HeroBanner, usePageMeta, useTranslation } from 'shared';
import { AccommodationSection } from '../components/AccommodationSection';
import { ConciergeSection } from '../components/ConciergeSection';
import { RecommendedAccommodations } from '../components/RecommendedAccommodations';
import { ALL_ACCOMMODATIONS_PAGE, HOUSING_COPY, HOUSING_META } from '../content/housing';

/** /housing/all: every accommodation we recommend, and where to find more. */
export function AllAccommodationsPage() {
  usePageMeta(useTranslation(HOUSING_META).all);
  const page = useTranslation(ALL_ACCOMMODATIONS_PAGE);
  const copy = useTranslation(HOUSING_COPY);
  return (
    <>
      <HeroBanner title={page.title} subtitle={page.subtitle} cta={{ label: copy.backToHousing, to: '/housing' }} />
      <RecommendedAccommodations showViewAll={false} />
      <AccommodationSection />
      <ConciergeSection />
    </>
  );
}
