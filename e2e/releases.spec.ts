import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { changedAccessBuild, startReleaseSite } from 'site-server/testing';
import { expect, mainHeading, test } from './support/fixtures';

// A port of its own (and its delivery listener 300 above), apart from the shared e2e server.
const PORT = 4311;

test('a promoted release is server-rendered and hydrates without a warning; a rollback brings the one before back', async ({
  page,
  problems,
}) => {
  test.setTimeout(120_000);
  // The 2 s a change takes to be served is measured in site-server/src/delivery/releases.ssr.ts; under a
  // full browser run's load this test gives it 10 s, and checks what only a browser shows.
  const work = mkdtempSync(path.join(os.tmpdir(), 'expo-releases-e2e-'));
  const started = await startReleaseSite({ port: PORT, dataDir: path.join(work, 'data') });
  const { site } = started;
  const release = (...args: string[]) => started.release(started.keys.platform, ...args);
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
    await site.stop();
    rmSync(work, { recursive: true, force: true });
  }
});
