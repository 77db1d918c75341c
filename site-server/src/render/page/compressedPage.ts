import type { RemoteRegistry } from 'site-contract/registry/registry';
import { htmlWithPreloads } from './pagePreloadsElement';
import { BROTLI_QUALITY, brotliOf, etagOf } from './pageEncoding';
import type { PageResponse } from './pageResponse';
import type { PagePreloadPlan } from '../protocol';

const sameBuilds = (a: RemoteRegistry, b: RemoteRegistry) => {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => a[name] === b[name]);
};

/**
 * A fresh page made ready to send, in the render process: its preloads written in, compressed
 * (brotli at BROTLI_QUALITY.fresh) and its ETag taken. That work was the site server's, on its one
 * event loop that every request passes through; here it runs beside the render, on the render
 * process's core. Only for a page that pins the builds its preloads were listed for (the site
 * server lists them from the builds it knows, which a redeploy can change meanwhile): any other
 * page goes as rendered, and the site server writes its preloads.
 */
export function compressedPage(page: PageResponse, plan: PagePreloadPlan | undefined): PageResponse {
  if (!plan || !sameBuilds(plan.builds, page.pinnedBuilds)) return page;
  const html = htmlWithPreloads(page.body, plan.preloads);
  return {
    ...page,
    body: brotliOf(html, BROTLI_QUALITY.fresh),
    compressed: { etag: etagOf(html), length: html.length },
  };
}
