import path from 'node:path';
import { REPO_ROOT } from 'site-contract/paths';
import { runChild } from 'site-contract/testing';

/** e2e/fixtures: remotes built to be wrong (a page that throws, another major of `shared`, …). */
export const FIXTURE_REMOTES = path.join(REPO_ROOT, 'e2e', 'fixtures');

/** How long webpack has to build one fixture remote. */
const BUILD_WITHIN_MS = 5 * 60_000;

/** Builds the fixture remote `name` (its webpack config, production mode) into its own dist. */
export async function buildFixtureRemote(name: string): Promise<void> {
  const { code, out } = await runChild({
    name: `webpack building the fixture remote ${name}`,
    command: process.execPath,
    args: [
      require.resolve('webpack-cli/bin/cli.js'),
      '--mode',
      'production',
      '-c',
      path.join(FIXTURE_REMOTES, name, 'webpack.config.js'),
    ],
    cwd: REPO_ROOT,
    withinMs: BUILD_WITHIN_MS,
  });
  if (code !== 0) throw new Error(`webpack could not build the fixture remote ${name} (exit ${code}):\n${out}`);
}
