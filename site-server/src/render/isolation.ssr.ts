/**
 * What server rendering shares and what it must not (run after `npm run build`, by `npm run test:ssr`):
 * concurrent renders with different data each hold only their own, and remote code rendered on the
 * server cannot reach the site server's secrets, write a file or start a process.
 */
import assert from 'node:assert/strict';
import { existsSync, rmSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sectionApiPlugins } from '../api/sectionApiPlugins';
import { loadRegistry } from 'site-contract/registry/registry';
import { createSiteServer } from '../app';
import { RENDER_WORKER_FILE } from 'site-contract/paths';
import { buildFixtureRemote, FIXTURE_REMOTES } from '../testing/fixtureRemotes';
import { siteServerOptions } from '../testing/siteServerOptions';

const SECRET = 'probe-secret-0123456789';
const servers: FastifyInstance[] = [];
const start = async (app: FastifyInstance) => (servers.push(app), app.listen({ port: 0, host: '127.0.0.1' }));
after(() => Promise.all(servers.map((server) => server.close())));

/** The dehydrated queries a page carries for the browser. */
const queryState = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="expo-query-state">([^<]*)<\/script>/.exec(html)?.[1] ?? '{"queries":[]}',
  ) as { queries: Array<{ queryKey: unknown[] }> };

test('concurrent renders of pages with different data each hold only their own', async () => {
  const base = await start(
    await createSiteServer(await siteServerOptions({ registry: loadRegistry({}), apiPlugins: sectionApiPlugins() })),
  );
  // Each page's own queries and a name from their data; another page's data must not appear in it.
  const pages = {
    '/housing': { queries: ['hotels'], shows: 'Hotel Granvia Osaka' },
    '/': { queries: ['gelato-products', 'gelato-catalog'], shows: 'Riyadh Skyline Poster' },
    '/access': { queries: [], shows: 'Access &amp; Directions' },
  } as const;
  // Warm: the remotes loaded once, so the burst tests sharing, not the first load's render budget.
  for (const pagePath of Object.keys(pages)) assert.equal((await fetch(base + pagePath)).status, 200);
  // 30 at once, each URL distinct (an ignored query), so none comes from the page cache.
  const requests = Array.from(
    { length: 30 },
    (_, index) => (Object.keys(pages) as Array<keyof typeof pages>)[index % 3],
  );
  const responses = await Promise.all(
    requests.map(async (pagePath, index) => ({
      pagePath,
      html: await (await fetch(`${base}${pagePath}?request=${index}`)).text(),
    })),
  );
  for (const { pagePath, html } of responses) {
    const own = pages[pagePath];
    assert.ok(html.includes(own.shows), `${pagePath} lacks its own data (${own.shows})`);
    for (const other of Object.values(pages).filter((page) => page !== own)) {
      if (other.queries.length > 0)
        assert.ok(!html.includes(other.shows), `${pagePath} holds another page's data (${other.shows})`);
    }
    assert.deepEqual(
      queryState(html).queries.map((query) => query.queryKey[0]),
      own.queries,
      `${pagePath} carries another page's queries`,
    );
  }
});

test('remote code rendered on the server gets no secrets, writes no file and starts no process', async () => {
  const fixtures = FIXTURE_REMOTES;
  await buildFixtureRemote('tickets-probe');
  const origin = await start(
    await createSiteServer(
      await siteServerOptions({ registry: {}, serveShell: false, packages: ['tickets-probe'], repoRoot: fixtures }),
    ),
  );
  // The site server has API keys; the probe, rendered as the tickets section, tries to reach them.
  process.env.CJ_PERSONAL_ACCESS_TOKEN = SECRET;
  process.env.GELATO_API_KEY = SECRET;
  rmSync('/tmp/expo-render-probe.txt', { force: true });
  const registry = { ...loadRegistry({}), mfe_tickets: `${origin}/tickets-probe/mf-manifest.json` };
  const base = await start(
    await createSiteServer(await siteServerOptions({ registry, apiPlugins: sectionApiPlugins() })),
  );
  const html = await (await fetch(`${base}/tickets`)).text();

  const outcome = (name: string) => new RegExp(`data-probe="${name}"><dt>[^<]*</dt><dd>([^<]*)</dd>`).exec(html)?.[1];
  console.log(
    `what the probe got: ${['environment', 'api keys', 'write a file', 'start a process', 'read the site server&#x27;s environment', 'read the site files'].map((name) => `${name}: ${outcome(name)}`).join('; ')}`,
  );
  assert.match(html, /<h1>Server probe<\/h1>/, 'the probe was not rendered on the server');
  assert.ok(!html.includes(SECRET), 'a secret reached the render');
  assert.equal(outcome('environment'), 'NODE_ENV EXPO_RENDER_CONFIG');
  assert.equal(outcome('api keys'), 'none');
  assert.equal(outcome('write a file'), 'refused (ERR_ACCESS_DENIED)');
  assert.equal(existsSync('/tmp/expo-render-probe.txt'), false);
  assert.equal(outcome('start a process'), 'refused (ERR_ACCESS_DENIED)');
  assert.equal(outcome('read the site server&#x27;s environment'), 'refused (ERR_ACCESS_DENIED)');
  assert.equal(outcome('read the site files'), 'refused (ERR_ACCESS_DENIED)');
});

before(() => {
  assert.ok(existsSync(RENDER_WORKER_FILE), 'run npm run build first');
});
