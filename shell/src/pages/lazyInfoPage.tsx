import { lazy } from 'react';

/** The info page and its copy in both languages: a chunk of its own, off every other page's first load. */
export const loadInfoPage = () => import(/* webpackChunkName: "info-page" */ './InfoPage');

/** The route's page: a client navigation keeps the current page (the router's transition) until it has loaded. */
export const LazyInfoPage = lazy(() => loadInfoPage().then((module) => ({ default: module.InfoPage })));
