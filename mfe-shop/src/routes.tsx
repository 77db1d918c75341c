import { SectionRoutes } from 'shared';
import { ShopPage } from './pages/ShopPage';

/** Exposed as './routes': the section's pages below the path the shell mounts it on. */
export default function ShopRoutes() {
  return <SectionRoutes routes={[{ index: true, element: <ShopPage /> }]} />;
}
