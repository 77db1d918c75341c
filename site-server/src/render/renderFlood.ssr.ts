/**
 * One client cannot starve the others of server renders (run after `npm run build`, by `npm run
 * test:ssr`): while one client floods the site with cache-busting requests, another client's fresh
 * pages come within twice the time they take on an idle server. The flood is paced well above what
 * the render processes can keep up with, and well below what the site server's own loop notices.
 */
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sectionApiPlugins } from '../api/sectionApiPlugins';
import { loadRegistry } from 'site-contract/registry/registry';
import { createSiteServer } from '../app';
import { siteServerOptions } from '../testing/siteServerOptions';

let app: FastifyInstance;
let port: number;

before(async () => {
  // The site as `npm start` runs it: its render processes and the default render budget.
  app = await createSiteServer(
    await siteServerOptions({ registry: loadRegistry({}), apiPlugins: sectionApiPlugins() }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
after(() => app.close());

/** A page fetched whole from another client address (127.0.0.2), and how long it took. */
function timedPageFrom(localAddress: string, path: string): Promise<{ status: number; ms: number; html: string }> {
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    httpRequest(
      { host: '127.0.0.1', port, path, localAddress, headers: { 'accept-encoding': 'identity' } },
      (response) => {
        let html = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (html += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, ms: performance.now() - startedAt, html }));
      },
    )
      .on('error', reject)
      .end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Fresh pages for a visitor at `address`: the shop in a category of its own (a query the page reads, so never cached). */
async function visitorPages(address: string, label: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let n = 0; n < count; n++) {
    const page = await timedPageFrom(address, `/e-shop?category=${label}-${n}`);
    assert.equal(page.status, 200);
    assert.match(page.html, /Official Event Merchandise/, 'the visitor got a page rendered on the server');
    times.push(page.ms);
  }
  return times;
}

/**
 * The flood: `connections` loops from 127.0.0.1, each asking for a never-asked page every
 * `intervalMs`, until stopped (or 20 s, or 4,000 requests). Counts the answers the server rendered
 * and those it left to the browser (no-store).
 */
function flood({ connections, intervalMs }: { connections: number; intervalMs: number }) {
  let stopped = false;
  let sent = 0;
  const counts = { rendered: 0, leftToBrowser: 0, other: 0 };
  const deadline = Date.now() + 20_000;
  const loop = async () => {
    while (!stopped && Date.now() < deadline && sent < 4000) {
      const startedAt = Date.now();
      const response = await fetch(`http://127.0.0.1:${port}/e-shop?category=flood-${sent++}`, {
        headers: { 'accept-encoding': 'br' },
      });
      await response.arrayBuffer();
      if (response.status !== 200) counts.other++;
      else if (response.headers.get('cache-control') === 'no-store') counts.leftToBrowser++;
      else counts.rendered++;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, intervalMs - (Date.now() - startedAt))));
    }
  };
  const loops = Promise.all(Array.from({ length: connections }, loop));
  return {
    counts,
    stop: async () => {
      stopped = true;
      await loops;
    },
  };
}

test("a client flooding the site with cache-busting requests leaves another client's fresh pages within twice their idle time", async () => {
  // Warm, from a client of its own: the render processes load every remote with their first pages, and V8 compiles the render's code.
  await Promise.all([visitorPages('127.0.0.3', 'warm-a', 8), visitorPages('127.0.0.3', 'warm-b', 8)]);
  const idle = median(await visitorPages('127.0.0.2', 'idle', 7));

  // Six connections, each a request every 30 ms: some 200 a second, three times the renders the
  // security probe's flood got from an unbudgeted server.
  const flooding = flood({ connections: 6, intervalMs: 30 });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const during = median(await visitorPages('127.0.0.2', 'during', 7));
  await flooding.stop();

  const { counts } = flooding;
  console.log(
    `visitor's fresh pages: ${idle.toFixed(1)} ms idle, ${during.toFixed(1)} ms during the flood (median); flood answers: ${JSON.stringify(counts)}`,
  );
  assert.equal(counts.other, 0, 'every flood request was answered with a page');
  assert.ok(counts.leftToBrowser > counts.rendered, 'most of the flood was left to the browser');
  assert.ok(
    during <= 2 * idle,
    `the visitor's fresh pages took ${during.toFixed(1)} ms during the flood, more than twice their ${idle.toFixed(1)} ms idle`,
  );
});
