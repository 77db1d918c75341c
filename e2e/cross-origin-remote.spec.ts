import { expect, mainHeading, test } from './support/fixtures';
import { startSiteServer } from 'site-server/testing';

// Ports of their own, apart from the shared e2e server.
const REMOTE_PORT = 4301;
const SHELL_PORT = 4302;

test('a remote served from another origin, listed in the registry by URL, loads and works', async ({
  page,
  problems,
}) => {
  const remoteOrigin = await startSiteServer({ port: REMOTE_PORT, args: ['--packages=mfe-access'] });
  const shell = await startSiteServer({
    port: SHELL_PORT,
    env: { REMOTES_REGISTRY: JSON.stringify({ mfe_access: `${remoteOrigin.url}/mfe-access/mf-manifest.json` }) },
  });
  try {
    const registry = await (await fetch(`${shell.url}/remotes.json`)).json();
    expect(registry.mfe_access).toBe(`${remoteOrigin.url}/mfe-access/mf-manifest.json`);
    // The shell no longer hosts Access itself, and its CSP allows exactly that extra origin.
    expect((await fetch(`${shell.url}/mfe-access/mf-manifest.json`)).status).toBe(404);
    const csp = (await fetch(`${shell.url}/access`)).headers.get('content-security-policy')!;
    expect(csp).toContain(`script-src 'self' ${remoteOrigin.url};`);

    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(remoteOrigin.url)) remoteRequests.push(request.url());
    });
    await page.goto(`${shell.url}/access`);
    await expect(mainHeading(page, 'Access & Directions')).toBeVisible();
    // The tabs are in the server's HTML before the remote's code has hydrated them: click until one takes.
    await expect(async () => {
      await page.getByRole('tab', { name: 'Bus' }).click();
      await expect(page.getByRole('tabpanel')).toContainText('¥210', { timeout: 1_000 });
    }).toPass();
    // The manifest of the build the page was rendered with (mf-manifest.<version>.json), from the other origin.
    expect(remoteRequests.some((url) => /\/mfe-access\/mf-manifest\.[0-9a-f]{12}\.json$/.test(url))).toBe(true);
    expect(remoteRequests.some((url) => url.endsWith('/mfe-access/remoteEntry.js'))).toBe(true);
    // The other sections still come from the shell's own origin.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'TICKETS' }).click();
    await expect(mainHeading(page, 'Get Your Tickets')).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  } finally {
    // The test's page (and the service worker it installed) may still be fetching from both: drained,
    // each server would wait up to its shutdown deadline for a page the test is done with (CI: the test
    // timed out so once, its last step passed), so they are stopped at once.
    await Promise.all([shell.stop('SIGKILL'), remoteOrigin.stop('SIGKILL')]);
  }
});
