/**
 * Faults stay in their section on the server too (run after `npm run build`, by `npm run test:ssr`),
 * for each remote in turn, as e2e/remote-faults.spec.ts does in the browser: a remote that is down,
 * or too slow for its render budget, leaves its section 'temporarily unavailable' in the HTML of a
 * 200 page whose header, footer and other sections are rendered; a remote that throws while rendering
 * too. The browser then renders that section itself (e2e/server-rendering.spec.ts). A render that
 * fails outright sends the client-rendered page.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { SECTIONS } from 'shared/site';
import { sectionApiPlugins } from '../api/sectionApiPlugins';
import { loadRegistry } from 'site-contract/registry/registry';
import { createSiteServer } from '../app';
import { createRenderProcessHost } from './pool/renderHost';
import { REMOTE_RENDER_BUDGET_MS } from './worker/serverRemotes';
import { buildFixtureRemote, FIXTURE_REMOTES } from '../testing/fixtureRemotes';
import { siteServerOptions } from '../testing/siteServerOptions';

const servers: FastifyInstance[] = [];
let slowRemote: Server;
let slowOrigin: string;
/** Nothing listens here: a remote that is down. */
const DOWN_ORIGIN = 'http://127.0.0.1:9';

before(async () => {
  // A remote host that answers everything, 10 s late.
  slowRemote = createServer((_request, response) => setTimeout(() => response.end('{}'), 10_000).unref());
  await new Promise<void>((resolve) => slowRemote.listen(0, '127.0.0.1', resolve));
  slowOrigin = `http://127.0.0.1:${(slowRemote.address() as AddressInfo).port}`;
});
after(async () => {
  slowRemote.closeAllConnections();
  slowRemote.close();
  await Promise.all(servers.map((server) => server.close()));
});

async function siteWith(registryChange: Record<string, string>) {
  const app = await createSiteServer(
    await siteServerOptions({
      registry: { ...loadRegistry({}), ...registryChange },
      apiPlugins: sectionApiPlugins(),
    }),
  );
  servers.push(app);
  return app.listen({ port: 0, host: '127.0.0.1' });
}

async function page(base: string, pagePath: string) {
  const startedAt = Date.now();
  const response = await fetch(base + pagePath);
  // React separates adjacent text parts with <!-- -->: read the text as a visitor would.
  return {
    status: response.status,
    html: (await response.text()).replaceAll('<!-- -->', ''),
    ms: Date.now() - startedAt,
  };
}

/** The page around the section: header (its nav) and footer, server-rendered. */
function assertFramed(html: string, where: string) {
  assert.match(html, /<nav[^>]*aria-label="Main"/, `${where}: no header nav in the HTML`);
  assert.match(html, /<footer/, `${where}: no footer in the HTML`);
}

for (const section of SECTIONS) {
  for (const fault of ['down', 'slow'] as const) {
    test(`${section.remote} ${fault}: its section is unavailable in the HTML, the rest of the page is rendered`, async () => {
      const origin = fault === 'down' ? DOWN_ORIGIN : slowOrigin;
      const base = await siteWith({ [section.remote]: `${origin}/${section.package}/mf-manifest.json` });
      const sectionPage = await page(base, section.basePath);
      assert.equal(sectionPage.status, 200);
      assert.ok(
        sectionPage.html.includes(`${section.name.en} is temporarily unavailable`),
        `${section.basePath}: no unavailable notice`,
      );
      assertFramed(sectionPage.html, section.basePath);
      // A slow remote costs its manifest check (1.5 s at most) and its render budget, not the remote's 10 s.
      if (fault === 'slow')
        assert.ok(
          sectionPage.ms < 1500 + REMOTE_RENDER_BUDGET_MS + 1500,
          `${section.basePath} took ${sectionPage.ms} ms`,
        );

      const home = await page(base, '/');
      assert.equal(home.status, 200);
      assert.match(home.html, /Riyadh World Expo 2030/);
      assertFramed(home.html, '/');
      if (section.homeWidget)
        assert.ok(
          home.html.includes(`${section.homeWidget.name.en} is temporarily unavailable`),
          `/: no unavailable notice for ${section.homeWidget.name.en}`,
        );
      // Every other section's widget is rendered.
      for (const other of SECTIONS.filter((s) => s !== section && s.homeWidget)) {
        assert.ok(
          !home.html.includes(`${other.homeWidget!.name.en} is temporarily unavailable`),
          `/: ${other.homeWidget!.name.en} is unavailable too`,
        );
      }
      const elsewhere = SECTIONS.find((s) => s !== section)!;
      const otherPage = await page(base, elsewhere.basePath);
      assert.equal(otherPage.status, 200);
      assert.ok(
        otherPage.html.includes(elsewhere.mainHeading.replaceAll('&', '&amp;')),
        `${elsewhere.basePath} lacks its heading`,
      );
    });
  }
}

test('a remote whose page throws while rendering: that section is unavailable in the HTML, the rest of the page is rendered', async () => {
  const fixtures = FIXTURE_REMOTES;
  await buildFixtureRemote('tickets-throws');
  const origin = await createSiteServer(
    await siteServerOptions({
      registry: {},
      serveShell: false,
      packages: ['tickets-throws'],
      repoRoot: fixtures,
    }),
  );
  servers.push(origin);
  const originUrl = await origin.listen({ port: 0, host: '127.0.0.1' });
  const base = await siteWith({ mfe_tickets: `${originUrl}/tickets-throws/mf-manifest.json` });
  const tickets = await page(base, '/tickets');
  assert.equal(tickets.status, 200);
  assert.ok(tickets.html.includes('Tickets is temporarily unavailable'));
  assertFramed(tickets.html, '/tickets');
});

test('a render process that dies: the page goes to the browser with a 200, and the next request starts another', async () => {
  const crashing = path.join(mkdtempSync(path.join(os.tmpdir(), 'expo-render-')), 'crashingWorker.js');
  writeFileSync(crashing, "process.on('message', () => process.exit(1));\n");
  const template = '<!doctype html><div id="root"></div>';
  const host = createRenderProcessHost({
    registry: () => ({}),
    base: () => 'http://127.0.0.1:9',
    template: () => template,
    api: async () => ({ status: 404, contentType: 'text/plain', body: '' }),
    workerFile: crashing,
  });
  try {
    for (let attempt = 1; attempt <= 2; attempt++) {
      const response = await host.page('/access', 'http://127.0.0.1');
      assert.equal(response.status, 200);
      assert.equal(response.body.toString(), template);
      assert.match(response.problems[0].error, /the render process exited \(1\)/);
    }
  } finally {
    host.close();
  }
});
