import { SectionLanding } from 'shared';
import { HOUSING_PAGE } from '../content/housing';

export function HousingPage() {
  return <SectionLanding copy={HOUSING_PAGE} pageTitle="Housing" />;
}
