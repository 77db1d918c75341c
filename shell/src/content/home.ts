import { type EventInfo, type HeroCta, type PageMeta } from 'shared';
import { expoEventJsonLd } from 'shared/src/page/structuredData';

export const EVENT_INFO: EventInfo = {
  name: 'Riyadh World Expo 2030',
  dates: 'Oct 1, 2030 – Mar 31, 2031',
  venue: 'Riyadh Expo City',
  address: 'King Salman Road, Riyadh, Saudi Arabia',
  description:
    'Six months, more than a hundred pavilions and a city-sized celebration of ideas for the planet. Plan your visit: tickets, places to stay, food and everything to see around Riyadh.',
  heroImage: 'https://images.unsplash.com/photo-1586724237569-f3d0c1dee8c6?auto=format&fit=crop&w=1600&q=70',
};

export interface InfoCard {
  title: string;
  lines: string[];
  icon: 'calendar' | 'location' | 'clock';
}

export const HOME_INFO_CARDS: InfoCard[] = [
  { title: 'Dates', lines: ['Oct 1, 2030 – Mar 31, 2031', 'Open every day'], icon: 'calendar' },
  { title: 'Venue', lines: ['Riyadh Expo City', 'King Salman Road, Riyadh'], icon: 'location' },
  { title: 'Opening Hours', lines: ['Daily 9:00 AM – 10:00 PM', 'Last entry 8:30 PM'], icon: 'clock' },
];

/** Home's hero button (SPEC: 'Get Tickets Now' linking to /tickets). */
export const HOME_HERO_CTA: HeroCta = { label: 'Get Tickets Now', to: '/tickets' };

export const TICKETS_BANNER = {
  title: 'Secure Your Tickets Today',
  text: 'Choose general admission, VIP or a family package, and save with group rates for parties of 10 or more.',
  primary: { label: 'Buy Tickets', to: '/tickets' },
  secondary: { label: 'Group Rates', to: '/tickets#group-rates' },
};

/** Home keeps the site's own title; its description and the expo it is about, for search results and link previews. */
export const HOME_META: PageMeta = {
  description: 'Plan your visit to Riyadh World Expo 2030 at Riyadh Expo City, Oct 1, 2030 – Mar 31, 2031: tickets, places to stay, food, things to do and directions.',
  image: EVENT_INFO.heroImage,
  jsonLd: [expoEventJsonLd({ description: EVENT_INFO.description, image: EVENT_INFO.heroImage, offers: [{ url: HOME_HERO_CTA.to }] })],
};
