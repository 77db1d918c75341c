import Fastify from 'fastify';
import type { RenderHostOptions } from '../render/pool/renderHost';
import { sectionApiPlugins } from './sectionApiPlugins';

/**
 * The sections' APIs in a Fastify instance of their own, answering a render's API calls in process:
 * what the release gate's render asks, never the running visitor app. `close` stops it.
 */
export async function sectionApiForRenders(): Promise<{ api: RenderHostOptions['api']; close: () => Promise<void> }> {
  const app = Fastify();
  await app.register(
    async (api) => {
      for (const plugin of sectionApiPlugins()) await api.register(plugin);
    },
    { prefix: '/api' },
  );
  await app.ready();
  return {
    api: async (apiPath) => {
      const response = await app.inject({ method: 'GET', url: apiPath });
      return {
        status: response.statusCode,
        contentType: String(response.headers['content-type'] ?? 'application/octet-stream'),
        body: response.body,
      };
    },
    close: () => app.close(),
  };
}
