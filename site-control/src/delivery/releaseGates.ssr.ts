/**
 * The gates a release passes before it may go live, end to end (run after `npm run build`, by `npm run
 * test:ssr`): the site server as `npm start` runs it and the `npm run release` CLI. A build that keeps
 * the contract passes every gate, its server build rendered in a sandboxed render process of its own
 * (also while another section is live from a stored release);
 * a build that starts a timer at module scope, one whose server build throws when it loads, one whose
 * server build fails only in Arabic, and one missing a module the shell imports are each refused with
 * the gate's line, stored as refused, never promoted, and the site keeps serving what it served.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { editedBuild, startReleaseSite, stopStartedChildren } from 'site-server/testing';

const HEADING = 'Access &amp; Directions';
let key: string;
let shopKey: string;
const work = mkdtempSync(path.join(os.tmpdir(), 'expo-gates-'));
const port = 4100 + (process.pid % 200);
let site: Awaited<ReturnType<typeof startReleaseSite>>['site'];
let releaseAs: Awaited<ReturnType<typeof startReleaseSite>>['release'];
const release = (...args: string[]) => releaseAs(key, ...args);
const page = async (pagePath: string) => (await fetch(`${site.url}${pagePath}`)).text();

before(async () => {
  const started = await startReleaseSite({
    port,
    dataDir: path.join(work, 'data'),
    scopes: { 'access-team': 'mfe-access', 'shop-team': 'mfe-shop' },
  });
  ({ site, release: releaseAs } = started);
  key = started.keys['access-team'];
  shopKey = started.keys['shop-team'];
});
after(stopStartedChildren);
after(async () => {
  await site?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** Publishes a build and asserts it is refused by `gate`: exit 1, the gate's line, and the release can never be promoted. Answers the publish's report. */
async function assertRefused(folder: string, releaseId: string, gateLine: RegExp) {
  const published = await release('publish', 'mfe-access', '--dist', folder);
  assert.equal(published.code, 1, published.out);
  assert.match(published.out, new RegExp(`mfe-access ${releaseId} is refused`));
  assert.match(published.out, gateLine);
  const promoted = await release('promote', 'mfe-access', releaseId);
  assert.equal(promoted.code, 1, promoted.out);
  assert.match(promoted.out, /was refused when it was published, and can never be promoted/);
  const listed = await release('list', 'mfe-access');
  assert.match(listed.out, new RegExp(`^ +${releaseId}  refused, published .* by access-team`, 'm'));
  assert.ok((await page('/access')).includes(HEADING), 'the site serves what it served');
  return published.out;
}

test('a build that keeps the contract passes every gate, its pages rendered in a sandbox in both languages', async () => {
  const { folder } = editedBuild(work, 'mfe-access', 'gates-pass', (_file, text) => text);
  const published = await release('publish', 'mfe-access', '--dist', folder);
  assert.equal(published.code, 0, published.out);
  for (const gate of ['upload', 'contract', 'singletons', 'size', 'first load', 'integrity', 'secrets'])
    assert.match(published.out, new RegExp(`^  ✓ ${gate}: `, 'm'));
  const rendered = /^ {2}✓ server render: .*\((\d+) renders\)$/m.exec(published.out);
  assert.ok(rendered, published.out);
  // /access, /venue, /accessibility, /contact and Home, in English and Arabic, at least.
  assert.ok(Number(rendered[1]) >= 10, `${rendered[1]} renders`);
  console.log(published.out);
  assert.equal(published.out.trim().split('\n').at(-1), 'gates-pass');
});

test('a build passes the render gate while another section is live from a stored release', async () => {
  // The sandbox loads every section; the shop's files and hashes then come from the release store.
  const shop = editedBuild(work, 'mfe-shop', 'shop-stored', (_file, text) => text);
  const shopPublished = await releaseAs(shopKey, 'publish', 'mfe-shop', '--dist', shop.folder);
  assert.equal(shopPublished.code, 0, shopPublished.out);
  const promoted = await releaseAs(shopKey, 'promote', 'mfe-shop', 'shop-stored');
  assert.equal(promoted.code, 0, promoted.out);
  // Served from its stored release once the site has followed the registry (within a few polls).
  const stored = '/releases/mfe-shop/shop-stored/files/';
  for (let tries = 0; !(await page('/e-shop')).includes(stored); tries++) {
    assert.ok(tries < 50, `/e-shop is not served from ${stored} after 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const { folder } = editedBuild(work, 'mfe-access', 'gates-beside-stored', (_file, text) => text);
  const published = await release('publish', 'mfe-access', '--dist', folder);
  assert.equal(published.code, 0, published.out);
  assert.match(published.out, /^ {2}✓ server render: /m);
});

test('a server build that starts a timer at module scope is refused', async () => {
  const { folder, changed } = editedBuild(work, 'mfe-access', 'gates-timer', (file, text) =>
    file === path.join('server', 'remoteEntry.js') ? `setInterval(function () {}, 60000);\n${text}` : text,
  );
  assert.equal(changed, 1);
  await assertRefused(
    folder,
    'gates-timer',
    /✗ server render: its modules start something at module scope: setInterval in remoteEntry\.js/,
  );
});

test('a server build that throws when it loads is refused', async () => {
  // Its copy, data evaluated when its modules load (quoted either way by the two builds' minifiers).
  const { folder, changed } = editedBuild(work, 'mfe-access', 'gates-throws', (file, text) =>
    file.startsWith('server')
      ? text.replace(/(["'])Access & Directions\1/g, '(() => { throw new Error("content broke"); })()')
      : text,
  );
  assert.ok(changed >= 1);
  await assertRefused(folder, 'gates-throws', /✗ server render: .*content broke/);
});

test('a server build that fails only in Arabic is refused, the report naming the Arabic page', async () => {
  // The Arabic heading of Access's main page read through a getter that throws: its English pages
  // and every module's loading are untouched, and only a render in Arabic reads it.
  const { folder, changed } = editedBuild(work, 'mfe-access', 'gates-arabic', (file, text) =>
    file.startsWith('server')
      ? text.replaceAll("title: 'الوصول والاتجاهات',", 'get title() { throw new Error("the Arabic heading broke"); },')
      : text,
  );
  assert.ok(changed >= 1);
  const report = await assertRefused(
    folder,
    'gates-arabic',
    /✗ server render: .*\/ar\/access does not render: .*the Arabic heading broke/,
  );
  // Every page it names is an Arabic one: the English pages rendered.
  const named = [...report.matchAll(/(\/\S*) does not render/g)].map((match) => match[1]);
  assert.ok(named.length > 0 && named.every((pagePath) => pagePath.startsWith('/ar')), named.join(', '));
});

test('a build missing a module the shell imports is refused by the contract', async () => {
  const { folder } = editedBuild(work, 'mfe-access', 'gates-contract', (_file, text) => text);
  for (const manifest of ['mf-manifest.json', path.join('server', 'mf-manifest.json')]) {
    const file = path.join(folder, manifest);
    const json = JSON.parse(readFileSync(file, 'utf8')) as { exposes: Array<{ path: string }> };
    json.exposes = json.exposes.filter((expose) => expose.path !== './ContactPage');
    writeFileSync(file, JSON.stringify(json));
  }
  await assertRefused(folder, 'gates-contract', /✗ contract: does not expose \.\/ContactPage \(browser build\)/);
});
