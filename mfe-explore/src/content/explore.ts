import { type CardItem, type PageMeta, type SectionPageCopy } from 'shared';
import { EXPO_EVENT, eventJsonLd, type PlaceFields } from 'shared/src/page/structuredData';

/** SPEC section 3: a Saudi category of things to do. */
export interface SaudiCategory {
  name: string;
  icon: string;
  description: string;
}

/** SPEC section 3: an event, with its date as display text. */
export interface ExpoEvent {
  id: string;
  title: string;
  /** Display text. */
  date: string;
  location: string;
  image: string;
}

export const EXPLORE_PAGE: SectionPageCopy = {
  title: 'Discover Saudi Arabia',
  subtitle: 'Historic sites, modern landmarks, desert adventures and workshops around your expo visit.',
  image: 'https://images.unsplash.com/photo-1578895101408-1a36b834405b?auto=format&fit=crop&w=1600&q=70',
  introTitle: 'Categories',
  intro: 'Find the kind of day out you are looking for.',
};

export type CategoryIcon = 'historical' | 'modern' | 'desert' | 'culture' | 'outdoor' | 'workshop';

/** SPEC section 3: the Saudi categories. */
export const SAUDI_CATEGORIES: Array<SaudiCategory & { icon: CategoryIcon }> = [
  { name: 'Historical Sites', icon: 'historical', description: 'Mud-brick palaces, old forts and the birthplace of the Saudi state.' },
  { name: 'Modern Marvels', icon: 'modern', description: 'Skyscrapers, sky bridges and the architecture of a fast-growing capital.' },
  { name: 'Desert Adventures', icon: 'desert', description: 'Dune drives, canyon hikes and nights under a sky full of stars.' },
  { name: 'Cultural Experiences', icon: 'culture', description: 'Museums, souqs, music and the rituals of Saudi hospitality.' },
  { name: 'Outdoor Activities', icon: 'outdoor', description: 'Parks, wadis and cycling trails for cooler mornings and evenings.' },
  { name: 'Workshops', icon: 'workshop', description: 'Hands-on classes in calligraphy, weaving, pottery and cooking.' },
];

/** SPEC: /things-to-do/category/{name slug}. */
export const categorySlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
export const categoryLink = (name: string) => `/things-to-do/category/${categorySlug(name)}`;
export const findCategory = (slug: string | undefined) => SAUDI_CATEGORIES.find((c) => categorySlug(c.name) === slug);

export interface Attraction extends CardItem {
  category: string;
}

/** Top attractions (SPEC: badges Historical, Landmark, Cultural); each links to its article. */
export const ATTRACTIONS: Attraction[] = [
  {
    id: 'diriyah',
    title: 'Diriyah',
    description: 'The UNESCO-listed At-Turaif district, where the first Saudi state began, restored in mud brick above Wadi Hanifah.',
    image: 'https://images.unsplash.com/photo-1591608971362-f08b2a75731a?auto=format&fit=crop&w=800&q=70',
    link: '/things-to-do/diriyah',
    badge: 'Historical',
    category: 'Historical Sites',
  },
  {
    id: 'kingdom-centre',
    title: 'Kingdom Centre',
    description: 'Riyadh’s best-known tower, with a sky bridge 300 metres above the city.',
    image: 'https://images.unsplash.com/photo-1586724237569-f3d0c1dee8c6?auto=format&fit=crop&w=800&q=70',
    link: '/things-to-do/kingdom-centre',
    badge: 'Landmark',
    category: 'Modern Marvels',
  },
  {
    id: 'national-museum',
    title: 'National Museum',
    description: 'Eight galleries telling the story of the Arabian Peninsula, from its first rocks to the modern kingdom.',
    image: 'https://images.unsplash.com/photo-1566127444979-b3d2b654e3d7?auto=format&fit=crop&w=800&q=70',
    link: '/things-to-do/national-museum',
    badge: 'Cultural',
    category: 'Cultural Experiences',
  },
];

export interface ExploreEvent extends ExpoEvent {
  /** `date` as ISO 8601, with Riyadh's offset (UTC+3, no daylight saving time). */
  startDate: string;
  /** `location` as a place with a postal address. */
  venue: PlaceFields;
  description: string;
  category: string;
}

/** A place at Riyadh Expo City (the expo's own address). */
const atExpoCity = (name: string): PlaceFields => ({ name, address: EXPO_EVENT.venue.address });

/** Upcoming events and workshops; card dates fall in October 2030 (SPEC section 3). */
export const EVENTS: ExploreEvent[] = [
  {
    id: 'opening-ceremony',
    title: 'Expo Opening Ceremony',
    date: 'October 1, 2030 · 7:00 PM',
    startDate: '2030-10-01T19:00:00+03:00',
    location: 'Expo Plaza, Riyadh Expo City',
    venue: atExpoCity('Expo Plaza, Riyadh Expo City'),
    image: 'https://images.unsplash.com/photo-1492684223066-81342ee5ff30?auto=format&fit=crop&w=800&q=70',
    description: 'Music, light and the first welcome of the expo’s six-month run.',
    category: 'Cultural Experiences',
  },
  {
    id: 'najdi-architecture-workshop',
    title: 'Najdi Architecture Workshop',
    date: 'October 5, 2030 · 10:00 AM',
    startDate: '2030-10-05T10:00:00+03:00',
    location: 'Heritage Pavilion',
    venue: atExpoCity('Heritage Pavilion'),
    image: 'https://images.unsplash.com/photo-1591608971362-f08b2a75731a?auto=format&fit=crop&w=800&q=70',
    description: 'Build a small mud-brick model with the craftspeople who restored At-Turaif.',
    category: 'Workshops',
  },
  {
    id: 'desert-stargazing-night',
    title: 'Desert Stargazing Night',
    date: 'October 12, 2030 · 8:30 PM',
    startDate: '2030-10-12T20:30:00+03:00',
    location: 'Red Sand Dunes, 45 minutes from the venue',
    venue: { name: 'Red Sand Dunes', address: { addressRegion: 'Riyadh Province', addressCountry: 'SA' } },
    image: 'https://images.unsplash.com/photo-1519681393784-d120267933ba?auto=format&fit=crop&w=800&q=70',
    description: 'Telescopes, Arabic star lore and mint tea around a fire.',
    category: 'Desert Adventures',
  },
  {
    id: 'calligraphy-masterclass',
    title: 'Arabic Calligraphy Masterclass',
    date: 'October 18, 2030 · 4:00 PM',
    startDate: '2030-10-18T16:00:00+03:00',
    location: 'Arts Pavilion',
    venue: atExpoCity('Arts Pavilion'),
    image: 'https://images.unsplash.com/photo-1585577529540-a8095ea25427?auto=format&fit=crop&w=800&q=70',
    description: 'Learn the basics of the thuluth script with a master calligrapher.',
    category: 'Workshops',
  },
];

export const findEvent = (id: string | undefined) => EVENTS.find((e) => e.id === id);
export const eventLink = (id: string) => `/events/${id}`;

/** An event as schema.org has it, for every page that shows it. */
export const eventJsonLdOf = (event: ExploreEvent) =>
  eventJsonLd({ name: event.title, startDate: event.startDate, location: event.venue, description: event.description, image: event.image, url: eventLink(event.id) });

export interface TourPackage {
  id: string;
  title: string;
  duration: string;
  price: string;
  description: string;
  includes: string[];
  category: string;
}

export const TOUR_PACKAGES: TourPackage[] = [
  {
    id: 'historic-riyadh',
    title: 'Historic Riyadh Day Tour',
    duration: 'Full day',
    price: '$85 per person',
    description: 'Masmak Fortress, the National Museum and sunset at At-Turaif in Diriyah.',
    includes: ['Hotel pick-up', 'Licensed guide', 'Lunch'],
    category: 'Historical Sites',
  },
  {
    id: 'edge-of-the-world',
    title: 'Edge of the World Desert Trip',
    duration: 'Afternoon to evening',
    price: '$120 per person',
    description: 'Off-road drive to the Tuwaiq escarpment cliffs, a short hike and dinner in the desert.',
    includes: ['4×4 transport', 'Guide', 'Dinner'],
    category: 'Desert Adventures',
  },
  {
    id: 'modern-riyadh',
    title: 'Modern Riyadh Evening Tour',
    duration: '4 hours',
    price: '$65 per person',
    description: 'The Kingdom Centre sky bridge, Boulevard City and the lights of King Fahd Road.',
    includes: ['Transport', 'Sky bridge tickets'],
    category: 'Modern Marvels',
  },
];

/** The section's fixed listing pages, below /things-to-do. */
export const LISTING_PAGES = {
  attractions: { link: '/things-to-do/attractions', title: 'All Attractions', intro: 'The sights we recommend most, each with our guide to visiting.' },
  events: { link: '/things-to-do/events', title: 'Events & Workshops Schedule', intro: 'What is on around the expo in October 2030. Register links open each event’s page.' },
  guidedTours: { link: '/things-to-do/guided-tours', title: 'Guided Tour Packages', intro: 'Day trips and evening tours with licensed guides. Our concierge books them for you.' },
};

/** The listing pages' way back to the section. */
export const BACK_TO_EXPLORE = { to: '/things-to-do', label: 'Back to Things To Do' };

export const EXPLORE_COPY = {
  attractionsTitle: 'Top Attractions',
  viewAllAttractions: 'View All Attractions',
  eventsTitle: 'Upcoming Events & Workshops',
  viewSchedule: 'View Full Schedule',
  register: 'Register',
  toursTitle: 'Guided Tour Packages',
  toursText: 'Let a licensed guide handle the driving and the stories: day trips and evening tours around Riyadh.',
  toursCta: 'See Tour Packages',
  registrationNote: 'Registration opens with the expo’s official programme. Expo Guide does not take registrations: ask our concierge to be told when it opens.',
};

/** What the things-to-do pages tell search results and link previews (descriptions of at most 160 characters). */
export const EXPLORE_META = {
  explore: {
    title: 'Things to Do',
    image: EXPLORE_PAGE.image,
    description: 'Diriyah, Kingdom Centre, the National Museum, desert adventures, October 2030 events and workshops, and guided tours around Riyadh during the expo.',
    jsonLd: EVENTS.map(eventJsonLdOf),
  },
  attractions: {
    title: LISTING_PAGES.attractions.title,
    description: 'Diriyah’s At-Turaif, the Kingdom Centre sky bridge and the National Museum: the Riyadh sights we recommend most, each with our guide to visiting.',
  },
  events: {
    title: LISTING_PAGES.events.title,
    description: 'The Expo Opening Ceremony, a Najdi architecture workshop, desert stargazing and an Arabic calligraphy masterclass: what is on in October 2030.',
    jsonLd: EVENTS.map(eventJsonLdOf),
  },
  guidedTours: {
    title: LISTING_PAGES.guidedTours.title,
    description: 'Historic Riyadh, an Edge of the World desert trip and a modern Riyadh evening tour with licensed guides, from $65 per person, booked by our concierge.',
  },
} satisfies Record<string, PageMeta>;

/** An event's page: what, when and where, and the Event it is. */
export const eventMeta = (event: ExploreEvent): PageMeta => ({
  title: event.title,
  description: `${event.description} ${event.date}, ${event.location}.`,
  jsonLd: [eventJsonLdOf(event)],
});

/** What a category's page lists: its attractions, events and tours. */
export function categoryListings(category: SaudiCategory) {
  const inCategory = <T extends { category: string }>(items: T[]) => items.filter((item) => item.category === category.name);
  const listings = { attractions: inCategory(ATTRACTIONS), events: inCategory(EVENTS), tours: inCategory(TOUR_PACKAGES) };
  return { ...listings, nothing: listings.attractions.length + listings.events.length + listings.tours.length === 0 };
}

/** A category's page, with the events it lists; a category with nothing listed yet says so. */
export function categoryMeta(category: SaudiCategory): PageMeta {
  const { events, nothing } = categoryListings(category);
  const about = `${category.name} around Riyadh: ${category.description.charAt(0).toLowerCase()}${category.description.slice(1)}`;
  return {
    title: category.name,
    description: nothing ? `${about} Places coming soon; meanwhile, our top attractions.` : about,
    ...(events.length > 0 && { jsonLd: events.map(eventJsonLdOf) }),
  };
}

export const THINGS_TO_EXPERIENCE = {
  title: 'Things to Experience',
  subtitle: 'History, skyline and culture within easy reach of the expo.',
  viewAll: LISTING_PAGES.attractions.link,
  viewAllLabel: 'View all attractions',
};
