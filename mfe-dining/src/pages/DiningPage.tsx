import { SectionLanding } from 'shared';
import { DINING_PAGE } from '../content/dining';

export function DiningPage() {
  return <SectionLanding copy={DINING_PAGE} pageTitle="Dining" />;
}
