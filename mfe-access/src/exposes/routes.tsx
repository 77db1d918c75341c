import { SectionRoutes } from 'shared';
import { AccessPage } from '../pages/AccessPage';

/** Exposed as './routes': the section's pages below the path the shell mounts it on. */
export default function AccessRoutes() {
  return <SectionRoutes routes={[{ index: true, element: <AccessPage /> }]} />;
}
