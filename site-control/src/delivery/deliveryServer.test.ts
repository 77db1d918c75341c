/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createFileAuditLog } from 'site-contract/audit/auditLog';
import { createDelivery } from './delivery';
import { hashOfKey, newDeliveryKey, parseDeliveryKeys } from 'site-contract/api/deliveryKeys';
import { createDeliveryServer } from './deliveryServer';
import { createLocalReleaseStore } from 'site-contract/releases/releaseStore';
import { createFileRevisionStore } from 'site-contract/registry/revisionStore';
import type { GateResult } from './releaseGates';
import { UPLOAD_LIMITS } from 'site-contract/releases/uploadCheck';
import { rawRequest } from 'site-contract/testing';
import { deliveryServerOptions } from '../testing/deliveryServerOptions';

/** The gates' verdict on a build: its buildVersion names it (the real gates are releaseGates.test.ts's and releases.ssr.ts's). */
const gatesOf = async ({ release }: { release: string }): Promise<GateResult[]> => [
  { gate: 'upload', passed: true, detail: 'well formed' },
  release.startsWith('bad')
    ? { gate: 'server render', passed: false, detail: '/access does not render: TypeError: x is undefined' }
    : { gate: 'server render', passed: true, detail: 'renders' },
];

/** A small build of a remote, as `npm run release -- publish` uploads it. */
function build(remote: 'mfe_access' | 'mfe_shop', version: string) {
  const manifest = JSON.stringify({
    metaData: { name: remote, buildInfo: { buildVersion: version }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [],
    shared: [],
  });
  const file = (filePath: string, text: string) => ({ path: filePath, base64: Buffer.from(text).toString('base64') });
  return [
    file('mf-manifest.json', manifest),
    file('remoteEntry.js', `/* ${version} */`),
    file('server/mf-manifest.json', manifest),
    file('server/remoteEntry.js', ''),
  ];
}

describe('the delivery API', () => {
  const accessKey = newDeliveryKey();
  const platformKey = newDeliveryKey();
  let dataDir: string;
  let app: FastifyInstance;
  let base: string;
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-delivery-'));
    const delivery = createDelivery({
      releases: createLocalReleaseStore(dataDir),
      revisions: createFileRevisionStore(path.join(dataDir, 'registry')),
      audit: createFileAuditLog(path.join(dataDir, 'audit.log')),
      gates: gatesOf,
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
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const as = (key: string | undefined): Record<string, string> => (key ? { authorization: `Bearer ${key}` } : {});
  const answer = async (response: Response) => ({
    statusCode: response.status,
    json: (await response.json()) as never,
  });
  const post = async (url: string, payload: object, key?: string) =>
    answer(
      await fetch(base + url, {
        method: 'POST',
        body: JSON.stringify(payload),
        headers: { ...as(key), 'content-type': 'application/json' },
      }),
    );
  const get = async (url: string, key?: string) => answer(await fetch(base + url, { headers: as(key) }));

  it('publishes, promotes and rolls back a release, and lists which is live and who did what', async () => {
    expect(
      (await post('/v1/remotes/mfe-access/releases', { files: build('mfe_access', 'a1'), note: 'first' }, accessKey))
        .statusCode,
    ).toBe(201);
    expect(
      (await post('/v1/remotes/mfe-access/releases', { files: build('mfe_access', 'a2') }, accessKey)).statusCode,
    ).toBe(201);
    expect((await post('/v1/remotes/mfe-access/promote', { release: 'a1' }, accessKey)).json).toMatchObject({
      revision: 1,
      remotes: { mfe_access: { release: 'a1' } },
    });
    expect((await post('/v1/remotes/mfe-access/promote', { release: 'a2' }, accessKey)).json).toMatchObject({
      revision: 2,
      remotes: { mfe_access: { release: 'a2' } },
    });
    expect((await post('/v1/remotes/mfe-access/rollback', {}, accessKey)).json).toMatchObject({
      revision: 3,
      change: 'rollback mfe-access',
      remotes: { mfe_access: { release: 'a1' } },
    });
    const listing = (await get('/v1/remotes/mfe-access/releases', accessKey)).json as Array<{
      release: string;
      live: boolean;
      publishedBy: string;
      promotedBy?: string;
    }>;
    expect(
      listing.map(({ release, live, publishedBy, promotedBy }) => ({ release, live, publishedBy, promotedBy })),
    ).toEqual([
      { release: 'a2', live: false, publishedBy: 'access-team', promotedBy: 'access-team' },
      { release: 'a1', live: true, publishedBy: 'access-team', promotedBy: 'access-team' },
    ]);
    const audit = (await get('/v1/audit?remote=mfe-access', platformKey)).json as Array<{
      action: string;
      release: string;
      revisionBefore?: number;
      revisionAfter?: number;
      who: string;
    }>;
    expect(
      audit.map(({ action, release, revisionBefore, revisionAfter }) => [
        action,
        release,
        revisionBefore,
        revisionAfter,
      ]),
    ).toEqual([
      ['rollback', 'a1', 2, 3],
      ['promote', 'a2', 1, 2],
      ['promote', 'a1', 0, 1],
      ['publish', 'a2', undefined, undefined],
      ['publish', 'a1', undefined, undefined],
    ]);
    expect(JSON.stringify(audit)).not.toContain(accessKey);
  });

  it('answers 401 with no key or a wrong one and 403 with another section’s, and changes nothing', async () => {
    expect((await post('/v1/remotes/mfe-shop/releases', { files: build('mfe_shop', 's1') })).statusCode).toBe(401);
    expect(
      (await post('/v1/remotes/mfe-shop/releases', { files: build('mfe_shop', 's1') }, newDeliveryKey())).statusCode,
    ).toBe(401);
    const other = await post('/v1/remotes/mfe-shop/releases', { files: build('mfe_shop', 's1') }, accessKey);
    expect([other.statusCode, other.json]).toEqual([
      403,
      { error: 'The key access-team ships mfe-access only, not mfe-shop.' },
    ]);
    expect((await post('/v1/remotes/mfe-shop/pause', {}, accessKey)).statusCode).toBe(403);
    expect((await get('/v1/status')).statusCode).toBe(401);
    expect((await get('/v1/remotes/mfe-shop/releases', platformKey)).json).toEqual([]);
    expect((await get('/v1/status', platformKey)).json).toEqual({ revision: 0, remotes: {}, instances: [], bases: {} });
  });

  it('checks the key before it reads a body: without a key that may publish, a body over the limit gets 401 or 403, not 413', async () => {
    // Only the head is sent: a server that waited for the body, or read it before the key, would not answer so.
    const upload = (remote: string, key?: string) =>
      rawRequest(
        Number(new URL(base).port),
        [
          `POST /v1/remotes/${remote}/releases HTTP/1.1`,
          'Host: 127.0.0.1',
          'Content-Type: application/json',
          `Content-Length: ${UPLOAD_LIMITS.maxTotalBytes * 2}`,
          ...(key ? [`Authorization: Bearer ${key}`] : []),
        ].join('\r\n'),
      );
    const statusAndError = async (answer: Promise<{ status: number; body: string }>) => {
      const { status, body } = await answer;
      return [status, (JSON.parse(body) as { error: string }).error];
    };
    expect(await statusAndError(upload('mfe-access'))).toEqual([401, expect.any(String)]);
    expect(await statusAndError(upload('mfe-access', newDeliveryKey()))).toEqual([401, expect.any(String)]);
    expect(await statusAndError(upload('mfe-shop', accessKey))).toEqual([
      403,
      'The key access-team ships mfe-access only, not mfe-shop.',
    ]);
    // With a key that may publish, the size is what is wrong.
    expect(await statusAndError(upload('mfe-access', accessKey))).toEqual([413, expect.stringMatching(/too large/i)]);
    expect((await get('/v1/status', platformKey)).json).toEqual({ revision: 0, remotes: {}, instances: [], bases: {} });
  });

  it('limits each client to 120 requests a minute, with or without a key: then 429', async () => {
    const statuses = await Promise.all(Array.from({ length: 120 }, async () => (await get('/v1/status')).statusCode));
    expect(new Set(statuses)).toEqual(new Set([401]));
    const limited = await fetch(`${base}/v1/status`, { headers: as(platformKey) });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.json()).toEqual({ error: expect.stringMatching(/rate limit/i) });
  });

  it('refuses what cannot be done with a clear error: an unknown release, a release again, a bad upload, nothing to roll back to', async () => {
    expect((await post('/v1/remotes/mfe-access/promote', { release: 'nope' }, accessKey)).json).toEqual({
      error: 'mfe-access has no release nope: see `list mfe-access`',
    });
    await post('/v1/remotes/mfe-access/releases', { files: build('mfe_access', 'a1') }, accessKey);
    expect(
      (await post('/v1/remotes/mfe-access/releases', { files: build('mfe_access', 'a1') }, accessKey)).statusCode,
    ).toBe(409);
    const outside = await post(
      '/v1/remotes/mfe-access/releases',
      { files: [...build('mfe_access', 'a3'), { path: '../x.js', base64: '' }] },
      accessKey,
    );
    expect([outside.statusCode, outside.json['error']]).toEqual([
      400,
      expect.stringMatching(/would land outside the release's folder/),
    ]);
    // A malformed upload is refused whole: not stored (not even as refused) and not in the audit log.
    const listed = (await get('/v1/remotes/mfe-access/releases', accessKey)).json as Array<{ release: string }>;
    expect(listed.map(({ release }) => release)).toEqual(['a1']);
    const audited = (await get('/v1/audit?remote=mfe-access', accessKey)).json as Array<{ action: string }>;
    expect(audited.map(({ action }) => action)).toEqual(['publish']);
    expect((await post('/v1/remotes/mfe-access/rollback', {}, accessKey)).statusCode).toBe(409);
    expect((await post('/v1/remotes/mfe-access/promote', { release: '../../etc' }, accessKey)).statusCode).toBe(400);
  });

  it('stores a release the gates refuse as refused, with their report: it is never promoted, and the refusal is audited', async () => {
    const published = await post('/v1/remotes/mfe-access/releases', { files: build('mfe_access', 'bad1') }, accessKey);
    expect(published.statusCode).toBe(201);
    expect(published.json).toMatchObject({
      release: 'bad1',
      status: 'refused',
      report: ['✓ upload: well formed', '✗ server render: /access does not render: TypeError: x is undefined'],
    });
    const promoted = await post('/v1/remotes/mfe-access/promote', { release: 'bad1' }, platformKey);
    expect(promoted.statusCode).toBe(409);
    expect((await get('/v1/status', accessKey)).json).toEqual({ revision: 0, remotes: {}, instances: [], bases: {} });
    expect((await get('/v1/audit?remote=mfe-access', accessKey)).json).toEqual([
      expect.objectContaining({ who: 'access-team', action: 'refuse', remote: 'mfe-access', release: 'bad1' }),
    ]);
  });

  it('pauses and resumes a remote: the registry says so, and the release stays', async () => {
    await post('/v1/remotes/mfe-access/releases', { files: build('mfe_access', 'a1') }, accessKey);
    await post('/v1/remotes/mfe-access/promote', { release: 'a1' }, accessKey);
    expect((await post('/v1/remotes/mfe-access/pause', { note: 'broken map' }, platformKey)).json).toMatchObject({
      remotes: { mfe_access: { release: 'a1', paused: true } },
    });
    expect((await post('/v1/remotes/mfe-access/resume', {}, accessKey)).json).toMatchObject({
      remotes: { mfe_access: { release: 'a1' } },
    });
    expect((await get('/v1/status', accessKey)).json).toMatchObject({
      revision: 3,
      remotes: { mfe_access: { release: 'a1' } },
    });
  });

  it('runs a canary for a share of visitors: raised keeping its start, completed at 100, ended by a rollback', async () => {
    for (const version of ['a1', 'a2', 'a3'])
      await post('/v1/remotes/mfe-access/releases', { files: build('mfe_access', version) }, accessKey);
    const first = await post('/v1/remotes/mfe-access/promote', { release: 'a2', percent: 10 }, accessKey);
    expect(first).toMatchObject({
      statusCode: 409,
      json: { error: expect.stringMatching(/no live release to compare/) },
    });
    await post('/v1/remotes/mfe-access/promote', { release: 'a1' }, accessKey);

    const started = await post(
      '/v1/remotes/mfe-access/promote',
      { release: 'a2', percent: 10, onWorse: 'hold', note: 'new map' },
      accessKey,
    );
    expect(started.json).toMatchObject({
      remotes: { mfe_access: { release: 'a1', canary: { release: 'a2', percent: 10, onWorse: 'hold' } } },
    });
    const startedAt = (started.json as { remotes: { mfe_access: { canary: { startedAt: string } } } }).remotes
      .mfe_access.canary.startedAt;
    const raised = await post('/v1/remotes/mfe-access/promote', { release: 'a2', percent: 50 }, accessKey);
    expect(raised.json).toMatchObject({
      remotes: { mfe_access: { release: 'a1', canary: { release: 'a2', percent: 50, startedAt, onWorse: 'hold' } } },
    });
    expect((await get('/v1/remotes/mfe-access/releases', accessKey)).json).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ release: 'a1', live: true }),
        expect.objectContaining({ release: 'a2', live: false, canaryPercent: 50 }),
      ]),
    );

    const ended = await post('/v1/remotes/mfe-access/rollback', { note: 'slower' }, accessKey);
    expect((ended.json as { remotes: object }).remotes).toEqual({ mfe_access: { release: 'a1' } });

    await post(
      '/v1/remotes/mfe-access/promote',
      { release: 'a3', plan: { steps: [10, 50, 100], stepMs: 900_000 } },
      accessKey,
    );
    expect((await get('/v1/status', accessKey)).json).toMatchObject({
      remotes: {
        mfe_access: { release: 'a1', canary: { release: 'a3', percent: 10, plan: { steps: [10, 50, 100] } } },
      },
    });
    const completed = await post('/v1/remotes/mfe-access/promote', { release: 'a3', percent: 100 }, accessKey);
    expect((completed.json as { remotes: object }).remotes).toEqual({ mfe_access: { release: 'a3' } });

    expect(
      (
        await post(
          '/v1/remotes/mfe-access/promote',
          { release: 'a2', plan: { steps: [50, 10], stepMs: 60_000 } },
          accessKey,
        )
      ).statusCode,
    ).toBe(400);
    const audit = (await get('/v1/audit?remote=mfe-access', accessKey)).json as Array<{
      action: string;
      release: string;
      percent?: number;
    }>;
    expect(
      audit
        .filter(({ action }) => action !== 'publish')
        .map(({ action, release, percent }) => [action, release, percent]),
    ).toEqual([
      ['promote', 'a3', 100],
      ['promote', 'a3', 10],
      ['rollback', 'a2', undefined],
      ['promote', 'a2', 50],
      ['promote', 'a2', 10],
      ['promote', 'a1', 100],
    ]);
  });
});
