import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendUpstreamFailure, UpstreamCache } from 'shared/server';
import {
  type PrintOnDemandCatalog,
  type PrintOnDemandProduct,
  DEMO_POD_CATALOG,
  DEMO_POD_PRODUCTS,
  withPodDefaults,
} from '../src/content/printOnDemand';
import { fetchGelatoCatalogs, fetchGelatoStoreProducts } from './gelatoClient';
import { readGelatoConfig, type GelatoConfig } from './gelatoConfig';

const STALE_PRODUCTS_MS = 24 * 60 * 60 * 1000;

/** GET /api/gelato/products and /api/gelato/catalog (mounted under /api by the site server). */
export function gelatoApi(config: GelatoConfig = readGelatoConfig()): FastifyPluginAsync {
  async function fromUpstream<T>(request: FastifyRequest, reply: FastifyReply, load: () => Promise<T>) {
    try {
      return await load();
    } catch (error) {
      return sendUpstreamFailure(request, reply, error, 'Print-on-demand products are temporarily unavailable');
    }
  }

  return async (app) => {
    // The store's products change rarely, and without them SPEC shows none: an answer up to a day old beats that.
    const cacheOptions = {
      observer: app.upstreamObserver,
      shared: app.sharedAnswers,
      ttlMs: config.cacheTtlMs,
      staleMs: STALE_PRODUCTS_MS,
      backoffMs: config.backoffMs,
      maxEntries: 1,
    };
    const products = new UpstreamCache<PrintOnDemandProduct[]>({ name: 'gelato-products', ...cacheOptions });
    const catalog = new UpstreamCache<PrintOnDemandCatalog>({ name: 'gelato-catalog', ...cacheOptions });
    app.get('/gelato/products', (request, reply) =>
      config.credentials
        ? fromUpstream(request, reply, () => products.getOrLoad('all', () => fetchGelatoStoreProducts(config)))
        : Promise.resolve(DEMO_POD_PRODUCTS.map(withPodDefaults)),
    );
    app.get('/gelato/catalog', (request, reply) =>
      config.credentials
        ? fromUpstream(request, reply, () => catalog.getOrLoad('all', () => fetchGelatoCatalogs(config)))
        : Promise.resolve(DEMO_POD_CATALOG),
    );
  };
}
