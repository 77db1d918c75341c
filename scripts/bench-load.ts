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
 * 6. The telemetry endpoint (issue 36, item 5: 2,000 reports/s on one instance with a p99 under
 *    20 ms): bench/telemetryLoad.ts's runs (its store in memory, then in Redis; it says how), each
 *    printed with the target and its verdict. A failed report counts as a failed request.
 *    `BENCH_ONLY=telemetry` runs this section alone (it needs no build).
 * 7. What the per-visitor release choice costs a cached page (issue 36, item 5: at most 5% of its
 *    throughput, side by side in one run). Two instances as `npm start` runs them (each its registry's
 *    revisions in a data directory of its own, telemetry in its memory), with the delivery API; on
 *    each the bench publishes two changed builds of mfe-access (one made live for every visitor, the
 *    other the canary). Both instances run on the first core, every thread (taskset), and the load on
 *    the second: two busy processes on one core get equal time from the scheduler, so each one's
 *    throughput is its own cost per request, measured at the same moments; one instance after the
 *    other, the machine's speed moved between windows by more than the 5% to tell
 *    (docs/performance-log.md). BENCH_ROUNDS rounds of BENCH_CANARY_SECONDS (10), each with 50
 *    connections on the cached page /housing (another remote's page) of each instance at once: one
 *    instance with mfe-access's canary at 50% (promoted through the delivery API), every request
 *    with the visitor cookie of one of 10,000 visitors at random, so the server picks each visitor's
 *    releases, keys the page cache by them (a page for each side of the canary), records the visitor
 *    as exposed (once a minute) and varies the page by the cookie; the other instance with none (no
 *    visitor cookie). The instances swap every round. Before each window both pages are cached and
 *    every visitor has had a first page since the promote, so it measures a canary that runs (its
 *    first minute records every visitor). The load is bench/keepAliveLoad.ts's, which skips bodies
 *    undecoded (autocannon turns every body into a string, at a cost that differed between the two
 *    kinds of page). Prints each window's throughput and p99 and each instance's CPU per request,
 *    the means, the ratio of the throughputs and the verdict against 0.95. BENCH_CANARY_REDIS=1
 *    gives each instance a redis-server (registry and telemetry there, as in a fleet).
 *    BENCH_CANARY_COOKIES=both sends the instance without the canary the same visitor cookies, so the
 *    two differ by the server's work for the canary alone, not also by the cookie header's own cost.
 *    `BENCH_ONLY=canary` runs it alone.
 * 8. The control plane's failover under load (issue 68, item 5): bench/failover.ts (it says how); the
 *    kill to the new leader's first judged round, five times, and the visitors' failed requests
 *    (target: none). `BENCH_ONLY=failover` runs it alone.
 * Prints figures; exits 1 if a request failed where none may, or a page mixed releases (or lacked
 * its section). Run `npm run build` first.
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { keepAliveLoad, type KeepAliveLoad } from './bench/keepAliveLoad';
import { startSiteServer, untilAnswers } from 'site-server/testing';
import { startFakeUpstream } from 'shared/server/testing';
import { changedAccessBuild, releaseCli, startRedisServer } from 'site-server/testing';
import { startLoadBalancer } from './bench/haproxy';
import { runTelemetryBench } from './bench/telemetryLoad';
import { runFailoverBench } from './bench/failover';
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
/** Section 7: the length of each window, with and without a canary. */
const CANARY_SECONDS = Number(process.env.BENCH_CANARY_SECONDS ?? 10);
/** Section 7: the visitors whose cookies the requests carry while the canary runs (each request one at random). */
const CANARY_VISITORS = 10_000;
/** Whether the instance without the canary gets the visitor cookies too (BENCH_CANARY_COOKIES=both). */
const CANARY_COOKIES_ON_BOTH = process.env.BENCH_CANARY_COOKIES === 'both';
/**
 * `releases`, `telemetry`, `canary`, `failover`: section 5, 6, 7 or 8 alone. (BENCH_RELEASE_SAMPLES=file: section 5
 * writes every page it sampled there, as JSON.)
 */
const ONLY = process.env.BENCH_ONLY;
const ONLY_SECTIONS = ['releases', 'telemetry', 'canary', 'failover'];

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

/** What a load measured (autocannon's or keepAliveLoad's). */
type Load = KeepAliveLoad;

/**
 * Load on path at each base URL at once (connections split evenly), for seconds. `clientHeader`:
 * the header that carries each request's client address (X-Forwarded-For straight to an instance,
 * x-bench-client through the bench's balancer). `headers`: more headers, asked for each request.
 */
async function load(
  bases: string[],
  path: string,
  connections: number,
  seconds: number,
  {
    unique = false,
    clientHeader = 'x-forwarded-for',
    headers,
  }: { unique?: boolean; clientHeader?: string; headers?: () => Record<string, string> } = {},
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
              headers: {
                ...request.headers,
                'accept-encoding': 'br, gzip',
                [clientHeader]: nextClient(),
                ...headers?.(),
              },
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

/** 6. The telemetry endpoint under load (see the top of this file). Returns the reports that failed. */
async function telemetryUnderLoad(): Promise<number> {
  const print = (line = '') => console.log(line);
  print(
    `\n6. The telemetry endpoint on one instance (issue 36, item 5; target: 2,000 reports/s with a p99 under 20 ms, none failed)`,
  );
  const { met, runs } = await runTelemetryBench(print);
  const failedReports = runs.reduce((sum, run) => sum + run.steady.failed + run.capacity.failed, 0);
  print(
    `2,000 reports/s on one instance with a p99 under 20 ms: ${met ? 'met' : 'NOT met'} (${runs
      .map(({ store, steady }) => `${store}: ${steady.rps.toFixed(0)} req/s, p99 ${steady.p99} ms`)
      .join('; ')}); failed reports: ${failedReports}`,
  );
  return failedReports;
}

/** A process's CPU time so far (user and system), in ms, from /proc (Linux); undefined elsewhere. */
function cpuMsOf(pid: number): number | undefined {
  try {
    // The fields after the command's name, from the state (field 3): utime and stime are fields 14 and 15, in ticks of 10 ms.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** 7. What the per-visitor release choice costs a cached page (see the top of this file). Returns the requests that failed. */
async function canaryCost(): Promise<number> {
  const print = (line = '') => console.log(line);
  const pagePath = '/housing';
  const connections = 50;
  const percent = 50;
  const key = `expo_dk_${randomBytes(32).toString('base64url')}`;
  const work = mkdtempSync(path.join(os.tmpdir(), 'expo-bench-canary-'));
  const live: AccessRelease = { id: 'bench-live', heading: 'Access and Directions (bench live release)' };
  const canary: AccessRelease = { id: 'bench-canary', heading: 'Access and Directions (bench canary)' };
  // Visitor ids as the site server makes them (rollout/visitor.ts's newVisitorId): 16 random bytes, base64url.
  const visitors = Array.from({ length: CANARY_VISITORS }, () => randomBytes(16).toString('base64url'));
  const cookieOf = (id: string) => `expo_vid=${id}`;
  const aVisitorsCookie = () => ({ cookie: cookieOf(visitors[Math.floor(Math.random() * visitors.length)]) });
  // Each instance a fleet of its own: with Redis, a redis-server each.
  const redis =
    process.env.BENCH_CANARY_REDIS === '1' ? await Promise.all([startRedisServer(), startRedisServer()]) : undefined;
  const instances: Awaited<ReturnType<typeof startSiteServer>>[] = [];
  let mustNotFail = 0;
  const checkedPages: string[] = [];
  try {
    print(
      `\n7. The per-visitor release choice: two instances side by side${redis ? ', each with its registry and telemetry in a redis-server of its own' : ' (each its registry in a data directory, telemetry in its memory)'}, ${connections} connections each on the cached page ${pagePath} at once, ${ROUNDS} rounds of ${CANARY_SECONDS} s: in each, one instance runs mfe-access's canary at ${percent}% (each request the cookie of one of ${CANARY_VISITORS.toLocaleString('en')} visitors) and the other none (${CANARY_COOKIES_ON_BOTH ? 'the same visitor cookies' : 'no visitor cookie'}), the two swapping every round`,
    );
    const dists = [live, canary].map((release) => changedAccessBuild(work, release.heading, release.id));
    const publishStarted = performance.now();
    const sides = await Promise.all(
      ['a', 'b'].map(async (name, index) => {
        const port = PORTS[0] + 30 + index;
        const deliveryUrl = `http://127.0.0.1:${PORTS[0] + 40 + index}`;
        const instance = await startSiteServer({
          port,
          env: {
            TRUST_PROXY: 'loopback',
            METRICS_PUBLIC: '1',
            SHUTDOWN_DRAIN_MS: '1000',
            DATA_DIR: path.join(work, `data-${name}`),
            INSTANCE_NAME: `bench-canary-${name}`,
            DELIVERY_PORT: String(PORTS[0] + 40 + index),
            DELIVERY_KEYS: `bench:platform:${createHash('sha256').update(key, 'utf8').digest('hex')}`,
            ...(redis && { REDIS_URL: redis[index].url }),
          },
        });
        instances.push(instance);
        // Both instances on the first core, every thread: the scheduler gives two busy processes on one
        // core equal time, so each one's throughput is its cost per request alone, at the same moments.
        execFileSync('taskset', ['-a', '-p', '-c', '0', String(instance.pid)], { stdio: 'ignore' });
        return { name, base: instance.url, pid: instance.pid, deliveryUrl };
      }),
    );
    for (const side of sides)
      for (const [index, release] of [live, canary].entries()) {
        const published = await releaseCli(
          side.deliveryUrl,
          key,
          'publish',
          'mfe-access',
          '--dist',
          dists[index],
          '--note',
          'bench',
        );
        if (published.code !== 0 || published.out.trim().split('\n').at(-1) !== release.id)
          throw new Error(`publishing ${release.id} on instance ${side.name} failed:\n${published.out}`);
      }
    type Side = (typeof sides)[number];
    /** A promote or rollback of mfe-access through an instance's delivery API (what the CLI sends); anything but a 200 ends the bench. */
    const deliver = async (side: Side, action: 'promote' | 'rollback', body: object) => {
      const response = await fetch(`${side.deliveryUrl}/v1/remotes/mfe-access/${action}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ note: 'bench: the cost of the per-visitor release choice', ...body }),
      });
      if (response.status !== 200) throw new Error(`${action}: ${response.status} ${await response.text()}`);
    };
    /** Whether an instance serves a canary now: its /remotes.json then varies by the visitor cookie. */
    const canaryServed = async (side: Side) =>
      /cookie/i.test((await fetch(`${side.base}/remotes.json`)).headers.get('vary') ?? '');
    /** The mfe-access release an instance gives the visitor with `id` (or no cookie). */
    const releaseFor = async (side: Side, id?: string) => {
      const registry = (await (
        await fetch(`${side.base}/remotes.json`, { headers: id ? { cookie: cookieOf(id) } : {} })
      ).json()) as Record<string, string>;
      return [live, canary].find((release) => registry.mfe_access?.includes(`/${release.id}/`))?.id;
    };
    const until = async (what: string, done: () => Promise<boolean>) => {
      const since = performance.now();
      while (!(await done())) {
        if (performance.now() - since > 10_000) throw new Error(`${what}: not within 10 s`);
        await sleep(50);
      }
    };
    for (const side of sides) {
      await deliver(side, 'promote', { release: live.id });
      await until(`${live.id} served by ${side.name}`, async () => (await releaseFor(side)) === live.id);
    }
    print(
      `published ${live.id} and ${canary.id} of mfe-access on each with \`npm run release -- publish\` (gates included) in ${((performance.now() - publishStarted) / 1000).toFixed(1)} s, and made ${live.id} live for every visitor, before any load`,
    );

    const running = new Map<Side, boolean>(sides.map((side) => [side, false]));
    const shares: string[] = [];
    /** How long each canary's first page for every visitor took (s). */
    const firstPages: number[] = [];
    const warm = (side: Side, cookie?: string) =>
      fetch(`${side.base}${pagePath}`, {
        headers: {
          'accept-encoding': 'br, gzip',
          'x-forwarded-for': '192.0.2.254',
          ...(cookie !== undefined && { cookie }),
        },
      }).then(async (response) => ({ status: response.status, html: await response.text() }));
    /**
     * Starts (at `percent`) or ends an instance's canary, then has the page of each side rendered and
     * cached (checking that it pins that side's release), and notes how many of a sample of visitors
     * are on the canary.
     */
    const setCanary = async (side: Side, on: boolean) => {
      if (on !== running.get(side)) {
        if (on) await deliver(side, 'promote', { release: canary.id, percent });
        else await deliver(side, 'rollback', {});
        await until(on ? 'the canary served' : 'the canary ended', async () => (await canaryServed(side)) === on);
        running.set(side, on);
      }
      if (!on) {
        // Twice: the second request makes the cached copy's brotli.
        for (let i = 0; i < 2; i++) if ((await warm(side)).status !== 200) mustNotFail += 1;
        return;
      }
      // Which side of the canary the first 200 visitors are on, and one visitor of each side.
      const sample = visitors.slice(0, 200);
      const releases = await Promise.all(sample.map((id) => releaseFor(side, id)));
      shares.push(`${releases.filter((release) => release === canary.id).length} of ${sample.length}`);
      for (const release of [live, canary]) {
        const id = sample[releases.indexOf(release.id)];
        if (id === undefined) throw new Error(`no visitor of the first ${sample.length} gets ${release.id}`);
        for (let i = 0; i < 2; i++) {
          const { status, html } = await warm(side, cookieOf(id));
          // The page pins the visitor's release of mfe-access: its files, and no other release's.
          const other = release === live ? canary : live;
          const pins = html.includes(`/mfe-access/${release.id}/`) && !html.includes(`/mfe-access/${other.id}/`);
          if (status !== 200 || !pins) {
            mustNotFail += 1;
            checkedPages.push(`a page for a visitor on ${release.id}: status ${status}, pins it only: ${pins}`);
          }
        }
      }
      // Every visitor's first page since the promote (each recorded as exposed, as a visitor is once a
      // minute), before the window: it measures a canary that runs, not the promote's first pages.
      const firstPagesStarted = performance.now();
      for (let start = 0; start < visitors.length; start += connections * 2) {
        const statuses = await Promise.all(
          visitors
            .slice(start, start + connections * 2)
            .map((id) => warm(side, cookieOf(id)).then((page) => page.status)),
        );
        mustNotFail += statuses.filter((status) => status !== 200).length;
      }
      firstPages.push((performance.now() - firstPagesStarted) / 1000);
    };

    const cacheMisses = (side: Side) => metric(side.base, 'expo_page_cache_total', 'result="miss"');
    const kinds = ['none', 'canary'] as const;
    type Kind = (typeof kinds)[number];
    /** One window: the instance `withCanary` runs the canary, the other none, both loaded at once. */
    const windowOf = async (withCanary: Side, seconds: number) => {
      const kindOf = (side: Side): Kind => (side === withCanary ? 'canary' : 'none');
      await Promise.all(sides.map((side) => setCanary(side, kindOf(side) === 'canary')));
      await sleep(1_000); // let in-flight sockets close first
      const missesBefore = await Promise.all(sides.map(cacheMisses));
      const cpuBefore = sides.map((side) => cpuMsOf(side.pid));
      const ownBefore = process.cpuUsage();
      const loads = await Promise.all(
        sides.map((side) =>
          keepAliveLoad({
            url: `${side.base}${pagePath}`,
            connections,
            seconds,
            headers: () => ({
              'accept-encoding': 'br, gzip',
              'x-forwarded-for': nextClient(),
              ...((kindOf(side) === 'canary' || CANARY_COOKIES_ON_BOTH) && aVisitorsCookie()),
            }),
          }),
        ),
      );
      const own = process.cpuUsage(ownBefore);
      const total = loads.reduce((sum, result) => sum + result.rps * seconds, 0);
      const missesAfter = await Promise.all(sides.map(cacheMisses));
      const measured = {} as Record<Kind, { result: Load; cpuPerRequest?: number; misses: number; instance: string }>;
      sides.forEach((side, index) => {
        const cpuAfter = cpuMsOf(side.pid);
        const before = cpuBefore[index];
        measured[kindOf(side)] = {
          result: loads[index],
          cpuPerRequest:
            before === undefined || cpuAfter === undefined
              ? undefined
              : ((cpuAfter - before) * 1000) / (loads[index].rps * seconds),
          misses: missesAfter[index] - missesBefore[index],
          instance: side.name,
        };
      });
      return { measured, loadCpuPerRequest: (own.user + own.system) / total };
    };
    // The load on the other core (this process's threads), so it takes time from neither instance.
    execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
    print(`then ${CANARY_SECONDS} s of each instance with and without the canary, not counted (fresh instances)`);
    for (const side of sides) await windowOf(side, CANARY_SECONDS);

    const results: Record<Kind, Load[]> = { none: [], canary: [] };
    const cpu: Record<Kind, number[]> = { none: [], canary: [] };
    const misses: Record<Kind, number> = { none: 0, canary: 0 };
    print(`round ${HEADER}  server CPU per request`);
    for (let round = 1; round <= ROUNDS; round++) {
      const { measured, loadCpuPerRequest } = await windowOf(sides[(round + 1) % 2], CANARY_SECONDS);
      for (const kind of kinds) {
        const { result, cpuPerRequest, misses: missed, instance } = measured[kind];
        misses[kind] += missed;
        results[kind].push(result);
        if (cpuPerRequest !== undefined) cpu[kind].push(cpuPerRequest);
        mustNotFail += failed(result);
        const label =
          kind === 'none'
            ? `instance ${instance}: ${pagePath}, no canary`
            : `instance ${instance}: the same, canary at ${percent}%`;
        print(
          `${String(round).padEnd(6)}${row(label, connections, result)}${cpuPerRequest === undefined ? '' : `${cpuPerRequest.toFixed(0).padStart(9)} µs`}`,
        );
      }
      print(`      the load's own CPU: ${loadCpuPerRequest.toFixed(0)} µs a request`);
    }
    await Promise.all(sides.map((side) => setCanary(side, false)));

    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const rps = (kind: Kind) => mean(results[kind].map((result) => result.rps));
    const ratio = rps('canary') / rps('none');
    const perRound = results.canary.map((result, index) => (result.rps / results.none[index].rps).toFixed(2));
    const p99s = (kind: Kind) => results[kind].map((result) => result.p99).join(' / ');
    print(
      `throughput: ${rps('none').toFixed(0)} req/s with no canary, ${rps('canary').toFixed(0)} req/s with the canary and a visitor cookie on every request, at the same moments (means of ${ROUNDS}); ratio ${ratio.toFixed(3)} (rounds: ${perRound.join(', ')}); at most 5% less: ${ratio >= 0.95 ? 'met' : 'NOT met'}`,
    );
    print(`p99: ${p99s('none')} ms with no canary, ${p99s('canary')} ms with it`);
    if (cpu.none.length > 0 && cpu.canary.length > 0)
      print(
        `the instances' CPU per request (their processes, not their render processes): ${mean(cpu.none).toFixed(0)} µs with no canary, ${mean(cpu.canary).toFixed(0)} µs with it (ratio ${(mean(cpu.canary) / mean(cpu.none)).toFixed(3)})`,
      );
    print(
      `visitors of the first 200 on the canary, checked before each window with it: ${shares.join(', ')}; page cache misses: ${misses.none} in the windows with no canary, ${misses.canary} in those with it; every visitor's first page after each promote (${CANARY_VISITORS.toLocaleString('en')} pages, before the window): ${firstPages.map((seconds) => seconds.toFixed(1)).join(' / ')} s`,
    );
    for (const line of checkedPages.slice(0, 5)) print(`  ${line}`);
    // The judge's latest look at a canary (every 15 s while one runs): the visitors the instance recorded as exposed on each side.
    for (const side of sides) {
      const audit = (await (
        await fetch(`${side.deliveryUrl}/v1/audit?remote=mfe-access`, { headers: { authorization: `Bearer ${key}` } })
      ).json()) as {
        action: string;
        verdict?: string;
        figures?: { canary: { visitors: number }; live: { visitors: number } };
      }[];
      const judged = audit.filter((entry) => entry.action === 'judge');
      const latest = judged.find((entry) => entry.figures);
      print(
        `instance ${side.name}: the judge's verdicts written while it ran: ${judged.length}${latest?.figures ? `; its latest: ${latest.verdict}, ${latest.figures.canary.visitors} visitors exposed to the canary and ${latest.figures.live.visitors} to the live release, as it counted them` : ''}`,
      );
    }
  } finally {
    execFileSync('taskset', ['-a', '-p', '-c', `0-${os.cpus().length - 1}`, String(process.pid)], { stdio: 'ignore' });
    await Promise.all(instances.map((instance) => instance.stop()));
    await Promise.all((redis ?? []).map((server) => server.stop()));
    rmSync(work, { recursive: true, force: true });
  }
  return mustNotFail;
}

async function run() {
  if (ONLY !== undefined && !ONLY_SECTIONS.includes(ONLY))
    throw new Error(`BENCH_ONLY=${ONLY}: no such section (${ONLY_SECTIONS.join(', ')})`);
  const runs = (section: string) => ONLY === undefined || ONLY === section;
  const failedBefore = ONLY === undefined ? await main() : 0;
  const failedReleases = runs('releases') ? await releasesUnderLoad() : 0;
  const failedTelemetry = runs('telemetry') ? await telemetryUnderLoad() : 0;
  const failedCanary = runs('canary') ? await canaryCost() : 0;
  const failedFailover = runs('failover') ? await runFailoverBench((line = '') => console.log(line), PORTS[0] + 60) : 0;
  if (failedBefore > 0) console.error(`\n${failedBefore} requests failed where none may`);
  if (failedReleases > 0)
    console.error(`\nreleases under load: ${failedReleases} requests failed or pages were not whole where none may`);
  if (failedTelemetry > 0) console.error(`\ntelemetry: ${failedTelemetry} reports failed where none may`);
  if (failedCanary > 0)
    console.error(
      `\nthe per-visitor release choice: ${failedCanary} requests failed or pages were wrong where none may`,
    );
  if (failedFailover > 0) console.error(`\nfailover: ${failedFailover} visitor requests failed where none may`);
  if (failedBefore + failedReleases + failedTelemetry + failedCanary + failedFailover > 0) process.exit(1);
}

run().catch((error) => {
  console.error(error);
  process.exit(1);
});
