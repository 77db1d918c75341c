import { SectionLanding } from 'shared';
import { SHOP_PAGE } from '../content/shop';
import { FixedProductGrid } from './FixedProductGrid';

export function ShopPage() {
  return (
    <SectionLanding copy={SHOP_PAGE} pageTitle="E-Shop">
      <FixedProductGrid />
    </SectionLanding>
  );
}
