import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from 'site-contract/api';
import { runChild, stopStartedChildren } from 'site-contract/testing';

// Each case is a process of its own (tsx compiling the CLI): seconds each on a busy machine.
jest.setTimeout(60_000);
afterAll(stopStartedChildren);

/**
 * The release CLI is an HTTP client of the delivery API: loading it must load the contract's API
 * and nothing that runs a server or a store (issue 51), so a section team's laptop needs no Redis
 * client, no S3 SDK and no server code, and the CLI cannot reach past the API's validation.
 */
describe('npm run release loads no server module', () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(path.join(os.tmpdir(), 'expo-cli-modules-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  async function modulesLoadedBy(...args: string[]): Promise<{ modules: string[]; out: string }> {
    const preload = path.join(work, 'listModules.cjs');
    const listed = path.join(work, 'modules.json');
    writeFileSync(
      preload,
      `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(listed)}, JSON.stringify(Object.keys(require.cache))));`,
    );
    const { out } = await runChild({
      name: `npm run release -- ${args.join(' ')}`,
      command: process.execPath,
      args: ['--import', 'tsx', '--require', preload, 'site-control/cli/release.ts', ...args],
      cwd: REPO_ROOT,
      // Port 9 (discard) answers nothing: the CLI runs its whole path to the request and fails there.
      env: { RELEASE_URL: 'http://127.0.0.1:9', RELEASE_TOKEN: 'not-a-key' },
      withinMs: 50_000,
    });
    const modules = (JSON.parse(readFileSync(listed, 'utf8')) as string[]).map((file) =>
      path.relative(REPO_ROOT, file),
    );
    return { modules, out };
  }

  it.each([['status'], ['list', 'mfe-access'], ['promote', 'mfe-access', 'r-1', '--percent', '10']])(
    '`release %s` loads only shared code, the contract’s API and the build folder reader',
    async (...args) => {
      const { modules, out } = await modulesLoadedBy(...args);
      expect(out).toMatch(/does not answer/);
      expect(modules).toContain('site-control/cli/release.ts');
      const ours = modules.filter((file) => !file.startsWith('node_modules/') && !file.startsWith('..'));
      const outsideTheContract = ours.filter(
        (file) =>
          !file.startsWith('shared/') &&
          file !== 'site-control/cli/release.ts' &&
          !/^site-contract\/src\/(api\/|paths\.ts$|releases\/buildFolder\.ts$)/.test(file),
      );
      expect(outsideTheContract).toEqual([]);
      const libraries = modules.filter((file) => /node_modules\/(fastify|ioredis|@aws-sdk|@fastify|pino)\b/.test(file));
      expect(libraries).toEqual([]);
    },
  );
});
