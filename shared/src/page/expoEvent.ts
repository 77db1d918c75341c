import type { JsonLd } from './pageMeta';
import { eventJsonLd, type OfferFields, type PlaceFields } from './jsonLd';

/**
 * The expo every page is about (SPEC section 1), as schema.org needs it: like the site's name and
 * default description, a fact of the whole site rather than of one section. Home declares it with
 * its offer; the tickets page with the ticket types as its offers.
 */
export const EXPO_EVENT = {
  name: 'Riyadh World Expo 2030',
  startDate: '2030-10-01',
  endDate: '2031-03-31',
  venue: { name: 'Riyadh Expo City', address: { streetAddress: 'King Salman Road', addressLocality: 'Riyadh', addressCountry: 'SA' } } satisfies PlaceFields,
} as const;

export interface ExpoEventFields {
  /** The page's own words about the expo. */
  description: string;
  /** An absolute image URL. */
  image: string;
  offers?: OfferFields[];
}

/** The expo as a schema.org Event: its name, dates and venue, with the page's description, image and offers. */
export const expoEventJsonLd = ({ description, image, offers }: ExpoEventFields): JsonLd =>
  eventJsonLd({ name: EXPO_EVENT.name, startDate: EXPO_EVENT.startDate, endDate: EXPO_EVENT.endDate, location: EXPO_EVENT.venue, description, image, offers });
