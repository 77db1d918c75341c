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
 * Prints figures; exits 1 if a request failed where none may. Run `npm run build` first.
 */
import autocannon from 'autocannon';
import { startSiteServer, untilAnswers } from 'site-server/testing';
import { startFakeUpstream } from 'shared/server/testing';
import { startRedisServer } from 'site-server/testing';
import { startLoadBalancer } from './bench/haproxy';

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

async function main() {
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
  if (mustNotFail > 0) {
    console.error(`\n${mustNotFail} requests failed where none may`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
