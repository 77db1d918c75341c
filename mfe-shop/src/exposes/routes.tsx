import { lazy } from 'react';
import { SectionRoutes } from 'shared';
import { ShopPage } from '../pages/ShopPage';

// The product pages are a chunk of their own, so /e-shop's first load carries only the shop page
// (otherwise it is over the section page budget, `SIZE_BUDGETS.section` in scripts/sizeBudgets.ts).
// Opening a product fetches it; the shell's section skeleton shows meanwhile.
const FixedProductPage = lazy(() =>
  import('../pages/FixedProductPage').then((module) => ({ default: module.FixedProductPage })),
);
const PodProductPage = lazy(() =>
  import('../pages/PodProductPage').then((module) => ({ default: module.PodProductPage })),
);
const ShopProductPage = lazy(() =>
  import('../pages/ShopProductPage').then((module) => ({ default: module.ShopProductPage })),
);

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
