/**
 * A fresh page is made ready to send in the render process (run after `npm run build`, by
 * `npm run test:ssr`): given the preloads the site server listed for the builds it knows, a render
 * process that pins those builds writes them into the page, compresses it and takes its ETag; one
 * that pins other builds (a redeploy meanwhile) sends the page as rendered.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { sectionApiPlugins } from '../../api/sectionApiPlugins';
import { loadRegistry } from 'site-contract/registry/registry';
import { createSiteServer } from '../../app';
import { pagePreloads } from '../../pages/sectionPreloadHints';
import { buildFolder, REPO_ROOT } from 'site-contract/paths';
import { etagOf } from './pageEncoding';
import { createRenderProcessHost, type RenderHost } from '../pool/renderHost';
import { siteServerOptions } from '../../testing/siteServerOptions';

const registry = loadRegistry({});
let site: FastifyInstance;
let host: RenderHost;

before(async () => {
  // The remotes' files and the API, from a site server of its own.
  site = await createSiteServer(await siteServerOptions({ registry, apiPlugins: sectionApiPlugins() }));
  const base = await site.listen({ port: 0, host: '127.0.0.1' });
  host = createRenderProcessHost({
    registry: () => registry,
    base: () => base,
    template: () => readFileSync(path.join(buildFolder('shell'), 'index.html'), 'utf8'),
    api: async (apiPath) => {
      const response = await fetch(base + apiPath);
      return {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        body: await response.text(),
      };
    },
    processes: 1,
  });
});
after(async () => {
  host.close();
  await site.close();
});

test('a page that pins the builds its preloads were listed for comes compressed, preloads in, with the ETag of its HTML', async () => {
  const builds = await host.builds();
  const preloads = pagePreloads('/housing', { ...registry, ...builds }, REPO_ROOT);
  assert.ok(
    preloads.some(({ href }) => href.includes('/mfe-housing/')),
    'the housing remote’s files are listed',
  );
  const page = await host.page('/housing', 'http://127.0.0.1', { builds, preloads });
  assert.ok(page.compressed, 'the render process compressed the page');
  const html = brotliDecompressSync(page.body);
  assert.equal(page.compressed.etag, etagOf(html));
  assert.equal(page.compressed.length, html.length);
  const text = html.toString();
  assert.ok(text.includes('Find Your Perfect Stay'), 'the page is rendered');
  assert.ok(
    text.includes(`<script type="application/json" id="expo-preloads">${JSON.stringify(preloads)}</script></body>`),
    'its preloads end its body',
  );
});

test('a page that pins other builds comes as rendered, without preloads, for the site server to list them', async () => {
  const builds = await host.builds();
  const otherBuilds = { ...builds, mfe_housing: '/mfe-housing/mf-manifest.redeployed.json' };
  const page = await host.page('/housing', 'http://127.0.0.1', {
    builds: otherBuilds,
    preloads: [{ href: '/stale.js', as: 'script' }],
  });
  assert.equal(page.compressed, undefined);
  const text = page.body.toString();
  assert.ok(text.includes('Find Your Perfect Stay'));
  assert.ok(!text.includes('expo-preloads'));
});
