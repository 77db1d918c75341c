import type { Locale } from '../i18n/locales';

/** The web app manifest of a language's pages (the build writes one per language: shared/build/appManifest.js). */
export const webAppManifestPath = (locale: Locale) =>
  locale === 'en' ? '/manifest.webmanifest' : `/manifest.${locale}.webmanifest`;
