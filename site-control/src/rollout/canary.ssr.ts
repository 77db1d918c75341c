/**
 * A canary for a share of visitors, end to end (run after `npm run build`, by `npm run test:ssr`): the
 * site server as `npm start` runs it and the `npm run release` CLI. Visitors are HTTP clients, each
 * with the visitor cookie the site gives it: the share gets the canary's release, server-rendered and
 * pinned, and keeps it as the share rises; first visits and robots get the live release; a rollback
 * ends it and 100 completes it.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { changedAccessBuild, startReleaseSite, stopStartedChildren } from 'site-server/testing';
import { VISITOR_COOKIE } from 'site-contract/rollout/visitor';

let key: string;
const work = mkdtempSync(path.join(os.tmpdir(), 'expo-canary-'));
const port = 5500 + (process.pid % 150);
const LIVE = { id: 'canary-live', heading: 'Access, the live release' };
const CANARY = { id: 'canary-new', heading: 'Access, the canary release' };
const VISITORS = 200;
let site: Awaited<ReturnType<typeof startReleaseSite>>['site'];
let releaseAs: Awaited<ReturnType<typeof startReleaseSite>>['release'];
const release = (...args: string[]) => releaseAs(key, ...args);

before(async () => {
  const started = await startReleaseSite({ port, dataDir: path.join(work, 'data') });
  ({ site, release: releaseAs } = started);
  key = started.keys.platform;
  for (const { id, heading } of [LIVE, CANARY]) {
    const published = await release('publish', 'mfe-access', '--dist', changedAccessBuild(work, heading, id));
    assert.equal(published.code, 0, published.out);
  }
  assert.equal((await release('promote', 'mfe-access', LIVE.id)).code, 0);
  await untilServed(async () => (await (await fetch(`${site.url}/access`)).text()).includes(LIVE.heading));
});
after(stopStartedChildren);
after(async () => {
  await site?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** Which release a page was rendered with: its heading and its pin must agree. */
async function releaseOfPage(cookie?: string, userAgent?: string): Promise<{ id: string; setCookie: string | null }> {
  const response = await fetch(`${site.url}/access`, {
    headers: { ...(cookie && { cookie }), ...(userAgent && { 'user-agent': userAgent }) },
  });
  const html = await response.text();
  const shown = [LIVE, CANARY].filter(({ heading }) => html.includes(heading));
  assert.equal(shown.length, 1, 'one release on the page');
  assert.ok(html.includes(`/releases/mfe-access/${shown[0].id}/files/mf-manifest.${shown[0].id}.json`), 'pinned');
  return { id: shown[0].id, setCookie: response.headers.get('set-cookie') };
}

const registryOf = async (cookie: string) =>
  ((await (await fetch(`${site.url}/remotes.json`, { headers: { cookie } })).json()) as Record<string, string>)
    .mfe_access;

async function untilServed(check: () => Promise<boolean>) {
  for (let tries = 0; !(await check()); tries++) {
    assert.ok(tries < 100, 'not served within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('a canary reaches its share of visitors, sticky as the share rises; first visits and robots get the live release', async () => {
  const cookies: string[] = [];
  // Before a canary, no visitor cookie is handed out.
  assert.equal((await releaseOfPage()).setCookie, null);

  const started = await release('promote', 'mfe-access', CANARY.id, '--percent', '20');
  assert.equal(started.code, 0, started.out);
  assert.match(started.out, /is a canary for 20% of visitors/);
  await untilServed(async () => (await releaseOfPage()).setCookie !== null);

  // Each visitor's first page: the live release, and a cookie of its own.
  for (let i = 0; i < VISITORS; i++) {
    const first = await releaseOfPage();
    assert.equal(first.id, LIVE.id, 'a first visit gets the live release');
    assert.match(
      first.setCookie ?? '',
      new RegExp(`^${VISITOR_COOKIE}=[\\w-]{22}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly$`),
    );
    cookies.push(first.setCookie!.split(';')[0]);
  }
  /** The visitors the canary reaches now; undefined while a change is being taken up (a page and the registry asked at either side of it). */
  const onCanary = async () => {
    const chosen = new Set<string>();
    for (const cookie of cookies) {
      const { id, setCookie } = await releaseOfPage(cookie);
      assert.equal(setCookie, null);
      if ((await registryOf(cookie)) !== `/releases/mfe-access/${id}/files/mf-manifest.json`) return undefined;
      if (id === CANARY.id) chosen.add(cookie);
    }
    return chosen;
  };
  const atTwenty = (await onCanary())!;
  assert.ok(atTwenty, 'the registry agrees with the page');
  assert.ok(atTwenty.size > VISITORS * 0.1 && atTwenty.size < VISITORS * 0.3, `${atTwenty.size} of ${VISITORS}`);
  assert.deepEqual(await onCanary(), atTwenty, 'the same visitors again');
  const robot = await releaseOfPage(
    cookies[0],
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  );
  assert.deepEqual(robot, { id: LIVE.id, setCookie: null });

  assert.equal((await release('promote', 'mfe-access', CANARY.id, '--percent', '60')).code, 0);
  await untilServed(async () => ((await onCanary())?.size ?? 0) > atTwenty.size);
  const atSixty = (await onCanary())!;
  assert.ok(atSixty, 'the registry agrees with the page');
  assert.ok(
    [...atTwenty].every((cookie) => atSixty.has(cookie)),
    'raising the share keeps everyone on the canary there',
  );
  assert.ok(atSixty.size > VISITORS * 0.45 && atSixty.size < VISITORS * 0.75, `${atSixty.size} of ${VISITORS}`);
  console.log(`visitors on the canary: ${atTwenty.size} of ${VISITORS} at 20%, ${atSixty.size} at 60%`);

  const listed = await release('list', 'mfe-access');
  assert.match(listed.out, new RegExp(`^ +${CANARY.id}  ready, canary for 60%`, 'm'));
  const status = await release('status');
  assert.match(status.out, new RegExp(`^mfe-access +${LIVE.id}, canary ${CANARY.id} for 60%$`, 'm'));

  // Ended: everyone back on the live release.
  assert.equal((await release('rollback', 'mfe-access')).code, 0);
  await untilServed(async () => (await onCanary())?.size === 0);

  // Completed: everyone on the new release.
  assert.equal((await release('promote', 'mfe-access', CANARY.id, '--percent', '20')).code, 0);
  assert.equal((await release('promote', 'mfe-access', CANARY.id, '--percent', '100')).code, 0);
  await untilServed(async () => (await onCanary())?.size === VISITORS);
  assert.equal((await releaseOfPage()).id, CANARY.id);
});
