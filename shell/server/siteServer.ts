import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { canonicalPath } from 'shared/src/routing/canonicalPath';
import { cacheControlFor } from './cacheHeaders';
import { contentSecurityPolicy } from './contentSecurityPolicy';
import { locallyServedPackages, remoteOrigins, type RemoteRegistry } from './registry';
import { linkHeader, sectionPreloads } from './sectionPreloadHints';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

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
  logger?: boolean;
}

export const MAX_HEADER_BYTES = 64 * 1024;
export const DEFAULT_API_RATE_LIMIT = { max: 120, windowMs: 60_000 };

const isClientRoute = (url: string) => !url.startsWith('/api/') && !/^\/mfe-[a-z]+\//.test(url) && !path.extname(url.split('?')[0]);

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

/** The one server the site runs on outside dev mode. */
export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const { registry, serveShell = true, apiPlugins = [], apiRateLimit = DEFAULT_API_RATE_LIMIT, repoRoot = REPO_ROOT, logger = false } = options;
  const packages = options.packages ?? locallyServedPackages(registry);
  // forceCloseConnections: stopping never waits on idle keep-alive sockets (tests, deploys, SIGTERM).
  // 64 KB of URL and headers: long but legitimate queries get a proper answer (a 4xx from validation).
  const app = Fastify({
    logger,
    trustProxy: false,
    forceCloseConnections: true,
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    // A page URL with a malformed %-escape is routed with its '%' taken literally, so it reaches the
    // SPA fallback (the app shows its not-found page). API and asset URLs keep Fastify's JSON 400.
    rewriteUrl: (request) => (serveShell ? routablePageUrl(request.url ?? '/') : (request.url ?? '/')),
  });

  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(remoteOrigins(registry)),
    // Remote files are loaded by shells on other origins; everything else stays same-origin.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
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
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor(filePath));
        // A remote may be loaded by a shell on another origin (CORS for manifest fetches, CORP for scripts).
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  }

  if (serveShell) {
    const shellDist = path.join(repoRoot, 'shell', 'dist');
    app.get('/remotes.json', async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(registry));
    app.get('/healthz', async () => ({ status: 'ok' }));
    // The API is rate limited per client, with the standard RateLimit headers and a JSON 429.
    await app.register(
      async (api) => {
        await api.register(rateLimit, {
          max: apiRateLimit.max,
          timeWindow: apiRateLimit.windowMs,
          enableDraftSpec: true,
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
      index: ['index.html'],
      wildcard: true,
      cacheControl: false,
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
    });

    app.setNotFoundHandler((request, reply) => {
      if ((request.method === 'GET' || request.method === 'HEAD') && isClientRoute(request.url)) {
        // A page path typed with other case or slashes is the same page: one URL for each (301).
        const [pathname, query] = splitUrl(request.url);
        const canonical = canonicalPath(pathname);
        if (canonical !== pathname) return reply.header('Cache-Control', 'no-cache').redirect(canonical + query, 301);
        // SPA fallback: client routes (including unknown ones, which show the app's 404 page).
        // A section page names the files its first render needs, so they load alongside the shell.
        const link = linkHeader(sectionPreloads(request.url, registry, repoRoot));
        if (link) reply.header('Link', link);
        return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html', shellDist);
      }
      if (request.url.startsWith('/api/')) return reply.code(404).send({ error: 'Not Found', message: `No API route ${request.method} ${request.url.split('?')[0]}` });
      return reply.code(404).type('text/plain').send('Not Found');
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain').send('Not Found'));
  }

  return app;
}
