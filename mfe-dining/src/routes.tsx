import { SectionRoutes } from 'shared';
import { DiningPage } from './pages/DiningPage';

/** Exposed as './routes': the section's pages below the path the shell mounts it on. */
export default function DiningRoutes() {
  return <SectionRoutes routes={[{ index: true, element: <DiningPage /> }]} />;
}
