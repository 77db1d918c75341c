import { expect, mainHeading, test } from './support/fixtures';

test('one copy of React, the cart store and every other singleton at run time', async ({ page }) => {
  await page.goto('/e-shop');
  await expect(mainHeading(page, 'Official Event Merchandise')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ACCESS' }).click();
  await expect(mainHeading(page, 'Access & Directions')).toBeVisible();

  // For every federation instance (the shell and each loaded remote), which copy each package resolved to.
  const resolved = await page.evaluate(() => {
    type Entry = { from: string; loaded?: boolean; version: string };
    const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } }).__FEDERATION__;
    const byInstance: Record<string, Record<string, string[]>> = {};
    for (const [instance, scopes] of Object.entries(federation.__SHARE__)) {
      const name = instance.split(':')[0];
      for (const packages of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(packages)) {
          const loaded = Object.values(versions).filter((entry) => entry.loaded).map((entry) => `${entry.version} from ${entry.from}`);
          ((byInstance[name] ??= {})[pkg] ??= []).push(...loaded);
        }
      }
    }
    return byInstance;
  });

  expect(Object.keys(resolved)).toEqual(expect.arrayContaining(['shell', 'mfe_shop', 'mfe_access']));
  for (const [instance, packages] of Object.entries(resolved)) {
    for (const pkg of ['react', 'react-dom', 'react-router-dom', '@mui/material', '@emotion/react', 'zustand', 'shared']) {
      const copies = packages[pkg] ?? [];
      expect(copies, `${instance} uses exactly one ${pkg}, the shell's`).toHaveLength(1);
      expect(copies[0]).toMatch(/ from shell$/);
    }
  }
});
