import { LOCALE_INFO, localeOfPath, pathInLocale } from './locales';
import { languagePreferenceCookie } from './languagePreference';
import { pickTranslation, type Translations } from './translations';
import { formatUsd } from '../format/money';
import { untranslatedCopy } from '../testing/untranslatedCopy';

describe('the site’s languages', () => {
  it('reads a path’s language and its path within the language', () => {
    expect(localeOfPath('/housing')).toEqual({ locale: 'en', path: '/housing' });
    expect(localeOfPath('/')).toEqual({ locale: 'en', path: '/' });
    expect(localeOfPath('/ar')).toEqual({ locale: 'ar', path: '/' });
    expect(localeOfPath('/ar/things-to-do/diriyah')).toEqual({ locale: 'ar', path: '/things-to-do/diriyah' });
    // A page whose name starts with "ar" is not Arabic.
    expect(localeOfPath('/architecture')).toEqual({ locale: 'en', path: '/architecture' });
  });

  it('writes a path in a language, the inverse of reading it', () => {
    expect(pathInLocale('/access', 'ar')).toBe('/ar/access');
    expect(pathInLocale('/', 'ar')).toBe('/ar');
    expect(pathInLocale('/access', 'en')).toBe('/access');
    for (const path of ['/', '/e-shop/sakura-cap', '/faq'])
      expect(localeOfPath(pathInLocale(path, 'ar')).path).toBe(path);
  });

  it('gives Arabic right to left with Latin digits and the Gregorian calendar', () => {
    expect(LOCALE_INFO.ar.dir).toBe('rtl');
    expect(formatUsd(29.99, LOCALE_INFO.ar.intlLocale)).toMatch(/29\.99/);
    expect(
      new Intl.DateTimeFormat(LOCALE_INFO.ar.intlLocale, { year: 'numeric', month: 'long' }).format(
        new Date(2030, 9, 1),
      ),
    ).toMatch(/أكتوبر 2030/);
    expect(formatUsd(29.99)).toBe('$29.99');
  });

  it('falls back to English for a build made before a language existed', () => {
    const englishOnly = { en: 'Tickets' } as unknown as Translations<string>;
    expect(pickTranslation(englishOnly, 'ar')).toBe('Tickets');
    expect(pickTranslation({ en: 'Tickets', ar: 'التذاكر' }, 'ar')).toBe('التذاكر');
  });
});

describe('untranslatedCopy (the check each package runs on its Arabic)', () => {
  it('finds English left in the Arabic, a missing item, and accepts links, slugs and listed names', () => {
    const translations = {
      en: {
        title: 'Tickets',
        slug: 'general-admission',
        href: '/tickets',
        items: ['Train', 'Bus'],
        brand: 'Four Seasons Riyadh',
      },
      ar: {
        title: 'Tickets',
        slug: 'general-admission',
        href: '/tickets',
        items: ['القطار'],
        brand: 'Four Seasons Riyadh',
      },
    };
    expect(untranslatedCopy(translations as never, ['Four Seasons Riyadh'])).toEqual([
      'ar.title: "Tickets" is not Arabic',
      'ar.items: 1 Arabic items for 2',
    ]);
  });
});

describe('the remembered language', () => {
  it('is written as a year-long, site-wide, same-site cookie, Secure on https', () => {
    expect(languagePreferenceCookie('ar', false)).toBe('expo-language=ar; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languagePreferenceCookie('en', true)).toMatch(/^expo-language=en; .*; Secure$/);
  });
});
