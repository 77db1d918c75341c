import { useRoutes, type RouteObject } from '../../router';
import { NotFoundPage } from './NotFoundPage';

/**
 * A section's routes, relative to the path the shell mounts it on. Unknown sub-paths get the
 * site's 404 page, so every remote handles them the same way.
 */
export function SectionRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes([...routes, { path: '*', element: <NotFoundPage /> }]);
}
