import { expect, mainHeading, test } from './support/fixtures';

test.describe('a server-rendered page pins the remote builds it was rendered with', () => {
  test('the browser hydrates the pinned build', async ({ page, problems }) => {
    const manifests: string[] = [];
    page.on('request', (request) => {
      if (/\/mfe-access\/mf-manifest[^/]*\.json$/.test(request.url())) manifests.push(new URL(request.url()).pathname);
    });
    await page.goto('/access');
    // Server-rendered tabs take a click once the section has hydrated: click until one takes.
    await expect(async () => {
      await page.getByRole('tab', { name: /bus/i }).click();
      await expect(page.getByRole('tabpanel')).toContainText(/bus/i, { timeout: 1_000 });
    }).toPass();
    expect(manifests).toEqual([expect.stringMatching(/^\/mfe-access\/mf-manifest\.[0-9a-f]{12}\.json$/)]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('when that build is gone (a redeploy removed it), that section alone renders the current build in the browser, with no error', async ({
    page,
    problems,
  }) => {
    await page.route(/\/mfe-access\/mf-manifest\.[0-9a-f]{12}\.json$/, (route) =>
      route.fulfill({ status: 404, body: 'Not Found' }),
    );
    const notes: string[] = [];
    page.on('console', (message) => notes.push(message.text()));
    await page.goto('/access');
    await expect(mainHeading(page, 'Access & Directions')).toBeVisible();
    await expect
      .poll(() => notes.some((text) => text.includes('mfe_access: the build this page was rendered with is gone')))
      .toBe(true);
    // The section works: rendered afresh by the current build.
    // Server-rendered tabs take a click once the section has hydrated: click until one takes.
    await expect(async () => {
      await page.getByRole('tab', { name: /bus/i }).click();
      await expect(page.getByRole('tabpanel')).toContainText(/bus/i, { timeout: 1_000 });
    }).toPass();
    // Only the browser's own line for the pinned manifest's 404 response; nothing from the site.
    expect(
      problems.consoleErrors.filter(
        (text) => !/^Failed to load resource: the server responded with a status of 404/.test(text),
      ),
    ).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});
