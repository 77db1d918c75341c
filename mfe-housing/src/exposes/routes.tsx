import { SectionRoutes } from 'shared';
import { AccommodationPage } from '../pages/AccommodationPage';
import { AllAccommodationsPage } from '../pages/AllAccommodationsPage';
import { HousingPage } from '../pages/HousingPage';

/** Exposed as './routes': the section's pages below the path the shell mounts it on. */
export default function HousingRoutes() {
  return (
    <SectionRoutes
      routes={[
        { index: true, element: <HousingPage /> },
        { path: 'all', element: <AllAccommodationsPage /> },
        { path: ':slug', element: <AccommodationPage /> },
        { path: ':slug/details', element: <AccommodationPage details /> },
      ]}
    />
  );
}
