/**
 * Releases end to end, with real processes (run after `npm run build`, by `npm run test:ssr`): the
 * site server as `npm start` runs it, with a data directory and a delivery listener of its own, and
 * the `npm run release` CLI. A changed build of mfe-access (its heading changed) is published,
 * promoted, rolled back, paused and resumed, and the site serves each state within 2 s, server-rendered,
 * without a restart.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { changedAccessBuild, startReleaseSite, stopStartedChildren } from 'site-server/testing';

const HEADING = 'Access &amp; Directions';
const CHANGED = 'Access and Directions, release two';
const RELEASE = 'release-two';
const CHANGED_AGAIN = 'Access and Directions, release three';
const RELEASE_AGAIN = 'release-three';
let platformKey: string;
let shopKey: string;
const work = mkdtempSync(path.join(os.tmpdir(), 'expo-releases-'));
const port = 4700 + (process.pid % 200);
let site: Awaited<ReturnType<typeof startReleaseSite>>['site'];
/** `npm run release -- …` with a key. */
let release: Awaited<ReturnType<typeof startReleaseSite>>['release'];

const page = async (pagePath: string) => (await fetch(`${site.url}${pagePath}`)).text();

/** Milliseconds until `pagePath` is rendered with `text` in it (fails after 10 s). */
async function msUntilPageHas(pagePath: string, text: string): Promise<number> {
  const startedAt = performance.now();
  while (performance.now() - startedAt < 10_000) {
    if ((await page(pagePath)).includes(text)) return performance.now() - startedAt;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${pagePath} never had ${JSON.stringify(text)}`);
}

before(async () => {
  const started = await startReleaseSite({
    port,
    dataDir: path.join(work, 'data'),
    scopes: { platform: 'platform', 'shop-team': 'mfe-shop' },
    env: { INSTANCE_NAME: 'releases-test' },
  });
  ({ site, release } = started);
  ({ platform: platformKey, 'shop-team': shopKey } = started.keys);
});
after(stopStartedChildren);
after(async () => {
  await site?.stop();
  rmSync(work, { recursive: true, force: true });
});

test('a release is published, promoted, rolled back, paused and resumed, and the site serves each within 2 s', async () => {
  assert.ok((await page('/access')).includes(HEADING));

  const published = await release(
    platformKey,
    'publish',
    'mfe-access',
    '--dist',
    changedAccessBuild(work, CHANGED, RELEASE),
    '--note',
    'a new heading',
  );
  assert.equal(published.code, 0, published.out);
  assert.equal(published.out.trim().split('\n').at(-1), RELEASE);
  // Stored, not live.
  assert.ok((await page('/access')).includes(HEADING));

  const promoted = await release(platformKey, 'promote', 'mfe-access', RELEASE);
  assert.equal(promoted.code, 0, promoted.out);
  const promotedMs = await msUntilPageHas('/access', CHANGED);
  assert.ok(promotedMs < 2000, `the promoted release was served after ${Math.round(promotedMs)} ms`);
  const html = await page('/access');
  assert.ok(!html.includes(HEADING), 'no page mixes the two releases');
  assert.ok(
    html.includes(`/releases/mfe-access/${RELEASE}/files/mf-manifest.${RELEASE}.json`),
    'the page pins the release it was rendered with',
  );
  const registry = (await (await fetch(`${site.url}/remotes.json`)).json()) as Record<string, string>;
  assert.equal(registry.mfe_access, `/releases/mfe-access/${RELEASE}/files/mf-manifest.json`);
  assert.equal(registry.mfe_shop, '/mfe-shop/mf-manifest.json');

  // A release's files never change: kept a year; its record is not served.
  const entry = await fetch(`${site.url}/releases/mfe-access/${RELEASE}/files/remoteEntry.js`);
  assert.equal(entry.status, 200);
  assert.match(entry.headers.get('cache-control') ?? '', /immutable/);
  assert.equal((await fetch(`${site.url}/releases/mfe-access/${RELEASE}/release.json`)).status, 404);

  const listed = await release(platformKey, 'list', 'mfe-access');
  assert.match(
    listed.out,
    new RegExp(`^\\* live ${RELEASE}  ready, published .* by platform, promoted .* by platform: a new heading$`, 'm'),
  );

  // Another section's key changes nothing.
  const refused = await release(shopKey, 'pause', 'mfe-access');
  assert.deepEqual(
    [refused.code, refused.out.trim()],
    [1, '403: The key shop-team ships mfe-shop only, not mfe-access.'],
  );
  assert.ok((await page('/access')).includes(CHANGED));

  // The first release rolled back: the base release (the build the site started with) is back within 2 s.
  const toBase = await release(platformKey, 'rollback', 'mfe-access', '--note', 'back to the start');
  assert.equal(toBase.code, 0, toBase.out);
  assert.match(toBase.out, /^mfe-access is back on \S+ \(the base release: the build the site started with\)/m);
  const toBaseMs = await msUntilPageHas('/access', HEADING);
  assert.ok(toBaseMs < 2000, `the base release was served after ${Math.round(toBaseMs)} ms`);
  assert.ok(!(await page('/access')).includes(CHANGED));
  const base = /is back on (\S+)/.exec(toBase.out)![1];
  assert.equal(
    ((await (await fetch(`${site.url}/remotes.json`)).json()) as Record<string, string>).mfe_access,
    `/releases/mfe-access/${base}/files/mf-manifest.json`,
    'the base release is served from its recorded copy, checked as a release is',
  );
  const listedBase = await release(platformKey, 'list', 'mfe-access');
  assert.match(
    listedBase.out,
    new RegExp(
      `^\\* live ${base}  ready, the base release: the build the site started with, recorded .* from /mfe-access/mf-manifest.json`,
      'm',
    ),
  );
  assert.match(
    listedBase.out,
    new RegExp(`rolled back to the base release ${base}  by platform, revision 1→2: back to the start$`, 'm'),
  );
  assert.equal((await release(platformKey, 'promote', 'mfe-access', RELEASE)).code, 0);
  await msUntilPageHas('/access', CHANGED);

  // A third build promoted, then rolled back: the second is back within 2 s.
  assert.equal(
    (
      await release(
        platformKey,
        'publish',
        'mfe-access',
        '--dist',
        changedAccessBuild(work, CHANGED_AGAIN, RELEASE_AGAIN),
      )
    ).code,
    0,
  );
  assert.equal((await release(platformKey, 'promote', 'mfe-access', RELEASE_AGAIN)).code, 0);
  await msUntilPageHas('/access', CHANGED_AGAIN);
  const rolledBack = await release(platformKey, 'rollback', 'mfe-access', '--note', 'the third one is wrong');
  assert.equal(rolledBack.code, 0, rolledBack.out);
  assert.match(rolledBack.out, new RegExp(`mfe-access is back on ${RELEASE}`));
  const rolledBackMs = await msUntilPageHas('/access', CHANGED);
  assert.ok(rolledBackMs < 2000, `the rollback was served after ${Math.round(rolledBackMs)} ms`);
  assert.ok(!(await page('/access')).includes(CHANGED_AGAIN));

  const paused = await release(platformKey, 'pause', 'mfe-access', '--note', 'kill switch');
  assert.equal(paused.code, 0, paused.out);
  const pausedMs = await msUntilPageHas('/access', 'Access is temporarily unavailable');
  assert.ok(pausedMs < 2000, `the pause was served after ${Math.round(pausedMs)} ms`);
  assert.ok((await page('/eating')).includes('Culinary Experiences'), 'the rest of the site works');
  assert.equal(
    ((await (await fetch(`${site.url}/remotes.json`)).json()) as Record<string, string>).mfe_access,
    undefined,
  );

  assert.equal((await release(platformKey, 'resume', 'mfe-access')).code, 0);
  const resumedMs = await msUntilPageHas('/access', CHANGED);
  assert.ok(resumedMs < 2000, `the resumed release was served after ${Math.round(resumedMs)} ms`);

  console.log(
    `served within: promote ${Math.round(promotedMs)} ms, rollback to the base ${Math.round(toBaseMs)} ms, rollback ${Math.round(rolledBackMs)} ms, pause ${Math.round(pausedMs)} ms, resume ${Math.round(resumedMs)} ms`,
  );
  const status = await release(platformKey, 'status');
  assert.match(status.out, new RegExp(`^mfe-access +${RELEASE}$`, 'm'));
  assert.match(
    status.out,
    /^mfe-shop +\S+ \(the base release: the build the site started with; no release promoted\)$/m,
  );
  // The one instance serves the latest revision (promote, rollback, promote, promote, rollback, pause, resume: the seventh).
  assert.match(status.out, /^registry revision 7$/m);
  assert.match(status.out, /^instances \(1\):\n {2}releases-test +serves revision 7 \(\d+ s ago\)$/m);
});
