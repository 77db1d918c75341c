import { CardGridSection } from 'shared';
import { ATTRACTIONS, THINGS_TO_EXPERIENCE } from '../content/explore';

/** Exposed as './ThingsToExperience' (Home). */
export default function ThingsToExperience() {
  return <CardGridSection title={THINGS_TO_EXPERIENCE.title} subtitle={THINGS_TO_EXPERIENCE.subtitle} items={ATTRACTIONS} viewAllLink={THINGS_TO_EXPERIENCE.viewAll} viewAllLabel="View all attractions" />;
}
