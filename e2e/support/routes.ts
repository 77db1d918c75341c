/** The main routes of the site and the heading each shows once its section has loaded. */
export const MAIN_ROUTES = [
  { path: '/', heading: 'Riyadh World Expo 2030', nav: null, title: 'Expo Guide | Riyadh World Expo 2030' },
  { path: '/housing', heading: 'Find Your Perfect Stay', nav: 'HOUSING', title: 'Housing | Expo Guide' },
  { path: '/eating', heading: 'Culinary Experiences', nav: 'DINING', title: 'Dining | Expo Guide' },
  { path: '/things-to-do', heading: 'Discover Saudi Arabia', nav: 'THINGS TO DO', title: 'Things to Do | Expo Guide' },
  { path: '/e-shop', heading: 'Official Event Merchandise', nav: 'E-SHOP', title: 'E-Shop | Expo Guide' },
  { path: '/tickets', heading: 'Get Your Tickets', nav: 'TICKETS', title: 'Tickets | Expo Guide' },
  { path: '/access', heading: 'Access & Directions', nav: 'ACCESS', title: 'Access | Expo Guide' },
] as const;
