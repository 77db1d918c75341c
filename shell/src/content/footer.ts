import type { NavItem } from './navigation';

export const FOOTER_ABOUT =
  'Expo Guide is the visitor guide to the world expo at Riyadh Expo City, Oct 1, 2030 – Mar 31, 2031: tickets, places to stay, food, things to do and how to get there, in one place.';

export const FOOTER_EXPO_INFO: NavItem[] = [
  { label: 'About the Expo', to: '/about' },
  { label: 'Schedule', to: '/schedule' },
  { label: 'Pavilions', to: '/pavilions' },
  { label: 'Venue', to: '/venue' },
  { label: 'COVID-19 Policy', to: '/covid-policy' },
];

export const FOOTER_RESOURCES: NavItem[] = [
  { label: 'FAQs', to: '/faqs' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'Accessibility', to: '/accessibility' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy' },
];

export const NEWSLETTER = {
  title: 'Stay in the loop',
  text: 'Get expo news, new events and ticket offers in your inbox.',
};
