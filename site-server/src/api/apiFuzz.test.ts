/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sectionApiPlugins } from './sectionApiPlugins';
import { createSiteServer } from '../app';
import { createInProcessRenderHost } from '../testing/inProcessRenderHost';
import { siteServerOptions } from '../testing/siteServerOptions';

/**
 * Fuzz: at least 10,000 randomised queries to each API route (random strings, huge values, repeated
 * keys, unicode, encoded nulls, malformed escapes, path tricks). Every answer must be a 200 or a 4xx
 * with a JSON body, never a 5xx, and the server must stay up. Seeded, so a failure replays exactly.
 */
const REQUESTS_PER_ROUTE = 10_000;
const CONCURRENCY = 32;
const ROUTES = ['/api/cj/hotels', '/api/gelato/products', '/api/gelato/catalog'];
const SEED = Number(process.env.FUZZ_SEED ?? 20301001);

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = prng(SEED);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
const int = (max: number) => Math.floor(random() * max);

const KEYS = [
  'location',
  'checkIn',
  'checkOut',
  'guests',
  'rooms',
  'cj_partner_id',
  '__proto__',
  'constructor',
  'a[b]',
  'x.y',
  '',
  '%00',
  '😀',
  'location[]',
];
const SAMPLES = [
  'Osaka',
  'Riyadh',
  '2030-10-08',
  '2031-02-30',
  '0',
  '-1',
  '6',
  '7',
  '2.5',
  '1e3',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '%',
  '%%',
  '\u202Eevil',
  'مرحبا',
  '東京',
  '😀😀',
  'a\u0301',
  ' ',
];
const UNICODE = 'aé東😀مЖ\u200b\u202e\u0000\u0007\n\t ';

function randomText(length: number) {
  let text = '';
  for (let i = 0; i < length; i++) text += random() < 0.7 ? String.fromCharCode(32 + int(95)) : pick([...UNICODE]);
  return text;
}

function randomValue(allowHuge: boolean): string {
  switch (int(allowHuge ? 5 : 4)) {
    case 0:
      return encodeURIComponent(pick(SAMPLES));
    case 1:
      // Raw, malformed escapes and all; only what HTTP cannot carry at all is escaped.
      return pick(SAMPLES)
        .replace(/ /g, '+')
        .replace(/[^\u0021-\u00ff]/gu, (c) => encodeURIComponent(c));
    case 2:
      return encodeURIComponent(randomText(int(40)));
    case 3:
      return String(int(20) - 5);
    default:
      return encodeURIComponent(randomText(2_000 + int(4_000))); // huge
  }
}

function randomQuery(): string {
  const parts: string[] = [];
  const count = int(8);
  // At most one huge value per request keeps every URL inside the server's 64 KB limit.
  let hugeAllowed = true;
  const value = () => {
    const v = randomValue(hugeAllowed);
    if (v.length > 1_000) hugeAllowed = false;
    return v;
  };
  for (let i = 0; i < count; i++) {
    const key = random() < 0.8 ? pick(KEYS) : randomText(int(12));
    parts.push(`${encodeURIComponent(key)}=${value()}`);
    if (random() < 0.15) parts.push(`${encodeURIComponent(key)}=${value()}`); // repeated key
  }
  return parts.join(pick(['&', '&', '&', ';', '&&']));
}

function randomPath(route: string): string {
  if (random() < 0.9) return route;
  return pick([
    `${route}/`,
    `${route}/..`,
    `${route}/../../etc/passwd`,
    `${route}%2F..%2F..`,
    route.replace('/api/', '/api//'),
    route.replace('/api/', '/api/./'),
    `${route}%00`,
    `${route}/%E0%A4%A`,
  ]);
}

interface Outcome {
  status: number;
  contentType: string;
  request: string;
}

function send(agent: http.Agent, port: number, path: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, agent, method: 'GET' }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? ''),
          request: path,
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('API fuzz', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await createSiteServer(
      await siteServerOptions({
        renderHost: createInProcessRenderHost,
        registry: {},
        serveShell: true,
        apiPlugins: sectionApiPlugins(),
        apiRateLimit: { max: 1_000_000, windowMs: 60_000 },
      }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it.each(ROUTES)(
    `answers ${REQUESTS_PER_ROUTE} randomised requests to %s with 200 or 4xx JSON, never 5xx`,
    async (route) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
      const failures: Outcome[] = [];
      const statuses = new Map<number, number>();
      let sent = 0;
      const worker = async () => {
        while (sent < REQUESTS_PER_ROUTE) {
          sent++;
          const query = randomQuery();
          const outcome = await send(agent, port, `${randomPath(route)}${query ? `?${query}` : ''}`);
          statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
          const ok =
            (outcome.status === 200 || (outcome.status >= 400 && outcome.status < 500)) &&
            outcome.contentType.includes('application/json');
          if (!ok && failures.length < 10) failures.push({ ...outcome, request: outcome.request.slice(0, 300) });
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      agent.destroy();
      expect(failures).toEqual([]);
      expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(REQUESTS_PER_ROUTE);
      // Still up and still right afterwards.
      expect((await send(new http.Agent(), port, '/api/cj/hotels?location=Osaka')).status).toBe(200);
    },
    180_000,
  );

  it('answers a URL beyond the 64 KB limit with a JSON 431, not a dropped connection', async () => {
    const outcome = await send(new http.Agent(), port, `/api/cj/hotels?location=${'x'.repeat(70_000)}`);
    expect(outcome.status).toBe(431);
    expect(outcome.contentType).toContain('application/json');
  });
});
