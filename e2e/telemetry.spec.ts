import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { changedAccessBuild, startReleaseSite } from 'site-server/testing';
import { APP_INTERACTIVE_MARK, TELEMETRY_READY_MARK } from 'shell/startup-marks';
import { TELEMETRY_PATH, TelemetryReportSchema, type TelemetryEvent, type TelemetryReport } from 'shared/site';
import * as v from 'valibot';
import { hide, waitForMark } from './support/marks';
import { expect, mainHeading, test } from './support/fixtures';

/**
 * What the browser reports with navigator.sendBeacon (shell/src/telemetry/): each beacon is taken
 * here, before it reaches the site server, and answered 204; its body must be in the endpoint's schema.
 */
async function takeBeacons(page: Page) {
  const reports: TelemetryReport[] = [];
  await page.route(`**${TELEMETRY_PATH}`, async (route) => {
    const report: unknown = JSON.parse(route.request().postData() ?? 'null');
    expect(v.is(TelemetryReportSchema, report), JSON.stringify(report)).toBe(true);
    reports.push(report as TelemetryReport);
    await route.fulfill({ status: 204 });
  });
  const events = (route?: string): TelemetryEvent[] =>
    reports.filter((report) => route === undefined || report.route === route).flatMap((report) => report.events);
  return { reports, events };
}

/** Errors other than the failed section's own (its boundary's and the federation runtime's reports of mfe_access). */
const unexpectedErrors = (errors: string[]) =>
  errors.filter((text) => !/\[federation\] Access failed|mfe_access/.test(text));

test.describe('telemetry', () => {
  test('a section that fails to load is reported on hide: load-failed, its remote and the release it was loaded from', async ({
    page,
    problems,
  }) => {
    const beacons = await takeBeacons(page);
    await page.route('**/mfe-access/**', (route) => route.abort('connectionrefused'));
    await page.goto('/access');
    await expect(page.getByTestId('section-unavailable')).toContainText('Access is temporarily unavailable');
    await waitForMark(page, TELEMETRY_READY_MARK, 10_000);
    expect(beacons.reports).toEqual([]); // nothing sent while the page is in view
    await hide(page);
    await expect
      .poll(() => beacons.events('/access'))
      .toContainEqual({
        kind: 'load-failed',
        remote: 'mfe_access',
        release: 'build', // served from the platform's own deployment
      });
    expect(beacons.events().filter((event) => event.kind !== 'vital')).toEqual([
      { kind: 'load-failed', remote: 'mfe_access', release: 'build' },
    ]);
    expect(problems.pageErrors).toEqual([]);
    expect(unexpectedErrors(problems.consoleErrors)).toEqual([]);
  });

  test("web vitals arrive after an interaction, attributed to the remote that owns the route (an Arabic page's to its English route)", async ({
    page,
    problems,
  }) => {
    const beacons = await takeBeacons(page);
    await page.goto('/ar/access');
    // web-vitals observes from here on (its own chunk, loaded once the page was interactive and idle).
    await waitForMark(page, TELEMETRY_READY_MARK, 10_000);
    // An interaction: a tab of the section's page (server-rendered tabs take a click once the section has hydrated).
    const tabs = page.getByRole('tab');
    await expect(async () => {
      await tabs.nth(1).click();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
    }).toPass();
    // The browser has timed that interaction (an event entry comes once the next frame is painted).
    await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
    expect(beacons.reports).toEqual([]);
    await hide(page);
    await expect
      .poll(() => beacons.events('/access').map((event) => event.kind === 'vital' && event.name))
      .toEqual(expect.arrayContaining(['LCP', 'INP', 'CLS']));
    const vitals = beacons.events('/access').filter((event) => event.kind === 'vital');
    for (const vital of vitals) expect(vital).toMatchObject({ remote: 'mfe_access', release: 'build' });
    expect(vitals.map((vital) => vital.name).sort()).toEqual(['CLS', 'INP', 'LCP']); // once each
    expect(vitals.find((vital) => vital.name === 'LCP')?.value).toBeGreaterThan(0);
    expect(beacons.reports.map((report) => report.route)).toEqual(['/access']);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('no request to /telemetry before the app-interactive mark, even from a page hidden and left while it loads', async ({
    page,
    problems,
  }) => {
    // Every beacon the page sends, and whether the app had marked itself interactive when it did.
    await page.addInitScript(
      ({ mark, path: telemetryPath }) => {
        const calls: boolean[] = [];
        Object.assign(window, { telemetryCalls: calls });
        const sendBeacon = navigator.sendBeacon.bind(navigator);
        navigator.sendBeacon = (url, body) => {
          if (String(url).endsWith(telemetryPath)) calls.push(performance.getEntriesByName(mark).length > 0);
          return sendBeacon(url, body);
        };
        // Hidden from the start, and told so (and left) again and again until the app is interactive.
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        const nag = setInterval(() => {
          document.dispatchEvent(new Event('visibilitychange'));
          window.dispatchEvent(new Event('pagehide'));
          if (performance.getEntriesByName(mark).length > 0) clearInterval(nag);
        }, 10);
      },
      { mark: APP_INTERACTIVE_MARK, path: TELEMETRY_PATH },
    );
    const requests: string[] = [];
    page.on('request', (request) => new URL(request.url()).pathname === TELEMETRY_PATH && requests.push(request.url()));
    const beacons = await takeBeacons(page);
    // A failed section gives the page something to report from its first moments.
    await page.route('**/mfe-access/**', (route) => route.abort('connectionrefused'));
    await page.goto('/access');
    // Hidden when its collector starts: it sends what it holds, and what comes later, at once.
    await expect
      .poll(() => beacons.events('/access'))
      .toContainEqual({
        kind: 'load-failed',
        remote: 'mfe_access',
        release: 'build',
      });
    const calls = await page.evaluate(() => (window as unknown as { telemetryCalls: boolean[] }).telemetryCalls);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((interactive) => interactive)).toBe(true);
    expect(requests).toHaveLength(calls.length); // every request to /telemetry was one of those beacons
    expect(problems.pageErrors).toEqual([]);
    expect(unexpectedErrors(problems.consoleErrors)).toEqual([]);
  });
});

// A port of its own (and its delivery listener 300 above), apart from the shared e2e server and the other release tests.
const PORT = 4341;

test('a published release that fails to load in the browser is reported with its release id', async ({
  page,
  problems,
}) => {
  test.setTimeout(120_000);
  const work = mkdtempSync(path.join(os.tmpdir(), 'expo-telemetry-e2e-'));
  const started = await startReleaseSite({ port: PORT, dataDir: path.join(work, 'data') });
  const { site } = started;
  const release = (...args: string[]) => started.release(started.keys.platform, ...args);
  try {
    const build = changedAccessBuild(work, 'Access, release two', 'release-two');
    const published = await release('publish', 'mfe-access', '--dist', build);
    expect(published.code, published.out).toBe(0);
    const promoted = await release('promote', 'mfe-access', 'release-two');
    expect(promoted.code, promoted.out).toBe(0);
    await expect
      .poll(async () => (await (await fetch(`${site.url}/access`)).text()).includes('Access, release two'), {
        timeout: 10_000,
      })
      .toBe(true);

    const beacons = await takeBeacons(page);
    // Rendered by the server with release two, whose files the browser then cannot reach.
    await page.route('**/releases/mfe-access/release-two/files/**', (route) => route.abort('connectionrefused'));
    await page.goto(`${site.url}/access`);
    await expect(mainHeading(page, 'Access, release two').or(page.getByTestId('section-unavailable'))).toBeVisible();
    await expect(page.getByTestId('section-unavailable')).toContainText('Access is temporarily unavailable');
    await waitForMark(page, TELEMETRY_READY_MARK, 10_000);
    await hide(page);
    await expect
      .poll(() => beacons.events('/access'))
      .toContainEqual({
        kind: 'load-failed',
        remote: 'mfe_access',
        release: 'release-two',
      });
    expect(problems.pageErrors).toEqual([]);
    expect(unexpectedErrors(problems.consoleErrors)).toEqual([]);
  } finally {
    await site.stop();
    rmSync(work, { recursive: true, force: true });
  }
});
