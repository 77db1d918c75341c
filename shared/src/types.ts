// Entities of SPEC section 3, shared by the shell, the sections and the API routes.

export type MerchandiseBadge = 'Popular' | 'New' | 'Limited Edition' | (string & {});

/** A fixed merchandise product (Home's merchandise section). */
export interface FixedProduct {
  id: string;
  title: string;
  description: string;
  price: number;
  image: string;
  link: string;
  badge?: MerchandiseBadge;
}

/** A print-on-demand product from Gelato (via our /api/gelato/products). */
export interface PrintOnDemandProduct {
  id: string;
  title: string;
  description: string;
  price: number;
  image: string;
  link?: string;
  /** Defaults to 'Print on Demand'. */
  badge?: string;
  /** Falls back to id. */
  gelatoProductId: string;
  /** Defaults to an empty list. */
  variants: string[];
}

export interface PrintOnDemandCatalog {
  categories: Array<{ id: string; name: string }>;
}

export interface AccommodationProvider {
  id: string;
  name: string;
  description: string;
  icon: string;
  url: string;
  color: string;
}

/** Card item / featured item: accommodations, restaurants, attractions. */
export interface CardItem {
  id: string;
  title: string;
  description: string;
  image: string;
  link: string;
  badge?: string;
}

export interface EventInfo {
  name: string;
  dates: string;
  venue: string;
  address: string;
  description: string;
  heroImage: string;
}

export type ProductCategoryId = 'apparel' | 'accessories' | 'souvenirs' | 'artwork';

export interface ProductCategory {
  id: ProductCategoryId;
  name: string;
  count: number;
}

export interface ShopProduct {
  id: string;
  title: string;
  description: string;
  price: number;
  rating: number;
  reviewCount: number;
  category: ProductCategoryId;
  image: string;
  badge?: 'Popular' | 'New' | 'Limited Edition';
}

export type TicketTypeId = 'general' | 'vip' | 'family';

export interface TicketType {
  id: TicketTypeId;
  name: string;
  price: number;
  description: string;
  features: string[];
}

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

export type SearchCategory = 'Pages' | 'Housing' | 'Restaurants' | 'Attractions' | 'Products' | 'Event';

export interface SearchEntry {
  title: string;
  category: SearchCategory;
  href: string;
}

export interface CuisineType {
  name: string;
  count: number;
}

export interface SaudiCategory {
  name: string;
  icon: string;
  description: string;
}

export interface ExpoEvent {
  id: string;
  title: string;
  /** Display text. */
  date: string;
  location: string;
  image: string;
}

export type ArticleBlock =
  | { type: 'paragraph'; content: string }
  | { type: 'heading'; content: string; level: 2 | 3 }
  | { type: 'image'; content: string; caption: string }
  | { type: 'quote'; content: string; author: string }
  | { type: 'list'; content: string[] };

export interface Article {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  date: string;
  readTime: number;
  author: string;
  image: string;
  category: 'Historical' | 'Adventure' | 'Cultural';
  tags: string[];
  content: ArticleBlock[];
}

export type TicketCountOption = '1' | '2' | '3' | '4' | '5' | '6+';

export interface BookingForm {
  fullName: string;
  email: string;
  phone: string;
  visitDate: string;
  tickets: TicketCountOption;
  newsletter: boolean;
}
