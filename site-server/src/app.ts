import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import { buildFolder } from 'site-contract/paths';
import { clientErrorHandler, frameworkErrors, readOnlyRoutes } from './operations/responsePolicy';
import { logOptions, requestIdFrom } from './operations/requestLog';
import type { ServerLimits } from './operations/serverLimits';
import { fastifyTrustProxy, trustsPeer, type TrustProxySetting } from './operations/trustProxy';
import type { RenderBudgetSetting } from './pages/renderBudget';
import api, { RENDERER_ADDRESS } from './plugins/api';
import compression from './plugins/compression';
import operations from './plugins/operations';
import pages, { isClientRoute } from './plugins/pages';
import registryRoute from './plugins/registry';
import remoteFiles from './plugins/remoteFiles';
import security from './plugins/security';
import seo from './plugins/seo';
import shellFiles from './plugins/shellFiles';
import { remoteOrigins, type RemoteRegistry } from 'site-contract/registry/registry';
import type { RenderHost, RenderHostOptions } from './render/pool/renderHost';
import { originFormTarget } from './security/siteOrigin';
import type { LiveRegistry } from './registry/liveRegistry';
import releaseFiles, { type ReleaseFilesOptions } from './plugins/releaseFiles';
import { pageTelemetryRecorder } from './rollout/pageTelemetry';
import telemetryReports, { type TelemetryOptions } from './plugins/telemetry';

/**
 * What a site server is made of, in the shape `main` builds it in production (main.ts's
 * siteServerOptionsOf): every part is given and every feature is on. Tests start from the same
 * defaults and change named seams (testing/siteServerOptions.ts); none is switched by leaving it out.
 */
export interface SiteServerOptions {
  /** The registry the server starts from (REMOTES_REGISTRY, REMOTES_REGISTRY_FILE or the default). */
  registry: RemoteRegistry;
  /** The registry's revisions, followed while the server runs: served instead of `registry`, and stopped with the server. */
  live: LiveRegistry;
  /** The stored releases' files and hashes, served as /releases/ and /release-integrity/. */
  releases: ReleaseFilesOptions;
  /** What visitors experience per release: the pages served are recorded in it, and /telemetry takes the browsers' reports. */
  telemetry: Omit<TelemetryOptions, 'metrics'>;
  /** The fleet's shared state (REDIS_URL): the API rate limit and upstream answers; undefined: this instance's memory. */
  redis: Redis | undefined;
  /** Serve the shell (HTML, its assets, the registry, the API). False for a remote-only origin (--packages=…). */
  serveShell: boolean;
  /** Packages served as /<package>/… (by default those the registry places on this server). */
  packages: string[];
  /** Section API plugins, each mounted under /api. */
  apiPlugins: FastifyPluginAsync[];
  /** Per-client limit on /api requests. */
  apiRateLimit: { max: number; windowMs: number };
  /** Where the builds are (each package's dist). */
  repoRoot: string;
  /** Structured JSON request logs: true for stdout, a stream of one's own, or none. */
  logger: boolean | { destination: NodeJS.WritableStream };
  /** The logs' level (LOG_LEVEL). */
  logLevel: string;
  /** Proxies whose X-Forwarded-* headers (and request ids) are believed (TRUST_PROXY). */
  trustProxy: TrustProxySetting;
  /** Serve /metrics on the public listener too (METRICS_PUBLIC=1); otherwise only where main.ts serves it (METRICS_PORT). */
  publicMetrics: boolean;
  /** Timeouts and body size. */
  limits: ServerLimits;
  /**
   * The site's public origin (SITE_ORIGIN, siteOrigin.ts): the only origin written into an answer
   * (robots.txt, the sitemap, canonical and Open Graph URLs).
   */
  siteOrigin: string;
  /** The host names requests may name (servedHostnames): others get a 421. */
  servedHostnames: ReadonlySet<string>;
  /** Fresh server renders one client may start (renderBudget.ts); past it, its pages are rendered by its browser. */
  renderBudget: RenderBudgetSetting;
  /** Where the server fetches remotes the registry places on this server: undefined, its own listening address. */
  remotesBase: string | undefined;
  /** Where pages are rendered: in production a sandboxed render process (createRenderProcessHost). */
  renderHost: (options: RenderHostOptions) => RenderHost;
}

export const MAX_HEADER_BYTES = 64 * 1024;

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
 * A render's API calls (and its asks for releases' recorded hashes), answered in process: from an
 * address no network client can have, so the rate limit (which is for visitors) lets them through,
 * and nothing else about them is trusted.
 */
export function rendererApi(app: FastifyInstance): RenderHostOptions['api'] {
  return async (apiPath) => {
    const response = await app.inject({ method: 'GET', url: apiPath, remoteAddress: RENDERER_ADDRESS });
    return {
      status: response.statusCode,
      contentType: String(response.headers['content-type'] ?? 'application/octet-stream'),
      body: response.body,
    };
  };
}

/** This server's own address, for fetching the remotes it serves itself. */
export function ownAddress(app: FastifyInstance): string {
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * The one server the site runs on outside dev mode: Fastify with the server's options, then one
 * plugin per concern, in the order a request meets them (plugins/).
 */
export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const { registry, live, serveShell, packages, apiPlugins, apiRateLimit, repoRoot, logger, trustProxy, limits } =
    options;
  // forceCloseConnections 'idle': stopping closes idle keep-alive sockets at once and lets requests in flight finish.
  // 64 KB of URL and headers: long but legitimate queries get a proper answer (a 4xx from validation).
  const app = Fastify({
    logger:
      logger === true
        ? logOptions(undefined, options.logLevel)
        : logger
          ? logOptions(logger.destination, options.logLevel)
          : false,
    trustProxy: fastifyTrustProxy(trustProxy),
    genReqId: requestIdFrom(trustsPeer(trustProxy)),
    requestIdHeader: false,
    forceCloseConnections: 'idle',
    connectionTimeout: limits.idleTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    bodyLimit: limits.bodyLimitBytes,
    http: {
      maxHeaderSize: MAX_HEADER_BYTES,
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: limits.checkEveryMs,
    },
    frameworkErrors,
    clientErrorHandler,
    // A page URL with a malformed %-escape is routed with its '%' taken literally, so it reaches the
    // SPA fallback (the app shows its not-found page). API and asset URLs keep Fastify's JSON 400.
    // An absolute-form target (`GET https://host/path`) is routed by its path and query alone; its host is checked with the Host header's.
    rewriteUrl: (request) =>
      serveShell ? routablePageUrl(originFormTarget(request.url ?? '/')) : originFormTarget(request.url ?? '/'),
  });

  const routes = readOnlyRoutes(app);
  const { redis } = options;
  // First, so its metrics and request ids cover every answer.
  await app.register(operations, {
    repoRoot,
    registry,
    builds: serveShell ? ['shell', ...packages] : packages,
    redis,
    publicMetrics: options.publicMetrics,
  });
  app.addHook('onClose', async () => live.stop());
  const { metrics } = app;
  const siteOrigin = () => options.siteOrigin;
  await app.register(security, {
    remoteOrigins: remoteOrigins(registry),
    servedHostnames: () => options.servedHostnames,
  });
  await app.register(compression);
  await app.register(remoteFiles, { packages, repoRoot });
  await app.register(releaseFiles, options.releases);

  if (!serveShell) {
    app.setNotFoundHandler(
      (request, reply) =>
        routes.refuseWrite(request, reply) ??
        reply.code(404).header('Cache-Control', 'no-store').type('text/plain').send('Not Found'),
    );
    return app;
  }

  const shellDist = buildFolder('shell', repoRoot);
  // Read with the first page, so a server without a shell build still starts (its API answers).
  let template: string | undefined;
  const pageTemplate = () => (template ??= readFileSync(`${shellDist}/index.html`, 'utf8'));
  // The server renders with the same remotes the browser will load, fetched from where the registry
  // places them (relative entries: this server itself, at the address it listens on).
  const servedRegistry = () => live.current();
  // A canary's share of visitors gets its release (rollout/visitor.ts, registry/liveRegistry.ts).
  const registryFor = (visitorId: string | undefined) => live.forVisitor(visitorId);
  const canaryRunning = () => live.canaries().length > 0;
  const { telemetry } = options;
  const renderer = options.renderHost({
    registry: servedRegistry,
    base: () => options.remotesBase ?? ownAddress(app),
    template: pageTemplate,
    api: rendererApi(app),
    onIntegrityFailure: ({ remote, release, path: file, reason }) => {
      metrics.releaseIntegrityFailures.inc({ remote, release });
      app.log.error({ remote, release, file }, `a file of ${remote} ${release} ${reason}: it was not run`);
    },
  });
  app.addHook('onClose', async () => renderer.close());

  await app.register(registryRoute, { registry: servedRegistry, registryFor, canaryRunning });
  await app.register(seo, { renderer, siteOrigin });
  await app.register(api, { apiPlugins, apiRateLimit, metrics, redis });
  // Browsers' reports of what visitors met, per remote and release (issue 36).
  await app.register(telemetryReports, { ...telemetry, metrics });
  await app.register(shellFiles, { shellDist });
  await app.register(pages, {
    registry: servedRegistry,
    registryFor,
    canaryRunning,
    onPageServed: pageTelemetryRecorder(telemetry.store, () => live.canaries().map((canary) => canary.remote)),
    renderer,
    pageTemplate,
    siteOrigin,
    metrics,
    routes,
    repoRoot,
    renderBudget: options.renderBudget,
  });
  return app;
}
