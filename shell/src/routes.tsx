import { Navigate, type RouteObject } from 'react-router-dom';
import { NotFoundPage, type RemoteName } from 'shared';
import { RemoteModule } from './federation/RemoteModule';
import { SectionSkeleton } from './federation/SectionSkeleton';
import { AppLayout } from './layout/AppLayout';
import { INFO_PAGES } from './content/infoPages';
import { HomePage } from './pages/HomePage';
import { InfoPage } from './pages/InfoPage';

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
  // Pages the sections provide to the whole site, from their own data.
  { path: 'events/*', remote: 'mfe_explore', expose: './EventRoutes', name: 'Events' },
  { path: 'schedule', remote: 'mfe_explore', expose: './SchedulePage', name: 'Schedule' },
  { path: 'faq', remote: 'mfe_tickets', expose: './FaqPage', name: 'FAQ' },
  { path: 'venue', remote: 'mfe_access', expose: './VenuePage', name: 'Venue' },
  { path: 'accessibility', remote: 'mfe_access', expose: './AccessibilityPage', name: 'Accessibility' },
  { path: 'contact', remote: 'mfe_access', expose: './ContactPage', name: 'Contact' },
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
      ...INFO_PAGES.map((page) => ({ path: page.path, element: <InfoPage page={page} /> })),
      { path: 'faqs', element: <Navigate to="/faq" replace /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
