/** What the site server asks of its renderer (JSON over the render process's IPC channel) and what it answers (on a pipe of its own: answerFrames.ts). */
import type { RemoteRegistry } from '../registry/registry';
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
}

/** The files the site server would list in a page rendered with `builds` (sectionPreloadHints.ts reads them from the deployed builds). */
export interface PagePreloadPlan {
  builds: RemoteRegistry;
  preloads: PagePreload[];
}

export type RenderQuestion = { kind: 'page'; url: string; origin: string; preloads?: PagePreloadPlan } | { kind: 'builds' } | { kind: 'sitemap' };

export type RenderAnswer =
  { kind: 'page'; page: PageResponse } | { kind: 'builds'; pinnedBuilds: RemoteRegistry } | { kind: 'sitemap'; sitemap: SitemapCrawl } | { kind: 'failed'; error: string };

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

/** Over IPC, each question carries an id; its answer comes back with it on the answer pipe (answerFrames.ts). */
export type RenderRequest = RenderQuestion & { id: number };

export const RENDER_CONFIG_VARIABLE = 'EXPO_RENDER_CONFIG';
