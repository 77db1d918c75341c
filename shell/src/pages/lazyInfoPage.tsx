import { lazy } from 'react';
import { canonicalPath } from 'shared';
import { INFO_PAGE_PATHS, type InfoPagePath } from '../content/infoPagePaths';

/** The info page and its copy in both languages: a chunk of its own, off every other page's first load. */
export const loadInfoPage = () => import(/* webpackChunkName: "info-page" */ './InfoPage');

/** The route's page: a client navigation keeps the current page (the router's transition) until it has loaded. */
export const LazyInfoPage = lazy(() => loadInfoPage().then((module) => ({ default: module.InfoPage })));

/** An info page's path without its language prefix, or undefined: bootstrap loads the chunk before hydrating one. */
export const infoPagePathOf = (path: string): InfoPagePath | undefined => INFO_PAGE_PATHS.find((candidate) => `/${candidate}` === canonicalPath(path));
