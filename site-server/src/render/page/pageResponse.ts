import type { RemoteRegistry } from 'site-contract/registry/registry';

/** Something that went wrong in a render, for the site server's log (the render runs where there is no logger). */
export interface RenderProblem {
  level: 'warn' | 'error';
  message: string;
  error: string;
  /** The remote whose part failed, when known. */
  remote?: string;
}

/** A page's answer: its HTML as UTF-8 bytes, as React writes it and the site server sends it (or brotli: `compressed`). */
export interface PageResponse {
  status: number;
  body: Buffer;
  /** The browser builds the page pins (remote name → manifest URL). */
  pinnedBuilds: RemoteRegistry;
  /** For a 301: the page this URL is an address of. */
  location?: string;
  /** True when part of the page was left to the browser (a remote failed): such a page is not cached. */
  partial: boolean;
  problems: RenderProblem[];
  /** Set when the render process made the page ready to send (compressedPage.ts): `body` is then its HTML as brotli, of this ETag and length. */
  compressed?: { etag: string; length: number };
}

/** An error as text for the site server's log (it crosses the IPC channel, where an Error does not survive). */
export const describeError = (error: unknown) =>
  error instanceof Error ? (error.stack ?? String(error)) : String(error);

/** The shell's empty page with a 200: the browser renders it, as it did before server rendering. */
export function clientRenderedPage(template: string, problem: RenderProblem): PageResponse {
  return { status: 200, body: Buffer.from(template), pinnedBuilds: {}, partial: true, problems: [problem] };
}
