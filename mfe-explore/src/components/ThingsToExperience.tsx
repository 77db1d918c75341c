import { CardGridSection } from 'shared';
import { ATTRACTIONS, THINGS_TO_EXPERIENCE } from '../content/explore';

/** Home's things-to-do block: the top attractions as cards, with a link to all of them. */
export function ThingsToExperience() {
  return (
    <CardGridSection
      title={THINGS_TO_EXPERIENCE.title}
      subtitle={THINGS_TO_EXPERIENCE.subtitle}
      items={ATTRACTIONS}
      viewAllLink={THINGS_TO_EXPERIENCE.viewAll}
      viewAllLabel={THINGS_TO_EXPERIENCE.viewAllLabel}
    />
  );
}
