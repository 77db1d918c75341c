import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { REPO_ROOT } from 'site-contract/paths';
import { locallyServedPackages } from 'site-contract/registry/registry';
import { openStores } from 'site-contract/stores';
import type { SiteServerOptions } from '../app';
import { readConfig } from '../config';
import { followStores, siteServerOptionsOf } from '../main';
import { servedHostnames } from '../security/siteOrigin';

/**
 * Test only: a site server's options as `main` makes them on one machine with no setting given (its
 * stores in a data folder of its own and memory, the registry's revisions followed, release files and
 * telemetry on), with the seams a test names changed: the registry, the builds' folder, the render
 * host, the API's plugins and limits, Redis, the origin. What follows from a seam follows from it as
 * in readConfig (the packages served from the registry, the host names from the origin), and no
 * request log is written unless `logger` says so.
 */
export async function siteServerOptions(seams: Partial<SiteServerOptions> = {}): Promise<SiteServerOptions> {
  const defaults = readConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'expo-site-data-')) }, ['--no-build']);
  const registry = seams.registry ?? defaults.registry;
  const siteOrigin = seams.siteOrigin ?? defaults.siteOrigin;
  const config = {
    ...defaults,
    registry,
    packages: seams.packages ?? locallyServedPackages(registry),
    remotesOnly: seams.serveShell === false ? (seams.packages ?? []) : undefined,
    siteOrigin,
    servedHostnames: seams.servedHostnames ?? servedHostnames(siteOrigin),
  };
  const log = pino({ level: 'warn' });
  const stores = await openStores(config.stores, log);
  const followed = await followStores(config, stores, { log, repoRoot: seams.repoRoot ?? REPO_ROOT });
  return {
    ...siteServerOptionsOf(config, stores, followed),
    logger: false,
    ...seams,
  };
}
