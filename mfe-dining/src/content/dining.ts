import type { SectionPageCopy } from 'shared';

export const DINING_PAGE: SectionPageCopy = {
  title: 'Culinary Experiences',
  subtitle: 'From Najdi classics to fine dining with a view: where to eat during your expo visit.',
  image: 'https://images.unsplash.com/photo-1414235077428-338989a2e8c0?auto=format&fit=crop&w=1600&q=70',
  introTitle: 'Eat well in Riyadh',
  intro: 'Featured restaurants, cuisines to explore, and food tours and cooking classes for every taste.',
};
