import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { changedAccessBuild, releaseCli, startChild, startSiteServer, type TestChild } from 'site-server/testing';
import { hashOfKey, newDeliveryKey, newVisitorId, VISITOR_COOKIE } from 'site-server';
import { expectNoA11yViolations } from './support/fixtures';

/*
 * The platform page in Chromium (issue 36, item 4): sign in with a key, see a canary's figures, roll
 * it back through its confirmation, see the audit entry; axe on every page; the keyboard's path with
 * the focus visible. The page has no script, so pages are opened with Playwright's own `test` (the
 * site's fixtures wait for the app's scripts).
 *
 * Two places serve it: a listener of the test's own with a fake judge (src/platform/testing/
 * platformTestServer.ts), over the same data directory as the site server, so the figures are known;
 * and the site server's own delivery listener, with its real judge's figures of simulated visitors.
 */

// Ports of their own, apart from the shared e2e server and the other specs'.
const PORT = 4351;
const DELIVERY_PORT = 4352;
const PLATFORM_PORT = 4353;
const REPO_ROOT = path.resolve(__dirname, '..');

test.describe.configure({ mode: 'serial' });

let work: string;
let key: string;
let site: Awaited<ReturnType<typeof startSiteServer>>;
let platformServer: TestChild | undefined;
const release = (...args: string[]) => releaseCli(`http://127.0.0.1:${DELIVERY_PORT}`, key, ...args);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  work = mkdtempSync(path.join(os.tmpdir(), 'expo-platform-e2e-'));
  key = newDeliveryKey();
  const env = {
    DATA_DIR: path.join(work, 'data'),
    DELIVERY_KEYS: `platform:platform:${hashOfKey(key)}`,
  };
  site = await startSiteServer({
    port: PORT,
    env: {
      ...env,
      DELIVERY_PORT: String(DELIVERY_PORT),
      JUDGE_EVERY_MS: '300',
      JUDGE_MIN_VISITORS: String(JUDGE_MIN_VISITORS),
    },
  });
  for (const [heading, version] of [
    ['Access, release two', 'release-two'],
    ['Access, release three', 'release-three'],
  ]) {
    expect((await release('publish', 'mfe-access', '--dist', changedAccessBuild(work, heading, version))).code).toBe(0);
  }
  expect((await release('promote', 'mfe-access', 'release-two')).code).toBe(0);
  expect((await release('promote', 'mfe-access', 'release-three', '--percent', '10')).code).toBe(0);

  platformServer = await startChild({
    name: `the platform test server on :${PLATFORM_PORT}`,
    command: process.execPath,
    args: ['--import', 'tsx', 'site-control/src/platform/testing/platformTestServer.ts'],
    cwd: REPO_ROOT,
    env: { ...env, PORT: String(PLATFORM_PORT) },
    ready: { url: `http://127.0.0.1:${PLATFORM_PORT}/platform` },
  });
});

test.afterAll(async () => {
  await platformServer?.stop();
  await site?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** The focused element shows the site's focus ring (3 px, solid). */
async function expectVisibleFocus(locator: Locator) {
  await expect(locator).toBeFocused();
  const outline = await locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  });
  expect(outline).toBe('solid 3px');
}

/** Presses Tab until `locator` has the focus (at most `presses` times). */
async function tabTo(page: Page, locator: Locator, presses = 12) {
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press('Tab');
    if (await locator.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('never reached with Tab');
}

/** The Access section's card. */
const accessCard = (page: Page) => page.getByRole('region', { name: 'Access mfe-access' });

/** Signs in from the sign-in page by keyboard alone, the focus visible on the field and the button. */
async function signInByKeyboard(page: Page, base: string) {
  await page.goto(`${base}/platform`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectNoA11yViolations(page);
  const field = page.getByLabel('Delivery key', { exact: true });
  await expect(field).toHaveAttribute('type', 'password');
  await tabTo(page, field);
  await expectVisibleFocus(field);
  await page.keyboard.type(key);
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await page.keyboard.press('Tab');
  await expectVisibleFocus(signIn);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Releases of every section' })).toBeVisible();
}

/** Rolls back Access's canary from the overview through its confirmation, by keyboard, and sees the audit entry. */
async function rollBackTheCanary(page: Page, note: string, percent = 10) {
  const rollBack = accessCard(page).getByRole('button', { name: 'Roll back the canary…' });
  await rollBack.focus();
  await expectVisibleFocus(rollBack);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: "Roll back mfe-access's canary release-three?" })).toBeVisible();
  await expect(page.getByText('Visitors on it go back to the live release release-two.')).toBeVisible();
  await expectNoA11yViolations(page);
  const noteField = page.getByLabel('Note for the audit log (optional)');
  await tabTo(page, noteField);
  await expectVisibleFocus(noteField);
  await page.keyboard.type(note);
  const confirm = page.getByRole('button', { name: 'Confirm: roll back' });
  await page.keyboard.press('Tab');
  await expectVisibleFocus(confirm);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status')).toContainText(
    "Rolled back mfe-access's canary release-three: every visitor is on release-two",
  );
  await expect(accessCard(page).getByText(`Canary at ${percent}%`)).toHaveCount(0);
  const audit = page.getByRole('table', { name: /changes, newest first/ });
  const entry = audit.getByRole('row').filter({ hasText: note });
  await expect(entry).toHaveCount(1);
  for (const cell of ['rolled back', 'mfe-access', 'release-three', 'platform'])
    await expect(entry.getByRole('cell', { name: cell, exact: true })).toHaveCount(1);
  await expectNoA11yViolations(page);
}

test('sign in with a key, see the canary’s figures beside the live release’s, roll it back, see it in the audit log', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const base = `http://127.0.0.1:${PLATFORM_PORT}`;
  await signInByKeyboard(page, base);

  const card = accessCard(page);
  await expect(card.getByText('Canary at 10%')).toBeVisible();
  const figures = card.getByRole('table', { name: /The judge's figures for mfe-access/ });
  await expect(figures.getByRole('columnheader')).toHaveText([
    'Figure',
    'Live: release-two',
    'Canary: release-three (10%)',
  ]);
  for (const [figure, live, canary] of [
    ['Visitors', '1,840', '212'],
    ['Visitors who met an error', '3', '9'],
    ['Error rate', '0.16%', '4.25%'],
    ['p75 LCP', '1,910 ms', '2,650 ms'],
    ['p75 INP', '96 ms', '180 ms'],
  ])
    await expect(
      figures
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: figure, exact: true }) })
        .getByRole('cell'),
    ).toHaveText([live, canary]);
  await expect(card.getByText('Worse than live')).toBeVisible();
  await expect(card.getByText('Error rate 4.25% against 0.16%: worse beyond chance.')).toBeVisible();
  await expectNoA11yViolations(page);

  await rollBackTheCanary(page, 'e2e: errors up on the canary');

  // The site server's delivery API sees the same change (one data directory): no canary, release two live.
  const status = (await (
    await fetch(`http://127.0.0.1:${DELIVERY_PORT}/v1/status`, { headers: { authorization: `Bearer ${key}` } })
  ).json()) as { remotes: Record<string, unknown> };
  expect(status.remotes.mfe_access).toEqual({ release: 'release-two' });

  // Signed out, the page shows nothing but the form.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Delivery key', { exact: true })).toBeVisible();
  await expect(page.getByText('release-three')).toHaveCount(0);
});

test('on the site server’s own delivery listener, the real judge’s figures of simulated visitors', async ({ page }) => {
  test.setTimeout(90_000);
  const base = `http://127.0.0.1:${DELIVERY_PORT}`;
  const answer = await fetch(`${base}/platform`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

  expect((await release('promote', 'mfe-access', 'release-three', '--percent', '50')).code).toBe(0);
  // Once the site serves the canary, a first visit gets a visitor cookie.
  await expect.poll(async () => (await fetch(`${site.url}/access`)).headers.get('set-cookie')).not.toBeNull();
  const served = await simulatedVisitors(VISITORS);
  expect(served['release-two'] + served['release-three']).toBe(VISITORS);

  await signInByKeyboard(page, base);
  const card = accessCard(page);
  await expect(card.getByText('Canary at 50%')).toBeVisible();
  const figures = card.getByRole('table', { name: /The judge's figures for mfe-access/ });
  const row = (figure: string) =>
    figures
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: figure, exact: true }) })
      .getByRole('cell');
  // The judge looks every 300 ms: its figures are the visitors' own once it has looked after them.
  await expect(async () => {
    await page.reload();
    await expect(row('Visitors')).toHaveText([String(served['release-two']), String(served['release-three'])]);
  }).toPass({ timeout: 15_000 });
  await expect(row('Visitors who met an error')).toHaveText(['0', String(served['release-three'])]);
  await expect(row('p75 LCP')).toHaveText([
    `${LIVE_LCP.toLocaleString('en-US')} ms`,
    `${CANARY_LCP.toLocaleString('en-US')} ms`,
  ]);
  // Fewer visitors a side than the judge needs: it does not decide.
  await expect(card.getByText('Not enough data yet', { exact: true })).toBeVisible();
  await expect(
    card.getByText(
      `not enough data yet: ${served['release-three']} visitors on the canary and ${served['release-two']} on the live release; each needs ${JUDGE_MIN_VISITORS}`,
    ),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await rollBackTheCanary(page, 'e2e: on the delivery listener', 50);
});

/** Visitors the judge needs a side before it decides (JUDGE_MIN_VISITORS), more than the test brings. */
const JUDGE_MIN_VISITORS = 1000;
const VISITORS = 24;
const LIVE_LCP = 1500;
const CANARY_LCP = 2500;

/**
 * Simulated visitors, each with a visitor cookie of its own: loads /access (the server records the
 * release it was served) and reports what its browser met on it, as the page's telemetry does: its
 * LCP, and on the canary a render error. Returns how many were served each release.
 */
async function simulatedVisitors(count: number): Promise<Record<string, number>> {
  const served: Record<string, number> = { 'release-two': 0, 'release-three': 0 };
  for (let index = 0; index < count; index++) {
    const headers = { cookie: `${VISITOR_COOKIE}=${newVisitorId()}` };
    const html = await (await fetch(`${site.url}/access`, { headers })).text();
    const id = /\/releases\/mfe-access\/([\w.-]+)\/files\/mf-manifest\.[\w.-]+\.json/.exec(html)?.[1];
    expect(id, 'the page pins a release of mfe-access').toMatch(/^release-(two|three)$/);
    served[id!] += 1;
    const onCanary = id === 'release-three';
    const events = [
      { kind: 'vital', name: 'LCP', value: onCanary ? CANARY_LCP : LIVE_LCP, remote: 'mfe_access', release: id },
      ...(onCanary ? [{ kind: 'render-error', remote: 'mfe_access', release: id }] : []),
    ];
    const report = await fetch(`${site.url}/telemetry`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ route: '/access', events }),
    });
    expect(report.status).toBe(204);
  }
  return served;
}
