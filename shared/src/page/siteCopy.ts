import { GLOSSARY } from '../i18n/glossary';
import type { Locale } from '../i18n/locales';
import type { Translations } from '../i18n/translations';

/** The site's own words for a page's head, in each language: its name, Home's title, and the description of a page that has none. */
export interface SiteCopy {
  name: string;
  homeTitle: string;
  defaultDescription: string;
}

export const SITE_COPY: Translations<SiteCopy> = {
  en: {
    name: GLOSSARY.brand.en,
    homeTitle: `${GLOSSARY.brand.en} | ${GLOSSARY.expo.en}`,
    defaultDescription: `${GLOSSARY.brand.en}: tickets, housing, dining, things to do and directions for the world expo at ${GLOSSARY.expoCity.en}, Oct 1, 2030 – Mar 31, 2031.`,
  },
  ar: {
    name: GLOSSARY.brand.ar,
    homeTitle: `${GLOSSARY.brand.ar} | ${GLOSSARY.expo.ar}`,
    defaultDescription: `${GLOSSARY.brand.ar}: التذاكر والإقامة والمطاعم والأنشطة والاتجاهات للمعرض العالمي في ${GLOSSARY.expoCity.ar}، من 1 أكتوبر 2030 إلى 31 مارس 2031.`,
  },
};

/** The English site's name and default description (SITE_COPY has every language's). */
export const SITE_NAME = SITE_COPY.en.name;
export const DEFAULT_DESCRIPTION = SITE_COPY.en.defaultDescription;

/** A schema.org object for the page's JSON-LD (`@context` is added when the page is written). */
export type JsonLd = { '@type': string } & Record<string, unknown>;

/** What a page says about itself: its title, description and structured data, and whether it is a "not found". */
export interface PageMeta {
  /** The page's own title, without the site name ("Housing"); none on Home. */
  title?: string;
  /** The meta and Open Graph description; the site's default when absent. */
  description?: string;
  /** An absolute image URL for link previews. */
  image?: string;
  /** schema.org objects this page is about (an Event, a Product, an Article). */
  jsonLd?: JsonLd[];
  /** An unknown route, id or slug: the server answers 404 with this page. */
  notFound?: boolean;
  /** The page's one URL (a path) when it is also reached at another (a product's /details): the canonical link. */
  canonicalPath?: string;
  /** This URL is another page's old or short address: the server answers 301 to it (see PageRedirect). */
  redirectTo?: string;
}

/** "Housing" → "Housing | Expo Guide"; no title → the site's own; in `locale`'s words ("الإقامة | دليل إكسبو"). */
export const documentTitle = (title?: string, locale: Locale = 'en') =>
  title ? `${title} | ${SITE_COPY[locale].name}` : SITE_COPY[locale].homeTitle;
