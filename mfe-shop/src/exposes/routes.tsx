import { SectionRoutes } from 'shared';
import { FixedProductPage } from '../pages/FixedProductPage';
import { PodProductPage } from '../pages/PodProductPage';
import { ShopPage } from '../pages/ShopPage';
import { ShopProductPage } from '../pages/ShopProductPage';

/** Exposed as './routes': the section's pages below the path the shell mounts it on. */
export default function ShopRoutes() {
  return (
    <SectionRoutes
      routes={[
        { index: true, element: <ShopPage /> },
        { path: 'product/:id', element: <ShopProductPage /> },
        { path: 'gelato/:id', element: <PodProductPage /> },
        { path: 'gelato/:id/details', element: <PodProductPage /> },
        { path: ':slug', element: <FixedProductPage /> },
        { path: ':slug/details', element: <FixedProductPage /> },
      ]}
    />
  );
}
