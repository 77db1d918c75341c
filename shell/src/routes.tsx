import { Navigate, type RouteObject } from 'shared/router';
import { NotFoundPage } from 'shared';
import { SECTION_ROUTES, INFO_PAGE_PATHS, PAGE_REDIRECTS } from 'shared/site';
import { SectionPage } from './federation/sections/SectionPage';
import { AppLayout } from './layout/AppLayout';
import { HomePage } from './pages/HomePage';
import { LazyInfoPage } from './pages/lazyInfoPage';

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // A render failure outside a section shows the 'Unexpected Application Error!' screen
    // (SPEC section 2, RenderFailureBoundary in App.tsx). Sections contain their own failures.
    children: [
      { index: true, element: <HomePage /> },
      ...SECTION_ROUTES.map((route) => ({
        path: route.path,
        // Keyed by remote: each section gets its own boundary, so one failure never leaks into the next.
        element: <SectionPage key={`${route.remote}${route.expose}`} route={route} />,
      })),
      ...INFO_PAGE_PATHS.map((path) => ({ path, element: <LazyInfoPage path={path} /> })),
      ...Object.entries(PAGE_REDIRECTS).map(([from, to]) => ({
        path: from.slice(1),
        element: <Navigate to={to} replace />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
