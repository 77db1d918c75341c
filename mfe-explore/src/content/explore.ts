import type { SectionPageCopy } from 'shared';

export const EXPLORE_PAGE: SectionPageCopy = {
  title: 'Discover Saudi Arabia',
  subtitle: 'Historic sites, modern landmarks, desert adventures and workshops around your expo visit.',
  image: 'https://images.unsplash.com/photo-1578895101408-1a36b834405b?auto=format&fit=crop&w=1600&q=70',
  introTitle: 'Things to do',
  intro: 'Browse categories, top attractions, upcoming events and workshops, and guided tour packages.',
};
