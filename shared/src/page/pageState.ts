import type { RemoteRegistry } from '../federation/registrySchema';

/** The id of the JSON block a server-rendered page carries for the browser's start-up. */
export const PAGE_STATE_ID = 'expo-page-state';

/** What the server tells the browser about the page it rendered. */
export interface PageState {
  /** The remote registry as /remotes.json serves it, so start-up needs no request for it. */
  registry: RemoteRegistry;
  /** The build of each remote the page was rendered with (manifest URLs of those builds). */
  pinnedBuilds: RemoteRegistry;
}

/** The id of the JSON block a server-rendered page carries its query results in (shared/query reads it). */
export const QUERY_STATE_ID = 'expo-query-state';

/** JSON that is safe inside a <script> element: no "</script>" or "<!--" can close or confuse it. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
