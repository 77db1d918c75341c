import { CardGridSection, useTranslation } from 'shared';
import { CULINARY_WIDGET, RESTAURANTS } from '../content/dining';

/** Home's dining block: the featured restaurants as cards, with a link to the section. */
export function CulinaryExperiences() {
  const widget = useTranslation(CULINARY_WIDGET);
  const restaurants = useTranslation(RESTAURANTS);
  return (
    <CardGridSection
      title={widget.title}
      subtitle={widget.subtitle}
      items={restaurants}
      viewAllLink={widget.viewAll}
      viewAllLabel={widget.viewAllLabel}
    />
  );
}
