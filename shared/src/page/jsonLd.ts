import type { JsonLd } from './siteCopy';

// Small typed builders for the schema.org objects pages declare in usePageMeta({ jsonLd }). The
// server adds '@context'. Each section calls them with its own content; no data lives here.

const SCHEMA_ORG = 'https://schema.org/';

/** Leaves out the fields that are not known, so the JSON holds only what the page says. */
function known(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''));
}

/** schema.org PostalAddress; addressCountry as the two-letter code ('SA'). */
export interface PostalAddressFields {
  streetAddress?: string;
  addressLocality?: string;
  addressRegion?: string;
  addressCountry: string;
}

export interface PlaceFields {
  name: string;
  address: PostalAddressFields;
}

export const postalAddressJsonLd = (address: PostalAddressFields): JsonLd => ({
  '@type': 'PostalAddress',
  ...known({ ...address }),
});

export const placeJsonLd = ({ name, address }: PlaceFields): JsonLd => ({
  '@type': 'Place',
  name,
  address: postalAddressJsonLd(address),
});

export type OfferAvailability = 'InStock' | 'OutOfStock' | 'PreOrder' | 'SoldOut';

export interface OfferFields {
  /** What is offered, where a thing has several offers (the ticket types). */
  name?: string;
  /** In US dollars, the site's one currency. Without a price the offer only says where to get it. */
  price?: number;
  availability?: OfferAvailability;
  /** Where to get it: a path of the site ('/tickets') or an absolute URL. */
  url?: string;
}

export const offerJsonLd = ({ name, price, availability, url }: OfferFields): JsonLd => ({
  '@type': 'Offer',
  ...known({
    name,
    price,
    priceCurrency: price === undefined ? undefined : 'USD',
    availability: availability && `${SCHEMA_ORG}${availability}`,
    url,
  }),
});

export interface EventFields {
  name: string;
  /** ISO 8601: a day ('2030-10-01') or a time with its offset ('2030-10-01T19:00:00+03:00'). */
  startDate: string;
  endDate?: string;
  location: PlaceFields;
  description?: string;
  /** An absolute image URL. */
  image?: string;
  url?: string;
  offers?: OfferFields[];
}

/** An event held in person, as scheduled. */
export const eventJsonLd = ({
  name,
  startDate,
  endDate,
  location,
  description,
  image,
  url,
  offers,
}: EventFields): JsonLd => ({
  '@type': 'Event',
  ...known({
    name,
    startDate,
    endDate,
    eventStatus: `${SCHEMA_ORG}EventScheduled`,
    eventAttendanceMode: `${SCHEMA_ORG}OfflineEventAttendanceMode`,
    location: placeJsonLd(location),
    description,
    image,
    url,
    offers: offers?.map(offerJsonLd),
  }),
});

export interface TouristAttractionFields {
  name: string;
  description: string;
  /** A path of the site or an absolute URL. */
  url?: string;
  /** Where it stands (the expo's grounds). */
  containedInPlace: PlaceFields;
  /** Opening hours as schema.org writes them ('Mo-Su 10:00-21:30'). */
  openingHours?: string;
  isAccessibleForFree?: boolean;
}

/** A place to visit within a larger one: a pavilion at the expo. */
export const touristAttractionJsonLd = ({
  name,
  description,
  url,
  containedInPlace,
  openingHours,
  isAccessibleForFree,
}: TouristAttractionFields): JsonLd => ({
  '@type': 'TouristAttraction',
  ...known({
    name,
    description,
    url,
    openingHours,
    isAccessibleForFree,
    containedInPlace: placeJsonLd(containedInPlace),
  }),
});

export interface ProductFields {
  name: string;
  description: string;
  /** An absolute image URL. */
  image?: string;
  /** The shop's own id for it. */
  sku?: string;
  url?: string;
  /** In US dollars. */
  price: number;
  /** Where the page shows a star rating and its number of reviews. */
  rating?: { value: number; count: number };
}

/** A product the shop sells, in stock at its USD price. */
export const productJsonLd = ({ name, description, image, sku, url, price, rating }: ProductFields): JsonLd => ({
  '@type': 'Product',
  ...known({
    name,
    description,
    image,
    sku,
    url,
    aggregateRating: rating && { '@type': 'AggregateRating', ratingValue: rating.value, reviewCount: rating.count },
    offers: offerJsonLd({ price, availability: 'InStock', url }),
  }),
});

export interface ArticleFields {
  headline: string;
  description: string;
  /** An absolute image URL. */
  image: string;
  /** ISO 8601 day ('2030-09-12'). */
  datePublished: string;
  /** A byline: a person, or a team such as an editorial desk. */
  author: { name: string; kind: 'Person' | 'Organization' };
  url?: string;
}

export const articleJsonLd = ({ headline, description, image, datePublished, author, url }: ArticleFields): JsonLd => ({
  '@type': 'Article',
  ...known({ headline, description, image, datePublished, author: { '@type': author.kind, name: author.name }, url }),
});
