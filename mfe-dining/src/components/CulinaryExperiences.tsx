import { CardGridSection } from 'shared';
import { CULINARY_WIDGET, RESTAURANTS } from '../content/dining';

/** Home's dining block: the featured restaurants as cards, with a link to the section. */
export function CulinaryExperiences() {
  return (
    <CardGridSection
      title={CULINARY_WIDGET.title}
      subtitle={CULINARY_WIDGET.subtitle}
      items={RESTAURANTS}
      viewAllLink={CULINARY_WIDGET.viewAll}
      viewAllLabel={CULINARY_WIDGET.viewAllLabel}
    />
  );
}
