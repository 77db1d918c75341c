import fp from 'fastify-plugin';
import type { RemoteRegistry } from 'site-contract/registry/registry';
import { visitorIdOf } from 'site-contract/rollout/visitor';

export interface RegistryRouteOptions {
  registry: () => RemoteRegistry;
  /** The registry a visitor gets while a canary runs (the visitor cookie says which share the visitor is in). */
  registryFor: (visitorId: string | undefined) => RemoteRegistry;
  canaryRunning: () => boolean;
}

/**
 * /remotes.json: where each remote's build is, for the browser's start-up (revalidated on every use).
 * While a canary runs it is the visitor's own (private, varying by the cookie), so a canary reaches its
 * share of visitors in every tab, and no one else.
 */
export default fp<RegistryRouteOptions>(
  async (app, { registry, registryFor, canaryRunning }) => {
    app.get('/remotes.json', async (request, reply) => {
      if (!canaryRunning()) return reply.header('Cache-Control', 'no-cache').send(registry());
      return reply
        .header('Cache-Control', 'private, no-cache')
        .header('Vary', 'Cookie')
        .send(registryFor(visitorIdOf(request.headers.cookie)));
    });
  },
  { name: 'registry' },
);
