import type { SearchCategory, Translations } from 'shared';

/** The search palette's copy. Its groups stay keyed by category (the entries' data); each has a label per language. */
export interface SearchCopy {
  title: string;
  label: string;
  placeholder: string;
  noResults: string;
  categories: Record<SearchCategory, string>;
  /** The Home page's entry in the Pages group. */
  homeEntry: string;
}

export const SEARCH_COPY: Translations<SearchCopy> = {
  en: {
    title: 'Search the expo',
    label: 'Search',
    placeholder: 'Search hotels, restaurants, attractions, tickets, products…',
    noResults: 'No results found.',
    categories: { Pages: 'Pages', Housing: 'Housing', Restaurants: 'Restaurants', Attractions: 'Attractions', Products: 'Products', Event: 'Event' },
    homeEntry: 'Home',
  },
  ar: {
    title: 'ابحث في الإكسبو',
    label: 'بحث',
    placeholder: 'ابحث عن فنادق ومطاعم ومعالم وتذاكر ومنتجات…',
    noResults: 'لا توجد نتائج.',
    categories: { Pages: 'الصفحات', Housing: 'الإقامة', Restaurants: 'المطاعم', Attractions: 'المعالم', Products: 'المنتجات', Event: 'الفعاليات' },
    homeEntry: 'الرئيسية',
  },
};
