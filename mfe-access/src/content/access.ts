import type { PageMeta, SectionPageCopy } from 'shared';

export const ACCESS_PAGE: SectionPageCopy = {
  title: 'Access & Directions',
  subtitle: 'How to reach the venue by train, bus, car or plane, with opening hours and visitor services.',
  image: 'https://images.unsplash.com/photo-1474487548417-781cb71495f3?auto=format&fit=crop&w=1600&q=70',
  introTitle: 'Getting here',
  intro: 'Everything you need to plan your journey.',
};

/** What /access tells search results and link previews (a description of at most 160 characters). */
export const ACCESS_META = {
  title: 'Access',
  image: ACCESS_PAGE.image,
  description: 'How to reach Riyadh Expo City by train, bus, car or plane, with opening hours, accessibility services, the area around the venue and concierge help.',
} satisfies PageMeta;

/** The site-wide pages this section provides: heading, introduction and description. */
export const ACCESS_INFO_PAGES = {
  venue: {
    title: 'The Venue',
    intro: 'Riyadh Expo City on King Salman Road: where it is, when it is open and how to reach us.',
    description: 'Riyadh Expo City, King Salman Road: address, opening hours (daily 9:00 AM – 10:00 PM, last entry 8:30 PM), phone, email and a map of the venue.',
  },
  accessibility: {
    title: 'Accessibility',
    intro: 'Everyone should enjoy the expo. This is what the venue offers, and how to ask for help.',
    description: 'Step-free routes, free wheelchairs and scooters, accessible restrooms, quiet rooms and sign-language guides at the expo, with 48 hours’ notice.',
  },
  contact: {
    title: 'Contact Us',
    intro: 'Our visitor concierge helps with bookings, groups, accessibility requests and directions.',
    description: 'Reach the Expo Guide visitor concierge by phone or email for bookings, groups, accessibility requests and directions to Riyadh Expo City.',
  },
};

export const VENUE = {
  name: 'Riyadh Expo City',
  addressLines: ['King Salman Road', 'Riyadh, Saudi Arabia'],
  hours: ['Daily 9:00 AM – 10:00 PM', 'Last entry 8:30 PM'],
  phone: '+966 11 555 0100',
  email: 'visitors@expo-guide.example',
  latitude: 24.8607,
  longitude: 46.7286,
};

export const MAP = {
  /** The maps service's token is public configuration (a placeholder unless PUBLIC_MAP_TOKEN is set). */
  staticImageUrl: (token: string) =>
    `https://api.mapbox.com/styles/v1/mapbox/streets-v12/static/pin-l+0b5d4b(${VENUE.longitude},${VENUE.latitude})/${VENUE.longitude},${VENUE.latitude},13,0/960x480@2x?access_token=${encodeURIComponent(token)}`,
  interactiveUrl: `https://www.openstreetmap.org/?mlat=${VENUE.latitude}&mlon=${VENUE.longitude}#map=14/${VENUE.latitude}/${VENUE.longitude}`,
  alt: `Street map of ${VENUE.name} on King Salman Road, Riyadh`,
};

export type TransportModeId = 'train' | 'bus' | 'car' | 'plane';

export interface TransportMode {
  id: TransportModeId;
  label: 'Train' | 'Bus' | 'Car' | 'Plane';
  heading: string;
  steps: string[];
  note?: string;
}

/**
 * Static directions. They come from the Japan-event template (Tokyo, Narita, Haneda, yen) and stay
 * as the product spec describes (SPEC sections 1 and 9).
 */
export const TRANSPORT_MODES: TransportMode[] = [
  {
    id: 'train',
    label: 'Train',
    heading: 'By train',
    steps: [
      'From Tokyo Station, take the JR Keiyo Line towards Soga and get off at Kaihimmakuhari Station (about 30 minutes).',
      'Leave by the south exit and follow the event signs: the venue entrance is a 5-minute walk.',
      'On busy days extra trains run every 10 minutes between 9:00 AM and 11:00 AM.',
    ],
    note: 'IC cards (Suica, PASMO) work on every line to the venue.',
  },
  {
    id: 'bus',
    label: 'Bus',
    heading: 'By bus',
    steps: [
      "Local buses stop at the venue's main gate; a single ride costs ¥210.",
      'The Airport Limousine bus runs directly to the venue: ¥3,100 from Narita Airport and ¥1,130 from Haneda Airport.',
      'Buy limousine tickets at the airport counters in the arrivals hall.',
    ],
  },
  {
    id: 'car',
    label: 'Car',
    heading: 'By car',
    steps: [
      'Take the Higashi-Kanto Expressway and leave at the Wangan-Narashino exit; follow the event signs for 10 minutes.',
      'The venue car park has 60 spaces, at ¥300–500 per hour.',
      'Spaces fill by mid-morning on weekends: public transport is recommended.',
    ],
    note: 'Accessible parking bays are next to the main entrance.',
  },
  {
    id: 'plane',
    label: 'Plane',
    heading: 'By plane',
    steps: [
      'Narita International Airport: the Airport Limousine bus (¥3,100) or a taxi (¥20,000–30,000).',
      'Haneda Airport: the Airport Limousine bus (¥1,130) or a taxi (¥5,000–9,000).',
      'From either airport, allow 60–90 minutes to the venue depending on traffic.',
    ],
  },
];

export const DEFAULT_TRANSPORT_MODE: TransportModeId = 'train';

export const ACCESSIBILITY_INFO = {
  title: 'Accessibility',
  points: [
    'Step-free routes from every entrance, with lifts to all pavilion levels.',
    'Wheelchairs and mobility scooters can be borrowed free of charge at the main gate.',
    'Accessible restrooms on every floor, and quiet rooms near the visitor centre.',
    "Sign-language guides and other assistance can be arranged: requests need at least 48 hours' notice.",
  ],
};

export const LOCAL_AREA_INFO = {
  title: 'Around the venue',
  points: [
    'Cafés, restaurants and convenience stores within a 5-minute walk of the main gate.',
    'ATMs and currency exchange at the visitor centre.',
    'Luggage lockers at the train station and at the main entrance.',
    'Free Wi-Fi across the venue.',
  ],
};

export const CONCIERGE = {
  title: 'Need help planning your trip?',
  text: 'Our visitor concierge can help with directions, accessibility requests and group arrivals.',
  cta: 'Contact Concierge',
  to: '/contact',
};

/** The directions page, /access, as the venue page and the search palette point to it. */
export const DIRECTIONS = { link: '/access', cta: 'Directions by train, bus, car and plane' };
