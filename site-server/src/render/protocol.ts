/**
 * The render protocol: the site server sends its renderer RenderRequests (JSON over the render
 * process's IPC channel) and gets RenderResponses back (on a pipe of their own: responseFrames.ts);
 * a page's is a PageResponse. The render process's own API calls go the other way (ApiRequest, ApiResponse).
 */
import type { RemoteRegistry } from 'site-contract/registry/registry';
import type { PagePreload } from 'shared/site';
import type { PageResponse } from './page/pageResponse';
import type { SitemapCrawl } from '../seo/sitemap';

/** How long a render may wait for remotes: after that, what is still loading is sent as its loading state for the browser to finish. */
export const RENDER_TIMEOUT_MS = 8000;

/** What the renderer is started with (the render process gets it in EXPO_RENDER_CONFIG): nothing secret. */
export interface RenderConfig {
  registry: RemoteRegistry;
  /** Where relative registry URLs and the API point: the site server's own address. */
  base: string;
  /** The shell's index.html, which every page is written into. */
  template: string;
  /** How long a render waits for one remote's code (serverRemotes.ts's REMOTE_RENDER_BUDGET_MS by default). */
  remoteBudgetMs?: number;
}

/** The files the site server would list in a page rendered with `builds` (sectionPreloadHints.ts reads them from the deployed builds). */
export interface PagePreloadPlan {
  builds: RemoteRegistry;
  preloads: PagePreload[];
}

/**
 * Each request carries the registry the site server serves at that moment (it changes when a release
 * is promoted, rolled back or paused): the render uses those releases, and the page pins them.
 */
export type RenderRequest =
  | { kind: 'page'; url: string; origin: string; registry: RemoteRegistry; preloads?: PagePreloadPlan }
  | { kind: 'builds'; registry: RemoteRegistry }
  | { kind: 'sitemap'; registry: RemoteRegistry }
  | ({ kind: 'check'; registry: RemoteRegistry } & ReleaseCheck);

/**
 * A release's server-render gate (releaseRenderGate.ts), asked of a render process of its own: load
 * every module the remote exposes with its module scope watched, then render each of its pages in
 * every language. The answer lists the problems (none when it passed).
 */
export interface ReleaseCheck {
  /** The remote's federation name (`mfe_shop`). */
  remote: string;
  /** The modules its server build exposes (`./routes`, …). */
  exposes: string[];
  /** Where the crawl of its pages starts (English paths); it follows the links that stay in the section. */
  seeds: string[];
  /** The section's own paths: a link is followed when it is one of these or under one. */
  sectionPaths: string[];
}

export type RenderResponse =
  | { kind: 'page'; page: PageResponse }
  | { kind: 'builds'; pinnedBuilds: RemoteRegistry }
  | { kind: 'sitemap'; sitemap: SitemapCrawl }
  | { kind: 'check'; problems: string[]; pages: number }
  | { kind: 'failed'; error: string };

/** The render process's requests for the site's own API (a path), which the site server answers itself. */
export interface ApiRequest {
  kind: 'api';
  fetchId: number;
  path: string;
}

export interface ApiResponse {
  kind: 'api';
  fetchId: number;
  status: number;
  contentType: string;
  body: string;
}

/** The render process refused a release's file: changed since it was published, or with no recorded hash. */
export interface IntegrityFailure {
  kind: 'integrity-failure';
  remote: string;
  release: string;
  path: string;
  reason: string;
}

/** Over IPC, each request carries an id; its response comes back with it on the response pipe (responseFrames.ts). */
export type RenderRequestMessage = RenderRequest & { id: number };

export const RENDER_CONFIG_VARIABLE = 'EXPO_RENDER_CONFIG';
