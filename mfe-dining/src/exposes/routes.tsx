import { SectionRoutes } from 'shared';
import { CuisinePage } from '../pages/CuisinePage';
import { DiningPage } from '../pages/DiningPage';
import { ExperiencesPage } from '../pages/ExperiencesPage';
import { RestaurantPage } from '../pages/RestaurantPage';

/** Exposed as './routes': the section's pages below the path the shell mounts it on. */
export default function DiningRoutes() {
  return (
    <SectionRoutes
      routes={[
        { index: true, element: <DiningPage /> },
        { path: 'experiences', element: <ExperiencesPage /> },
        { path: 'cuisine/:name', element: <CuisinePage /> },
        { path: ':slug', element: <RestaurantPage /> },
      ]}
    />
  );
}
