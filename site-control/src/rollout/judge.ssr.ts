/**
 * The judge with simulated visitors against a real server (run after `npm run build`, by `npm run
 * test:ssr`): the site server as `npm start` runs it (the judge looking every 300 ms, 40 visitors a
 * side before it decides) and the `npm run release` CLI. Each simulated visitor has its own visitor
 * cookie and client address, loads /access (the server records which release it was served) and then
 * reports, as its browser would, what it met on that release: a render error for a share of visitors
 * of a faulty release, and LCP and INP drawn from one distribution for every release. The visitors'
 * ids are seeded as well as their values, so every run puts the same values on the same sides.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { changedAccessBuild, startReleaseSite, stopStartedChildren } from 'site-server/testing';
import type { SideFigures, Verdict } from './judgeReport';
import { quantile } from './statistics';
import { DEFAULT_THRESHOLDS, judgeCanary } from './verdict';
import { bucketOf, VISITOR_COOKIE } from 'site-contract/rollout/visitor';
import { seededRandom } from 'site-contract/testing';

let key: string;
const work = mkdtempSync(path.join(os.tmpdir(), 'expo-judge-'));
const port = 5800 + (process.pid % 150);
const LIVE = 'judge-live';
const FAULTY = 'judge-faulty';
const FEW = 'judge-few';
const HEALTHY = 'judge-healthy';
const SAME = 'judge-same';
/** Visitors a round brings: about 55 a side at 50%, enough for the judge's 40 each. */
const VISITORS = 110;
/** The faulty release's round brings more: a 20% fault is told from chance surely at about 110 a side. */
const MANY_VISITORS = 220;
/** The telemetry windows, a second: each round's figures are its own (a minute's window would hold the rounds before it). */
const WINDOW_MS = 1000;
/** The judge's thresholds as the server runs them (JUDGE_MIN_VISITORS below). */
const THRESHOLDS = { ...DEFAULT_THRESHOLDS, minVisitors: 40 };
let site: Awaited<ReturnType<typeof startReleaseSite>>['site'];
let releaseAs: Awaited<ReturnType<typeof startReleaseSite>>['release'];
let deliveryUrl: string;
const release = (...args: string[]) => releaseAs(key, ...args);

/** A visitor id as newVisitorId makes one (16 bytes), drawn from `next`. */
const seededVisitorId = (next: () => number) =>
  Buffer.from(Array.from({ length: 16 }, () => Math.floor(next() * 256))).toString('base64url');

// Random ids would put the seeded values on random sides, and make each run's outcome a matter of luck.
const ids = seededRandom(1);
const visitors = Array.from({ length: MANY_VISITORS }, (_, index) => {
  const id = seededVisitorId(ids);
  return {
    cookie: `${VISITOR_COOKIE}=${id}`,
    address: `10.0.${index >> 8}.${index & 255}`,
    // Every canary here starts at 50%: the visitors whose bucket is below it get it.
    onCanary: bucketOf(id, 'mfe_access') < 50,
  };
});

before(async () => {
  const started = await startReleaseSite({
    port,
    dataDir: path.join(work, 'data'),
    env: {
      JUDGE_EVERY_MS: '300',
      JUDGE_MIN_VISITORS: String(THRESHOLDS.minVisitors),
      TELEMETRY_WINDOW_MS: String(WINDOW_MS),
      TELEMETRY_SAMPLE_WINDOW_MS: String(WINDOW_MS),
      TRUST_PROXY: 'loopback',
      // Twenty rounds of promote, look and roll back ask the delivery API more than an operator would.
      DELIVERY_RATE_LIMIT_MAX: '2000',
    },
  });
  ({ site, release: releaseAs, deliveryUrl } = started);
  key = started.keys.platform;
  for (const id of [LIVE, FAULTY, FEW, HEALTHY, SAME]) {
    const published = await release('publish', 'mfe-access', '--dist', changedAccessBuild(work, `Access, ${id}`, id));
    assert.equal(published.code, 0, published.out);
  }
  assert.equal((await release('promote', 'mfe-access', LIVE)).code, 0);
  await until(
    'the live release is served',
    async () => (await (await fetch(`${site.url}/access`)).text()).includes(`Access, ${LIVE}`) || undefined,
  );
});
after(stopStartedChildren);
after(async () => {
  await site?.stop();
  rmSync(work, { recursive: true, force: true });
});

interface Experience {
  /** The share of this release's visitors who meet a render error. */
  errorRate: number;
}

/** What a visitor meets: LCP and INP from one distribution for every release, and the draw its release's error rate is compared with. */
interface Draw {
  lcp: number;
  inp: number;
  chance: number;
}

/** The next `count` visitors' draws from `next`. */
function draws(next: () => number, count = VISITORS): Draw[] {
  const logNormal = (median: number) =>
    median * Math.exp(0.4 * Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()));
  return Array.from({ length: count }, () => ({ lcp: logNormal(1600), inp: logNormal(90), chance: next() }));
}

/** When the last visit's last report was answered (its events were counted by then). */
let lastReport = 0;

/**
 * Every visitor (one per draw) loads /access, then reports what it met on the release it was served;
 * returns each release's visitors' draws, in the order they were reported.
 */
async function visit(experiences: Record<string, Experience>, drawn: readonly Draw[]): Promise<Record<string, Draw[]>> {
  const served: Record<string, Draw[]> = {};
  for (const [index, draw] of drawn.entries()) {
    const { cookie, address } = visitors[index];
    const headers = { cookie, 'x-forwarded-for': address };
    const html = await (await fetch(`${site.url}/access`, { headers })).text();
    const id = /\/releases\/mfe-access\/([\w.-]+)\/files\/mf-manifest\.[\w.-]+\.json/.exec(html)?.[1];
    assert.ok(id, 'the page pins a release');
    (served[id] ??= []).push(draw);
    const events = [
      { kind: 'vital', name: 'LCP', value: draw.lcp, remote: 'mfe_access', release: id },
      { kind: 'vital', name: 'INP', value: draw.inp, remote: 'mfe_access', release: id },
      ...(draw.chance < (experiences[id]?.errorRate ?? 0)
        ? [{ kind: 'render-error', remote: 'mfe_access', release: id }]
        : []),
    ];
    const answer = await fetch(`${site.url}/telemetry`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ route: '/access', events }),
    });
    assert.equal(answer.status, 204);
    lastReport = Date.now();
  }
  return served;
}

/** Until a window has passed since the last report: a canary started then is judged on its own visitors only (its figures start at the window holding its start). */
const windowPassed = () =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, lastReport + WINDOW_MS - Date.now())));

/**
 * The verdicts the judge could reach on the figures of `drawn`'s visitors at a canary of 50%, both
 * sides meeting errors at `errorRate`: at each moment it may look (after each page, after each
 * report), with each visitor counted once with its own values. Noise alone is called worse now and
 * then at this size (docs/rollout.md, the judge), so a test that a healthy release is never rolled
 * back holds for seeds whose noise is healthy at every look; this says whether they are.
 */
function possibleVerdicts(drawn: readonly Draw[], errorRate: number): Verdict[] {
  const side = (release: string) => ({
    release,
    visitors: 0,
    errorVisitors: 0,
    lcp: [] as number[],
    inp: [] as number[],
  });
  const canary = side('canary');
  const live = side('live');
  const verdicts: Verdict[] = [];
  const look = () => verdicts.push(judgeCanary(canary, live, THRESHOLDS).verdict);
  for (const [index, { lcp, inp, chance }] of drawn.entries()) {
    const own = visitors[index].onCanary ? canary : live;
    own.visitors++;
    look();
    own.lcp.push(lcp);
    own.inp.push(inp);
    if (chance < errorRate) own.errorVisitors++;
    look();
  }
  return verdicts;
}

/** The judge's figures of one side are of `sent`'s first visitors (in the order they reported): one sample each, its own value. */
function assertFiguresOf(figures: SideFigures, sent: readonly Draw[] = []) {
  for (const [vital, samples, p75] of [
    ['lcp', figures.lcpSamples, figures.lcpP75],
    ['inp', figures.inpSamples, figures.inpP75],
  ] as const) {
    assert.ok(samples <= sent.length, `${figures.release}: ${samples} ${vital} samples of ${sent.length} visitors`);
    const values = sent.slice(0, samples).map((draw) => draw[vital]);
    assert.equal(p75, quantile(values, 0.75), `${figures.release}: ${vital}'s p75 is of the values sent`);
  }
}

type AuditEntry = {
  who: string;
  action: string;
  release?: string;
  verdict?: string;
  note?: string;
  figures?: { canary: SideFigures; live: SideFigures };
};
/** The audit log, read as an operator's script would: the private listener is rate limited, so a 429 waits its Retry-After. */
async function audit(): Promise<AuditEntry[]> {
  for (;;) {
    const response = await fetch(`${deliveryUrl}/v1/audit?remote=mfe-access`, {
      headers: { authorization: `Bearer ${key}` },
    });
    if (response.status === 429) {
      await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000));
      continue;
    }
    assert.equal(response.status, 200, `the audit log: ${await response.clone().text()}`);
    return (await response.json()) as AuditEntry[];
  }
}

async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() - started >= ms) console.log(JSON.stringify((await audit()).slice(0, 2)));
    assert.ok(Date.now() - started < ms, `${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A change through the CLI, once the site serves it: while a canary runs a first visit gets a visitor cookie, else none. */
async function change(canaryAfter: boolean, ...args: string[]) {
  const changed = await release(...args);
  assert.equal(changed.code, 0, changed.out);
  await until(`${args.join(' ')} served`, async () => {
    const cookie = (await fetch(`${site.url}/access`)).headers.get('set-cookie');
    return (cookie !== null) === canaryAfter || undefined;
  });
}

const live = async () => /^mfe-access +(\S+?)(,|$)/m.exec((await release('status')).out)?.[1];

test('a release measured on 5 visitors is not judged', async () => {
  await change(true, 'promote', 'mfe-access', FEW, '--percent', '50');
  await visit({ [FEW]: { errorRate: 1 } }, draws(seededRandom(1), 5));
  const decision = await until('a decision', async () =>
    (await audit()).find(({ action, release: id }) => action === 'judge' && id === FEW),
  );
  assert.equal(decision.verdict, 'not-enough-data');
  assert.match(decision.note ?? '', /not enough data yet/);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  assert.ok(!(await audit()).some(({ who, action }) => who === 'judge' && action === 'rollback'));
  await change(false, 'rollback', 'mfe-access');
});

test('a release whose section fails for 20% of its visitors is rolled back within the window', async () => {
  await change(true, 'promote', 'mfe-access', FAULTY, '--percent', '50');
  const served = await visit({ [FAULTY]: { errorRate: 0.2 } }, draws(seededRandom(2), MANY_VISITORS));
  const started = Date.now();
  const rollback = await until('the judge rolls it back', async () =>
    (await audit()).find(({ who, action, release: id }) => who === 'judge' && action === 'rollback' && id === FAULTY),
  );
  console.log(
    `faulty canary: ${served[FAULTY]?.length} visitors on it, ${served[LIVE]?.length} on the live release; rolled back ${Date.now() - started} ms after the last report: ${rollback.note}`,
  );
  assert.equal(await live(), LIVE);
  assert.doesNotMatch((await release('status')).out, /canary/);
});

test('a healthy release with zero errors on both sides is promoted by its plan', async () => {
  const drawn = draws(seededRandom(3));
  assert.ok(!possibleVerdicts(drawn, 0).includes('worse'), 'the seeded noise is healthy at every look');
  await change(true, 'promote', 'mfe-access', HEALTHY, '--plan', '50,100', '--step', '1s');
  await visit({}, drawn);
  await until('the plan completes', async () => ((await live()) === HEALTHY ? true : undefined));
  const decisions = (await audit()).filter(({ who, release: id }) => who === 'judge' && id === HEALTHY);
  assert.ok(decisions.some(({ action, verdict }) => action === 'judge' && verdict === 'healthy'));
  assert.ok(decisions.some(({ action }) => action === 'promote'));
  // Back to the live release for the last test.
  await change(false, 'promote', 'mfe-access', LIVE);
});

test('a healthy release is not rolled back by noise: 20 canaries of a release identical to the live one', async () => {
  const onCanary = visitors.slice(0, VISITORS).filter((visitor) => visitor.onCanary).length;
  assert.ok(
    Math.min(onCanary, VISITORS - onCanary) >= THRESHOLDS.minVitalSamples,
    `each side has the samples the judge compares vitals on (${onCanary} of ${VISITORS} on the canary)`,
  );
  const next = seededRandom(4);
  for (let round = 1; round <= 20; round++) {
    const drawn = draws(next);
    assert.ok(
      !possibleVerdicts(drawn, 0.03).includes('worse'),
      `round ${round}'s seeded noise is healthy at every look`,
    );
    await windowPassed();
    await change(true, 'promote', 'mfe-access', SAME, '--percent', '50');
    // Both sides meet errors at the same rate, and the same vitals.
    const sent = await visit({ [SAME]: { errorRate: 0.03 }, [LIVE]: { errorRate: 0.03 } }, drawn);
    assert.equal(
      sent[SAME]?.length,
      onCanary,
      'each visitor got the release of its bucket, as possibleVerdicts has it',
    );
    // The judge decides on this round's figures (its first look at a canary is written to the audit
    // log), and looks again before the round ends.
    const [decided] = await until(`the judge's look at round ${round}`, async () => {
      const looks = (await audit()).filter(({ who, release: id }) => who === 'judge' && id === SAME);
      const decisive = looks.filter(({ verdict }) => verdict === 'healthy' || verdict === 'worse');
      return decisive.length >= round ? decisive : undefined;
    });
    // What it decided on is what the visitors sent: each visitor once, with its own values, of this round only.
    assert.ok(decided.figures, 'the decision has its figures');
    assertFiguresOf(decided.figures.canary, sent[SAME]);
    assertFiguresOf(decided.figures.live, sent[LIVE]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await change(false, 'rollback', 'mfe-access', '--note', `noise round ${round} done`);
  }
  const judged = (await audit()).filter(({ who, release: id }) => who === 'judge' && id === SAME);
  assert.deepEqual(
    judged.filter(({ action, verdict }) => action !== 'judge' || verdict === 'worse'),
    [],
    'the judge found nothing worse and changed nothing',
  );
});
