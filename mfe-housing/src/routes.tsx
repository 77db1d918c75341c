import { SectionRoutes } from 'shared';
import { HousingPage } from './pages/HousingPage';

/** Exposed as './routes': the section's pages below the path the shell mounts it on. */
export default function HousingRoutes() {
  return <SectionRoutes routes={[{ index: true, element: <HousingPage /> }]} />;
}
