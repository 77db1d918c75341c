import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { TELEMETRY_PATH } from 'shared/site';

/** What a request was for, as the metrics tell them apart. */
export type RouteKind = 'page' | 'remote-file' | 'shell-file' | 'api' | 'operations' | 'telemetry';

export function routeKind(url: string): RouteKind {
  const pathname = url.split('?')[0];
  if (pathname.startsWith('/api/')) return 'api';
  if (pathname === TELEMETRY_PATH) return 'telemetry';
  if (/^\/mfe-[a-z]+\//.test(pathname)) return 'remote-file';
  if (['/healthz', '/readyz', '/metrics', '/remotes.json', '/robots.txt', '/sitemap.xml'].includes(pathname))
    return 'operations';
  return /\.[a-z0-9]+$/i.test(pathname) ? 'shell-file' : 'page';
}

/**
 * The site server's Prometheus metrics, one registry per server (so tests and several servers in
 * one process do not mix their counts). Upstream calls and cache lookups are counted by
 * shared/server's UpstreamCache through the `upstream` observer.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'expo_' });
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
  const metrics = {
    registry,
    requests: new Counter({
      name: 'expo_http_requests_total',
      help: 'Requests answered, by route kind and status class',
      labelNames: ['kind', 'status'],
      registers: [registry],
    }),
    requestSeconds: new Histogram({
      name: 'expo_http_request_duration_seconds',
      help: 'Time to answer a request, by route kind',
      labelNames: ['kind'],
      buckets: seconds,
      registers: [registry],
    }),
    rateLimited: new Counter({
      name: 'expo_api_rate_limited_total',
      help: 'API requests refused by the rate limit',
      registers: [registry],
    }),
    pageCache: new Counter({
      name: 'expo_page_cache_total',
      help: 'Pages served from the page cache (hit) or rendered (miss)',
      labelNames: ['result'],
      registers: [registry],
    }),
    renderBudgetExceeded: new Counter({
      name: 'expo_render_budget_exceeded_total',
      help: 'Pages sent for the browser to render because their client was past its render budget',
      registers: [registry],
    }),
    renderSeconds: new Histogram({
      name: 'expo_render_duration_seconds',
      help: 'Time to render a page on the server',
      buckets: seconds,
      registers: [registry],
    }),
    renderFailures: new Counter({
      name: 'expo_render_failures_total',
      help: 'Parts of pages left to the browser because their remote failed on the server, by remote',
      labelNames: ['remote'],
      registers: [registry],
    }),
    releaseIntegrityFailures: new Counter({
      name: 'expo_release_integrity_failures_total',
      help: 'Files of published releases the render process refused to run: changed since publication, or with no recorded hash',
      labelNames: ['remote', 'release'],
      registers: [registry],
    }),
    upstreamCalls: new Counter({
      name: 'expo_upstream_calls_total',
      help: 'Calls to CJ and Gelato, by cache and outcome',
      labelNames: ['cache', 'outcome'],
      registers: [registry],
    }),
    redisFallbacks: new Counter({
      name: 'expo_redis_fallbacks_total',
      help: 'Times Redis failed and this instance used its own memory instead, by use',
      labelNames: ['use'],
      registers: [registry],
    }),
    upstreamCache: new Counter({
      name: 'expo_upstream_cache_total',
      help: "Upstream answer lookups, one per request: fresh hit, stale hit, shared in-flight call, the fleet's answer (Redis), miss (an upstream call), or backed off",
      labelNames: ['cache', 'result'],
      registers: [registry],
    }),
  };
  return metrics;
}

export type SiteMetrics = ReturnType<typeof createMetrics>;

/** The registry as Prometheus scrapes it, never cached: one answer for every listener that serves /metrics. */
export async function metricsAnswer({ registry }: SiteMetrics) {
  return {
    headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' },
    body: await registry.metrics(),
  };
}
