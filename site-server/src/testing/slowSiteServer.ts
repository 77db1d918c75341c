/**
 * Test fixture, run as its own process: a site server whose /api/slow answers after SLOW_MS, and
 * which shuts down on SIGTERM as `npm start` does. Prints {"port":…} once it listens.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { createSiteServer } from '../app';
import { createClientOnlyRenderHost } from './clientOnlyRenderHost';
import { closeGracefullyOnSignals } from '../operations/gracefulShutdown';
import { fakeRepo } from './fakeRepo';
import { siteServerOptions } from './siteServerOptions';

async function main() {
  const slowMs = Number(process.env.SLOW_MS ?? 1000);
  const app = await createSiteServer(
    await siteServerOptions({
      registry: { mfe_access: '/mfe-access/mf-manifest.json' },
      repoRoot: fakeRepo(),
      renderHost: createClientOnlyRenderHost,
      apiRateLimit: { max: 1000, windowMs: 60_000 },
      apiPlugins: [async (api) => void api.get('/slow', async () => (await sleep(slowMs), { done: true }))],
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  closeGracefullyOnSignals(app, {
    drainMs: Number(process.env.SHUTDOWN_DRAIN_MS ?? 300),
    deadlineMs: Number(process.env.SHUTDOWN_DEADLINE_MS ?? 5000),
  });
  console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port }));
}

void main();
