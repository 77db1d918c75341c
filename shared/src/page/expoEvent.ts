import type { JsonLd } from './siteCopy';
import { eventJsonLd, type OfferFields, type PlaceFields } from './jsonLd';
import { GLOSSARY } from '../i18n/glossary';
import type { Locale } from '../i18n/locales';
import type { Translations } from '../i18n/translations';

/**
 * The expo every page is about (SPEC section 1), as schema.org needs it: like the site's name and
 * default description, a fact of the whole site rather than of one section. Home declares it with
 * its offer; the tickets page with the ticket types as its offers.
 */
export const EXPO_EVENT = {
  name: GLOSSARY.expo.en,
  startDate: '2030-10-01',
  endDate: '2031-03-31',
  venue: {
    name: GLOSSARY.expoCity.en,
    address: { streetAddress: 'King Salman Road', addressLocality: 'Riyadh', addressCountry: 'SA' },
  } satisfies PlaceFields,
} as const;

/** The expo's name and venue as each language writes them (its dates and country code are the same in all). */
export const EXPO_EVENT_NAMES: Translations<{ name: string; venue: PlaceFields }> = {
  en: { name: EXPO_EVENT.name, venue: EXPO_EVENT.venue },
  ar: {
    name: GLOSSARY.expo.ar,
    venue: {
      name: GLOSSARY.expoCity.ar,
      address: {
        streetAddress: 'طريق الملك سلمان',
        addressLocality: 'الرياض',
        addressCountry: EXPO_EVENT.venue.address.addressCountry,
      },
    },
  },
};

export interface ExpoEventFields {
  /** The page's own words about the expo. */
  description: string;
  /** An absolute image URL. */
  image: string;
  offers?: OfferFields[];
  /** The page's language, which the names are written in (English unless told). */
  locale?: Locale;
}

/** The expo as a schema.org Event: its name, dates and venue in the page's language, with the page's description, image and offers. */
export const expoEventJsonLd = ({ description, image, offers, locale = 'en' }: ExpoEventFields): JsonLd =>
  eventJsonLd({
    name: EXPO_EVENT_NAMES[locale].name,
    startDate: EXPO_EVENT.startDate,
    endDate: EXPO_EVENT.endDate,
    location: EXPO_EVENT_NAMES[locale].venue,
    description,
    image,
    offers,
  });
