import type { Response } from '@playwright/test';
import { expect, mainHeading, test } from './support/fixtures';

// Loaded by their first user, which the runtime records as `from`; they are still the shell's build.
const LOADED_ON_DEMAND = [
  'shared/mui-widgets/slider',
  'shared/mui-widgets/tabs',
  'shared/mui-widgets/toggle-button',
  'shared/mui-overlays',
  'shared/query',
];

test('one copy of React, the cart store and every other singleton at run time', async ({ page }) => {
  const remoteScripts: Response[] = [];
  const collectRemoteScript = (response: Response) => {
    if (/\/mfe-[a-z]+\/.*\.js$/.test(new URL(response.url()).pathname)) remoteScripts.push(response);
  };
  page.on('response', collectRemoteScript);
  await page.goto('/e-shop');
  await expect(mainHeading(page, 'Official Event Merchandise')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'HOUSING' }).click();
  await expect(mainHeading(page, 'Find Your Perfect Stay')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ACCESS' }).click();
  await expect(mainHeading(page, 'Access & Directions')).toBeVisible();

  // Every loaded copy of each shared package across the runtime's share scopes, and who uses it.
  const state = await page.evaluate(() => {
    type Entry = { from: string; loaded?: boolean; version: string; useIn?: string[] };
    const federation = (
      window as unknown as {
        __FEDERATION__: {
          __INSTANCES__: Array<{ name: string }>;
          __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
        };
      }
    ).__FEDERATION__;
    const copies: Record<string, Array<{ copy: string; useIn: string[] }>> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const packages of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(packages)) {
          for (const entry of Object.values(versions).filter((e) => e.loaded)) {
            const copy = `${entry.version} from ${entry.from}`;
            const list = (copies[pkg] ??= []);
            const known = list.find((c) => c.copy === copy);
            if (known) known.useIn = [...new Set([...known.useIn, ...(entry.useIn ?? [])])];
            else list.push({ copy, useIn: entry.useIn ?? [] });
          }
        }
      }
    }
    return { instances: federation.__INSTANCES__.map((i) => i.name), copies };
  });

  expect(state.instances).toEqual(expect.arrayContaining(['shell', 'mfe_shop', 'mfe_housing', 'mfe_access']));
  // (`from` names who first loaded a copy: the shop loads the widgets before the shell needs them.)
  // The shop's page uses the slider and toggle buttons; housing's hotel list the query client; access its tabs.
  for (const pkg of [
    'react',
    'react-dom',
    'shared/router',
    'shared/mui',
    'shared/mui-widgets/slider',
    'shared/mui-widgets/tabs',
    'shared/mui-widgets/toggle-button',
    'shared/query',
    '@emotion/react',
    'zustand',
    'shared',
  ]) {
    const copies = state.copies[pkg] ?? [];
    expect(copies, `exactly one ${pkg}`).toHaveLength(1);
    if (!LOADED_ON_DEMAND.includes(pkg)) expect(copies[0].copy, `${pkg} is the shell's`).toMatch(/ from shell$/);
  }
  // No section consumes the overlays now (the shell's palette, cart and menu import them directly); never a second copy.
  expect(state.copies['shared/mui-overlays'] ?? []).toHaveLength(0);
  // A section loads only the widgets its pages use: neither has an accordion, a checkbox or a snackbar, and no current remote takes the pre-2.2 aggregate.
  for (const unused of [
    'shared/mui-widgets/accordion',
    'shared/mui-widgets/checkbox',
    'shared/mui-widgets/snackbar',
    'shared/mui-widgets',
  ])
    expect(state.copies[unused] ?? [], unused).toHaveLength(0);
  // Whatever a remote loaded, none of its own scripts carries MUI or React Router: those came from the shell.
  // Stop collecting first: idle-time preloading may still be fetching other remotes.
  page.off('response', collectRemoteScript);
  const remoteCode = (await Promise.all(remoteScripts.map((response) => response.text()))).join('\n');
  expect(remoteScripts.length).toBeGreaterThan(2);
  for (const marker of ['MuiButtonBase', 'MuiSlider', 'may be used only in the context of a <Router>'])
    expect(remoteCode).not.toContain(marker);
  // MUI, the router and TanStack Query only ever travel inside the platform package's curated modules.
  for (const pkg of ['@mui/material', 'react-router', 'react-router-dom', '@tanstack/react-query'])
    expect(state.copies[pkg], pkg).toBeUndefined();
  // The remotes took the shell's copies (the modules the shell itself renders with) rather than their own.
  for (const pkg of ['react', 'shared']) {
    expect(state.copies[pkg][0].copy).toMatch(/ from shell$/);
    expect(state.copies[pkg][0].useIn).toEqual(expect.arrayContaining(['mfe_shop', 'mfe_access']));
  }
});
