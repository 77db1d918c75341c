/**
 * `npm run bench:load`: load on the production site server over loopback, bounded in time.
 * Four targets, BENCH_SECONDS (default 30) each, repeated BENCH_ROUNDS (default 3) times: a page
 * from the page cache (100 connections), a page rendered afresh for every request (its URL made
 * unique with an ignored query, 10 connections), a remote's manifest and /api/gelato/products
 * (100 connections). Every request asks for brotli or gzip, as browsers do. Prints requests per
 * second, p50/p99 latency, errors and timeouts, and the server's heap after a full GC after each round.
 * The server runs in its own process with the per-client API limit raised: every request here
 * comes from 127.0.0.1, and the limit's own behaviour is tested elsewhere (siteServer.test.ts).
 * Run `npm run build` first.
 */
import autocannon from 'autocannon';
import { startSiteServer } from '../e2e/support/siteProcess';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4501);
let uncached = 0;
const TARGETS = [
  { name: 'cached page (/housing)', path: '/housing', connections: 100 },
  { name: 'rendered page (/housing?…)', path: '/housing', connections: 10, unique: true },
  { name: 'remote manifest', path: '/mfe-access/mf-manifest.json', connections: 100 },
  { name: '/api/gelato/products', path: '/api/gelato/products', connections: 100 },
];

/** The server's heap in use after a full GC (bench-only endpoint), in MB. */
async function heapMegabytes(url: string): Promise<number> {
  const { heapUsed } = (await (await fetch(`${url}/__bench/heap`)).json()) as { heapUsed: number };
  return heapUsed / 1024 / 1024;
}

async function main() {
  const server = await startSiteServer({ port: PORT, nodeFlags: ['--expose-gc'], env: { API_RATE_LIMIT_MAX: '100000000', BENCH_MEMORY_ENDPOINT: '1' } });
  const rows: string[] = [];
  const memory: number[] = [await heapMegabytes(server.url)];
  let failures = 0;
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const target of TARGETS) {
        const result = await autocannon({
          url: `${server.url}${target.path}`,
          connections: target.connections,
          duration: SECONDS,
          timeout: 10,
          headers: { 'accept-encoding': 'br, gzip' },
          // A URL of its own for each request: a miss in the page cache, so a render.
          ...(target.unique && { requests: [{ setupRequest: (request) => ({ ...request, path: `${target.path}?bench=${++uncached}` }) }] }),
        });
        const errors = result.errors + result.timeouts + result.non2xx;
        failures += errors;
        rows.push(
          `${String(round).padEnd(6)}${target.name.padEnd(28)}${String(target.connections).padStart(5)}${result.requests.average.toFixed(0).padStart(9)} req/s${String(result.latency.p50).padStart(8)} ms${String(result.latency.p99).padStart(8)} ms${String(result.errors).padStart(8)}${String(result.timeouts).padStart(9)}${String(result.non2xx).padStart(8)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000)); // let in-flight sockets close first
      memory.push(await heapMegabytes(server.url));
    }
  } finally {
    await server.stop();
  }

  console.log(`\nLoad on the site server, ${SECONDS} s per target, ${new Date().toISOString().slice(0, 10)}\n`);
  console.log(`round target                      conns   throughput     p50     p99  errors timeouts  non-2xx`);
  rows.forEach((row) => console.log(row));
  console.log(
    `\nserver heap in use after a full GC (MB): start ${memory[0].toFixed(1)}, after each round ${memory
      .slice(1)
      .map((m) => m.toFixed(1))
      .join(', ')}`,
  );
  const growth = memory.length > 2 ? memory[memory.length - 1] - memory[1] : 0;
  console.log(`growth from round 1 to round ${ROUNDS}: ${growth.toFixed(1)} MB`);
  if (failures > 0) {
    console.error(`${failures} failed requests`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
