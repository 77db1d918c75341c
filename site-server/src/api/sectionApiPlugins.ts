import type { FastifyPluginAsync } from 'fastify';
import { hotelsApi } from 'mfe-housing/server';
import { gelatoApi } from 'mfe-shop/server';

/**
 * The sections' API routes, each owned by its section package (its server/ folder) and mounted
 * under /api by the site server. Each reads its own configuration from the environment.
 */
export function sectionApiPlugins(): FastifyPluginAsync[] {
  return [hotelsApi(), gelatoApi()];
}
