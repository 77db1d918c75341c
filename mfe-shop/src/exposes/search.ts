import type { Locale, SearchEntry, Translations } from 'shared';
import { PRODUCT_CATEGORIES, shopCategoryLink } from '../content/shop';

/** The palette's entries in one language: the same hrefs and categories in every language. */
const entriesIn = (locale: Locale): SearchEntry[] =>
  PRODUCT_CATEGORIES[locale].map((category): SearchEntry => ({
    title: category.name,
    category: 'Products',
    href: shopCategoryLink(category.id),
  }));

/** Exposed as './search': product categories open the shop filtered to them, in every language. */
const entries: Translations<SearchEntry[]> = { en: entriesIn('en'), ar: entriesIn('ar') };

export default entries;
