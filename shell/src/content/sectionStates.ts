import { GLOSSARY, type Translations } from 'shared';

/** What the shell says while a section's code loads, and when it cannot be loaded. `name` is the part's name in the page's language. */
export interface SectionStateCopy {
  unavailable: (name: string) => string;
  /** For a Home widget. */
  unavailableCompact: string;
  /** For a section's page. */
  unavailableFull: string;
  retry: string;
  loading: (name: string) => string;
}

export const SECTION_STATE_COPY: Translations<SectionStateCopy> = {
  en: {
    unavailable: (name) => `${name} is temporarily unavailable`,
    unavailableCompact: 'This part of the page could not be loaded.',
    unavailableFull:
      'This section of the site could not be loaded right now. The rest of Expo Guide still works: use the menu to keep browsing, or try again in a moment.',
    retry: 'Retry',
    loading: (name) => `Loading ${name}`,
  },
  ar: {
    unavailable: (name) => `«${name}» غير متاح مؤقتًا`,
    unavailableCompact: 'تعذّر تحميل هذا الجزء من الصفحة.',
    unavailableFull: `تعذّر تحميل هذا القسم من الموقع الآن. بقية أقسام ${GLOSSARY.brand.ar} تعمل كالمعتاد: استخدم القائمة لمواصلة التصفح، أو أعد المحاولة بعد قليل.`,
    retry: 'إعادة المحاولة',
    loading: (name) => `جارٍ تحميل «${name}»`,
  },
};
