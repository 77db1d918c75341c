import type { SectionPageCopy } from 'shared';

export const HOUSING_PAGE: SectionPageCopy = {
  title: 'Find Your Perfect Stay',
  subtitle: 'Hotels, apartments and homes near Riyadh Expo City, from our booking partners.',
  image: 'https://images.unsplash.com/photo-1566073771259-6a8506099945?auto=format&fit=crop&w=1600&q=70',
  introTitle: 'Places to stay',
  intro: 'Search partner hotels by location and dates, compare recommended accommodations, or ask our concierge for help with your booking.',
};
