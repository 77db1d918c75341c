import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newVisitorId, VISITOR_COOKIE } from 'site-server';
import { changedAccessBuild, startReleaseSite } from 'site-server/testing';
import { expect, mainHeading, test } from './support/fixtures';

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
  // The 2 s a change takes to be served is measured in site-server/src/delivery/releases.ssr.ts; under a
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
