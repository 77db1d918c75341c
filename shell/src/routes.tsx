import type { RouteObject } from 'react-router-dom';
import { NotFoundPage, type RemoteName } from 'shared';
import { RemoteModule } from './federation/RemoteModule';
import { SectionSkeleton } from './federation/SectionSkeleton';
import { AppLayout } from './layout/AppLayout';
import { HomePage } from './pages/HomePage';

export interface SectionRoute {
  /** Route path below the site root; the remote routes what follows. */
  path: string;
  remote: RemoteName;
  expose: string;
  name: string;
}

/** The route table: which path goes to which remote. */
export const SECTION_ROUTES: SectionRoute[] = [
  { path: 'housing/*', remote: 'mfe_housing', expose: './routes', name: 'Housing' },
  { path: 'eating/*', remote: 'mfe_dining', expose: './routes', name: 'Dining' },
  { path: 'things-to-do/*', remote: 'mfe_explore', expose: './routes', name: 'Things to Do' },
  { path: 'e-shop/*', remote: 'mfe_shop', expose: './routes', name: 'E-Shop' },
  { path: 'tickets/*', remote: 'mfe_tickets', expose: './routes', name: 'Tickets' },
  { path: 'access/*', remote: 'mfe_access', expose: './routes', name: 'Access' },
];

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // No errorElement: a render failure outside a section shows React Router's default
    // 'Unexpected Application Error!' screen (SPEC section 2). Sections contain their own failures.
    children: [
      { index: true, element: <HomePage /> },
      ...SECTION_ROUTES.map(({ path, remote, expose, name }) => ({
        path,
        // Keyed by remote: each section gets its own boundary, so one failure never leaks into the next.
        element: <RemoteModule key={`${remote}${expose}`} remoteName={remote} expose={expose} displayName={name} loading={<SectionSkeleton label={name} />} />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
