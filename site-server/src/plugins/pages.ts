import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  PAGE_REDIRECTS,
  canonicalPath,
  isPagePath,
  localeOfPath,
  pageQuery,
  pathInLocale,
  pinnedManifestUrl,
  releaseFileOf,
} from 'shared/site';
import type { SiteMetrics } from '../operations/metrics';
import type { readOnlyRoutes } from '../operations/responsePolicy';
import {
  createPageCache,
  encodedBody,
  heldPage,
  pageBytes,
  preferredEncoding,
  type CachedPage,
} from '../pages/pageCache';
import { rememberedLocale } from '../pages/languagePreference';
import { createRenderBudget, type RenderBudgetSetting } from '../pages/renderBudget';
import { pagePreloads } from '../pages/sectionPreloadHints';
import { ifNoneMatchHits, representationEtag, type ContentEncoding } from '../render/page/pageEncoding';
import { htmlWithPreloads } from '../render/page/pagePreloadsElement';
import type { RenderHost } from '../render/pool/renderHost';
import type { RenderProblem } from '../render/page/pageResponse';
import type { RemoteRegistry } from 'site-contract/registry/registry';
import { isRobot, newVisitorId, visitorCookie, visitorIdOf } from 'site-contract/rollout/visitor';

/** How long the remotes' builds known to the renderer are reused before it is asked again (it checks them every 5 s itself). */
const BUILDS_REUSED_MS = 1000;

export interface PagesOptions {
  /** The registry served now (it changes with a promote, a rollback or a pause). */
  registry: () => RemoteRegistry;
  /** The registry a visitor gets: the one served now, with the canaries whose share takes the visitor. */
  registryFor: (visitorId: string | undefined) => RemoteRegistry;
  /** Whether a canary runs: visitors then get the visitor cookie, and pages vary by it. */
  canaryRunning: () => boolean;
  /** Told of each page served to a visitor with a visitor id (telemetry: what the visitor was served, and the render's problems). */
  onPageServed: (page: {
    visitorId: string;
    served: RemoteRegistry;
    route: string;
    problems: readonly RenderProblem[];
  }) => void;
  renderer: RenderHost;
  /** The shell's index.html, which every page is written into (and the empty page a client past its budget gets). */
  pageTemplate: () => string;
  siteOrigin: () => string;
  metrics: SiteMetrics;
  routes: ReturnType<typeof readOnlyRoutes>;
  repoRoot: string;
  renderBudget: RenderBudgetSetting;
}

export const isClientRoute = (url: string) => isPagePath(url.split('?')[0]);

/** A request URL's path and its query (with its '?', or empty). */
function splitUrl(url: string): [string, string] {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? [url, ''] : [url.slice(0, queryStart), url.slice(queryStart)];
}

/**
 * Whether the visitor opened the address themselves (typed it, a bookmark, the installed app), rather
 * than following a link: only then does a remembered language choose the page's language.
 */
function openedDirectly(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === undefined ? !request.headers.referer : site === 'none';
}

/** A path of this site with one leading slash: a Location made of it never names another origin (`//host`, `/\\host`). */
export const onSite = (pathAndQuery: string) => `/${pathAndQuery.replace(/^[/\\]+/, '')}`;

/**
 * The builds a visitor's page pins: the renderer's for the live entries, and for a canary's entry its
 * own release's pinned manifest (a release's id is its build version).
 */
export function buildsForVisitor(
  served: RemoteRegistry,
  live: RemoteRegistry,
  liveBuilds: RemoteRegistry,
): RemoteRegistry {
  if (served === live) return liveBuilds;
  const builds = { ...liveBuilds };
  for (const [name, url] of Object.entries(served)) {
    if (url === live[name]) continue;
    const release = releaseFileOf(url)?.release;
    if (release) builds[name] = pinnedManifestUrl(url, release);
    else delete builds[name];
  }
  return builds;
}

/** What pages served with a registry pin (see pinnedReleases in the plugin below). */
interface PinnedReleases {
  live: RemoteRegistry;
  builds: RemoteRegistry;
  releases: RemoteRegistry;
}

/**
 * The pages: rendered on the server, after the redirects that make each page one URL (case and
 * slashes, the remembered language, old addresses), cached per URL and set of remote builds, each
 * encoding with its own ETag; and the site's 404s.
 */
export default fp<PagesOptions>(
  async (
    app,
    {
      registry,
      registryFor,
      canaryRunning,
      onPageServed,
      renderer,
      pageTemplate,
      siteOrigin,
      metrics,
      routes,
      repoRoot,
      renderBudget: budgetSetting,
    },
  ) => {
    const pageCache = createPageCache();
    // The builds a served registry's pages pin, and the releases they are cached by, for the builds the
    // renderer knows now: worked out once per combination of canaries a visitor is on (the live
    // registry gives each its own object), not per request.
    const pinned = new WeakMap<RemoteRegistry, WeakMap<RemoteRegistry, PinnedReleases>>();
    const pinnedReleases = (served: RemoteRegistry, live: RemoteRegistry, liveBuilds: RemoteRegistry) => {
      let byServed = pinned.get(liveBuilds);
      if (!byServed) pinned.set(liveBuilds, (byServed = new WeakMap()));
      let known = byServed.get(served);
      if (!known || known.live !== live) {
        const builds = buildsForVisitor(served, live, liveBuilds);
        byServed.set(served, (known = { live, builds, releases: { ...served, ...builds } }));
      }
      return known;
    };
    let knownBuilds: { at: number; registry: RemoteRegistry; builds: Promise<Record<string, string>> } | undefined;
    /** The builds the renderer knows now; asked again after a second, and at once when the registry changed. */
    const currentBuilds = () => {
      const served = registry();
      if (!knownBuilds || knownBuilds.registry !== served || Date.now() - knownBuilds.at >= BUILDS_REUSED_MS) {
        knownBuilds = { at: Date.now(), registry: served, builds: renderer.builds().catch(() => ({})) };
      }
      return knownBuilds.builds;
    };

    /**
     * A page names the files its hydration needs (a section's, of the builds it pins), for the shell's
     * loader to start: listed here for the builds this server knows, and written in by the render
     * process, which then compresses the page, if it pins those; else written in here.
     */
    const timedRender = async (url: string, origin: string, builds: RemoteRegistry, served: RemoteRegistry) => {
      const stopTimer = metrics.renderSeconds.startTimer();
      const response = await renderer.page(
        url,
        origin,
        { builds, preloads: pagePreloads(url, { ...served, ...builds }, repoRoot) },
        served,
      );
      stopTimer();
      for (const problem of response.problems) metrics.renderFailures.inc({ remote: problem.remote ?? 'unknown' });
      return response.compressed
        ? response
        : {
            ...response,
            body: htmlWithPreloads(response.body, pagePreloads(url, { ...served, ...response.pinnedBuilds }, repoRoot)),
          };
    };

    const renderBudget = createRenderBudget(budgetSetting);
    let emptyPage: ReturnType<typeof heldPage> | undefined;
    /** A page's body in the encoding chosen: each compressed once per page, not per response. */
    const sendPage = (
      reply: FastifyReply,
      page: CachedPage & { cached: boolean },
      encoding: ContentEncoding | undefined,
    ) =>
      encoding
        ? reply.header('Content-Encoding', encoding).send(encodedBody(page, encoding))
        : reply.send(pageBytes(page));
    /** A redirect to a page of this site, built from its path alone. */
    const redirectOnSite = (reply: FastifyReply, pathAndQuery: string, status: 301 | 302) =>
      reply.redirect(onSite(pathAndQuery), status);

    const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
      // A page path typed with other case or slashes is the same page: one URL for each (301).
      const [pathname, query] = splitUrl(request.url);
      const canonical = canonicalPath(pathname);
      if (canonical !== pathname)
        return redirectOnSite(reply.header('Cache-Control', 'no-cache'), canonical + query, 301);
      const { locale, path: pagePath } = localeOfPath(canonical);
      // The bare site address in the language the visitor chose last time (a link to it still gets English):
      // its answer depends on the cookie and the way it was opened, which caches must keep apart.
      const canaries = canaryRunning();
      const vary =
        canonical === '/'
          ? 'Accept-Encoding, Cookie, Sec-Fetch-Site'
          : canaries
            ? 'Accept-Encoding, Cookie'
            : 'Accept-Encoding';
      const remembered = canonical === '/' ? rememberedLocale(request.headers.cookie) : undefined;
      if (remembered && remembered !== locale && openedDirectly(request))
        return redirectOnSite(
          reply.header('Cache-Control', 'private, no-cache').header('Vary', vary),
          pathInLocale('/', remembered) + query,
          302,
        );
      const redirect = PAGE_REDIRECTS[pagePath];
      if (redirect)
        return redirectOnSite(reply.header('Cache-Control', 'no-cache'), pathInLocale(redirect, locale) + query, 301);
      const origin = siteOrigin();
      // Rendered with only the query parameters the page reads, once per such URL and set of remote
      // builds (a redeploy is another key), then served from the cache.
      const renderUrl = canonical + pageQuery(pagePath, query);
      // While a canary runs, each visitor has an id (a cookie), and gets the releases of its shares;
      // a first visit, and a robot, get the live ones.
      const robot = isRobot(request.headers['user-agent']);
      const visitorId = canaries && !robot ? visitorIdOf(request.headers.cookie) : undefined;
      const newVisitor = canaries && !robot && !visitorId;
      if (newVisitor) reply.header('Set-Cookie', visitorCookie(newVisitorId(), origin.startsWith('https:')));
      const live = registry();
      const served = registryFor(visitorId);
      // Cached by the releases a page holds: the registry's entries, each the build pinned where it is known.
      const { builds, releases } = pinnedReleases(served, live, await currentBuilds());
      // A client past its render budget gets its pages from the cache, or rendered by its browser.
      if (!pageCache.has(renderUrl, releases) && !renderBudget.take(request.ip)) {
        metrics.renderBudgetExceeded.inc();
        emptyPage ??= heldPage(Buffer.from(pageTemplate()));
        reply.header('Cache-Control', 'no-store').header('Vary', vary).type('text/html; charset=utf-8');
        return sendPage(reply, emptyPage, preferredEncoding(request.headers['accept-encoding']));
      }
      const page = await pageCache.get(renderUrl, releases, () => timedRender(renderUrl, origin, builds, served));
      metrics.pageCache.inc({ result: page.cached ? 'hit' : 'miss' });
      for (const problem of page.response?.problems ?? [])
        request.log[problem.level]({ err: problem.error, url: renderUrl }, problem.message);
      if (visitorId) onPageServed({ visitorId, served, route: pagePath, problems: page.response?.problems ?? [] });
      // A page that is another page's address (PageRedirect).
      if (page.location) return redirectOnSite(reply.header('Cache-Control', 'no-cache'), page.location + query, 301);
      // Each encoding with its own ETag.
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const etag = representationEtag(page.etag, encoding);
      // Revalidated on every visit (no-cache), answered with a 304 while the page is the same.
      reply
        .header('Cache-Control', newVisitor ? 'private, no-cache' : 'no-cache')
        .header('ETag', etag)
        .header('Vary', vary);
      if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
      reply.code(page.status).type('text/html; charset=utf-8');
      return sendPage(reply, page, encoding);
    };
    // Home has a route of its own: the static files' wildcard would otherwise answer '/' as a folder.
    app.get('/', servePage);

    app.setNotFoundHandler(async (request, reply) => {
      const page = isClientRoute(request.url);
      const refused = routes.refuseWrite(request, reply, page);
      if (refused) return refused;
      if (page) return servePage(request, reply);
      if (request.url.startsWith('/api/'))
        return reply
          .code(404)
          .header('Cache-Control', 'no-store')
          .send({ error: 'Not Found', message: 'There is no such API route.' });
      return reply.code(404).header('Cache-Control', 'no-store').type('text/plain').send('Not Found');
    });
  },
  { name: 'pages' },
);
