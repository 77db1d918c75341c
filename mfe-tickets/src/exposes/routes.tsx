import { SectionRoutes } from 'shared';
import { TicketsPage } from '../pages/TicketsPage';

/** Exposed as './routes': the section's pages below the path the shell mounts it on. */
export default function TicketsRoutes() {
  return <SectionRoutes routes={[{ index: true, element: <TicketsPage /> }]} />;
}
