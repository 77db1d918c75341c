/*
 * The platform page's building blocks: the site's own MUI components and theme, rendered to HTML on
 * the delivery listener and never sent to a browser as code (the page has no script at all).
 *
 * The site server's import boundary (eslint.config.mjs, `browserPlatform`) keeps the browser
 * platform out of server code, because server code renders no React. This page is the one place
 * that does (its own boundary, `site-server-platform-page`), on purpose (issue 36: "built with the site's own stack, React and MUI, server-rendered"),
 * so it takes exactly that here, in this one module: MUI through `shared/mui` (one copy, as the site
 * has it) and the site's theme from `shared`. Everything else in src/platform/ imports from here.
 * platformPages.ts loads the pages (and with them this module) on the first page asked for, so a
 * server that never serves the platform page never loads MUI.
 */
export * from 'shared/mui';
export { expoTheme, FOCUS_RING } from 'shared';
