import fp from 'fastify-plugin';
import type { RemoteRegistry } from '../registry/registry';

/** /remotes.json: where each remote's build is, for the browser's start-up (revalidated on every use). */
export default fp<{ registry: () => RemoteRegistry }>(
  async (app, { registry }) => {
    app.get('/remotes.json', async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(registry()));
  },
  { name: 'registry' },
);
