import assert from 'node:assert/strict';
import { cpSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, buildFolder } from 'site-contract/paths';
import { hashOfKey, newDeliveryKey } from 'site-contract/api/deliveryKeys';
import { fetchWithin, runChild } from 'site-contract/testing';
import { startSiteServer } from './siteProcess';
import { fetchablePort } from './fetchablePort';

/**
 * A copy of a remote's build (`pkg`, built) in a folder of its own under `work`, with `version` as its
 * buildVersion and each script (path relative to the build) passed through `change`: what the
 * section's next build would be. Returns its folder and how many scripts `change` changed.
 */
export function editedBuild(
  work: string,
  pkg: string,
  version: string,
  change: (file: string, text: string) => string = (_file, text) => text,
): { folder: string; changed: number } {
  const copy = path.join(work, `${pkg}-${version}`);
  cpSync(buildFolder(pkg), copy, { recursive: true });
  let changed = 0;
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(br|gz)$/.test(name))
        rmSync(file); // stale once the script changes
      else if (name.endsWith('.js')) {
        const text = readFileSync(file, 'utf8');
        const edited = change(path.relative(copy, file), text);
        if (edited !== text) {
          writeFileSync(file, edited);
          changed++;
        }
      }
    }
  };
  walk(copy);
  for (const manifest of [path.join(copy, 'mf-manifest.json'), path.join(copy, 'server', 'mf-manifest.json')]) {
    const json = JSON.parse(readFileSync(manifest, 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
    json.metaData.buildInfo.buildVersion = version;
    writeFileSync(manifest, JSON.stringify(json));
  }
  // The build's pinned copy of its manifest, which pages rendered with it name.
  cpSync(path.join(copy, 'mf-manifest.json'), path.join(copy, `mf-manifest.${version}.json`));
  return { folder: copy, changed };
}

/** mfe-access's build with its heading changed to `heading` in every script, and `version` as its buildVersion. */
export function changedAccessBuild(work: string, heading: string, version: string): string {
  const { folder, changed } = editedBuild(work, 'mfe-access', version, (_file, text) =>
    text.replaceAll('Access & Directions', heading),
  );
  assert.ok(changed >= 2, 'the heading is in the browser and the server build');
  return folder;
}

/** How long one run of the release CLI may take: longer than its own deadline on a publish (5 minutes). */
const CLI_RUN_WITHIN_MS = 6 * 60_000;

/** `npm run release -- …args` against the delivery API at `deliveryUrl` with `key`: its exit code and output. */
export async function releaseCli(
  deliveryUrl: string,
  key: string,
  ...args: string[]
): Promise<{ code: number; out: string }> {
  const { code, out } = await runChild({
    name: `npm run release -- ${args.join(' ')}`,
    command: process.execPath,
    args: ['--import', 'tsx', 'site-control/cli/release.ts', ...args],
    cwd: REPO_ROOT,
    env: { RELEASE_URL: deliveryUrl, RELEASE_TOKEN: key },
    withinMs: CLI_RUN_WITHIN_MS,
  });
  return { code: code ?? 1, out };
}

/**
 * The site server as `npm start` runs it, with the data directory `dataDir` and a delivery listener
 * of its own (`port` + 300), for a key of each scope named in `scopes` (name → `platform` or a
 * remote's package); `release(key, …)` runs the CLI against it. Either port moves past one fetch()
 * refuses (fetchablePort.ts): tests pick `port` from their process id.
 */
export async function startReleaseSite({
  port,
  dataDir,
  scopes = { platform: 'platform' },
  env = {},
}: {
  port: number;
  dataDir: string;
  scopes?: Record<string, string>;
  env?: Record<string, string>;
}) {
  const deliveryPort = fetchablePort(port + 300);
  const deliveryUrl = `http://127.0.0.1:${deliveryPort}`;
  const keys = Object.fromEntries(Object.keys(scopes).map((name) => [name, newDeliveryKey()]));
  const site = await startSiteServer({
    port: fetchablePort(port),
    env: {
      DATA_DIR: dataDir,
      DELIVERY_PORT: String(deliveryPort),
      DELIVERY_KEYS: Object.entries(scopes)
        .map(([name, scope]) => `${name}:${scope}:${hashOfKey(keys[name])}`)
        .join(','),
      ...env,
    },
  });
  // The delivery API listens once the base releases are recorded, a moment after the public listener.
  const anyKey = Object.values(keys)[0];
  for (let tries = 0; ; tries++) {
    const answered = await fetchWithin(`${deliveryUrl}/v1/status`, {
      headers: { authorization: `Bearer ${anyKey}` },
    }).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (tries >= 300) throw new Error(`the delivery API at ${deliveryUrl} never answered:\n${site.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    site,
    deliveryUrl,
    keys,
    release: (key: string, ...args: string[]) => releaseCli(deliveryUrl, key, ...args),
  };
}
