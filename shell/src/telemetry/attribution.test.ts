import { localeOfPath } from 'shared/site';
import { releaseOf, remoteInStack, remoteOfRoute, routeOf } from './attribution';

const ORIGIN = 'http://127.0.0.1:8080';
const ENTRIES: Record<string, string> = {
  mfe_shop: `${ORIGIN}/releases/mfe-shop/r-2026.11.26_1/files/mf-manifest.json`,
  mfe_access: `${ORIGIN}/mfe-access/mf-manifest.0123456789ab.json`,
};
const entryOf = (remote: string) => ENTRIES[remote];

describe('telemetry attribution', () => {
  it("reads a release from its manifest URL, as the page pinned it or the registry gave it; the platform's own deployment is 'build'", () => {
    expect(releaseOf(ENTRIES.mfe_shop)).toBe('r-2026.11.26_1');
    expect(releaseOf('/releases/mfe-housing/abc123/files/mf-manifest.abc123.json')).toBe('abc123');
    expect(releaseOf(ENTRIES.mfe_access)).toBe('build');
    expect(releaseOf(`${ORIGIN}/mfe-access/mf-manifest.json`)).toBe('build');
    expect(releaseOf('https://access.example.com/mfe-access/mf-manifest.json')).toBe('build');
  });

  it("names a page's route by its English path in its one spelling, with no query", () => {
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/e-shop/sakura-cap')).toBe('/e-shop/sakura-cap');
    expect(routeOf('/ar')).toBe('/');
    expect(routeOf('/ar/')).toBe('/');
    expect(routeOf('/ar/housing/hotels')).toBe('/housing/hotels');
    expect(routeOf('/AR/E-SHOP/')).toBe('/e-shop');
    expect(routeOf('/arena')).toBe('/arena');
  });

  it("strips the Arabic prefix as shared/site's localeOfPath does", () => {
    for (const path of ['/', '/ar', '/ar/', '/ar/faq', '/AR/access', '/arabic', '/ar-sa/x', '/housing/ar'])
      expect(routeOf(path)).toBe(routeOf(localeOfPath(path).path));
  });

  it("names a path the report cannot carry by its section's base path, and drops it outside a section", () => {
    expect(routeOf('/e-shop/caf%C3%A9-mug')).toBe('/e-shop');
    expect(routeOf(`/things-to-do/${'a'.repeat(300)}`)).toBe('/things-to-do');
    expect(routeOf('/caf%C3%A9')).toBeUndefined();
    expect(routeOf(`/${'a'.repeat(300)}`)).toBeUndefined();
  });

  it("gives a route to the remote of the section it is under, or that provides it; Home and the shell's pages have none", () => {
    expect(remoteOfRoute('/housing')).toBe('mfe_housing');
    expect(remoteOfRoute('/e-shop/sakura-cap')).toBe('mfe_shop');
    expect(remoteOfRoute('/faq')).toBe('mfe_tickets');
    expect(remoteOfRoute('/venue')).toBe('mfe_access');
    expect(remoteOfRoute('/')).toBeUndefined();
    expect(remoteOfRoute('/about')).toBeUndefined();
    expect(remoteOfRoute('/no-such-page')).toBeUndefined();
  });

  it("finds the remote whose files a component stack runs through first (Chromium's and Firefox's frames alike)", () => {
    const chromium = [
      `    at a (${ORIGIN}/releases/mfe-shop/r-2026.11.26_1/files/__federation_expose_routes.1a2b.js:1:2345)`,
      `    at b (${ORIGIN}/mfe-access/123.abc.js:1:99)`,
      `    at c (${ORIGIN}/main.0123.js:2:10)`,
    ].join('\n');
    expect(remoteInStack(chromium, entryOf)).toBe('mfe_shop');
    const firefox = [`b@${ORIGIN}/mfe-access/123.abc.js:1:99`, `a@${ORIGIN}/releases/mfe-shop/x/files/1.js:1:1`].join(
      '\n',
    );
    expect(remoteInStack(firefox, entryOf)).toBe('mfe_access');
    // Only the shell's files, another release of the remote, or no stack: none found.
    expect(remoteInStack(`    at c (${ORIGIN}/main.0123.js:2:10)`, entryOf)).toBeUndefined();
    expect(remoteInStack(`    at a (${ORIGIN}/releases/mfe-shop/older/files/1.js:1:1)`, entryOf)).toBeUndefined();
    expect(remoteInStack(undefined, entryOf)).toBeUndefined();
  });
});
