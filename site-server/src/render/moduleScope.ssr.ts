/**
 * The rule for code that runs on the server (run after `npm run build`, by `npm run test:ssr`): a
 * remote's modules start nothing when they are evaluated. No timer, no process listener, no new
 * global: the render process evaluates a remote once and renders every visitor's page with it, so
 * anything started at module scope would outlive the render and be shared by every request. Each
 * remote's every exposed module is loaded here, in the server's runtime, with those watched.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { SECTIONS } from 'shared/site';
import { loadRegistry } from 'site-contract/registry/registry';
import { createSiteServer } from '../app';
import { buildFolder } from 'site-contract/paths';
import { createServerRemotes } from './worker/serverRemotes';
import { watchModuleScope } from './worker/moduleScopeWatch';
import { siteServerOptions } from '../testing/siteServerOptions';

let app: FastifyInstance;
let base: string;
before(async () => {
  app = await createSiteServer(await siteServerOptions({ registry: loadRegistry({}) }));
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
after(() => app.close());

test('the watch sees what remote code starts at module scope', () => {
  const stop = watchModuleScope();
  runInThisContext(
    "setInterval(() => undefined, 60000).unref(); globalThis.leakedCounter = 0; process.on('exit', () => undefined);",
    { filename: 'remoteEntry.js' },
  );
  const found = stop();
  delete (globalThis as Record<string, unknown>).leakedCounter;
  assert.deepEqual(found, [
    'setInterval in remoteEntry.js',
    "process.on('exit') in remoteEntry.js",
    "global 'leakedCounter'",
  ]);
});

for (const section of SECTIONS) {
  test(`${section.remote}: evaluating its exposed modules on the server starts no timer or listener and adds no global`, async () => {
    const manifest = JSON.parse(
      readFileSync(path.join(buildFolder(section.package), 'server', 'mf-manifest.json'), 'utf8'),
    ) as { exposes: Array<{ path: string }> };
    const remotes = createServerRemotes({
      registry: { [section.remote]: `/${section.package}/mf-manifest.json` },
      base: () => base,
      renderBudgetMs: 30_000,
    });
    await remotes.refresh();
    const stop = watchModuleScope();
    try {
      for (const { path: expose } of manifest.exposes) await remotes.loader.load(section.remote, expose);
    } finally {
      assert.deepEqual(stop(), [], `${section.remote} starts something at module scope`);
    }
    assert.ok(manifest.exposes.length > 0);
  });
}
