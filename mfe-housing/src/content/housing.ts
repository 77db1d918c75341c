import { formatUsd, type CardItem, type PageMeta, type SectionPageCopy } from 'shared';

/** SPEC section 3: an affiliate hotel listing, as /api/cj/hotels answers it. */
export interface AffiliateHotelListing {
  id: string;
  title: string;
  description: string;
  /** USD per night. */
  price: number;
  image: string;
  link: string;
  badge: string;
  location: string;
  /** May be fractional. */
  rating: number;
  amenities: string[];
}

/** SPEC section 3: an accommodation provider of the Accommodation section. */
export interface AccommodationProvider {
  id: string;
  name: string;
  description: string;
  icon: string;
  url: string;
  color: string;
}

export const HOUSING_PAGE: SectionPageCopy = {
  title: 'Find Your Perfect Stay',
  subtitle: 'Hotels, apartments and homes near Riyadh Expo City, from our booking partners.',
  image: 'https://images.unsplash.com/photo-1566073771259-6a8506099945?auto=format&fit=crop&w=1600&q=70',
  introTitle: 'Places to stay',
  intro: 'Search partner hotels by location and dates, compare recommended accommodations, or ask our concierge for help with your booking.',
};

/** SPEC section 9: hotel search defaults. */
export const HOTEL_SEARCH_DEFAULTS = { location: 'Osaka', checkInDays: 7, checkOutDays: 10, guests: 2, rooms: 1 };
export const GUEST_OPTIONS = [1, 2, 3, 4, 5, 6] as const;
export const guestLabel = (guests: number) => (guests === 1 ? '1 Guest' : `${guests} Guests`);

export const HOTEL_LIST_COPY = {
  title: 'Partner Hotels',
  errorTitle: 'Error loading hotels',
  errorMessage: 'Failed to load hotel listings. Please try again later.',
  demoNote: 'Showing demo hotels in the meantime: prices and availability are examples.',
  emptyTitle: 'No hotels found',
  emptyAdvice: 'Try adjusting your search dates or guests, or explore other locations.',
  dateOrderError: 'Check-out must be after check-in.',
  perNight: '/night',
  viewDeal: 'View Deal',
  amenities: 'Amenities',
};

export interface Accommodation extends CardItem {
  slug: string;
  address: string;
  distance: string;
  priceFrom: number;
  highlights: string[];
}

/** Recommended accommodations (SPEC: housing badges Luxury, Premium, Value). */
export const ACCOMMODATIONS: Accommodation[] = [
  {
    id: 'four-seasons-riyadh',
    slug: 'four-seasons-riyadh',
    title: 'Four Seasons Riyadh',
    description: 'Five-star rooms high in Kingdom Centre, with skyline views, a spa and fine dining twenty minutes from the expo.',
    image: 'https://images.unsplash.com/photo-1542314831-068cd1dbfeeb?auto=format&fit=crop&w=800&q=70',
    link: '/housing/four-seasons-riyadh',
    badge: 'Luxury',
    address: 'Kingdom Centre, King Fahd Road, Riyadh',
    distance: '18 km from the event venue',
    priceFrom: 420,
    highlights: ['Spa and indoor pool', 'Skyline views', 'Airport transfers on request'],
  },
  {
    id: 'al-faisaliah',
    slug: 'al-faisaliah',
    title: 'Al Faisaliah',
    description: 'A landmark hotel in the Al Faisaliah Tower with generous suites, butler service and quick access to the metro.',
    image: 'https://images.unsplash.com/photo-1551882547-ff40c63fe5fa?auto=format&fit=crop&w=800&q=70',
    link: '/housing/al-faisaliah',
    badge: 'Premium',
    address: 'Al Faisaliah Tower, King Fahd Road, Riyadh',
    distance: '16 km from the event venue',
    priceFrom: 310,
    highlights: ['Butler service', 'Metro nearby', 'Business centre'],
  },
  {
    id: 'centro-waha',
    slug: 'centro-waha',
    title: 'Centro Waha',
    description: 'Bright, modern rooms at a friendly price, with a rooftop pool and free shuttles on expo days.',
    image: 'https://images.unsplash.com/photo-1590490360182-c33d57733427?auto=format&fit=crop&w=800&q=70',
    link: '/housing/centro-waha',
    badge: 'Value',
    address: 'Imam Saud Bin Abdulaziz Road, Riyadh',
    distance: '9 km from the event venue',
    priceFrom: 120,
    highlights: ['Rooftop pool', 'Free expo shuttle', 'Breakfast included'],
  },
];

export const findAccommodation = (slug: string | undefined) => ACCOMMODATIONS.find((a) => a.slug === slug);

/** /housing/all: every accommodation we recommend, and where to find more. */
export const ALL_ACCOMMODATIONS_PAGE = {
  title: 'All Accommodations',
  subtitle: 'Every stay we recommend near Riyadh Expo City, and our partners for more.',
  link: '/housing/all',
  viewAll: 'View All Accommodations',
};

/** What the housing pages tell search results and link previews (descriptions of at most 160 characters). */
export const HOUSING_META = {
  housing: {
    title: 'Housing',
    image: HOUSING_PAGE.image,
    description: 'Search partner hotels near Riyadh Expo City by dates and guests, compare our recommended stays from $120 a night, and get help from our concierge.',
  },
  all: {
    title: ALL_ACCOMMODATIONS_PAGE.title,
    description: 'Four Seasons Riyadh, Al Faisaliah and Centro Waha, plus hotels, homes and vacation rentals from Booking.com, Airbnb and Vrbo near the expo.',
  },
} satisfies Record<string, PageMeta>;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** An accommodation's page; its /details view lists the highlights, and says so. */
export function accommodationMeta(accommodation: Accommodation, details: boolean): PageMeta {
  const price = `From ${formatUsd(accommodation.priceFrom)} a night`;
  if (!details) return { title: accommodation.title, description: `${accommodation.description} ${price}.` };
  return {
    title: `${accommodation.title} Highlights`,
    description: `${accommodation.title}: ${accommodation.highlights.map(lowerFirst).join(', ')}. ${price}, ${accommodation.distance}.`,
  };
}

/** SPEC "Accommodation section": three kinds of provider. */
export const ACCOMMODATION_PROVIDERS: AccommodationProvider[] = [
  { id: 'booking', name: 'Booking.com', description: 'Online booking platform with hotels of every size around Riyadh.', icon: 'hotel', url: 'https://www.booking.com/', color: '#003580' },
  { id: 'airbnb', name: 'Airbnb', description: 'Home-rental marketplace: apartments and private rooms hosted by locals.', icon: 'home', url: 'https://www.airbnb.com/', color: '#c13515' },
  { id: 'vrbo', name: 'Vrbo', description: 'Vacation-rental platform for whole homes, ideal for families and groups.', icon: 'villa', url: 'https://www.vrbo.com/', color: '#1d4fc4' },
];

export const BOOKING_PARTNERS = {
  title: 'Our Booking Partners',
  text: 'Listings come from trusted partners. Booking through these links supports Expo Guide at no extra cost to you.',
  partners: ['Booking.com', 'Expedia', 'Hotels.com', 'Agoda'],
  /** SPEC section 9: the promo code text with its {key}. */
  promo: (code: string) => `Use promo code ${code} at checkout for an exclusive expo rate.`,
};

export const CONCIERGE = {
  title: 'Need help finding a place?',
  text: 'Our concierge team can suggest places to stay for groups, families and accessible rooms.',
  cta: 'Contact Concierge',
  to: '/contact',
};

export const ACCOMMODATION_SECTION = {
  title: 'Find Your Perfect Stay',
  subtitle: 'Compare hotels, homes and vacation rentals from trusted providers.',
  browse: 'Browse Options',
  assistanceTitle: 'Need assistance with booking?',
  assistanceText: 'Our concierge can help with group bookings, accessibility needs and late arrivals.',
};

/** SPEC: a static sample listing on the housing page. */
export const SAMPLE_STAY = { title: 'Typical stay near the venue', price: '$120/night', distance: '2.5 km from event venue' };
