import { SectionRoutes } from 'shared';
import { PavilionPage } from '../pages/PavilionPage';
import { PavilionsPage } from '../pages/PavilionsPage';

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
