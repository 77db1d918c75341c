import { lazy } from 'react';
import { SectionRoutes } from 'shared';
import { PavilionsPage } from '../pages/PavilionsPage';

// A pavilion's page, with its map and route finder, is a chunk of its own, so /pavilions' first load
// carries only the list (within a remote's code budget, `SIZE_BUDGETS.remoteCode` in scripts/sizeBudgets.ts).
// The service worker holds it with the rest of the section for offline use.
const PavilionPage = lazy(() => import('../pages/PavilionPage').then((module) => ({ default: module.PavilionPage })));

/** Exposed as './PavilionRoutes': /pavilions, every pavilion, and /pavilions/{slug}, each one's page. */
export default function PavilionRoutes() {
  return (
    <SectionRoutes
      routes={[
        { index: true, element: <PavilionsPage /> },
        { path: ':slug', element: <PavilionPage /> },
      ]}
    />
  );
}
