import type { CardItem, PageMeta, SectionPageCopy } from 'shared';

/** SPEC section 3: a cuisine type and how many restaurants serve it. */
export interface CuisineType {
  name: string;
  count: number;
}

export const DINING_PAGE: SectionPageCopy = {
  title: 'Culinary Experiences',
  subtitle: 'From Najdi classics to fine dining with a view: where to eat during your expo visit.',
  image: 'https://images.unsplash.com/photo-1414235077428-338989a2e8c0?auto=format&fit=crop&w=1600&q=70',
  introTitle: 'Featured Restaurants',
  intro: 'Three favourites of our team, each worth the trip across town.',
};

export interface Restaurant extends CardItem {
  slug: string;
  cuisine: string;
  hours: string;
  address: string;
  menuHighlights: string[];
}

/** Featured restaurants (SPEC: badges Traditional, Fine Dining, Fusion). */
export const RESTAURANTS: Restaurant[] = [
  {
    id: 'najd-village',
    slug: 'najd-village',
    title: 'Najd Village',
    description: 'Traditional Najdi dishes served on floor seating in a restored mud-brick house: kabsa, jareesh and dates with Arabic coffee.',
    image: 'https://images.unsplash.com/photo-1544025162-d76694265947?auto=format&fit=crop&w=800&q=70',
    link: '/eating/najd-village',
    badge: 'Traditional',
    cuisine: 'Najdi and Saudi',
    hours: 'Daily 12:00 PM – 12:00 AM',
    address: 'Abu Bakr Al Siddiq Road, Riyadh',
    menuHighlights: ['Lamb kabsa', 'Jareesh', 'Margoog', 'Dates and gahwa'],
  },
  {
    id: 'the-globe',
    slug: 'the-globe',
    title: 'The Globe',
    description: 'Fine dining inside the glass sphere of Al Faisaliah Tower, with a seasonal European menu and the whole city below.',
    image: 'https://images.unsplash.com/photo-1517248135467-4c7edcad34c4?auto=format&fit=crop&w=800&q=70',
    link: '/eating/the-globe',
    badge: 'Fine Dining',
    cuisine: 'Modern European',
    hours: 'Daily 7:00 PM – 11:30 PM',
    address: 'Al Faisaliah Tower, King Fahd Road, Riyadh',
    menuHighlights: ['Tasting menu', 'Wagyu tenderloin', 'Saffron crème brûlée'],
  },
  {
    id: 'takya',
    slug: 'takya',
    title: 'Takya',
    description: 'Saudi flavours with a modern twist in a relaxed setting: slow-cooked lamb, saffron rice and inventive desserts.',
    image: 'https://images.unsplash.com/photo-1555396273-367ea4eb4db5?auto=format&fit=crop&w=800&q=70',
    link: '/eating/takya',
    badge: 'Fusion',
    cuisine: 'Saudi fusion',
    hours: 'Daily 1:00 PM – 1:00 AM',
    address: 'Prince Mohammed Bin Salman Road, Riyadh',
    menuHighlights: ['Lamb madfoon', 'Saffron rice', 'Date cheesecake'],
  },
];

export const findRestaurant = (slug: string | undefined) => RESTAURANTS.find((r) => r.slug === slug);

/** SPEC: the fixed text and tags every featured restaurant card shows. */
export const RESTAURANT_CARD = {
  distance: '3.2 km from event venue',
  tags: ['$$$ • High-end', 'Reservation required', 'Traditional cuisine'],
  tagsLabel: 'Good to know',
  stars: 5,
  reserve: 'Reserve a Table',
};

/** SPEC section 3: cuisine types and their counts. */
export const CUISINE_TYPES: CuisineType[] = [
  { name: 'Sushi & Sashimi', count: 18 },
  { name: 'Ramen & Noodles', count: 12 },
  { name: 'Tempura', count: 8 },
  { name: 'Izakaya', count: 15 },
  { name: 'Kaiseki', count: 5 },
  { name: 'Teppanyaki', count: 7 },
  { name: 'Street Food', count: 20 },
  { name: 'Wagashi & Desserts', count: 10 },
];

/** SPEC: the cuisine link is the name lowercased, with ' & ' replaced by '-'. */
export const cuisineSlug = (name: string) => name.toLowerCase().replaceAll(' & ', '-');
export const cuisineLink = (name: string) => `/eating/cuisine/${cuisineSlug(name)}`;
/** Spellings that differ only by case, spaces and hyphens are one cuisine: 'street food', 'street-food', 'Street%20Food'. */
const cuisineKey = (slug: string) => slug.toLowerCase().replace(/[\s-]+/g, '');
export const findCuisine = (slug: string | undefined) => (slug === undefined ? undefined : CUISINE_TYPES.find((c) => cuisineKey(cuisineSlug(c.name)) === cuisineKey(slug)));

/** What each cuisine is, for its page. Leftover Japan-template content, as SPEC describes. */
export const CUISINE_DESCRIPTIONS: Record<string, string> = {
  'Sushi & Sashimi': 'Raw fish at its best: nigiri on seasoned rice and sashimi sliced to order.',
  'Ramen & Noodles': 'Rich broths with wheat noodles, plus soba and udon for lighter days.',
  Tempura: 'Seafood and vegetables in a feather-light batter, fried to order.',
  Izakaya: 'Casual pubs for small plates, skewers and good company.',
  Kaiseki: 'Multi-course seasonal dining, as much art as meal.',
  Teppanyaki: 'Beef, seafood and vegetables grilled on an iron plate in front of you.',
  'Street Food': 'Takoyaki, okonomiyaki and skewers from stalls and markets.',
  'Wagashi & Desserts': 'Traditional sweets of rice, bean paste and fruit, served with tea.',
};

export const EXPERIENCES_BLOCK = {
  title: 'Food Tours & Cooking Classes',
  text: 'Walk the souqs with a local guide, learn to make kabsa, or taste your way through Riyadh’s coffee culture.',
  cta: 'Browse Experiences',
  to: '/eating/experiences',
};

export const EXPERIENCES: Array<{ id: string; title: string; description: string; duration: string; price: string }> = [
  {
    id: 'souq-food-walk',
    title: 'Souq Food Walk',
    description: 'Three hours through Al Zal and Al Thumairi souqs, tasting dates, sambosa and fresh bread.',
    duration: '3 hours',
    price: '$45 per person',
  },
  {
    id: 'kabsa-class',
    title: 'Kabsa Cooking Class',
    description: 'Cook Saudi Arabia’s national dish with a home chef, then share the meal.',
    duration: '2.5 hours',
    price: '$60 per person',
  },
  {
    id: 'coffee-ceremony',
    title: 'Arabic Coffee Ceremony',
    description: 'Roast, grind and brew gahwa with cardamom, and learn the etiquette of serving it.',
    duration: '1.5 hours',
    price: '$30 per person',
  },
];

/** What the dining pages tell search results and link previews (descriptions of at most 160 characters). */
export const DINING_META = {
  dining: {
    title: 'Dining',
    image: DINING_PAGE.image,
    description: 'Where to eat during the expo: Najd Village, The Globe and Takya in Riyadh, cuisine types from sushi to street food, and food tours and cooking classes.',
  },
  experiences: {
    title: EXPERIENCES_BLOCK.title,
    description: 'A souq food walk, a kabsa cooking class and an Arabic coffee ceremony in Riyadh, from $30 per person, booked through our concierge.',
  },
} satisfies Record<string, PageMeta>;

/** A restaurant's page: what it serves, where and when. */
export const restaurantMeta = (restaurant: Restaurant): PageMeta => ({ title: restaurant.title, description: `${restaurant.description} ${restaurant.hours}.` });

/** A cuisine type's page. */
export const cuisineMeta = (cuisine: CuisineType): PageMeta => ({
  title: cuisine.name,
  description: `${CUISINE_DESCRIPTIONS[cuisine.name]} ${cuisine.count} ${cuisine.name} restaurants in our guide.`,
});

export const CULINARY_WIDGET = {
  title: 'Culinary Experiences',
  subtitle: 'Taste Saudi Arabia between pavilions: our favourite restaurants near the expo.',
  viewAll: '/eating',
  viewAllLabel: 'View all restaurants',
};
