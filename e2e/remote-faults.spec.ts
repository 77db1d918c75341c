import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSiteServer, loadRegistry } from 'site-server';
import { buildFixtureRemote } from 'site-server/testing';
import sharedPackage from '../shared/package.json';
import { SECTIONS } from 'shared/site';
import { MAIN_ROUTES, expect, mainHeading, test } from './support/fixtures';
import { siteServerOptions } from 'site-server/testing';

test.describe('each remote unreachable in turn', () => {
  for (const section of SECTIONS) {
    test(`${section.package} down: its section falls back, Home and the other sections work, Retry recovers`, async ({
      page,
      problems,
    }) => {
      let down = true;
      await page.route(`**/${section.package}/**`, (route) =>
        down ? route.abort('connectionrefused') : route.continue(),
      );

      await page.goto(section.basePath);
      const fallback = page.getByTestId('section-unavailable');
      await expect(fallback).toContainText(`${section.name.en} is temporarily unavailable`);
      await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();

      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const other of MAIN_ROUTES.filter((r) => r.nav && r.path !== section.basePath)) {
        await nav.getByRole('link', { name: other.nav!, exact: true }).click();
        await expect(mainHeading(page, other.heading)).toBeVisible();
      }
      await page.getByRole('link', { name: 'EXPO2030 Guide, home' }).click();
      await expect(mainHeading(page, 'Riyadh World Expo 2030')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Secure Your Tickets Today' })).toBeVisible();

      await page.goto(section.basePath);
      await expect(fallback).toBeVisible();
      down = false;
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await expect(mainHeading(page, section.mainHeading)).toBeVisible();
      expect(problems.pageErrors).toEqual([]);
    });
  }
});

/** Faulty or older builds of the tickets remote, served from a second origin that the registry points at. */
test.describe('faulty remote builds', () => {
  const FIXTURES = path.join(__dirname, 'fixtures');
  const servers: FastifyInstance[] = [];
  const FIXTURE_NAMES = ['tickets-throws', 'tickets-skewed', 'tickets-before-2-2'] as const;
  let shellWith: Record<(typeof FIXTURE_NAMES)[number], string>;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    for (const fixture of FIXTURE_NAMES) await buildFixtureRemote(fixture);
    const origin = await createSiteServer(
      await siteServerOptions({
        registry: {},
        serveShell: false,
        packages: [...FIXTURE_NAMES],
        repoRoot: FIXTURES,
      }),
    );
    const originUrl = await origin.listen({ port: 0, host: '127.0.0.1' });
    servers.push(origin);
    shellWith = {} as typeof shellWith;
    for (const fixture of FIXTURE_NAMES) {
      const registry = { ...loadRegistry({}), mfe_tickets: `${originUrl}/${fixture}/mf-manifest.json` };
      const shell = await createSiteServer(await siteServerOptions({ registry }));
      shellWith[fixture] = await shell.listen({ port: 0, host: '127.0.0.1' });
      servers.push(shell);
    }
  });
  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  test('a remote whose page throws while rendering shows the fallback; the rest of the site works', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${shellWith['tickets-throws']}/tickets`);
    // In the server's HTML already; the browser then renders the section itself, and it throws there too.
    await expect(page.getByTestId('section-unavailable')).toContainText('Tickets is temporarily unavailable');
    await expect.poll(() => errors.some((e) => e.includes('Tickets page failed to render'))).toBe(true);
    await expect(page.getByTestId('section-unavailable')).toContainText('Tickets is temporarily unavailable');
    // Its Retry answers (it tries again, and the build throws again): the click is not held for a section that never renders.
    const failures = () => errors.filter((e) => e.includes('Tickets page failed to render')).length;
    const before = failures();
    await page.getByTestId('section-unavailable').getByRole('button', { name: 'Retry' }).click();
    await expect.poll(failures).toBeGreaterThan(before);
    await expect(page.getByTestId('section-unavailable')).toContainText('Tickets is temporarily unavailable');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ACCESS' }).click();
    await expect(mainHeading(page, 'Access & Directions')).toBeVisible();
  });

  test('a remote built against another major of a shared singleton is refused with a clear error, not run twice', async ({
    page,
    problems,
  }) => {
    // The runtime's refusal is a warning (sectionFallbackPlugin); the section boundary then reports the section as an error.
    const errors: string[] = [];
    page.on('console', (message) => ['error', 'warning'].includes(message.type()) && errors.push(message.text()));
    await page.goto(`${shellWith['tickets-skewed']}/tickets`);
    await expect(page.getByTestId('section-unavailable')).toContainText('Tickets is temporarily unavailable');
    await expect(page.getByText('Tickets built against shared 1')).toHaveCount(0);
    // In the server's HTML already; the browser's own attempt is refused too.
    const refusalLogged = () =>
      errors.find((e) => e.includes('mfe_tickets') && e.includes('shared singleton module shared'));
    await expect.poll(refusalLogged).toBeTruthy();
    const refusal = refusalLogged();
    expect(refusal).toMatch(/Version 2\.\d+\.\d+ from shell[\s\S]*needs \^1\.3\.0/);
    console.log(`version refusal logged: ${refusal?.slice(0, 400)}`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'DINING' }).click();
    await expect(mainHeading(page, 'Culinary Experiences')).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });

  test('a remote deployed before shared 2.2 still gets its widgets from the shell, with one copy of each', async ({
    page,
    problems,
  }) => {
    await page.goto(`${shellWith['tickets-before-2-2']}/tickets`);
    await expect(mainHeading(page, 'Tickets built against shared 2.1')).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Ticket kinds' });
    // The tab is in the server's HTML before the section's code has hydrated it: click until it answers.
    await expect(async () => {
      await tabs.getByRole('tab', { name: 'Season pass' }).click();
      await expect(tabs.getByRole('tab', { name: 'Season pass' })).toHaveAttribute('aria-selected', 'true', {
        timeout: 1000,
      });
    }).toPass();
    const copies = await page.evaluate(() => {
      type Entry = { from: string; loaded?: boolean; version: string };
      const share = (
        window as unknown as {
          __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
        }
      ).__FEDERATION__.__SHARE__;
      // The same copy may be registered under several instances' scopes.
      const loaded = Object.values(share)
        .flatMap((scopes) => Object.values(scopes))
        .flatMap((packages) => Object.values(packages['shared/mui-widgets'] ?? {}))
        .filter((entry) => entry.loaded);
      return [...new Set(loaded.map((entry) => entry.version))];
    });
    // The shell's copy, under a version the remote's ^2.1.0 accepts (a remote provides no platform module of its own).
    expect(copies).toEqual([sharedPackage.version]);
    expect(problems.pageErrors).toEqual([]);
  });
});
