import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newVisitorId, VISITOR_COOKIE } from 'site-server';
import { changedAccessBuild, editedBuild, startReleaseSite } from 'site-server/testing';
import { TELEMETRY_READY_MARK } from 'shell/startup-marks';
import { waitForMark } from './support/marks';
import { EXTERNAL_RESOURCE, expect, mainHeading, test } from './support/fixtures';

// A port of its own (and its delivery listener 300 above), apart from the shared e2e server.
const PORT = 4311;

/**
 * A release site of a test's own (at `port`) with two releases of mfe-access published, each with its
 * heading changed, and the first, release-two, live.
 */
async function siteWithTwoReleases(port: number) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'expo-releases-e2e-'));
  const started = await startReleaseSite({ port, dataDir: path.join(work, 'data') });
  const release = (...args: string[]) => started.release(started.keys.platform, ...args);
  const close = async () => {
    await started.site.stop();
    rmSync(work, { recursive: true, force: true });
  };
  try {
    for (const [heading, version] of [
      ['Access, release two', 'release-two'],
      ['Access, release three', 'release-three'],
    ]) {
      expect((await release('publish', 'mfe-access', '--dist', changedAccessBuild(work, heading, version))).code).toBe(
        0,
      );
    }
    expect((await release('promote', 'mfe-access', 'release-two')).code).toBe(0);
  } catch (error) {
    await close();
    throw error;
  }
  return { site: started.site, release, close };
}

test('a promoted release is server-rendered and hydrates without a warning; a rollback brings the one before back', async ({
  page,
  problems,
}) => {
  test.setTimeout(120_000);
  // The 2 s a change takes to be served is measured in site-control/src/delivery/releases.ssr.ts; under a
  // full browser run's load this test gives it 10 s, and checks what only a browser shows.
  const { site, release, close } = await siteWithTwoReleases(PORT);
  try {
    await expect
      .poll(async () => (await (await fetch(`${site.url}/access`)).text()).includes('Access, release two'), {
        timeout: 10_000,
      })
      .toBe(true);

    // Server-rendered with the release, hydrated with it, and it works (its tabs answer).
    await page.goto(`${site.url}/access`);
    await expect(mainHeading(page, 'Access, release two')).toBeVisible();
    expect(await page.locator('#expo-page-state').textContent()).toContain('/releases/mfe-access/release-two/files/');
    await page.getByRole('tab', { name: 'Bus' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('¥210');

    expect((await release('promote', 'mfe-access', 'release-three')).code).toBe(0);
    await expect
      .poll(async () => (await (await fetch(`${site.url}/access`)).text()).includes('Access, release three'), {
        timeout: 10_000,
      })
      .toBe(true);
    expect((await release('rollback', 'mfe-access')).code).toBe(0);
    await expect
      .poll(async () => (await (await fetch(`${site.url}/access`)).text()).includes('Access, release two'), {
        timeout: 10_000,
      })
      .toBe(true);
    await page.goto(`${site.url}/access`);
    await expect(mainHeading(page, 'Access, release two')).toBeVisible();

    // Paused: the section's notice, on the server and in the browser; the rest of the site works.
    expect((await release('pause', 'mfe-access')).code).toBe(0);
    await expect
      .poll(
        async () => (await (await fetch(`${site.url}/access`)).text()).includes('Access is temporarily unavailable'),
        { timeout: 10_000 },
      )
      .toBe(true);
    await page.goto(`${site.url}/access`);
    await expect(page.getByText('Access is temporarily unavailable')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'TICKETS' }).click();
    await expect(mainHeading(page, 'Get Your Tickets')).toBeVisible();

    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors.filter((message) => !/mfe_access/.test(message))).toEqual([]);
  } finally {
    await close();
  }
});

test('a canary at 50%: a visitor in its share gets it, verified; a visitor outside never loads it, in any tab or navigation', async ({
  page,
  problems,
  browser,
}) => {
  test.setTimeout(120_000);
  const { site, release, close } = await siteWithTwoReleases(PORT + 1);
  const canaryFiles = '/releases/mfe-access/release-three/';
  try {
    expect((await release('promote', 'mfe-access', 'release-three', '--percent', '50')).code).toBe(0);
    // Once the canary is served, a first visit gets a visitor cookie.
    await expect.poll(async () => (await fetch(`${site.url}/access`)).headers.get('set-cookie')).not.toBeNull();

    // One visitor on each side of the share, as the site tells them apart (its registry for that visitor).
    const releaseOf = async (id: string) =>
      (
        (await (
          await fetch(`${site.url}/remotes.json`, { headers: { cookie: `${VISITOR_COOKIE}=${id}` } })
        ).json()) as {
          mfe_access: string;
        }
      ).mfe_access.includes(canaryFiles);
    const ids = { onCanary: '', outside: '' };
    while (!ids.onCanary || !ids.outside) {
      const id = newVisitorId();
      ids[(await releaseOf(id)) ? 'onCanary' : 'outside'] ||= id;
    }
    const cookieOf = (id: string) => [{ name: VISITOR_COOKIE, value: id, url: site.url }];

    // In the share: server-rendered and hydrated with the canary, each of its scripts with its recorded hash.
    await page.context().addCookies(cookieOf(ids.onCanary));
    // The runtime removes a script element once it has run: each is noted as it is added.
    await page.addInitScript(`
      window.releaseScripts = [];
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node.tagName === 'SCRIPT' && node.src.includes('/releases/')) window.releaseScripts.push([node.src, node.integrity]);
      }).observe(document, { childList: true, subtree: true });
    `);
    await page.goto(`${site.url}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ACCESS' }).click();
    await expect(mainHeading(page, 'Access, release three')).toBeVisible();
    await page.goto(`${site.url}/access`);
    await expect(mainHeading(page, 'Access, release three')).toBeVisible();
    await page.getByRole('tab', { name: 'Bus' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('¥210');
    const scripts = await page.evaluate(() => (window as unknown as { releaseScripts: string[][] }).releaseScripts);
    expect(scripts.length).toBeGreaterThan(0);
    for (const [src, integrity] of scripts) {
      expect(src).toContain(canaryFiles);
      expect(integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    }

    // Outside the share: two tabs, one opened on the section, one reaching it by the site's own links.
    const outside = await browser.newContext();
    try {
      await outside.addCookies(cookieOf(ids.outside));
      const requested: string[] = [];
      outside.on('request', (request) => requested.push(request.url()));
      const errors: string[] = [];
      const [first, second] = [await outside.newPage(), await outside.newPage()];
      for (const tab of [first, second]) tab.on('pageerror', (error) => errors.push(error.message));
      await first.goto(`${site.url}/access`);
      await expect(mainHeading(first, 'Access, release two')).toBeVisible();
      await second.goto(`${site.url}/`);
      await second.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ACCESS' }).click();
      await expect(mainHeading(second, 'Access, release two')).toBeVisible();
      await second.getByRole('tab', { name: 'Bus' }).click();
      await expect(second.getByRole('tabpanel')).toContainText('¥210');
      expect(requested.filter((url) => url.includes('/releases/mfe-access/'))).not.toEqual([]);
      expect(requested.filter((url) => url.includes(canaryFiles))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await outside.close();
    }

    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  } finally {
    await close();
  }
});

/** A release site of a test's own with nothing promoted: every section on its base release, the build it started with. */
async function freshSite(port: number, env: Record<string, string> = {}) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'expo-first-release-e2e-'));
  const started = await startReleaseSite({ port, dataDir: path.join(work, 'data'), env });
  return {
    work,
    site: started.site,
    release: (...args: string[]) => started.release(started.keys.platform, ...args),
    close: async () => {
      await started.site.stop();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** Visitor ids on each side of mfe-access's canary of `release`, `count` each, as the site tells them apart (its registry for that visitor). */
async function visitorsOnEachSide(siteUrl: string, release: string, count: number) {
  const sides = { onCanary: [] as string[], outside: [] as string[] };
  // Once the canary is served, a first visit gets a visitor cookie.
  await expect.poll(async () => (await fetch(`${siteUrl}/access`)).headers.get('set-cookie')).not.toBeNull();
  while (sides.onCanary.length < count || sides.outside.length < count) {
    const id = newVisitorId();
    const registry = (await (
      await fetch(`${siteUrl}/remotes.json`, { headers: { cookie: `${VISITOR_COOKIE}=${id}` } })
    ).json()) as { mfe_access: string };
    const side = sides[registry.mfe_access.includes(`/releases/mfe-access/${release}/`) ? 'onCanary' : 'outside'];
    if (side.length < count) side.push(id);
  }
  return sides;
}

test('a first release is a canary at 10% against the base release: a visitor in its share and one outside, in two browser contexts, each get theirs', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { work, site, release, close } = await freshSite(PORT + 2);
  try {
    const listed = await release('list', 'mfe-access');
    expect(listed.out).toMatch(/^\* live (\S+) {2}ready, the base release: the build the site started with/m);
    const base = /^\* live (\S+)/m.exec(listed.out)![1];

    expect(
      (await release('publish', 'mfe-access', '--dist', changedAccessBuild(work, 'Access, first release', 'first')))
        .code,
    ).toBe(0);
    const promoted = await release('promote', 'mfe-access', 'first', '--percent', '10');
    expect(promoted.code, promoted.out).toBe(0);
    expect(promoted.out).toContain('mfe-access first is a canary for 10% of visitors');
    const { onCanary, outside } = await visitorsOnEachSide(site.url, 'first', 1);

    for (const [id, heading, files] of [
      [onCanary[0], 'Access, first release', '/releases/mfe-access/first/'],
      [outside[0], 'Access & Directions', `/releases/mfe-access/${base}/`],
    ]) {
      const context = await browser.newContext();
      try {
        await context.addCookies([{ name: VISITOR_COOKIE, value: id, url: site.url }]);
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on(
          'console',
          (message) =>
            message.type() === 'error' && !EXTERNAL_RESOURCE.test(message.text()) && errors.push(message.text()),
        );
        const requested: string[] = [];
        page.on('request', (request) => requested.push(request.url()));
        await page.goto(`${site.url}/access`);
        await expect(mainHeading(page, heading)).toBeVisible();
        await page.getByRole('tab', { name: 'Bus' }).click();
        await expect(page.getByRole('tabpanel')).toContainText('¥210');
        // Each side's remote comes from its own release's files, the base release's from its recorded copy.
        expect(requested.some((url) => url.includes(files))).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  } finally {
    await close();
  }
});

/** Visitors the judge needs on each side here: with every canary visitor failing and none on the base, the fewest its test (p < 0.001 / 3) decides on. */
const FIRST_CANARY_JUDGED_AFTER = 7;

test('the judge rolls back a first release that fails in the browser only, and its visitors are back on the base release', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { work, site, release, close } = await freshSite(PORT + 3, {
    JUDGE_EVERY_MS: '300',
    JUDGE_MIN_VISITORS: String(FIRST_CANARY_JUDGED_AFTER),
  });
  try {
    // Its server build renders (the gates pass it); its browser build throws as it loads.
    const { folder } = editedBuild(work, 'mfe-access', 'crashes', (file, text) =>
      file.startsWith('__federation_expose_routes') ? `throw new Error('crashes in the browser');\n${text}` : text,
    );
    const published = await release('publish', 'mfe-access', '--dist', folder);
    expect(published.code, published.out).toBe(0);
    expect((await release('promote', 'mfe-access', 'crashes', '--percent', '50')).code).toBe(0);
    const sides = await visitorsOnEachSide(site.url, 'crashes', FIRST_CANARY_JUDGED_AFTER);

    // Each visitor opens the section in a browser of its own, then leaves it hidden (the telemetry's beacon).
    const visit = async (id: string) => {
      const context = await browser.newContext();
      try {
        await context.addCookies([{ name: VISITOR_COOKIE, value: id, url: site.url }]);
        const page = await context.newPage();
        await page.goto(`${site.url}/access`);
        await expect(
          mainHeading(page, 'Access & Directions').or(page.getByText('Access is temporarily unavailable')),
        ).toBeVisible();
        await waitForMark(page, TELEMETRY_READY_MARK, 15_000);
        await page.evaluate(() => {
          Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
          document.dispatchEvent(new Event('visibilitychange'));
        });
        // The beacon is sent before the page goes.
        await page.waitForTimeout(200);
      } finally {
        await context.close();
      }
    };
    for (const id of [...sides.onCanary, ...sides.outside]) await visit(id);

    await expect
      .poll(
        async () => {
          const listed = await release('list', 'mfe-access');
          return /rollback crashes {2}by judge/.test(listed.out);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    // The visitors outside the canary are counted under the base release's id, as the live side.
    const listed = (await release('list', 'mfe-access')).out;
    expect(listed).toMatch(
      /judge crashes for 50% {2}by judge, verdict worse: rollback: errors: 100\.0% of visitors on the canary \(\d+ of \d+\) against 0\.0% on the live release \(0 of \d+\)/,
    );
    expect(listed).toMatch(/^\* live \S+ {2}ready, the base release/m);

    // A visitor who was on the canary gets the base release again.
    const context = await browser.newContext();
    try {
      await context.addCookies([{ name: VISITOR_COOKIE, value: sides.onCanary[0], url: site.url }]);
      const page = await context.newPage();
      await expect
        .poll(async () => (await (await fetch(`${site.url}/access`)).text()).includes('Access &amp; Directions'))
        .toBe(true);
      await page.goto(`${site.url}/access`);
      await expect(mainHeading(page, 'Access & Directions')).toBeVisible();
      await page.getByRole('tab', { name: 'Bus' }).click();
      await expect(page.getByRole('tabpanel')).toContainText('¥210');
    } finally {
      await context.close();
    }
  } finally {
    await close();
  }
});
