/**
 * Releases under faults, each with real processes (run after `npm run build`, by `npm run test:ssr`):
 * the site server as `npm start` runs it, the `npm run release` CLI and a real redis-server. Nothing
 * is lost and nothing is half done: the server killed mid-upload keeps no part of it; two teams
 * publishing and promoting at the same moment both land; no page mixes two releases of a remote while
 * it is promoted and rolled back under load; a promote while Redis hangs or is gone fails with a clear
 * error and leaves one whole revision live; and while the data folder or the object store cannot be
 * reached, visitors keep being served the live release.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, watch } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { startRedisServer, startS3Server, stopStartedChildren } from 'site-contract/testing';
import { changedAccessBuild, editedBuild, startReleaseSite } from 'site-server/testing';

const ORIGINAL = 'Access &amp; Directions';
const work = mkdtempSync(path.join(os.tmpdir(), 'expo-release-faults-'));
const basePort = 5100 + (process.pid % 150) * 2;
let nextPort = basePort;
after(stopStartedChildren);
after(() => rmSync(work, { recursive: true, force: true }));

type Site = Awaited<ReturnType<typeof startReleaseSite>>['site'];

/** A site server with a data directory and a delivery listener of its own, and the CLI with a platform key. */
async function startSite(dataDir: string, env: Record<string, string> = {}) {
  mkdirSync(dataDir, { recursive: true });
  const started = await startReleaseSite({ port: nextPort++, dataDir, env });
  const { site, deliveryUrl } = started;
  const key = started.keys.platform;
  const release = (...args: string[]) => started.release(key, ...args);
  const audit = async () =>
    (await (await fetch(`${deliveryUrl}/v1/audit`, { headers: { authorization: `Bearer ${key}` } })).json()) as Array<{
      action: string;
      release?: string;
      outcome?: string;
    }>;
  return { site, release, audit };
}

const page = async (site: Site, pagePath: string) => (await fetch(`${site.url}${pagePath}`)).text();

test('the site server killed while it writes an upload keeps no part of it: after a restart the release is whole or not there', async () => {
  const dataDir = path.join(work, 'killed');
  const { site, release } = await startSite(dataDir);
  const folder = changedAccessBuild(work, 'Access, killed mid-upload', 'killed-1');
  // The moment the server starts writing the release (its staging folder appears in uploads/, which
  // recording the base releases at start may have left), it is killed.
  let killedWriting = false;
  mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  const watcher = watch(path.join(dataDir, 'uploads'), () => {
    if (killedWriting) return;
    killedWriting = true;
    void site.stop('SIGKILL');
  });
  const published = await release('publish', 'mfe-access', '--dist', folder);
  watcher.close();
  await site.stop('SIGKILL');
  assert.ok(killedWriting, `the server was killed before it wrote anything:\n${published.out}`);

  const restarted = await startSite(dataDir);
  try {
    const listed = await restarted.release('list', 'mfe-access');
    assert.equal(listed.code, 0, listed.out);
    assert.ok(!existsSync(path.join(dataDir, 'uploads')), 'what the cut-off upload left is swept at start');
    // The kill lands within the few milliseconds of the write: the release is not there, or (if the
    // write won the race) whole. Either way the same build can be published, and is then served whole.
    const whole = /killed-1/.test(listed.out);
    console.log(`killed while writing: the release is ${whole ? 'whole (the write finished first)' : 'not there'}`);
    if (!whole) {
      assert.equal(published.code, 1, published.out);
      const again = await restarted.release('publish', 'mfe-access', '--dist', folder);
      assert.equal(again.code, 0, again.out);
    }
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'server/remoteEntry.js']) {
      const served = await fetch(`${restarted.site.url}/releases/mfe-access/killed-1/files/${file}`);
      assert.deepEqual(Buffer.from(await served.arrayBuffer()), readFileSync(path.join(folder, file)), file);
    }
  } finally {
    await restarted.site.stop();
  }
});

test('two teams publishing and promoting at the same moment both land, neither overwriting the other', async () => {
  const { site, release } = await startSite(path.join(work, 'together'));
  try {
    const access = changedAccessBuild(work, 'Access, published together', 'together-access');
    const dining = editedBuild(work, 'mfe-dining', 'together-dining').folder;
    const published = await Promise.all([
      release('publish', 'mfe-access', '--dist', access),
      release('publish', 'mfe-dining', '--dist', dining),
    ]);
    for (const { code, out } of published) assert.equal(code, 0, out);
    const promoted = await Promise.all([
      release('promote', 'mfe-access', 'together-access'),
      release('promote', 'mfe-dining', 'together-dining'),
    ]);
    for (const { code, out } of promoted) assert.equal(code, 0, out);
    const status = await release('status');
    assert.match(status.out, /^registry revision 2$/m);
    assert.match(status.out, /^mfe-access +together-access$/m);
    assert.match(status.out, /^mfe-dining +together-dining$/m);
    // The site serves both within its polling interval.
    const both = {
      mfe_access: '/releases/mfe-access/together-access/files/mf-manifest.json',
      mfe_dining: '/releases/mfe-dining/together-dining/files/mf-manifest.json',
    };
    let registry: Record<string, string> = {};
    for (let tries = 0; tries < 40; tries++) {
      registry = (await (await fetch(`${site.url}/remotes.json`)).json()) as Record<string, string>;
      if (registry.mfe_access === both.mfe_access && registry.mfe_dining === both.mfe_dining) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.deepEqual({ mfe_access: registry.mfe_access, mfe_dining: registry.mfe_dining }, both);
  } finally {
    await site.stop();
  }
});

test('while a release is promoted and rolled back under load, no page mixes two releases of the remote', async () => {
  const { site, release } = await startSite(path.join(work, 'under-load'));
  try {
    const releases = [
      { id: 'load-two', heading: 'Access, release two under load' },
      { id: 'load-three', heading: 'Access, release three under load' },
    ];
    for (const { id, heading } of releases) {
      const published = await release('publish', 'mfe-access', '--dist', changedAccessBuild(work, heading, id));
      assert.equal(published.code, 0, published.out);
    }
    assert.equal((await release('promote', 'mfe-access', 'load-two')).code, 0);
    const headings = [{ id: undefined, heading: ORIGINAL }, ...releases];
    const seen = new Map<string, number>();
    const problems: string[] = [];
    let loading = true;
    const visitor = async (pagePath: string) => {
      while (loading) {
        const response = await fetch(`${site.url}${pagePath}`).catch((error: Error) => error);
        if (response instanceof Error || !response.ok) {
          problems.push(`${pagePath}: ${response instanceof Error ? response.message : response.status}`);
          continue;
        }
        const html = await response.text();
        const shown = headings.filter(({ heading }) => html.includes(heading));
        const pinned = [...html.matchAll(/\/releases\/mfe-access\/([\w.-]+)\/files\/mf-manifest\.[\w.-]+\.json/g)].map(
          (match) => match[1],
        );
        if (shown.length !== 1 || new Set(pinned).size > 1 || pinned[0] !== shown[0].id)
          problems.push(`${pagePath} shows ${shown.map(({ heading }) => heading).join(' + ')} and pins ${pinned}`);
        else seen.set(shown[0].heading, (seen.get(shown[0].heading) ?? 0) + 1);
      }
    };
    const visitors = Array.from({ length: 6 }, () => visitor('/access'));
    for (const step of ['promote load-three', 'rollback', 'promote load-three', 'rollback']) {
      await new Promise((resolve) => setTimeout(resolve, 700));
      const [command, id] = step.split(' ');
      const changed = await release(command, 'mfe-access', ...(id ? [id] : []));
      assert.equal(changed.code, 0, changed.out);
    }
    await new Promise((resolve) => setTimeout(resolve, 700));
    loading = false;
    await Promise.all(visitors);
    assert.deepEqual(problems, []);
    assert.ok((seen.get(releases[0].heading) ?? 0) > 0 && (seen.get(releases[1].heading) ?? 0) > 0, [...seen].join());
    console.log(
      `pages checked while changing: ${[...seen].map(([heading, count]) => `${count} × ${heading}`).join(', ')}`,
    );
  } finally {
    await site.stop();
  }
});

test('a promote while Redis hangs or is gone fails with a clear error and leaves one whole revision live; visitors are served throughout', async () => {
  const redis = await startRedisServer();
  let redisAgain: Awaited<ReturnType<typeof startRedisServer>> | undefined;
  const { site, release, audit } = await startSite(path.join(work, 'redis'), { REDIS_URL: redis.url });
  try {
    for (const [id, heading] of [
      ['redis-two', 'Access, release two with Redis'],
      ['redis-three', 'Access, release three with Redis'],
    ]) {
      const published = await release('publish', 'mfe-access', '--dist', changedAccessBuild(work, heading, id));
      assert.equal(published.code, 0, published.out);
    }
    assert.equal((await release('promote', 'mfe-access', 'redis-two')).code, 0);
    const untilPageHas = async (text: string) => {
      for (let tries = 0; !(await page(site, '/access')).includes(text); tries++) {
        assert.ok(tries < 100, `/access never had ${text}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    await untilPageHas('release two with Redis');

    // Redis hangs (stopped, not gone): the promote fails with the store's error; visitors are served meanwhile.
    redis.freeze();
    const hung = await release('promote', 'mfe-access', 'redis-three');
    assert.equal(hung.code, 1, hung.out);
    assert.match(
      hung.out,
      /^503: the registry store \(Redis\) (is unreachable: nothing was changed|stopped answering)/,
    );
    assert.ok((await page(site, '/access')).includes('release two with Redis'), 'visitors are served meanwhile');
    redis.resume();
    // Once Redis answers, the registry is one whole revision or the other: exactly one release live, and
    // the page shows that one. An unanswered change that Redis ran afterwards is in the audit log as maybe made.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const live = /^\* live (\S+)/m.exec((await release('list', 'mfe-access')).out)?.[1];
    assert.ok(live === 'redis-two' || live === 'redis-three', `live: ${live}`);
    await untilPageHas(live === 'redis-two' ? 'release two with Redis' : 'release three with Redis');
    const promotes = (await audit()).filter(({ action }) => action === 'promote');
    if (live === 'redis-three') assert.equal(promotes[0].outcome, 'unknown');
    else
      assert.deepEqual(
        promotes.map(({ release: id }) => id),
        ['redis-two'],
      );
    if (live === 'redis-two') assert.equal((await release('promote', 'mfe-access', 'redis-three')).code, 0);
    await untilPageHas('release three with Redis');

    // Redis gone: the change never leaves the instance.
    await redis.stop();
    const refused = await release('rollback', 'mfe-access');
    assert.equal(refused.code, 1, refused.out);
    assert.match(refused.out, /the registry store \(Redis\) is unreachable: nothing was changed/);
    assert.ok((await page(site, '/access')).includes('release three with Redis'), 'visitors keep the live release');
    assert.ok((await page(site, '/eating')).includes('Culinary Experiences'), 'and the rest of the site');

    // Redis back on the same port (its data gone with it: no persistence here), the delivery API answers again.
    redisAgain = await startRedisServer({ port: redis.port });
    let status = await release('status');
    for (let tries = 0; status.code !== 0 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = await release('status');
    }
    assert.equal(status.code, 0, status.out);
  } finally {
    // stop() resumes a Redis still frozen by a failed assertion before it ends it.
    await site.stop();
    await redisAgain?.stop();
    await redis.stop();
  }
});

for (const storage of ['the data folder', 'the object store'] as const) {
  test(`while ${storage} is unreachable, visitors keep being served the live release, rendered and its files`, async () => {
    const dataDir = path.join(work, storage === 'the data folder' ? 'unreachable-folder' : 'unreachable-s3');
    const s3 = storage === 'the object store' ? await startS3Server() : undefined;
    const { site, release } = await startSite(dataDir, s3?.env);
    const moved = `${dataDir}-moved`;
    try {
      const heading = `Access, served from ${storage === 'the data folder' ? 'a folder' : 'an object store'}`;
      const folder = changedAccessBuild(work, heading, `unreachable-${s3 ? 's3' : 'folder'}`);
      const id = path.basename(folder).replace(/^mfe-access-/, '');
      assert.equal((await release('publish', 'mfe-access', '--dist', folder)).code, 0);
      assert.equal((await release('promote', 'mfe-access', id)).code, 0);
      for (let tries = 0; !(await page(site, '/access')).includes(heading); tries++) {
        assert.ok(tries < 100, `/access never had ${heading}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Every file of the release, as a browser (or the render process) would ask for it.
      const manifest = JSON.parse(readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8')) as {
        exposes: Array<{ assets: { js: { sync: string[]; async: string[] } } }>;
      };
      const releaseFiles = [
        'mf-manifest.json',
        'remoteEntry.js',
        'server/mf-manifest.json',
        'server/remoteEntry.js',
        ...manifest.exposes.flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async]),
      ];
      const served = async () =>
        Promise.all(
          releaseFiles.map(async (file) => {
            const response = await fetch(`${site.url}/releases/mfe-access/${id}/files/${file}`, {
              headers: { 'accept-encoding': 'identity' },
            });
            return [
              file,
              response.status,
              response.ok && Buffer.from(await response.arrayBuffer()).equals(readFileSync(path.join(folder, file))),
            ];
          }),
        );
      assert.deepEqual(
        await served(),
        releaseFiles.map((file) => [file, 200, true]),
      );

      if (s3) await s3.stop();
      else renameSync(dataDir, moved);

      assert.deepEqual(
        await served(),
        releaseFiles.map((file) => [file, 200, true]),
        'its files, byte for byte',
      );
      const html = await page(site, '/access');
      assert.ok(html.includes(heading), 'rendered with the live release');
      assert.ok(html.includes(`/releases/mfe-access/${id}/files/mf-manifest.${id}.json`), 'and pinned to it');
      assert.ok((await page(site, '/eating')).includes('Culinary Experiences'), 'the rest of the site works');
      const refused = await release('rollback', 'mfe-access');
      assert.equal(refused.code, 1, 'a change needs the store');
    } catch (error) {
      console.log(site.output());
      throw error;
    } finally {
      if (!s3) renameSync(moved, dataDir);
      await site.stop();
    }
  });
}
