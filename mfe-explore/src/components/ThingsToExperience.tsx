import { CardGridSection, useTranslation } from 'shared';
import { ATTRACTIONS, THINGS_TO_EXPERIENCE } from '../content/explore';

/** Home's things-to-do block: the top attractions as cards, with a link to all of them. */
export function ThingsToExperience() {
  const copy = useTranslation(THINGS_TO_EXPERIENCE);
  const attractions = useTranslation(ATTRACTIONS);
  return (
    <CardGridSection
      title={copy.title}
      subtitle={copy.subtitle}
      items={attractions}
      viewAllLink={copy.viewAll}
      viewAllLabel={copy.viewAllLabel}
    />
  );
}
