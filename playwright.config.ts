import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS, E2E_PORT } from './e2e/support/browser';
import { TEST_SERVER_ENV } from 'site-server/testing';

/**
 * Browser tests against the production build served by the site server (`npm run build` first).
 * Debian's Chromium, not a downloaded browser.
 */
/**
 * The fleet specs start their own servers, balancers, Redis and object store and assert timings (a
 * promote served by both instances within 2 s, a failover within the lease): each runs after the rest
 * and alone, so what it measures is the fleet, not another browser spec sharing the machine's cores.
 */
const FLEET_SPECS = [/releasesFleet\.spec\.ts$/, /control-failover\.spec\.ts$/];

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    trace: 'off',
    // A test's page is a first visit; e2e/offline.spec.ts lets the service worker in (it would also
    // answer the requests other tests fault or watch with page.route).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'site', testIgnore: FLEET_SPECS },
    { name: 'fleet', testMatch: FLEET_SPECS[0], dependencies: ['site'] },
    { name: 'control plane', testMatch: FLEET_SPECS[1], dependencies: ['fleet'] },
  ],
  webServer: {
    command: 'node scripts/start.mjs --no-build',
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    // Every browser test comes from 127.0.0.1: the per-client API limit is raised for them.
    env: { ...TEST_SERVER_ENV, PORT: String(E2E_PORT), SITE_ORIGIN: `http://127.0.0.1:${E2E_PORT}` },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
