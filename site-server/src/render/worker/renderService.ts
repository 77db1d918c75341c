import { PAGE_REDIRECTS } from 'shared/site';
import { describeError } from '../page/pageResponse';
import { renderPageResponse } from '../page/renderPageResponse';
import type { RenderResponse, RenderConfig, RenderRequest } from '../protocol';
import { createServerRemotes } from './serverRemotes';
import { createServerSitemap } from './serverSitemap';
import { checkRelease } from './releaseCheck';

/**
 * The renderer: pages, the remotes' current builds and the sitemap, over one Module Federation
 * runtime that keeps remotes loaded between renders. It runs in the render process (renderWorker.ts);
 * tests that need no sandbox run it in process.
 */
export function createRenderService(config: RenderConfig): (request: RenderRequest) => Promise<RenderResponse> {
  const serverRemotes = createServerRemotes({
    registry: config.registry,
    base: () => config.base,
    renderBudgetMs: config.remoteBudgetMs,
  });
  const sitemap = createServerSitemap(serverRemotes, PAGE_REDIRECTS);

  async function respond(request: RenderRequest): Promise<RenderResponse> {
    serverRemotes.useRegistry(request.registry);
    switch (request.kind) {
      case 'page':
        return {
          kind: 'page',
          page: await renderPageResponse({
            url: request.url,
            origin: request.origin,
            template: config.template,
            registry: request.registry,
            serverRemotes,
          }),
        };
      case 'builds':
        await serverRemotes.refresh();
        return { kind: 'builds', pinnedBuilds: serverRemotes.pinnedBuilds() };
      case 'sitemap':
        return { kind: 'sitemap', sitemap: await sitemap() };
      case 'check':
        return { kind: 'check', ...(await checkRelease(serverRemotes, request)) };
    }
  }
  return (request) =>
    respond(request).catch((error: unknown): RenderResponse => ({ kind: 'failed', error: describeError(error) }));
}
