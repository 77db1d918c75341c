/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createFileAuditLog } from 'site-contract/audit/auditLog';
import { createDelivery, type Delivery } from '../src/delivery/delivery';
import { hashOfKey, newDeliveryKey, parseDeliveryKeys } from 'site-contract/api/deliveryKeys';
import { createDeliveryServer } from '../src/delivery/deliveryServer';
import { createLocalReleaseStore } from 'site-contract/releases/releaseStore';
import { createFileRevisionStore } from 'site-contract/registry/revisionStore';
import { hangingRevisionStore, runChild, stopStartedChildren } from 'site-contract/testing';
import { minimalAccessUpload } from 'site-contract/testing';
import { REPO_ROOT } from 'site-contract/paths';
import { releaseCli } from 'site-server/testing';
import { deliveryServerOptions } from '../src/testing/deliveryServerOptions';

// Each command is a process of its own (tsx compiling the CLI): seconds each on a busy machine.
jest.setTimeout(120_000);
afterAll(stopStartedChildren);

/** `npm run release` against a delivery API in this process, with a file store whose answers can be cut off. */
describe('npm run release', () => {
  const accessKey = newDeliveryKey();
  const platformKey = newDeliveryKey();
  let work: string;
  let app: FastifyInstance;
  let url: string;
  /** When false, the registry store takes no change and never answers (a Redis that hangs before running it). */
  let storeAnswers: boolean;
  let delivery: Delivery;

  beforeEach(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'expo-release-cli-'));
    storeAnswers = true;
    const store = createFileRevisionStore(path.join(work, 'data', 'registry'));
    const revisions = hangingRevisionStore(store, () => storeAnswers);
    delivery = createDelivery({
      releases: createLocalReleaseStore(path.join(work, 'data')),
      revisions,
      audit: createFileAuditLog(path.join(work, 'data', 'audit.log')),
      // A build whose version starts with "bad" fails a gate (the real gates are releaseGates.test.ts's).
      gates: async ({ release }) => [
        release.startsWith('bad')
          ? { gate: 'server render', passed: false, detail: '/access does not render' }
          : { gate: 'server render', passed: true, detail: 'renders' },
      ],
    });
    app = createDeliveryServer(
      deliveryServerOptions({
        delivery,
        keys: () =>
          parseDeliveryKeys(
            `access-team:mfe-access:${hashOfKey(accessKey)},platform:platform:${hashOfKey(platformKey)}`,
          ),
      }),
    );
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(async () => {
    await app.close();
    rmSync(work, { recursive: true, force: true });
  });

  /** A build of mfe-access with `version` as its buildVersion, in a folder for `publish --dist`. */
  function buildOf(version: string): string {
    const folder = path.join(work, `build-${version}`);
    for (const file of minimalAccessUpload(version)) {
      mkdirSync(path.dirname(path.join(folder, file.path)), { recursive: true });
      writeFileSync(path.join(folder, file.path), file.bytes);
    }
    return folder;
  }
  const release = (key: string, ...args: string[]) => releaseCli(url, key, ...args);

  it('lists the releases, then every change with who, when, the release, the revisions and the note; an unanswered promote is never shown as made', async () => {
    expect((await release(accessKey, 'publish', 'mfe-access', '--dist', buildOf('a1'), '--note', 'first')).code).toBe(
      0,
    );
    expect((await release(accessKey, 'publish', 'mfe-access', '--dist', buildOf('bad2'))).code).toBe(1);
    expect((await release(accessKey, 'publish', 'mfe-access', '--dist', buildOf('a3'))).code).toBe(0);
    expect((await release(accessKey, 'promote', 'mfe-access', 'a1', '--note', 'go')).code).toBe(0);
    expect((await release(platformKey, 'pause', 'mfe-access', '--note', 'broken map')).code).toBe(0);
    expect((await release(accessKey, 'resume', 'mfe-access')).code).toBe(0);
    storeAnswers = false;
    const unanswered = await release(platformKey, 'promote', 'mfe-access', 'a3');
    expect([unanswered.code, unanswered.out]).toEqual([1, expect.stringMatching(/^503: .*may or may not/)]);

    const { code, out } = await release(accessKey, 'list', 'mfe-access');
    expect(code).toBe(0);
    const [releases, changes] = out.split(/^changes to mfe-access, newest first:\n/m);
    expect(releases).toMatch(
      /^\* live a1 {2}ready, published \S+ by access-team, promoted \S+ by access-team: first$/m,
    );
    expect(releases).toMatch(/^ +bad2 {2}refused, published \S+ by access-team$/m);
    // a3's promote may not have been made: a3 is not shown as promoted, and its history line says so.
    expect(releases).toMatch(/^ +a3 {2}ready, published \S+ by access-team$/m);
    const at = '\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z';
    expect(changes.trimEnd().split('\n')).toEqual(
      [
        `promote a3  asked by platform, not confirmed \\(the registry store did not answer: it may or may not have been made, see status\\)`,
        'resume a1  by access-team, revision 2→3',
        'pause a1  by platform, revision 1→2: broken map',
        'promote a1  by access-team, revision 0→1: go',
        'publish a3  by access-team',
        'refuse bad2  by access-team',
        'publish a1  by access-team: first',
      ].map((line) => expect.stringMatching(new RegExp(`^ {2}${at} {2}${line}$`))),
    );
  });

  it('says of a change the judge decided on a registry since changed that it was refused and not made', async () => {
    expect((await release(accessKey, 'publish', 'mfe-access', '--dist', buildOf('a1'))).code).toBe(0);
    expect((await release(accessKey, 'promote', 'mfe-access', 'a1')).code).toBe(0);
    expect((await release(accessKey, 'publish', 'mfe-access', '--dist', buildOf('a2'))).code).toBe(0);
    expect((await release(accessKey, 'promote', 'mfe-access', 'a2', '--percent', '10')).code).toBe(0);
    // Decided on revision 1; a person's canary made it 2.
    await expect(
      delivery.rollback('judge', 'mfe-access', undefined, 'worse', { revision: 1, token: 1 }),
    ).rejects.toThrow('the registry has changed since it was decided on revision 1 (it is at 2)');
    const { out } = await release(accessKey, 'list', 'mfe-access');
    expect(out).toMatch(
      /^ {2}\S+ {2}rollback a2 {2}decided by judge, refused and not made \(decided on a registry revision or a leader's term since replaced\): the registry has changed since it was decided on revision 1 \(it is at 2\); worse$/m,
    );
    expect(out).toMatch(/^\* live a1 /m);
  });

  it('refuses to publish a build holding a link, saying which, and publishes nothing of it', async () => {
    // A link in dist/ would upload whatever it points at, here a file outside the build.
    const folder = buildOf('a1');
    writeFileSync(path.join(work, 'outside.txt'), 'not part of the build');
    symlinkSync(path.join(work, 'outside.txt'), path.join(folder, 'notes.txt'));

    const { code, out } = await release(accessKey, 'publish', 'mfe-access', '--dist', folder);
    expect(code).toBe(1);
    expect(out).toBe(`${folder}/notes.txt is a link: a release holds files only\n`);
    const listed = await fetch(`${url}/v1/remotes/mfe-access/releases`, {
      headers: { authorization: `Bearer ${platformKey}` },
    });
    expect(await listed.json()).toEqual([]);
  });

  it('never prints a key: not the one it is given, right or wrong, nor one it makes', async () => {
    const wrongKey = newDeliveryKey();
    const dataDir = path.join(work, 'keys-made-here');
    const outputs = [
      await release(accessKey, 'publish', 'mfe-access', '--dist', buildOf('a1')),
      await release(accessKey, 'promote', 'mfe-access', 'a1'),
      await release(accessKey, 'list', 'mfe-access'),
      await release(platformKey, 'status'),
      await release(wrongKey, 'pause', 'mfe-access'),
      await release(accessKey, 'pause', 'mfe-shop'),
    ];
    expect(outputs.map(({ code }) => code)).toEqual([0, 0, 0, 0, 1, 1]);
    expect(outputs[4].out).toMatch(/^401: /);
    expect(outputs[5].out).toMatch(/^403: /);

    const previousDataDir = process.env.DATA_DIR;
    process.env.DATA_DIR = dataDir;
    try {
      const made = await release(accessKey, 'key', 'access-team-2', 'mfe-access');
      expect(made.code).toBe(0);
      outputs.push(made);
    } finally {
      if (previousDataDir === undefined) delete process.env.DATA_DIR;
      else process.env.DATA_DIR = previousDataDir;
    }
    const madeKey = readFileSync(path.join(dataDir, 'keys', 'access-team-2.key'), 'utf8').trim();
    expect(madeKey).toMatch(/^expo_dk_/);

    for (const { out } of outputs)
      for (const key of [accessKey, platformKey, wrongKey, madeKey]) expect(out).not.toContain(key);
  });
});

describe('npm run release against a delivery API that never answers', () => {
  let silent: Server;
  let url: string;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    // Takes each connection and the request, and never answers.
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.resume();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(silent.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => silent.close(resolve));
  });

  const releaseWaiting = (seconds: string, ...args: string[]) =>
    runChild({
      name: `npm run release -- ${args.join(' ')}`,
      command: process.execPath,
      args: ['--import', 'tsx', 'site-control/cli/release.ts', ...args],
      cwd: REPO_ROOT,
      env: { RELEASE_URL: url, RELEASE_TOKEN: 'a-key', RELEASE_TIMEOUT_S: seconds },
      withinMs: 60_000,
    });

  it('gives up after RELEASE_TIMEOUT_S, naming the URL; a change says it may or may not have been made', async () => {
    const status = await releaseWaiting('1', 'status');
    expect([status.code, status.out]).toEqual([1, `GET ${url}/v1/status did not answer within 1 s\n`]);
    const promote = await releaseWaiting('1', 'promote', 'mfe-access', 'a1');
    expect([promote.code, promote.out]).toEqual([
      1,
      `POST ${url}/v1/remotes/mfe-access/promote did not answer within 1 s: the change may or may not have been made (status and list show what is live)\n`,
    ]);
  });

  it('refuses a RELEASE_TIMEOUT_S that is not a number of seconds', async () => {
    const run = await releaseWaiting('soon', 'status');
    expect(run.code).toBe(2);
    expect(run.out).toMatch(/^RELEASE_TIMEOUT_S: "soon" is not a number of seconds\n/);
  });
});
