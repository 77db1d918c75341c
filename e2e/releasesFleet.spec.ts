/**
 * Issue 35's browser test of a fleet: two site server instances (as `npm start` runs them) behind
 * HAProxy running deploy/haproxy/haproxy.cfg, sharing a real redis-server (the registry's revisions)
 * and an S3-compatible object store on loopback (the releases). A section team's key publishes and
 * promotes a changed mfe-access, rolls it back, pauses and resumes it: each change is served by both
 * instances within 2 s, and through the balancer it is server-rendered and hydrates without a
 * warning. A key of another section changes nothing; a release whose chunks were changed in the
 * store after publication is run neither by the render process nor by the browser.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { hashOfKey, newDeliveryKey } from 'site-server';
import { changedAccessBuild, releaseCli, startRedisServer, startS3Server, startSiteServer } from 'site-server/testing';
import { startLoadBalancer } from '../scripts/bench/haproxy';
import type { Page } from '@playwright/test';
import { expect, mainHeading, test, type PageProblems } from './support/fixtures';

// Ports of their own, apart from the shared e2e server's and the other specs' (releases.spec.ts: 4311-4312,
// cross-origin-remote.spec.ts: 4301-4302): the two instances and the first one's delivery API, 10 further
// on in each worker running this at once (--repeat-each). The balancer, Redis and the object store take free ones.
const BASE_PORT = 4321;
const portsOf = (parallelIndex: number) => {
  const base = BASE_PORT + 10 * parallelIndex;
  return { sites: [base, base + 1], delivery: base + 2 };
};

const ORIGINAL = 'Access &amp; Directions';
const TWO = { id: 'fleet-two', heading: 'Access, fleet release two' };
const THREE = { id: 'fleet-three', heading: 'Access, fleet release three' };
const TAMPERED = { id: 'fleet-tampered', heading: 'Access, tampered release' };
const TAMPERED_TEXT = 'TAMPERED TEXT';
const UNAVAILABLE = 'Access is temporarily unavailable';
/** Every instance serves a new registry revision within this (issue 35, item 2). */
const WITHIN_MS = 2_000;

type Site = Awaited<ReturnType<typeof startSiteServer>>;
type Release = (...args: string[]) => Promise<{ code: number; out: string }>;

const keys = { platform: newDeliveryKey(), access: newDeliveryKey(), shop: newDeliveryKey() };
let deliveryUrl: string;
const as =
  (key: string): Release =>
  (...args) =>
    releaseCli(deliveryUrl, key, ...args);
const release = { platform: as(keys.platform), access: as(keys.access), shop: as(keys.shop) };

let work: string;
let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined;
let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
const sites: Site[] = [];
/** Each instance's settings, kept to start it again. */
let instanceEnv: Array<Record<string, string>> = [];
const startInstance = (index: number, port: number) => startSiteServer({ port, env: instanceEnv[index] });
let balancer: Awaited<ReturnType<typeof startLoadBalancer>> | undefined;

const accessPage = async (site: Site) => (await fetch(`${site.url}/access`)).text();

/**
 * Milliseconds from `since` (the CLI call having returned) until `site` serves /access with `text` in
 * it, asked every 50 ms (each answer counted when it has arrived); fails after 10 s.
 */
async function msUntilServed(site: Site, text: string, since: number): Promise<number> {
  for (;;) {
    const html = await accessPage(site).catch(() => '');
    const elapsed = performance.now() - since;
    if (html.includes(text)) return Math.round(elapsed);
    if (elapsed > 10_000) throw new Error(`${site.url}/access did not have ${JSON.stringify(text)} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs a change with the CLI, then measures how long each instance takes to serve `text` on /access. */
async function changeAndMeasure(what: string, change: () => ReturnType<Release>, text: string) {
  const changed = await change();
  expect(changed.code, changed.out).toBe(0);
  const since = performance.now();
  const ms = await Promise.all(sites.map((site) => msUntilServed(site, text, since)));
  console.log(`${what}: served by ${ms.map((time, i) => `site-${i + 1} after ${time} ms`).join(', ')}`);
  for (const [i, time] of ms.entries())
    expect(time, `${what}: site-${i + 1} served it after ${time} ms`).toBeLessThan(WITHIN_MS);
  return ms;
}

/** The registry's state as `status` prints it (its revision and each remote's live release), without the instances. */
const liveState = async () => {
  const status = await release.platform('status');
  expect(status.code, status.out).toBe(0);
  return status.out.split('\ninstances')[0];
};

/** Console errors other than `expected` ones. */
const unexpectedConsoleErrors = (problems: PageProblems, ...expected: RegExp[]) =>
  problems.consoleErrors.filter((message) => !expected.some((pattern) => pattern.test(message)));

/** What the shell logs when mfe-access cannot be loaded (paused: not in the registry; or a file of it refused). */
const ACCESS_UNAVAILABLE =
  /^(\[federation\] Access failed )?RemoteUnavailableError: The remote module mfe_access\/routes could not be loaded\n/;

/**
 * The service worker's registration, which playwright.config.ts blocks (serviceWorkers: 'block'): Chromium
 * says so, and the shell then warns that the site works online only.
 */
const SERVICE_WORKER_BLOCKED =
  /^(Service Worker registration blocked by Playwright$|\[offline\] the service worker could not be registered; )/;

/**
 * The page's console warnings from here on, but the blocked service worker's (the fixtures count errors
 * only; a hydration should give neither).
 */
function consoleWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && !SERVICE_WORKER_BLOCKED.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}

test.describe.serial('releases in a fleet: two instances behind HAProxy, Redis and an object store', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const ports = portsOf(test.info().parallelIndex);
    deliveryUrl = `http://127.0.0.1:${ports.delivery}`;
    work = mkdtempSync(path.join(os.tmpdir(), 'expo-releases-fleet-e2e-'));
    redis = await startRedisServer();
    s3 = await startS3Server();
    const shared = {
      ...s3.env,
      REDIS_URL: redis.url,
      TRUST_PROXY: 'loopback',
      METRICS_PUBLIC: '1',
    };
    // One at a time: each start builds its render processes, and the machine may have two cores.
    instanceEnv = [
      {
        ...shared,
        DATA_DIR: path.join(work, 'site-1'),
        INSTANCE_NAME: 'site-1',
        DELIVERY_PORT: String(ports.delivery),
        DELIVERY_KEYS: [
          `platform:platform:${hashOfKey(keys.platform)}`,
          `access-team:mfe-access:${hashOfKey(keys.access)}`,
          `shop-team:mfe-shop:${hashOfKey(keys.shop)}`,
        ].join(','),
      },
      { ...shared, DATA_DIR: path.join(work, 'site-2'), INSTANCE_NAME: 'site-2', DELIVERY_PORT: 'off' },
    ];
    for (const [index, port] of ports.sites.entries()) sites.push(await startInstance(index, port));
    balancer = await startLoadBalancer(sites.map((site) => site.url));
    await balancer.untilAllReady(20_000);

    for (const { id, heading } of [TWO, THREE]) {
      const published = await release.access('publish', 'mfe-access', '--dist', changedAccessBuild(work, heading, id));
      expect(published.code, published.out).toBe(0);
      expect(published.out.trim().split('\n').at(-1)).toBe(id);
    }
    // Stored, not live: both instances still serve the build they started with. An instance's first
    // render of the section may be left to the browser on a loaded machine; its next one is the server's.
    for (const site of sites) {
      await msUntilServed(site, ORIGINAL, performance.now());
      const html = await accessPage(site);
      for (const stored of [TWO, THREE]) expect(html).not.toContain(stored.heading);
    }
  });

  test.afterAll(async () => {
    await balancer?.close();
    await Promise.all(sites.splice(0).map((site) => site.stop()));
    await redis?.stop();
    await s3?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('a promoted release is served by both instances within 2 s, server-rendered and hydrated through the balancer', async ({
    page,
    problems,
  }) => {
    test.setTimeout(180_000);
    const warnings = consoleWarnings(page);
    await changeAndMeasure('promote', () => release.access('promote', 'mfe-access', TWO.id), TWO.heading);
    for (const site of sites) {
      const html = await accessPage(site);
      expect(html).not.toContain(ORIGINAL);
      // (So the notice found on the page later is the section's, not some copy of its words.)
      expect(html).not.toContain(UNAVAILABLE);
    }

    // Through the balancer (its requests go to both instances in turn): rendered with the release,
    // pinned to it, hydrated with it, and it works (its tabs answer).
    const response = await page.goto(`${balancer!.url}/access`);
    expect(await response!.text()).toContain(TWO.heading);
    await expect(mainHeading(page, TWO.heading)).toBeVisible();
    expect(await page.locator('#expo-page-state').textContent()).toContain(`/releases/mfe-access/${TWO.id}/files/`);
    await page.getByRole('tab', { name: 'Bus' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('¥210');

    // `status` names the revision each instance serves: both the latest.
    await expect
      .poll(
        async () => {
          const status = await release.platform('status');
          const revision = /^registry revision (\d+)$/m.exec(status.out)?.[1];
          return ['site-1', 'site-2'].map((name) =>
            new RegExp(`^ +${name} +serves revision ${revision} \\(\\d+ s ago\\)$`, 'm').test(status.out),
          );
        },
        { timeout: 15_000 },
      )
      .toEqual([true, true]);
    const status = await release.platform('status');
    expect(status.out).toMatch(new RegExp(`^mfe-access +${TWO.id}$`, 'm'));
    expect(status.out).toMatch(/^instances \(2\):$/m);

    expect(problems.pageErrors).toEqual([]);
    expect(unexpectedConsoleErrors(problems)).toEqual([]);
    expect(warnings).toEqual([]);
  });

  test('a rollback brings the release before back on both instances within 2 s', async ({ page, problems }) => {
    test.setTimeout(180_000);
    const warnings = consoleWarnings(page);
    await changeAndMeasure('promote again', () => release.access('promote', 'mfe-access', THREE.id), THREE.heading);
    await changeAndMeasure('rollback', () => release.access('rollback', 'mfe-access'), TWO.heading);
    for (const site of sites) expect(await accessPage(site)).not.toContain(THREE.heading);

    await page.goto(`${balancer!.url}/access`);
    await expect(mainHeading(page, TWO.heading)).toBeVisible();
    expect(await page.locator('#expo-page-state').textContent()).toContain(`/releases/mfe-access/${TWO.id}/files/`);
    await page.getByRole('tab', { name: 'Bus' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('¥210');
    expect(problems.pageErrors).toEqual([]);
    expect(unexpectedConsoleErrors(problems)).toEqual([]);
    expect(warnings).toEqual([]);
  });

  test('paused, the section shows its notice on both instances and in the browser while the rest of the site works; resumed, it is back', async ({
    page,
    problems,
  }) => {
    test.setTimeout(180_000);
    await changeAndMeasure('pause', () => release.access('pause', 'mfe-access'), UNAVAILABLE);
    for (const site of sites) expect(await accessPage(site)).not.toContain(TWO.heading);

    await page.goto(`${balancer!.url}/access`);
    await expect(page.getByTestId('section-unavailable')).toContainText(UNAVAILABLE);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'TICKETS' }).click();
    await expect(mainHeading(page, 'Get Your Tickets')).toBeVisible();

    await changeAndMeasure('resume', () => release.access('resume', 'mfe-access'), TWO.heading);
    await page.goto(`${balancer!.url}/access`);
    await expect(mainHeading(page, TWO.heading)).toBeVisible();
    await page.getByRole('tab', { name: 'Bus' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('¥210');

    expect(problems.pageErrors).toEqual([]);
    // While paused, the registry leaves mfe_access out: the page's loading of it fails by design.
    expect(unexpectedConsoleErrors(problems, ACCESS_UNAVAILABLE)).toEqual([]);
  });

  test('a section key cannot touch another section: 403, and nothing changes', async () => {
    test.setTimeout(120_000);
    const before = await liveState();
    for (const [what, refused] of [
      ['the shop key pausing mfe-access', () => release.shop('pause', 'mfe-access')],
      ['the shop key promoting mfe-access', () => release.shop('promote', 'mfe-access', THREE.id)],
      ['the shop key rolling mfe-access back', () => release.shop('rollback', 'mfe-access')],
      ['the access key pausing mfe-shop', () => release.access('pause', 'mfe-shop')],
      [
        'the shop key publishing mfe-access',
        () =>
          release.shop(
            'publish',
            'mfe-access',
            '--dist',
            changedAccessBuild(work, 'Access, by the shop', 'fleet-shop'),
          ),
      ],
    ] as const) {
      const { code, out } = await refused();
      expect(code, `${what}: ${out}`).toBe(1);
      expect(out, what).toMatch(/^403: /m);
    }
    expect(await liveState()).toBe(before);
    const listed = await release.access('list', 'mfe-access');
    expect(listed.code, listed.out).toBe(0);
    expect(listed.out).not.toContain('fleet-shop');
    for (const site of sites) expect(await accessPage(site)).toContain(TWO.heading);
  });

  test('a chunk changed in the object store is refused at promote, naming it; changed after the release went live, it is run neither by the render process nor by the browser', async ({
    page,
    problems,
  }) => {
    test.setTimeout(180_000);
    const folder = changedAccessBuild(work, TAMPERED.heading, TAMPERED.id);
    const published = await release.access('publish', 'mfe-access', '--dist', folder);
    expect(published.code, published.out).toBe(0);

    // After publication, before promotion: every chunk holding the heading, in the browser build and the
    // server build, is rewritten in the store with another heading (still valid JavaScript).
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (name.endsWith('.js') && readFileSync(file, 'utf8').includes(TAMPERED.heading))
          files.push(path.relative(folder, file).split(path.sep).join('/'));
      }
    };
    walk(folder);
    const tampered = {
      browser: files.filter((file) => !file.startsWith('server/')),
      server: files.filter((file) => file.startsWith('server/')),
    };
    expect(tampered.browser).toContainEqual(expect.stringMatching(/^__federation_expose_routes\.[\w]+\.js$/));
    expect(tampered.server).toContainEqual(expect.stringMatching(/^server\/__federation_expose_routes\.[\w]+\.js$/));
    console.log(`changed in the store after publication: ${files.join(', ')}`);
    const { storage } = s3!;
    /** Writes each of `files` of the release into the store again, its text passed through `change`. */
    const rewriteInStore = async (change: (text: string) => string) => {
      const client = new S3Client({
        endpoint: storage.endpoint,
        region: storage.region,
        forcePathStyle: storage.forcePathStyle,
        credentials: storage.credentials,
      });
      try {
        for (const file of files)
          await client.send(
            new PutObjectCommand({
              Bucket: storage.bucket,
              Key: `${storage.prefix}releases/mfe-access/${TAMPERED.id}/files/${file}`,
              Body: change(readFileSync(path.join(folder, file), 'utf8')),
              ContentType: 'text/javascript; charset=utf-8',
              CacheControl: 'public, max-age=31536000, immutable',
            }),
          );
      } finally {
        client.destroy();
      }
    };
    const tamper = () => rewriteInStore((text) => text.replaceAll(TAMPERED.heading, TAMPERED_TEXT));
    await tamper();

    // A promote of it is refused before the registry changes, naming every changed file.
    const before = await liveState();
    const refused = await release.access('promote', 'mfe-access', TAMPERED.id);
    expect(refused.code, refused.out).toBe(1);
    expect(refused.out).toContain(
      `mfe-access ${TAMPERED.id} cannot go live: ${files.length} stored files no longer match their hashes`,
    );
    for (const file of files) expect(refused.out).toContain(file);
    expect(refused.out).toContain('Nothing was changed.');
    expect(await liveState()).toEqual(before);
    for (const site of sites) expect(await accessPage(site)).toContain(TWO.heading);

    // What a tampered copy served after it went live does (a CDN's, or the store's read by an instance
    // started later): promoted intact, then changed in the store, then both instances started again,
    // so each reads the changed bytes as the release's.
    await rewriteInStore((text) => text);
    await changeAndMeasure(
      'promote the release intact',
      () => release.access('promote', 'mfe-access', TAMPERED.id),
      TAMPERED.heading,
    );
    await tamper();
    const ports = portsOf(test.info().parallelIndex);
    for (const [index, port] of ports.sites.entries()) {
      await sites[index].stop();
      sites[index] = await startInstance(index, port);
    }
    await balancer!.untilAllReady(20_000);
    for (const site of sites)
      for (const file of files) {
        const served = await fetch(`${site.url}/releases/mfe-access/${TAMPERED.id}/files/${file}`);
        expect(served.status, file).toBe(200);
        expect(await served.text(), `${site.url} serves the tampered ${file}`).toContain(TAMPERED_TEXT);
      }

    // On both instances the render process refuses the changed server chunk, and the section shows its notice.
    for (const site of sites) {
      const html = await accessPage(site);
      expect(html).toContain(UNAVAILABLE);
      expect(html).not.toContain(TAMPERED_TEXT);
      expect(html).not.toContain(TAMPERED.heading);
      // Counted with the remote and the release.
      const metrics = await (await fetch(`${site.url}/metrics`)).text();
      const failures = metrics
        .split('\n')
        .filter(
          (line) =>
            line.startsWith('expo_release_integrity_failures_total{') &&
            line.includes('remote="mfe-access"') &&
            line.includes(`release="${TAMPERED.id}"`),
        )
        .map((line) => Number(line.split(' ').at(-1)));
      expect(failures, `${site.url}/metrics:\n${metrics}`).toHaveLength(1);
      expect(failures[0]).toBeGreaterThan(0);
      // And logged, with the file.
      expect(site.output()).toMatch(
        new RegExp(`a file of mfe-access ${TAMPERED.id} differs from the file published: it was not run`),
      );
    }

    // In the browser, through the balancer: the changed text never reaches the DOM at any moment.
    await page.addInitScript((text) => {
      const seen = () => {
        if (document.documentElement?.outerHTML.includes(text))
          (window as unknown as { tamperedSeen: boolean }).tamperedSeen = true;
      };
      new MutationObserver(seen).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    }, TAMPERED_TEXT);
    const tamperedServed: string[] = [];
    page.on('response', async (response) => {
      if (
        !tampered.browser.some((file) => response.url().endsWith(`/releases/mfe-access/${TAMPERED.id}/files/${file}`))
      )
        return;
      if ((await response.text().catch(() => '')).includes(TAMPERED_TEXT)) tamperedServed.push(response.url());
    });
    const response = await page.goto(`${balancer!.url}/access`);
    expect(await response!.text()).not.toContain(TAMPERED_TEXT);
    await expect(page.getByTestId('section-unavailable')).toContainText(UNAVAILABLE);
    expect(await page.locator('#expo-page-state').textContent()).toContain(
      `/releases/mfe-access/${TAMPERED.id}/files/`,
    );
    // The browser asked for a changed chunk and got it, and refused to run it.
    await expect.poll(() => tamperedServed.length).toBeGreaterThan(0);
    await expect(page.getByText(TAMPERED_TEXT)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: TAMPERED.heading })).toHaveCount(0);
    // The rest of the page works.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'TICKETS' }).click();
    await expect(mainHeading(page, 'Get Your Tickets')).toBeVisible();
    const tamperedSeen = () => page.evaluate(() => (window as unknown as { tamperedSeen?: boolean }).tamperedSeen);
    expect(await tamperedSeen()).toBeUndefined();
    // (The watch would have seen it: the same text put in the page is.)
    await page.evaluate((text) => document.body.append(text), TAMPERED_TEXT);
    await expect.poll(tamperedSeen).toBe(true);

    expect(problems.pageErrors).toEqual([]);
    // What the browser says of it: the chunk's digest is not the recorded one, so it was blocked, and the
    // section's remote could not be loaded.
    const blocked = new RegExp(
      `^Failed to find a valid digest in the 'integrity' attribute for resource '${balancer!.url}/releases/mfe-access/${TAMPERED.id}/files/[^']+'.* The resource has been blocked\\.$`,
    );
    expect(problems.consoleErrors.filter((message) => blocked.test(message)).length).toBeGreaterThan(0);
    expect(unexpectedConsoleErrors(problems, blocked, ACCESS_UNAVAILABLE)).toEqual([]);

    // Rolled back, the release before is served again.
    await changeAndMeasure(
      'rollback from the tampered release',
      () => release.access('rollback', 'mfe-access'),
      TWO.heading,
    );
  });
});
