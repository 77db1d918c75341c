import { useLocale } from '../i18n/LocaleContext';

/** The arrow of a back link: it points towards where a line of text starts, left in English and right in Arabic. */
export function useBackArrow(): '←' | '→' {
  return useLocale().dir === 'rtl' ? '→' : '←';
}
