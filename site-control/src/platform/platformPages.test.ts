/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createFileAuditLog } from 'site-contract/audit/auditLog';
import { createDelivery, type Delivery } from '../delivery/delivery';
import { hashOfKey, newDeliveryKey, parseDeliveryKeys, type DeliveryKey } from 'site-contract/api/deliveryKeys';
import { recordBaseReleases } from 'site-contract/releases/baseReleases';
import { createLocalReleaseStore } from 'site-contract/releases/releaseStore';
import { checkUpload } from 'site-contract/releases/uploadCheck';
import { createFileRevisionStore, type RevisionStore } from 'site-contract/registry/revisionStore';
import type { JudgeReport } from '../rollout/judgeReport';
import { platformPages } from './platformPages';
import { createSessionStore } from './sessions';

/** A minimal build of a remote, as a publish uploads it. */
function upload(remote: 'mfe_access' | 'mfe_shop' | 'mfe_housing', version: string) {
  const manifest = JSON.stringify({
    metaData: { name: remote, buildInfo: { buildVersion: version }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [],
    shared: [],
  });
  const file = (filePath: string, text: string) => ({ path: filePath, bytes: Buffer.from(text) });
  return [
    file('mf-manifest.json', manifest),
    file('remoteEntry.js', `/* ${version} */`),
    file('server/mf-manifest.json', manifest),
    file('server/remoteEntry.js', ''),
  ];
}

/** The judge's report on mfe-shop's canary s2: what the fake judge answers. */
const shopReport = (): JudgeReport => ({
  remote: 'mfe_shop',
  canary: {
    release: 's2',
    percent: 10,
    startedAt: new Date().toISOString(),
    percentSince: new Date().toISOString(),
    visitors: 4321,
    errorVisitors: 87,
    errorRate: 87 / 4321,
    lcpP75: 2468,
    inpP75: 135,
    lcpSamples: 4000,
    inpSamples: 3900,
  },
  live: {
    release: 's1',
    visitors: 38765,
    errorVisitors: 12,
    errorRate: 12 / 38765,
    lcpP75: 1987,
    inpP75: 120,
    lcpSamples: 36000,
    inpSamples: 35000,
  },
  verdict: 'worse',
  reasons: ['Error rate 2.01% against 0.03%: worse (p < 0.001).'],
  at: new Date().toISOString(),
});

/** A page without its style element's nonce: random base64, which holds short names like 's1' now and then. */
const withoutNonce = (body: string) => body.replace(/ nonce="[^"]*"/g, '');

describe('the platform page', () => {
  const platformKey = newDeliveryKey();
  const accessKey = newDeliveryKey();
  let keys: DeliveryKey[];
  let dataDir: string;
  let delivery: Delivery;
  let revisions: RevisionStore;
  let app: FastifyInstance;
  let base: string;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-platform-'));
    const releases = createLocalReleaseStore(dataDir);
    // Housing is served from the build the site started with: its base release h0.
    await recordBaseReleases(
      [
        {
          remote: 'mfe-housing',
          release: 'h0',
          source: '/mfe-housing/mf-manifest.json',
          upload: checkUpload('mfe-housing', upload('mfe_housing', 'h0')),
        },
      ],
      releases,
    );
    delivery = createDelivery({
      releases,
      bases: { 'mfe-housing': 'h0' },
      revisions: (revisions = createFileRevisionStore(path.join(dataDir, 'registry'))),
      audit: createFileAuditLog(path.join(dataDir, 'audit.log')),
      gates: async () => [{ gate: 'upload', passed: true, detail: 'well formed' }],
    });
    keys = parseDeliveryKeys(
      `platform:platform:${hashOfKey(platformKey)},access-team:mfe-access:${hashOfKey(accessKey)}`,
    );
    // The page alone: the delivery server registers it the same way (the e2e test covers that listener).
    app = Fastify();
    await app.register(platformPages, {
      delivery,
      keys: () => keys,
      judge: async () => [shopReport()],
      sessions: createSessionStore(),
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    for (const version of ['s1', 's2']) await delivery.publish('shop-team', 'mfe-shop', upload('mfe_shop', version));
    await delivery.publish('access-team', 'mfe-access', upload('mfe_access', 'a1'));
    await delivery.publish('housing-team', 'mfe-housing', upload('mfe_housing', 'h1'));
    await delivery.promote('shop-team', 'mfe-shop', 's1');
    await delivery.promote('shop-team', 'mfe-shop', 's2', 'try it', { percent: 10 });
    await delivery.promote('access-team', 'mfe-access', 'a1');
  });
  afterEach(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** What a test reads of an answer. */
  interface Answer {
    statusCode: number;
    headers: Record<string, string>;
    body: string;
  }
  const answer = async (response: Response): Promise<Answer> => ({
    statusCode: response.status,
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
  });
  /** A browser's form POST from the page itself (same origin), or from where `from` says. */
  const post = async (
    url: string,
    fields: Record<string, string>,
    { cookie, from = { 'sec-fetch-site': 'same-origin', origin: base } }: { cookie?: string; from?: object } = {},
  ) =>
    answer(
      await fetch(base + url, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie && { cookie }), ...from },
        body: new URLSearchParams(fields).toString(),
      }),
    );
  const get = async (url: string, cookie?: string) =>
    answer(await fetch(base + url, { redirect: 'manual', headers: { ...(cookie && { cookie }) } }));

  async function signIn(key: string): Promise<string> {
    const response = await post('/platform/sign-in', { key });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/platform');
    return String(response.headers['set-cookie']).split(';')[0];
  }
  const csrfOf = (response: Answer) => /name="csrf" value="([^"]+)"/.exec(response.body)![1];
  /** The page's text, tags removed (the body only: the head is its styles). */
  const textOf = (page: Answer) =>
    page.body
      .slice(page.body.indexOf('<body'))
      .replaceAll('<!-- -->', '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
  const liveShop = async () => (await delivery.status()).remotes.mfe_shop;

  it('shows only the sign-in form without a session, with the security headers and no script', async () => {
    const response = await get('/platform');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<label[^>]*for="delivery-key"[^>]*>Delivery key/);
    expect(response.body).toMatch(
      /<input[^>]*type="password"[^>]*id="delivery-key"|id="delivery-key"[^>]*type="password"/,
    );
    const nonce = /<style nonce="([^"]+)">/.exec(response.body)![1];
    for (const data of ['s1', 's2', 'a1', 'shop-team', 'Audit log', 'mfe-shop'])
      expect(withoutNonce(response.body)).not.toContain(data);
    expect(response.body).not.toContain('<script');
    expect(response.headers).toMatchObject({
      'content-security-policy': expect.stringContaining(`style-src-elem 'nonce-${nonce}'`),
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    });
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // Every style is in the head's one element; none is left in the body.
    expect(response.body.match(/<style/g)).toHaveLength(1);

    // Nothing else answers without a session either.
    const confirm = await get('/platform/confirm?action=rollback&of=canary&remote=mfe-shop&release=s2');
    expect(confirm.statusCode).toBe(401);
    expect(withoutNonce(confirm.body)).not.toContain('s2');
    const change = await post('/platform/actions', {
      action: 'rollback',
      of: 'canary',
      remote: 'mfe-shop',
      release: 's2',
    });
    expect(change.statusCode).toBe(401);
    expect((await liveShop()).canary?.release).toBe('s2');
  });

  it('refuses a wrong key with the form again (401), and signs in and out with a right one', async () => {
    const wrong = await post('/platform/sign-in', { key: newDeliveryKey() });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(wrong.body).toContain('That delivery key is not one this server knows.');
    expect(wrong.body).toContain('id="delivery-key"');
    expect(withoutNonce(wrong.body)).not.toContain('s2');

    const signedIn = await post('/platform/sign-in', { key: platformKey });
    expect(signedIn.statusCode).toBe(303);
    const cookie = String(signedIn.headers['set-cookie']);
    expect(cookie).toMatch(/^expo_platform_session=[A-Za-z0-9_-]{43};/);
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/platform', 'Max-Age=28800'])
      expect(cookie.split('; ')).toContain(attribute);
    expect(cookie).not.toContain(platformKey);
    const session = cookie.split(';')[0];

    const page = await get('/platform', session);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Signed in with the key <strong>platform</strong>');

    const out = await post('/platform/sign-out', { csrf: csrfOf(page) }, { cookie: session });
    expect(out.statusCode).toBe(303);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    const after = await get('/platform', session);
    expect(after.body).toContain('id="delivery-key"');
    expect(withoutNonce(after.body)).not.toContain('s2');
  });

  it('shows each remote, the canary with the judge’s figures beside the live release’s, the instances and the audit log', async () => {
    await revisions.report({ instance: 'site-a:8080', revision: 3, at: new Date().toISOString() });
    await revisions.report({ instance: 'site-b:8080', revision: 2, at: new Date(Date.now() - 90_000).toISOString() });
    const cookie = await signIn(platformKey);
    const page = await get('/platform', cookie);
    expect(page.statusCode).toBe(200);
    const text = textOf(page);
    expect(text).toContain('E-Shop mfe-shop');
    expect(text).toContain('Canary at 10%');
    expect(text).toContain('Live release s1');
    expect(text).toContain('Canary s2 , 10% of visitors');
    expect(text).toContain('Visitors 38,765 4,321');
    expect(text).toContain('Visitors who met an error 12 87');
    expect(text).toContain('Error rate 0.03% 2.01%');
    expect(text).toContain('p75 LCP 1,987 ms 2,468 ms');
    expect(text).toContain('p75 INP 120 ms 135 ms');
    expect(text).toContain('Worse than live');
    expect(text).toContain('Error rate 2.01% against 0.03%: worse (p &lt; 0.001).');
    expect(page.body).toMatch(/<caption>The judge&#x27;s figures for mfe-shop/);
    expect(text).toContain('promoted mfe-shop s2 10% shop-team try it 1 → 2');
    expect(text).toContain('Instances The registry revision each instance of the site server last said it serves');
    expect(text).toContain('Instance Registry revision Reported site-a:8080 3 (the latest)');
    expect(text).toContain('site-b:8080 2 (1 behind)');
    for (const landmark of [/<header/, /<nav[^>]* aria-label="On this page"/, /<main/, /<h1/, /<h2/, /<caption>/])
      expect(page.body).toMatch(landmark);
  });

  it('refuses a change without the session’s CSRF token, or from another site (403), and changes nothing', async () => {
    const cookie = await signIn(platformKey);
    const csrf = csrfOf(await get('/platform', cookie));
    const rollback = { action: 'rollback', of: 'canary', remote: 'mfe-shop', release: 's2' };

    for (const fields of [rollback, { ...rollback, csrf: 'x'.repeat(csrf.length) }, { ...rollback, csrf: 'short' }]) {
      const refused = await post('/platform/actions', fields, { cookie });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain('That form did not come from this session');
    }
    for (const from of [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: base },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      {},
    ]) {
      const refused = await post('/platform/actions', { ...rollback, csrf }, { cookie, from });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain('came from another site');
    }
    // A sign-in from another site is refused too (no one is signed in by another site's form).
    expect(
      (await post('/platform/sign-in', { key: platformKey }, { from: { origin: 'https://evil.example' } })).statusCode,
    ).toBe(403);
    expect((await liveShop()).canary?.release).toBe('s2');
    expect((await delivery.audit()).map((entry) => entry.action)).not.toContain('rollback');
  });

  it('lets a section’s key change its own section only (403 for another’s, and the page says so)', async () => {
    const cookie = await signIn(accessKey);
    const page = await get('/platform', cookie);
    expect(textOf(page)).toContain(
      'The key access-team ships mfe-access only: changing mfe-shop needs its own key or the platform&#x27;s.',
    );
    const csrf = csrfOf(page);

    const confirm = await get('/platform/confirm?action=rollback&of=canary&remote=mfe-shop&release=s2', cookie);
    expect(confirm.statusCode).toBe(403);
    expect(confirm.body).toContain('The key access-team ships mfe-access only, not mfe-shop');
    const change = await post(
      '/platform/actions',
      { action: 'rollback', of: 'canary', remote: 'mfe-shop', release: 's2', csrf },
      { cookie },
    );
    expect(change.statusCode).toBe(403);
    expect((await liveShop()).canary?.release).toBe('s2');

    expect((await get('/platform/confirm?action=pause&remote=mfe-access', cookie)).statusCode).toBe(200);
  });

  it('rolls back a canary through its confirmation, as the key’s name, into the audit log', async () => {
    const cookie = await signIn(platformKey);
    const confirm = await get('/platform/confirm?action=rollback&of=canary&remote=mfe-shop&release=s2', cookie);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('Roll back mfe-shop&#x27;s canary s2?');
    expect(confirm.body).toContain('Visitors on it go back to the live release s1.');
    expect(confirm.body).toMatch(/<form[^>]*action="\/platform\/actions" method="post"/);
    // Nothing changes before Confirm.
    expect((await liveShop()).canary?.release).toBe('s2');

    // A browser that sends no Sec-Fetch-Site: its Origin is the listener's own.
    const done = await post(
      '/platform/actions',
      { action: 'rollback', of: 'canary', remote: 'mfe-shop', release: 's2', csrf: csrfOf(confirm), note: 'errors up' },
      { cookie, from: { origin: base } },
    );
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/platform');
    expect(await liveShop()).toEqual({ release: 's1' });
    expect((await delivery.audit('mfe-shop'))[0]).toMatchObject({
      action: 'rollback',
      who: 'platform',
      release: 's2',
      note: 'errors up',
      revisionBefore: 3,
      revisionAfter: 4,
    });

    const page = await get('/platform', cookie);
    expect(page.body).toContain('Rolled back mfe-shop&#x27;s canary s2: every visitor is on s1 (registry revision 4).');
    const text = textOf(page);
    expect(text).toContain('rolled back mfe-shop s2 platform errors up 3 → 4');
    // The message is shown once.
    expect((await get('/platform', cookie)).body).not.toContain('Rolled back mfe-shop');
  });

  it('makes no change a confirmation did not describe: a canary completed meanwhile is not rolled back', async () => {
    const cookie = await signIn(platformKey);
    const confirm = await get('/platform/confirm?action=rollback&of=canary&remote=mfe-shop&release=s2', cookie);
    await delivery.promote('shop-team', 'mfe-shop', 's2');
    const late = await post(
      '/platform/actions',
      { action: 'rollback', of: 'canary', remote: 'mfe-shop', release: 's2', csrf: csrfOf(confirm) },
      { cookie },
    );
    expect(late.statusCode).toBe(303);
    expect(await liveShop()).toEqual({ release: 's2' });
    expect((await get('/platform', cookie)).body).toContain('Nothing was changed');
  });

  it('promotes, raises, pauses and resumes through their confirmations', async () => {
    const cookie = await signIn(platformKey);
    const confirmAndDo = async (query: Record<string, string>) => {
      const confirm = await get(`/platform/confirm?${new URLSearchParams(query)}`, cookie);
      expect(confirm.statusCode).toBe(200);
      const fields = Object.fromEntries(
        [...confirm.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(([, name, value]) => [
          name,
          value.replaceAll('&amp;', '&'),
        ]),
      );
      expect((await post('/platform/actions', fields, { cookie })).statusCode).toBe(303);
      return confirm.body;
    };
    expect(await confirmAndDo({ action: 'raise', remote: 'mfe-shop', release: 's2', percent: '50' })).toContain(
      'Raise mfe-shop&#x27;s canary s2 from 10% to 50% of visitors?',
    );
    expect((await liveShop()).canary?.percent).toBe(50);
    await confirmAndDo({ action: 'pause', remote: 'mfe-shop' });
    expect((await liveShop()).paused).toBe(true);
    await confirmAndDo({ action: 'resume', remote: 'mfe-shop' });
    expect((await liveShop()).paused).toBeUndefined();
    await confirmAndDo({ action: 'raise', remote: 'mfe-shop', release: 's2', percent: '100' });
    expect(await liveShop()).toEqual({ release: 's2' });
    expect(
      await confirmAndDo({
        action: 'promote',
        remote: 'mfe-shop',
        release: 's1',
        percent: '',
        plan: '20,100',
        step: '30',
        onWorse: 'hold',
      }),
    ).toContain('Start a canary of mfe-shop s1 at 20% of visitors?');
    expect((await liveShop()).canary).toMatchObject({
      release: 's1',
      percent: 20,
      plan: { steps: [20, 100], stepMs: 30 * 60_000 },
      onWorse: 'hold',
    });
    expect((await delivery.audit('mfe-shop')).slice(0, 5).map((entry) => [entry.action, entry.who])).toEqual([
      ['promote', 'platform'],
      ['promote', 'platform'],
      ['resume', 'platform'],
      ['pause', 'platform'],
      ['promote', 'platform'],
    ]);
  });

  it('shows a section never promoted on its base release, canaries a first release against it and rolls back to it, in words', async () => {
    const cookie = await signIn(platformKey);
    const housing = async () => {
      const text = textOf(await get('/platform', cookie));
      return text.slice(text.indexOf('Housing mfe-housing'), text.indexOf('Dining mfe-dining'));
    };
    expect(await housing()).toContain('Nothing promoted yet Served Base release');
    expect(await housing()).toContain('Live release h0 , the base release: the build the site started with');
    const confirmAndDo = async (query: Record<string, string>) => {
      const confirm = await get(`/platform/confirm?${new URLSearchParams(query)}`, cookie);
      expect(confirm.statusCode).toBe(200);
      const fields = Object.fromEntries(
        [...confirm.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(([, name, value]) => [
          name,
          value.replaceAll('&amp;', '&'),
        ]),
      );
      expect((await post('/platform/actions', fields, { cookie })).statusCode).toBe(303);
      return textOf({ ...confirm, body: confirm.body });
    };
    expect(await confirmAndDo({ action: 'promote', remote: 'mfe-housing', release: 'h1', percent: '10' })).toContain(
      '10% of visitors get h1; the others keep the live release h0. The judge compares the two.',
    );
    expect((await delivery.status()).remotes.mfe_housing).toMatchObject({ release: 'h0', canary: { release: 'h1' } });
    await confirmAndDo({ action: 'raise', remote: 'mfe-housing', release: 'h1', percent: '100' });
    expect(await confirmAndDo({ action: 'rollback', of: 'live', remote: 'mfe-housing', release: 'h1' })).toContain(
      'Roll back mfe-housing from h1?',
    );
    expect((await delivery.status()).remotes.mfe_housing).toEqual({ release: 'h0' });
    const text = textOf(await get('/platform', cookie));
    expect(text).toContain('rolled back to the base release mfe-housing h0 platform');
  });

  it('ends a session whose key the server no longer takes', async () => {
    const cookie = await signIn(accessKey);
    keys = keys.filter((key) => key.name !== 'access-team');
    const page = await get('/platform', cookie);
    expect(page.body).toContain('id="delivery-key"');
    expect(String(page.headers['set-cookie'])).toContain('Max-Age=0');
  });
});
