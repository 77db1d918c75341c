import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import helmet from 'helmet';
import { canonicalPath } from 'shared/src/routing/canonicalPath';
import { isPagePath } from 'shared/src/routing/isPagePath';
import { localeOfPath, pathInLocale } from 'shared/src/i18n/locales';
import { pageQuery } from 'shared/src/routing/pageQuery';
import { rememberedLocale } from './languagePreference';
import { setStaticFileHeaders } from './cacheHeaders';
import { contentSecurityPolicy } from './contentSecurityPolicy';
import { locallyServedPackages, remoteOrigins, type RemoteRegistry } from './registry';
import { pagePreloads } from './sectionPreloadHints';
import { htmlWithPreloads } from './render/pagePreloadsElement';
import { PAGE_REDIRECTS } from '../src/pageRedirects';
import { createPageCache, encodedBody, heldPage, pageBytes, preferredEncoding, type CachedPage } from './render/pageCache';
import type { ContentEncoding } from './render/pageEncoding';
import { ifNoneMatchHits, representationEtag } from './render/pageEncoding';
import { DEFAULT_RENDER_BUDGET, createRenderBudget, type RenderBudgetSetting } from './renderBudget';
import { originFormTarget, servedHostnames } from './siteOrigin';
import { createRenderProcessHost, type RenderHost, type RenderHostOptions } from './render/renderHost';
import { robotsTxt, sitemapXml } from './render/sitemap';
import type { Redis } from 'ioredis';
import { fleetRateLimitStore } from './operations/redisState';
import { registerOperations } from './operations/registerOperations';
import { apiCacheControl, clientErrorHandler, frameworkErrors, noStoreOnErrors, readOnlyRoutes, refuseUnservedHost } from './operations/responsePolicy';
import { logOptions, requestIdFrom } from './operations/requestLog';
import { DEFAULT_SERVER_LIMITS, type ServerLimits } from './operations/serverLimits';
import { fastifyTrustProxy, trustsPeer, type TrustProxySetting } from './operations/trustProxy';

import { REPO_ROOT } from './sitePaths';

export interface SiteServerOptions {
  registry: RemoteRegistry;
  /** Serve the shell (HTML, its assets, the registry, the API). False for a remote-only origin. */
  serveShell?: boolean;
  /** Packages served as /<package>/…; defaults to those the registry places on this server. */
  packages?: string[];
  /** Section API plugins, each mounted under /api. */
  apiPlugins?: FastifyPluginAsync[];
  /** Per-client limit on /api requests (default 120 a minute). */
  apiRateLimit?: { max: number; windowMs: number };
  repoRoot?: string;
  /** Structured JSON request logs: true for stdout, or a stream of one's own (tests). */
  logger?: boolean | { destination: NodeJS.WritableStream };
  /** Proxies whose X-Forwarded-* headers (and request ids) are believed (TRUST_PROXY); none by default. */
  trustProxy?: TrustProxySetting;
  /** The fleet's shared state (REDIS_URL): the API rate limit and upstream answers; this instance's memory otherwise. */
  redis?: Redis;
  /** Serve /metrics on the public listener too (METRICS_PUBLIC=1); otherwise only where main.ts serves it (METRICS_PORT). */
  publicMetrics?: boolean;
  /** Timeouts and body size (tests shorten them). */
  limits?: Partial<ServerLimits>;
  /**
   * The site's public origin (SITE_ORIGIN, siteOrigin.ts): the only origin written into an answer
   * (robots.txt, the sitemap, canonical and Open Graph URLs). By default http://localhost:PORT.
   */
  siteOrigin?: string;
  /** The host names requests may name (servedHostnames): others get a 421. By default the origin's and loopback's. */
  servedHostnames?: ReadonlySet<string>;
  /** Fresh server renders one client may start (renderBudget.ts); past it, its pages are rendered by its browser. */
  renderBudget?: RenderBudgetSetting;
  /** Where the server fetches remotes the registry places on this server (default: its own listening address). */
  remotesBase?: string;
  /** Where pages are rendered: by default a sandboxed render process (createRenderProcessHost). */
  renderHost?: (options: RenderHostOptions) => RenderHost;
}

/** How long the remotes' builds known to the renderer are reused before it is asked again (it checks them every 5 s itself). */
const BUILDS_REUSED_MS = 1000;

export const MAX_HEADER_BYTES = 64 * 1024;
/**
 * The socket address the renderer's API requests carry (they are injected, never on the network): not
 * an IP address, so no connection can have it, and no header can make a request look like one.
 */
const RENDERER_ADDRESS = 'renderer';
export const DEFAULT_API_RATE_LIMIT = { max: 120, windowMs: 60_000 };

const isClientRoute = (url: string) => isPagePath(url.split('?')[0]);

/** A request URL's path and its query (with its '?', or empty). */
function splitUrl(url: string): [string, string] {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? [url, ''] : [url.slice(0, queryStart), url.slice(queryStart)];
}

function routablePageUrl(url: string): string {
  if (!isClientRoute(url)) return url;
  try {
    decodeURIComponent(url.split('?')[0]);
    return url;
  } catch {
    return url.replace(/%/g, '%25');
  }
}

/**
 * Whether the visitor opened the address themselves (typed it, a bookmark, the installed app), rather
 * than following a link: only then does a remembered language choose the page's language.
 */
function openedDirectly(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === undefined ? !request.headers.referer : site === 'none';
}

/** This server's own address, for fetching the remotes it serves itself. */
function ownAddress(app: FastifyInstance): string {
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** The origin for a server given none: localhost at the port it listens on. */
function localOrigin(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null;
  return `http://localhost${address ? `:${address.port}` : ''}`;
}

/** A path of this site with one leading slash: a Location made of it never names another origin (`//host`, `/\\host`). */
const onSite = (pathAndQuery: string) => `/${pathAndQuery.replace(/^[/\\]+/, '')}`;

/** The one server the site runs on outside dev mode. */
export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const { registry, serveShell = true, apiPlugins = [], apiRateLimit = DEFAULT_API_RATE_LIMIT, repoRoot = REPO_ROOT, logger = false, trustProxy = false } = options;
  const packages = options.packages ?? locallyServedPackages(registry);
  const limits = { ...DEFAULT_SERVER_LIMITS, ...options.limits };
  // forceCloseConnections 'idle': stopping closes idle keep-alive sockets at once and lets requests in flight finish.
  // 64 KB of URL and headers: long but legitimate queries get a proper answer (a 4xx from validation).
  const app = Fastify({
    logger: logger === true ? logOptions() : logger ? logOptions(logger.destination) : false,
    trustProxy: fastifyTrustProxy(trustProxy),
    genReqId: requestIdFrom(trustsPeer(trustProxy)),
    requestIdHeader: false,
    forceCloseConnections: 'idle',
    connectionTimeout: limits.idleTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    bodyLimit: limits.bodyLimitBytes,
    http: { maxHeaderSize: MAX_HEADER_BYTES, headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.checkEveryMs },
    frameworkErrors,
    clientErrorHandler,
    // A page URL with a malformed %-escape is routed with its '%' taken literally, so it reaches the
    // SPA fallback (the app shows its not-found page). API and asset URLs keep Fastify's JSON 400.
    // An absolute-form target (`GET https://host/path`) is routed by its path and query alone; its host is checked with the Host header's.
    rewriteUrl: (request) => (serveShell ? routablePageUrl(originFormTarget(request.url ?? '/')) : originFormTarget(request.url ?? '/')),
  });

  const routes = readOnlyRoutes(app);
  const { redis } = options;
  const metrics = registerOperations(app, { repoRoot, registry, builds: serveShell ? ['shell', ...packages] : packages, redis, publicMetrics: options.publicMetrics });

  // Helmet's headers on every answer, from one middleware made here: @fastify/helmet made it anew for
  // every request (parsing the CSP's directives each time), some 4% of the site server's CPU a page.
  const securityHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(remoteOrigins(registry)),
    // Remote files are loaded by shells on other origins; everything else stays same-origin.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)));
  const siteOrigin = () => options.siteOrigin ?? localOrigin(app);
  let hostnames = options.servedHostnames;
  app.addHook(
    'onRequest',
    refuseUnservedHost(() => (hostnames ??= servedHostnames(siteOrigin()))),
  );
  app.addHook('onSend', noStoreOnErrors);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  for (const pkg of packages) {
    const root = path.join(repoRoot, pkg, 'dist');
    if (!existsSync(root)) {
      app.log.warn(`${pkg} has no build at ${root}: its section will show as unavailable`);
      continue;
    }
    await app.register(fastifyStatic, {
      root,
      prefix: `/${pkg}/`,
      decorateReply: false,
      // The build's .br and .gz copies of each script, sent as they are (compressed once, at best quality).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        setStaticFileHeaders(res, filePath);
        // A remote may be loaded by a shell on another origin (CORS for manifest fetches, CORP for scripts).
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  }

  if (serveShell) {
    const shellDist = path.join(repoRoot, 'shell', 'dist');
    // Read with the first page, so a server without a shell build still starts (its API answers).
    let template: string | undefined;
    const pageTemplate = () => (template ??= readFileSync(path.join(shellDist, 'index.html'), 'utf8'));
    // The server renders with the same remotes the browser will load, fetched from where the registry
    // places them (relative entries: this server itself, at the address it listens on).
    const renderer = (options.renderHost ?? createRenderProcessHost)({
      registry,
      base: () => options.remotesBase ?? ownAddress(app),
      template: pageTemplate,
      // A render's API calls, answered in process: from an address no network client can have, so the
      // rate limit (which is for visitors) lets them through, and nothing else about them is trusted.
      api: async (apiPath) => {
        const response = await app.inject({ method: 'GET', url: apiPath, remoteAddress: RENDERER_ADDRESS });
        return { status: response.statusCode, contentType: String(response.headers['content-type'] ?? 'application/octet-stream'), body: response.body };
      },
    });
    app.addHook('onClose', async () => renderer.close());
    const pageCache = createPageCache();
    let knownBuilds: { at: number; builds: Promise<Record<string, string>> } | undefined;
    const currentBuilds = () => {
      if (!knownBuilds || Date.now() - knownBuilds.at >= BUILDS_REUSED_MS) {
        knownBuilds = { at: Date.now(), builds: renderer.builds().catch(() => ({})) };
      }
      return knownBuilds.builds;
    };
    app.get('/remotes.json', async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(registry));
    // robots.txt and sitemap.xml, generated: the sitemap is this server's own link crawl of its renders, kept
    // per set of remote builds (a redeploy crawls again). Caches may keep robots.txt an hour, a complete sitemap ten minutes.
    app.get('/robots.txt', async (_request, reply) => reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(siteOrigin())));
    app.get('/sitemap.xml', async (_request, reply) => {
      const { paths, incomplete } = await renderer.sitemap();
      return reply
        .header('Cache-Control', incomplete ? 'no-cache' : 'public, max-age=600')
        .type('application/xml; charset=utf-8')
        .send(sitemapXml(siteOrigin(), paths));
    });
    // The API is rate limited per client, with the standard RateLimit headers and a JSON 429.
    await app.register(
      async (api) => {
        api.addHook('onSend', apiCacheControl);
        await api.register(rateLimit, {
          max: apiRateLimit.max,
          timeWindow: apiRateLimit.windowMs,
          enableDraftSpec: true,
          onExceeded: () => metrics.rateLimited.inc(),
          // One limit across every instance when they share Redis.
          ...(redis && { store: fleetRateLimitStore(redis, () => metrics.redisFallbacks.inc({ use: 'rate-limit' })) }),
          // By the socket, which no client chooses: request.ip may come from X-Forwarded-For.
          allowList: (request) => request.raw.socket?.remoteAddress === RENDERER_ADDRESS,
          errorResponseBuilder: (_request, context) => ({
            statusCode: 429,
            error: 'Too Many Requests',
            message: `Too many requests: try again in ${context.after}.`,
          }),
        });
        for (const plugin of apiPlugins) await api.register(plugin);
      },
      { prefix: '/api' },
    );

    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      // Pages are rendered by the server (the not-found handler below), never sent as the bare index.html.
      index: false,
      wildcard: true,
      // A page's path is no file: straight to the page (the not-found handler), without looking on disk for it and its .br and .gz.
      allowedPath: (pathname) => !isPagePath(pathname),
      preCompressed: true,
      cacheControl: false,
      setHeaders: setStaticFileHeaders,
    });

    /**
     * A page names the files its hydration needs (a section's, of the builds it pins), for the shell's
     * loader to start: listed here for the builds this server knows, and written in by the render
     * process, which then compresses the page, if it pins those; else written in here.
     */
    const timedRender = async (url: string, origin: string, builds: RemoteRegistry) => {
      const stopTimer = metrics.renderSeconds.startTimer();
      const response = await renderer.page(url, origin, { builds, preloads: pagePreloads(url, { ...registry, ...builds }, repoRoot) });
      stopTimer();
      for (const problem of response.problems) metrics.renderFailures.inc({ remote: problem.remote ?? 'unknown' });
      return response.compressed ? response : { ...response, body: htmlWithPreloads(response.body, pagePreloads(url, { ...registry, ...response.pinnedBuilds }, repoRoot)) };
    };

    const renderBudget = createRenderBudget(options.renderBudget ?? DEFAULT_RENDER_BUDGET);
    let emptyPage: ReturnType<typeof heldPage> | undefined;
    /** A page's body in the encoding chosen: each compressed once per page, not per response. */
    const sendPage = (reply: FastifyReply, page: CachedPage & { cached: boolean }, encoding: ContentEncoding | undefined) =>
      encoding ? reply.header('Content-Encoding', encoding).send(encodedBody(page, encoding)) : reply.send(pageBytes(page));
    /** A redirect to a page of this site, built from its path alone. */
    const redirectOnSite = (reply: FastifyReply, pathAndQuery: string, status: 301 | 302) => reply.redirect(onSite(pathAndQuery), status);

    /** A page: rendered on the server, after the redirects that make each page one URL. */
    const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
      // A page path typed with other case or slashes is the same page: one URL for each (301).
      const [pathname, query] = splitUrl(request.url);
      const canonical = canonicalPath(pathname);
      if (canonical !== pathname) return redirectOnSite(reply.header('Cache-Control', 'no-cache'), canonical + query, 301);
      const { locale, path: pagePath } = localeOfPath(canonical);
      // The bare site address in the language the visitor chose last time (a link to it still gets English):
      // its answer depends on the cookie and the way it was opened, which caches must keep apart.
      const vary = canonical === '/' ? 'Accept-Encoding, Cookie, Sec-Fetch-Site' : 'Accept-Encoding';
      const remembered = canonical === '/' ? rememberedLocale(request.headers.cookie) : undefined;
      if (remembered && remembered !== locale && openedDirectly(request))
        return redirectOnSite(reply.header('Cache-Control', 'private, no-cache').header('Vary', vary), pathInLocale('/', remembered) + query, 302);
      const redirect = PAGE_REDIRECTS[pagePath];
      if (redirect) return redirectOnSite(reply.header('Cache-Control', 'no-cache'), pathInLocale(redirect, locale) + query, 301);
      const origin = siteOrigin();
      // Rendered with only the query parameters the page reads, once per such URL and set of remote
      // builds (a redeploy is another key), then served from the cache.
      const renderUrl = canonical + pageQuery(pagePath, query);
      const builds = await currentBuilds();
      // A client past its render budget gets its pages from the cache, or rendered by its browser.
      if (!pageCache.has(renderUrl, builds) && !renderBudget.take(request.ip)) {
        metrics.renderBudgetExceeded.inc();
        emptyPage ??= heldPage(Buffer.from(pageTemplate()));
        reply.header('Cache-Control', 'no-store').header('Vary', vary).type('text/html; charset=utf-8');
        return sendPage(reply, emptyPage, preferredEncoding(request.headers['accept-encoding']));
      }
      const page = await pageCache.get(renderUrl, builds, () => timedRender(renderUrl, origin, builds));
      metrics.pageCache.inc({ result: page.cached ? 'hit' : 'miss' });
      for (const problem of page.response?.problems ?? []) request.log[problem.level]({ err: problem.error, url: renderUrl }, problem.message);
      // A page that is another page's address (PageRedirect).
      if (page.location) return redirectOnSite(reply.header('Cache-Control', 'no-cache'), page.location + query, 301);
      // Each encoding with its own ETag.
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const etag = representationEtag(page.etag, encoding);
      // Revalidated on every visit (no-cache), answered with a 304 while the page is the same.
      reply.header('Cache-Control', 'no-cache').header('ETag', etag).header('Vary', vary);
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
      if (request.url.startsWith('/api/')) return reply.code(404).header('Cache-Control', 'no-store').send({ error: 'Not Found', message: 'There is no such API route.' });
      return reply.code(404).header('Cache-Control', 'no-store').type('text/plain').send('Not Found');
    });
  } else {
    app.setNotFoundHandler((request, reply) => routes.refuseWrite(request, reply) ?? reply.code(404).header('Cache-Control', 'no-store').type('text/plain').send('Not Found'));
  }

  return app;
}
