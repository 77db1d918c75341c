import type { SearchCategory, Translations } from 'shared';

/** The search palette's copy. Its groups stay keyed by category (the entries' data); each has a label per language. */
export interface SearchCopy {
  title: string;
  label: string;
  /** Short enough to show whole in the field on a 390 px phone. */
  placeholder: string;
  /** The dialog's close button. */
  close: string;
  noResults: string;
  categories: Record<SearchCategory, string>;
  /** The Home page's entry in the Pages group. */
  homeEntry: string;
}

export const SEARCH_COPY: Translations<SearchCopy> = {
  en: {
    title: 'Search the expo',
    label: 'Search',
    placeholder: 'Hotels, dining, tickets…',
    close: 'Close search',
    noResults: 'No results found.',
    categories: {
      Pages: 'Pages',
      Housing: 'Housing',
      Restaurants: 'Restaurants',
      Attractions: 'Attractions',
      Products: 'Products',
      Event: 'Event',
    },
    homeEntry: 'Home',
  },
  ar: {
    title: 'ابحث في الإكسبو',
    label: 'بحث',
    placeholder: 'فنادق، مطاعم، تذاكر…',
    close: 'إغلاق البحث',
    noResults: 'لا توجد نتائج.',
    categories: {
      Pages: 'الصفحات',
      Housing: 'الإقامة',
      Restaurants: 'المطاعم',
      Attractions: 'المعالم',
      Products: 'المنتجات',
      Event: 'الفعاليات',
    },
    homeEntry: 'الرئيسية',
  },
};
