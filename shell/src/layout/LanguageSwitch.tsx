import { Button } from 'shared/mui';
import { useLocation } from 'shared/router';
import { LOCALES, LOCALE_INFO, languagePreferenceCookie, pageQuery, pathInLocale, useLocale } from 'shared';

/**
 * The same page in the other language ('/access' ↔ '/ar/access', the query the page reads and the
 * fragment kept: the query as the server rendered the page with it, so hydration meets the same link). A plain
 * link, not a router link: the other language is another document (its lang, direction and styles).
 * Its text is the language's own name, marked with that language so it is read out in it. Choosing it
 * remembers the language for the visitor's next visit to the bare site address (languagePreference.ts).
 */
export function LanguageSwitch({ onDark = false }: { onDark?: boolean }) {
  const { locale } = useLocale();
  // The router's location is the path within the page's language (the /ar basename is not part of it).
  const { pathname, search, hash } = useLocation();
  const other = LOCALES.find((candidate) => candidate !== locale)!;
  const { nativeName } = LOCALE_INFO[other];
  return (
    <Button
      component="a"
      href={pathInLocale(pathname, other) + pageQuery(pathname, search) + hash}
      onClick={() => {
        document.cookie = languagePreferenceCookie(other, window.location.protocol === 'https:');
      }}
      lang={other}
      hrefLang={other}
      color={onDark ? 'inherit' : 'primary'}
      sx={{ fontWeight: 700, minWidth: 0 }}
    >
      {nativeName}
    </Button>
  );
}
