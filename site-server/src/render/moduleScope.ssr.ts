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
import { loadRegistry } from '../registry/registry';
import { createSiteServer } from '../app';
import { REPO_ROOT } from '../config';
import { createServerRemotes } from './worker/serverRemotes';

/** A stack frame in remote code: Module Federation's Node runtime evaluates it under its file name (remoteEntry.js, a chunk), not a path. */
const REMOTE_FRAME = /^\s+at (?:.*\()?(?!node:|\/|native|<anonymous>)([^()\s]+\.js):\d+:\d+\)?$/m;

/** Starts watching for timers, process listeners and globals that remote code creates; the returned function stops and lists them. */
export function watchModuleScope(): () => string[] {
  const found: string[] = [];
  const fromRemote = (what: string) => {
    const frame = REMOTE_FRAME.exec(new Error().stack ?? '');
    if (frame) found.push(`${what} in ${frame[1]}`);
  };
  const timers = {
    setTimeout: globalThis.setTimeout,
    setInterval: globalThis.setInterval,
    setImmediate: globalThis.setImmediate,
  };
  for (const name of Object.keys(timers) as Array<keyof typeof timers>) {
    const original = timers[name] as (...args: unknown[]) => unknown;
    (globalThis as Record<string, unknown>)[name] = (...args: unknown[]) => (fromRemote(name), original(...args));
  }
  const processOn = process.on;
  process.on = function (this: NodeJS.Process, event: string | symbol, listener: (...args: unknown[]) => void) {
    fromRemote(`process.on('${String(event)}')`);
    return processOn.call(this, event, listener);
  } as typeof process.on;
  const globalsBefore = new Set(Object.getOwnPropertyNames(globalThis));
  return () => {
    Object.assign(globalThis, timers);
    process.on = processOn;
    // The federation runtime's own globals (__FEDERATION__, …) and the containers it registers are its business.
    const remoteNames = new Set<string>(SECTIONS.map((section) => section.remote));
    for (const name of Object.getOwnPropertyNames(globalThis)) {
      if (!globalsBefore.has(name) && !name.startsWith('__') && !remoteNames.has(name)) found.push(`global '${name}'`);
    }
    return found;
  };
}

let app: FastifyInstance;
let base: string;
before(async () => {
  app = await createSiteServer({ registry: loadRegistry({}) });
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
      readFileSync(path.join(REPO_ROOT, section.package, 'dist', 'server', 'mf-manifest.json'), 'utf8'),
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
