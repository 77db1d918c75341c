// The site's contract, for every place the site runs (the browser, the site server and its render
// process, the service worker, the build): the sections table, languages, routes and the page's
// hand-over from server to browser. Plain data and pure functions: no React, no DOM, no Node.
export * from './src/sections';
export * from './src/homeWidgets';
export * from './src/i18n/locales';
export * from './src/i18n/translations';
export * from './src/i18n/glossary';
export * from './src/i18n/venueGlossary';
export * from './src/i18n/languagePreference';
export * from './src/routing/canonicalPath';
export * from './src/routing/isPagePath';
export * from './src/routing/pageQuery';
export * from './src/routing/pageRedirects';
export * from './src/routing/infoPagePaths';
export * from './src/routing/sectionRoutes';
export * from './src/page/siteCopy';
export * from './src/page/absoluteUrls';
export * from './src/page/pageState';
export * from './src/page/pagePreloads';
export * from './src/page/webAppManifest';
export * from './src/federation/registrySchema';
export * from './src/federation/remoteFiles';
export * from './src/federation/releaseFiles';
export * from './src/format/dates';
export * from './src/page/structuredData';
export * from './src/federation/searchEntrySchema';
export * from './src/ui/afterFirstPaint';
export * from './src/telemetry/telemetryReport';
