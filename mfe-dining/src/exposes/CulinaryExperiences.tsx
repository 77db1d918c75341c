import { CardGridSection } from 'shared';
import { CULINARY_WIDGET, RESTAURANTS } from '../content/dining';

/** Exposed as './CulinaryExperiences' (Home). */
export default function CulinaryExperiences() {
  return <CardGridSection title={CULINARY_WIDGET.title} subtitle={CULINARY_WIDGET.subtitle} items={RESTAURANTS} viewAllLink={CULINARY_WIDGET.viewAll} viewAllLabel="View all restaurants" />;
}
