/**
 * `npm run bench:load`: the site as the platform runs it, on loopback: two site server instances
 * (each with its render process) sharing one redis-server (REDIS_URL), API keys for CJ configured
 * against a fake CJ that answers in 50 ms (answers kept 60 s). Bounded in time (about 6 minutes by default).
 *
 * 0. One instance alone (`npm start` as it is, its two render processes, no Redis): issue 15's
 *    targets, a cached page at 100 connections (at least 3,000 req/s) and a fresh render at 10
 *    connections (p99 at most 100 ms), each printed with its target. Fresh renders are measured right
 *    after BENCH_WARMUP_SECONDS (3) of the same load, not counted, here and in each round of 1.
 * 1. Throughput: a page from the page cache, a page rendered afresh for every request (the shop
 *    with a category of its own: a query the page reads, so a miss in the page cache), a remote's entry file and the hotels API, BENCH_SECONDS (15) each, BENCH_ROUNDS
 *    (3) rounds. The connections are split evenly over the two instances, as a balancer spreads
 *    clients, with no proxy in the path, so the figures are the instances' own. Every request asks
 *    for brotli or gzip, as browsers do, and comes from a client address of its own (X-Forwarded-For,
 *    trusted from loopback), so the API limit (its default, 120 a minute per client) and the render
 *    budget stay out of the way.
 * 2. The fleet's API limit: one client asks 200 times, alternating instances: exactly 120 answers.
 * Sections 3 and 4 run through a real balancer: HAProxy running deploy/haproxy/haproxy.cfg, the
 * configuration operators start from, with checks every 250 ms (bench/haproxy.ts says what it changes).
 * 3. Drill: Redis killed during load: no request fails; fallbacks are counted; Redis restarted,
 *    both instances are ready again.
 * 4. Drill: during load through the balancer, one instance is stopped as a rolling restart does
 *    (SIGTERM), started again, and then the other is killed (SIGKILL).
 * 5. Releases under load (issue 35): two fresh instances sharing a Redis (the registry's revisions)
 *    and a data directory (the releases), the first with the delivery API. Before any load, the bench
 *    publishes changed builds of mfe-access through `npm run release` (release A, and one B per round,
 *    each with a heading of its own) and promotes A. Then, at 100 connections on the cached page
 *    /access split over the two instances, after BENCH_RELEASE_SECONDS (10) of it not counted,
 *    BENCH_ROUNDS rounds of two windows of BENCH_RELEASE_SECONDS each (in turn first): one with no
 *    registry change, one during which the bench promotes that round's B (at a third of it) and rolls
 *    back to A (at two thirds) through the delivery API. Beside the load, a sampler reads 20 pages a
 *    second and checks each shows one release whole (releaseSampler.ts). Targets: no failed request
 *    (a promote or rollback the delivery API refuses counts), no page mixing releases, and the
 *    throughput during changes within 10% of that without, side by side. `BENCH_ONLY=releases` runs
 *    this section alone.
 * Prints figures; exits 1 if a request failed where none may, or a page mixed releases (or lacked
 * its section). Run `npm run build` first.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startSiteServer, untilAnswers } from 'site-server/testing';
import { startFakeUpstream } from 'shared/server/testing';
import { changedAccessBuild, releaseCli, startRedisServer } from 'site-server/testing';
import { startLoadBalancer } from './bench/haproxy';
import {
  followOf,
  pageVerdict,
  startPageSampler,
  STARTUP_BUILD,
  type AccessRelease,
  type Change,
} from './bench/releaseSampler';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DRILL_SECONDS = Number(process.env.BENCH_DRILL_SECONDS ?? 12);
/**
 * Fresh renders first run this long at their load, not counted: the second render process starts
 * only when renders overlap, and its first renders load the remotes and are not yet optimised by V8;
 * and after the 15 s of cached pages before them, the render processes have been idle, and V8 has
 * shrunk their heaps.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const PORTS = [Number(process.env.BENCH_PORT ?? 4501), Number(process.env.BENCH_PORT ?? 4501) + 1];
const API_PATH = '/api/cj/hotels?location=Riyadh';
const FLEET_LIMIT = 120;
const CJ_CACHE_TTL_MS = 60_000;
/** Section 5: the length of each window, with and without registry changes. */
const RELEASE_SECONDS = Number(process.env.BENCH_RELEASE_SECONDS ?? 10);
/** `releases`: section 5 alone. (BENCH_RELEASE_SAMPLES=file: section 5 writes every page it sampled there, as JSON.) */
const ONLY = process.env.BENCH_ONLY;

const TARGETS = [
  { name: 'cached page (/housing)', path: '/housing', connections: 100 },
  { name: 'fresh render (/e-shop?category=…)', path: '/e-shop', connections: 10, unique: true },
  { name: 'remote file (remoteEntry.js)', path: '/mfe-access/remoteEntry.js', connections: 100 },
  { name: `API (${API_PATH})`, path: API_PATH, connections: 100 },
];

let requestNumber = 0;
/** A client address of its own for every request: 10.x.y.z. */
const nextClient = () => {
  const n = ++requestNumber;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/**
 * Load on path at each base URL at once (connections split evenly), for seconds. `clientHeader`:
 * the header that carries each request's client address (X-Forwarded-For straight to an instance,
 * x-bench-client through the bench's balancer).
 */
async function load(
  bases: string[],
  path: string,
  connections: number,
  seconds: number,
  { unique = false, clientHeader = 'x-forwarded-for' } = {},
): Promise<Load> {
  const results = await Promise.all(
    bases.map((base) =>
      autocannon({
        url: `${base}${path}`,
        connections: Math.max(1, Math.round(connections / bases.length)),
        duration: seconds,
        timeout: 10,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              // A URL of its own when unique: a query the page reads (other parameters are the same page), so a render.
              path: unique ? `${path}?category=bench-${requestNumber + 1}` : path,
              headers: { ...request.headers, 'accept-encoding': 'br, gzip', [clientHeader]: nextClient() },
            }),
          },
        ],
      }),
    ),
  );
  return {
    rps: results.reduce((sum, result) => sum + result.requests.average, 0),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    timeouts: results.reduce((sum, result) => sum + result.timeouts, 0),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
  };
}

const failed = (result: Load) => result.errors + result.timeouts + result.non2xx;
const row = (label: string, connections: number, result: Load) =>
  `${label.padEnd(44)}${String(connections).padStart(5)}${result.rps.toFixed(0).padStart(9)} req/s${String(result.p50).padStart(8)} ms${String(result.p99).padStart(8)} ms${String(result.errors).padStart(8)}${String(result.timeouts).padStart(9)}${String(result.non2xx).padStart(8)}`;
const HEADER = `${'target'.padEnd(44)}conns   throughput     p50     p99  errors timeouts  non-2xx`;

/** The server's heap in use after a full GC (bench-only endpoint), in MB. */
async function heapMegabytes(url: string): Promise<number> {
  const { heapUsed } = (await (await fetch(`${url}/__bench/heap`)).json()) as { heapUsed: number };
  return heapUsed / 1024 / 1024;
}

/** A counter's value from an instance's /metrics (METRICS_PUBLIC=1 here), summed over labels matching. */
async function metric(url: string, name: string, labels = ''): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith(name) && line.includes(labels))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

async function main(): Promise<number> {
  const upstream = await startFakeUpstream();
  upstream.behave((_req, res) =>
    setTimeout(
      () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"products":{"resultList":[]}}}'),
      50,
    ),
  );
  let redis = await startRedisServer();
  const instanceEnv = {
    REDIS_URL: redis.url,
    TRUST_PROXY: 'loopback',
    API_RATE_LIMIT_MAX: String(FLEET_LIMIT),
    METRICS_PUBLIC: '1',
    BENCH_MEMORY_ENDPOINT: '1',
    SHUTDOWN_DRAIN_MS: '1000',
    CJ_PERSONAL_ACCESS_TOKEN: 'bench-token',
    CJ_COMPANY_ID: 'bench',
    CJ_WEBSITE_ID: 'bench',
    CJ_API_URL: upstream.url,
    CJ_CACHE_TTL_MS: String(CJ_CACHE_TTL_MS),
  };
  const print = (line = '') => console.log(line);

  const alone = await startSiteServer({ port: PORTS[0] + 10, env: { TRUST_PROXY: 'loopback' } });
  try {
    print(`\n0. One instance alone (two render processes, no Redis), ${SECONDS} s per target`);
    print(`      ${HEADER}   target`);
    for (const target of TARGETS.slice(0, 2)) await fetch(`${alone.url}${target.path}`); // warm the cache and the renderers
    const cached = await load([alone.url], TARGETS[0].path, TARGETS[0].connections, SECONDS);
    print(
      `      ${row(TARGETS[0].name, TARGETS[0].connections, cached)}   >= 3,000 req/s: ${cached.rps >= 3000 ? 'met' : 'NOT met'}`,
    );
    await load([alone.url], TARGETS[1].path, TARGETS[1].connections, WARMUP_SECONDS, { unique: true });
    const fresh = await load([alone.url], TARGETS[1].path, TARGETS[1].connections, SECONDS, { unique: true });
    print(
      `      ${row(TARGETS[1].name, TARGETS[1].connections, fresh)}   p99 <= 100 ms: ${fresh.p99 <= 100 ? 'met' : 'NOT met'}`,
    );
  } finally {
    await alone.stop();
  }

  const start = (port: number) => startSiteServer({ port, nodeFlags: ['--expose-gc'], env: instanceEnv });
  const instances = [await start(PORTS[0]), await start(PORTS[1])];
  const bases = instances.map((instance) => instance.url);
  let mustNotFail = 0;
  let balancer: Awaited<ReturnType<typeof startLoadBalancer>> | undefined;
  const started = Date.now();
  try {
    for (const target of TARGETS) await fetch(`${bases[0]}${target.path}`); // warm the caches

    print(
      `\n1. Throughput, two instances sharing Redis, ${SECONDS} s per target, ${new Date().toISOString().slice(0, 10)}`,
    );
    print(`round ${HEADER}`);
    const memory = [await Promise.all(bases.map(heapMegabytes))];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const target of TARGETS) {
        if (target.unique) await load(bases, target.path, target.connections, WARMUP_SECONDS, { unique: true });
        const result = await load(bases, target.path, target.connections, SECONDS, { unique: target.unique });
        mustNotFail += failed(result);
        print(`${String(round).padEnd(6)}${row(target.name, target.connections, result)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000)); // let in-flight sockets close first
      memory.push(await Promise.all(bases.map(heapMegabytes)));
    }
    print(
      `heap after a full GC (MB), instance 1 / 2: ${memory.map(([a, b]) => `${a.toFixed(1)} / ${b.toFixed(1)}`).join(', ')} (start, then after each round)`,
    );
    // One CJ call per key per TTL across the fleet: the API target's key and the page's.
    const keys = new Set(upstream.requests.map((request) => request.body)).size;
    const callBound = keys * (Math.floor((Date.now() - started) / CJ_CACHE_TTL_MS) + 1);
    print(
      `CJ calls: ${upstream.requests.length} for ${keys} keys in ${((Date.now() - started) / 1000).toFixed(0)} s with a ${CJ_CACHE_TTL_MS / 1000} s TTL (at most ${callBound}: one per key per TTL across the fleet)`,
    );
    if (upstream.requests.length > callBound) mustNotFail += 1;

    print(`\n2. The API limit across the fleet: one client, 200 requests alternating the two instances`);
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetch(`${bases[i % 2]}${API_PATH}`, { headers: { 'x-forwarded-for': '203.0.113.50' } }).then(
          (response) => response.status,
        ),
      ),
    );
    const answered = statuses.filter((status) => status === 200).length;
    const limited = statuses.filter((status) => status === 429).length;
    print(
      `answered ${answered}, refused with 429 ${limited}, other ${200 - answered - limited} (limit ${FLEET_LIMIT} a minute per client)`,
    );
    if (answered !== FLEET_LIMIT || limited !== 200 - FLEET_LIMIT) mustNotFail += 1;

    balancer = await startLoadBalancer(bases);
    print(
      `\n(a balancer in front of both for sections 3 and 4: HAProxy with deploy/haproxy/haproxy.cfg, /readyz checked every 250 ms, one retry on another instance, fail-open)`,
    );
    print(
      `\n3. Drill: Redis killed ${(DRILL_SECONDS / 3).toFixed(0)} s into ${DRILL_SECONDS} s of load on the API and a page, through the balancer`,
    );
    const fallbacksBefore = await metric(bases[0], 'expo_redis_fallbacks_total');
    const killRedis = setTimeout(() => void redis.stop(), (DRILL_SECONDS / 3) * 1000);
    const [apiDuringOutage, pageDuringOutage] = await Promise.all([
      load([balancer.url], API_PATH, 50, DRILL_SECONDS, { clientHeader: 'x-bench-client' }),
      load([balancer.url], '/housing', 50, DRILL_SECONDS, { clientHeader: 'x-bench-client' }),
    ]);
    clearTimeout(killRedis);
    print(HEADER);
    print(row('API while Redis goes down', 50, apiDuringOutage));
    print(row('page while Redis goes down', 50, pageDuringOutage));
    mustNotFail += failed(apiDuringOutage) + failed(pageDuringOutage);
    const unready = await fetch(`${bases[0]}/readyz`);
    print(
      `Redis fallbacks counted by instance 1: ${(await metric(bases[0], 'expo_redis_fallbacks_total')) - fallbacksBefore}; its /readyz: ${unready.status}; ready for HAProxy: ${(await balancer.readyInstances()).length} of ${bases.length} (it fails open)`,
    );
    redis = await startRedisServer({ port: redis.port });
    const backAfter = Math.max(...(await Promise.all(bases.map((base) => untilAnswers(`${base}/readyz`)))));
    print(
      `Redis restarted on the same port: both instances ready again after ${backAfter} ms, for HAProxy ${await balancer.untilAllReady()} ms later`,
    );

    print(`\n4. Drill: through the balancer, ${DRILL_SECONDS} s of load on a page and the API each`);
    for (const [how, signal] of [
      ['instance 2 stopped with SIGTERM (a rolling restart)', 'SIGTERM'],
      ['instance 1 killed with SIGKILL (a crash)', 'SIGKILL'],
    ] as const) {
      const victim = signal === 'SIGTERM' ? 1 : 0;
      const stopAt = setTimeout(
        () => (signal === 'SIGTERM' ? void instances[victim].stop() : process.kill(instances[victim].pid, 'SIGKILL')),
        (DRILL_SECONDS / 3) * 1000,
      );
      const [page, api] = await Promise.all([
        load([balancer.url], '/housing', 50, DRILL_SECONDS, { clientHeader: 'x-bench-client' }),
        load([balancer.url], API_PATH, 50, DRILL_SECONDS, { clientHeader: 'x-bench-client' }),
      ]);
      clearTimeout(stopAt);
      print(how);
      print(row('  page', 50, page));
      print(row('  API', 50, api));
      // A rolling restart must cost nothing. A crash may cut responses already on their way; counted, not failed.
      if (signal === 'SIGTERM') mustNotFail += failed(page) + failed(api);
      instances[victim] = await start(PORTS[victim]);
      await balancer.untilAllReady(); // the balancer's checks see it ready
    }
  } finally {
    await balancer?.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    await redis.stop();
    await upstream.close();
  }
  return mustNotFail;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** 5. Releases under load (see the top of this file). Returns the requests that failed and the pages that were not whole. */
async function releasesUnderLoad(): Promise<number> {
  const print = (line = '') => console.log(line);
  const pagePath = '/access';
  const connections = 100;
  const deliveryPort = PORTS[0] + 20;
  const deliveryUrl = `http://127.0.0.1:${deliveryPort}`;
  const key = `expo_dk_${randomBytes(32).toString('base64url')}`;
  const work = mkdtempSync(path.join(os.tmpdir(), 'expo-bench-releases-'));
  const startup: AccessRelease = { id: STARTUP_BUILD, heading: 'Access &amp; Directions' };
  const a: AccessRelease = { id: 'bench-a', heading: 'Access and Directions (bench release A)' };
  const bs: AccessRelease[] = Array.from({ length: ROUNDS }, (_, index) => ({
    id: `bench-b${index + 1}`,
    heading: `Access and Directions (bench release B${index + 1})`,
  }));
  const releases = [startup, a, ...bs];
  const redis = await startRedisServer();
  const env = {
    REDIS_URL: redis.url,
    TRUST_PROXY: 'loopback',
    METRICS_PUBLIC: '1',
    SHUTDOWN_DRAIN_MS: '1000',
    DATA_DIR: path.join(work, 'data'),
    DELIVERY_KEYS: `bench:platform:${createHash('sha256').update(key, 'utf8').digest('hex')}`,
  };
  const instances: Awaited<ReturnType<typeof startSiteServer>>[] = [];
  let mustNotFail = 0;
  try {
    for (const [index, port] of PORTS.entries()) {
      instances.push(
        await startSiteServer({
          port,
          env: {
            ...env,
            INSTANCE_NAME: `bench-${index + 1}`,
            DELIVERY_PORT: index === 0 ? String(deliveryPort) : 'off',
          },
        }),
      );
    }
    const bases = instances.map((instance) => instance.url);

    print(
      `\n5. Releases under load: two instances sharing Redis and a data directory, ${connections} connections on ${pagePath}, ${ROUNDS} rounds of ${RELEASE_SECONDS} s without and ${RELEASE_SECONDS} s with registry changes`,
    );
    const publishStarted = performance.now();
    for (const release of [a, ...bs]) {
      const dist = changedAccessBuild(work, release.heading, release.id);
      const published = await releaseCli(deliveryUrl, key, 'publish', 'mfe-access', '--dist', dist, '--note', 'bench');
      if (published.code !== 0 || published.out.trim().split('\n').at(-1) !== release.id)
        throw new Error(`publishing ${release.id} failed:\n${published.out}`);
    }
    print(
      `published ${1 + bs.length} releases of mfe-access with \`npm run release -- publish\` (gates included) in ${((performance.now() - publishStarted) / 1000).toFixed(1)} s, before any load`,
    );

    /** What the delivery API refused (503: Redis did not answer in time) before a change went through on a later try. */
    const refusals: string[] = [];
    const askDelivery = async (route: string, body: object) => {
      const response = await fetch(`${deliveryUrl}${route}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { error?: string; remotes?: Record<string, { release: string }> };
      return { status: response.status, error: answer.error, live: answer.remotes?.mfe_access?.release };
    };
    /**
     * A promote or a rollback of mfe-access through the delivery API (what the CLI sends): the release
     * it made live. A 503 is counted and the change asked again (up to 10 times, 200 ms apart): a
     * rollback then names its release (`--to`), since a 503 may come after Redis made the change.
     */
    const deliver = async (
      action: 'promote' | 'rollback',
      body: { release?: string; note: string },
      expected: string,
    ) => {
      for (let attempt = 1; ; attempt++) {
        const retry = attempt > 1 && action === 'rollback' ? { to: expected } : {};
        const answer = await askDelivery(`/v1/remotes/mfe-access/${action}`, { ...body, ...retry });
        if (answer.status === 200 && answer.live) return answer.live;
        if (answer.status !== 503 || attempt === 10)
          throw new Error(`${action}: ${answer.status} ${answer.error ?? ''}`);
        refusals.push(`${action} ${expected}: ${answer.status} ${answer.error ?? ''}`);
        await sleep(200);
      }
    };
    /** Milliseconds until `base` serves `release`'s page (fails after 10 s). */
    const untilServes = async (base: string, release: AccessRelease, since: number) => {
      while (performance.now() - since < 10_000) {
        const html = await (
          await fetch(`${base}${pagePath}`, { headers: { 'x-forwarded-for': '192.0.2.255' } })
        ).text();
        const verdict = pageVerdict(html, releases);
        if (verdict.kind === 'whole' && verdict.release === release.id) return performance.now() - since;
        await sleep(50);
      }
      throw new Error(`${base}${pagePath} never served ${release.id}`);
    };
    await untilServes(bases[0], startup, performance.now());
    await deliver('promote', { release: a.id, note: 'bench: the release the windows start from' }, a.id);
    const promotedAt = performance.now();
    const followA = await Promise.all(bases.map((base) => untilServes(base, a, promotedAt)));
    print(
      `promoted ${a.id}: served by instance 1 / 2 after ${followA.map((ms) => ms.toFixed(0)).join(' / ')} ms; then ${RELEASE_SECONDS} s of the load, not counted (fresh instances)`,
    );
    await load(bases, pagePath, connections, RELEASE_SECONDS);

    const sampler = startPageSampler({ bases, path: pagePath, perSecond: 20, releases });
    const changes: Change[] = [];
    const results = { baseline: [] as Load[], change: [] as Load[] };
    const misses = { baseline: 0, change: 0 };
    const cacheMisses = async () =>
      (await Promise.all(bases.map((base) => metric(base, 'expo_page_cache_total', 'result="miss"')))).reduce(
        (sum, count) => sum + count,
        0,
      );
    print(`round ${HEADER}`);
    for (let round = 1; round <= ROUNDS; round++) {
      const b = bs[round - 1];
      // Without changes first in odd rounds, last in even ones, so a drift of the machine's speed favours neither.
      const kinds = round % 2 ? (['baseline', 'change'] as const) : (['change', 'baseline'] as const);
      for (const kind of kinds) {
        const missesBefore = await cacheMisses();
        const startedAt = performance.now();
        const changing =
          kind === 'change'
            ? (async () => {
                await sleep(startedAt + (RELEASE_SECONDS * 1000) / 3 - performance.now());
                let askedAt = performance.now();
                const promoted = await deliver('promote', { release: b.id, note: 'bench: under load' }, b.id);
                changes.push({ action: `promote ${b.id}`, release: promoted, askedAt, answeredAt: performance.now() });
                await sleep(startedAt + (RELEASE_SECONDS * 2000) / 3 - performance.now());
                askedAt = performance.now();
                const back = await deliver('rollback', { note: 'bench: under load' }, a.id);
                if (back !== a.id) throw new Error(`the rollback went to ${back}, not ${a.id}`);
                changes.push({ action: 'rollback', release: back, askedAt, answeredAt: performance.now() });
              })()
            : undefined;
        const [result] = await Promise.all([load(bases, pagePath, connections, RELEASE_SECONDS), changing]);
        results[kind].push(result);
        mustNotFail += failed(result);
        misses[kind] += (await cacheMisses()) - missesBefore;
        const label =
          kind === 'baseline' ? `cached page (${pagePath}), no change` : `  the same, promote ${b.id} + rollback`;
        print(`${String(round).padEnd(6)}${row(label, connections, result)}`);
        await sleep(1_000); // let in-flight sockets close first
      }
    }
    await sampler.stop();
    // Every sample and change, for a closer look (times in ms from the first change).
    if (process.env.BENCH_RELEASE_SAMPLES) {
      const zero = changes[0]?.askedAt ?? 0;
      const at = (ms: number) => Math.round(ms - zero);
      writeFileSync(
        process.env.BENCH_RELEASE_SAMPLES,
        JSON.stringify({
          changes: changes.map((change) => ({
            ...change,
            askedAt: at(change.askedAt),
            answeredAt: at(change.answeredAt),
          })),
          samples: sampler.samples.map((sample) => ({
            ...sample,
            sentAt: at(sample.sentAt),
            doneAt: at(sample.doneAt),
          })),
        }),
      );
    }

    const mean = (loads: Load[]) => loads.reduce((sum, result) => sum + result.rps, 0) / loads.length;
    const ratio = mean(results.change) / mean(results.baseline);
    const perRound = results.change.map((result, index) => (result.rps / results.baseline[index].rps).toFixed(2));
    print(
      `throughput: ${mean(results.baseline).toFixed(0)} req/s without changes, ${mean(results.change).toFixed(0)} req/s during promote + rollback (means of ${ROUNDS}); ratio ${ratio.toFixed(3)} (rounds: ${perRound.join(', ')}); within 10%: ${ratio >= 0.9 ? 'met' : 'NOT met'}`,
    );
    const loadFailed = [...results.baseline, ...results.change].reduce((sum, result) => sum + failed(result), 0);
    const { samples } = sampler;
    const sampleFailed = samples.filter(
      (sample) =>
        sample.error !== undefined || sample.status === undefined || sample.status < 200 || sample.status >= 300,
    );
    print(
      `failed requests: ${loadFailed} under load (errors, timeouts, non-2xx), ${sampleFailed.length} of ${samples.length} sampled pages; 0 failed: ${loadFailed + sampleFailed.length === 0 ? 'met' : 'NOT met'}`,
    );
    for (const sample of sampleFailed.slice(0, 5))
      print(`  instance ${sample.instance + 1}: ${sample.error ?? `status ${sample.status}`}`);
    const verdicts = samples.flatMap((sample) => (sample.verdict ? [sample.verdict] : []));
    const mixed = verdicts.filter((verdict) => verdict.kind === 'mixed');
    const incomplete = verdicts.filter((verdict) => verdict.kind === 'incomplete');
    const shown = releases
      .map((release) => [
        release.id,
        verdicts.filter((verdict) => verdict.kind === 'whole' && verdict.release === release.id).length,
      ])
      .filter(([, count]) => count)
      .map(([id, count]) => `${id} ${count}`);
    print(
      `pages read by the sampler: ${verdicts.length} (${shown.join(', ')}); mixing releases: ${mixed.length}; without the section: ${incomplete.length}; no mixed page: ${mixed.length + incomplete.length === 0 ? 'met' : 'NOT met'}`,
    );
    for (const verdict of [...mixed, ...incomplete].slice(0, 5)) print(`  ${verdict.kind}: ${verdict.detail}`);
    const follow = followOf(samples, changes, bases.length);
    print(
      `each change answered by the delivery API after, then first sampled from instance 1 / 2 after (ms from the ask; 10 samples a second each): ${follow
        .map(
          ({ change, perInstance }) =>
            `${change.action} ${(change.answeredAt - change.askedAt).toFixed(0)}, ${perInstance.map(({ ms }) => (ms === undefined ? 'never' : ms.toFixed(0))).join(' / ')}`,
        )
        .join('; ')}`,
    );
    const wentBack = follow.reduce((sum, { perInstance }) => sum + perInstance.reduce((n, { back }) => n + back, 0), 0);
    print(
      `pages of the release before a change, served after the new one: ${wentBack}; page cache misses (both instances): ${misses.baseline} in the windows without changes, ${misses.change} in those with`,
    );
    print(
      `promotes and rollbacks under load: ${changes.length}, each answered at its first try: ${refusals.length === 0 ? 'yes' : `NO, ${refusals.length} answers of 503 before they went through`}`,
    );
    for (const refusal of refusals.slice(0, 5)) print(`  ${refusal}`);
    mustNotFail += sampleFailed.length + mixed.length + incomplete.length + refusals.length;
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await redis.stop();
    rmSync(work, { recursive: true, force: true });
  }
  return mustNotFail;
}

async function run() {
  const failedBefore = ONLY === 'releases' ? 0 : await main();
  const failedReleases = await releasesUnderLoad();
  if (failedBefore > 0) console.error(`\n${failedBefore} requests failed where none may`);
  if (failedReleases > 0)
    console.error(`\nreleases under load: ${failedReleases} requests failed or pages were not whole where none may`);
  if (failedBefore + failedReleases > 0) process.exit(1);
}

run().catch((error) => {
  console.error(error);
  process.exit(1);
});
