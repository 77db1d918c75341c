import { Navigate, type RouteObject } from 'shared/router';
import { NotFoundPage } from 'shared';
import { SECTION_ROUTES } from './federation/sectionRoutes';
import { RemoteModule } from './federation/RemoteModule';
import { SectionSkeleton } from './federation/SectionSkeleton';
import { AppLayout } from './layout/AppLayout';
import { INFO_PAGES } from './content/infoPages';
import { HomePage } from './pages/HomePage';
import { PAGE_REDIRECTS } from './pageRedirects';
import { InfoPage } from './pages/InfoPage';

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // A render failure outside a section shows the 'Unexpected Application Error!' screen
    // (SPEC section 2, RenderFailureBoundary in App.tsx). Sections contain their own failures.
    children: [
      { index: true, element: <HomePage /> },
      ...SECTION_ROUTES.map(({ path, remote, expose, name }) => ({
        path,
        // Keyed by remote: each section gets its own boundary, so one failure never leaks into the next.
        element: <RemoteModule key={`${remote}${expose}`} remoteName={remote} expose={expose} displayName={name} loading={<SectionSkeleton label={name} />} />,
      })),
      ...INFO_PAGES.map((page) => ({ path: page.path, element: <InfoPage page={page} /> })),
      ...Object.entries(PAGE_REDIRECTS).map(([from, to]) => ({ path: from.slice(1), element: <Navigate to={to} replace /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
