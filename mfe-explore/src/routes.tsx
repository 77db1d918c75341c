import { SectionRoutes } from 'shared';
import { ExplorePage } from './pages/ExplorePage';

/** Exposed as './routes': the section's pages below the path the shell mounts it on. */
export default function ExploreRoutes() {
  return <SectionRoutes routes={[{ index: true, element: <ExplorePage /> }]} />;
}
