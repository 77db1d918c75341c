/** @jest-environment node */
/**
 * deploy/haproxy/haproxy.cfg, the balancer configuration operators start from, as the load bench
 * runs it (scripts/bench/haproxy.ts), against two small HTTP servers standing in for instances:
 * each answers /readyz (200, or 503 when told) and anything else with its own name.
 */
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startLoadBalancer } from './haproxy';

jest.setTimeout(30_000);

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** A stand-in instance: `ready` drives its /readyz; `hangUp` makes it close the connection on any other request without answering (a crash mid-request). */
async function startInstance(name: string) {
  const state = { ready: true, hangUp: false, seen: [] as Seen[] };
  const server = createServer((req, res) => {
    if (req.url === '/readyz')
      return void res
        .writeHead(state.ready ? 200 : 503, { 'content-type': 'text/plain' })
        .end(state.ready ? 'ready' : 'not ready');
    state.seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    if (state.hangUp) return void req.socket.destroy();
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'text/plain' }).end(name));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    name,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    /** Stops listening and drops its connections: from now on, connecting is refused. */
    stop: () => new Promise<void>((resolve) => (server.close(() => resolve()), server.closeAllConnections())),
  };
}

/** One request on a connection of its own; never throws (a failed or unanswered exchange is status 0). */
function send(base: string, { method = 'GET', path = '/', headers = {} as Record<string, string> } = {}) {
  return new Promise<{ status: number; body: string }>((resolve) => {
    const req = request(`${base}${path}`, { method, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', () => resolve({ status: 0, body: '' }));
    // An exchange HAProxy never finishes fails like one it cut, rather than hanging the test.
    req.setTimeout(10_000, () => req.destroy());
    req.end(method === 'POST' ? 'body' : undefined);
  });
}

/** n requests one after the other (round robin alternates), their status and answering instance. */
async function sendMany(base: string, n: number, options?: Parameters<typeof send>[1]) {
  const answers = [];
  for (let i = 0; i < n; i++) answers.push(await send(base, options));
  return answers;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Two instances, a and b, behind HAProxy with health checks every `checkEvery`. */
async function fleet(checkEvery = '100ms') {
  const a = await startInstance('a');
  cleanups.push(a.stop);
  const b = await startInstance('b');
  cleanups.push(b.stop);
  const balancer = await startLoadBalancer([a.url, b.url], { checkEvery });
  cleanups.push(balancer.close);
  return { a, b, balancer };
}

/** Waits until HAProxy's checks see each instance in `checked` as wanted (UP or DOWN). */
async function untilChecked(
  balancer: Awaited<ReturnType<typeof startLoadBalancer>>,
  wanted: Record<string, 'UP' | 'DOWN'>,
) {
  const since = Date.now();
  for (;;) {
    const states = (await balancer.serverStates()).filter(({ backend }) => backend === 'site');
    if (
      Object.entries(wanted).every(
        ([instance, status]) => states.find((state) => state.instance === instance)?.status === status,
      )
    )
      return;
    if (Date.now() - since > 5_000)
      throw new Error(`HAProxy's checks did not reach ${JSON.stringify(wanted)}: ${JSON.stringify(states)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the balancer's configuration (deploy/haproxy/haproxy.cfg)", () => {
  it('spreads requests over the ready instances', async () => {
    const { a, b, balancer } = await fleet();
    await untilChecked(balancer, { [a.url]: 'UP', [b.url]: 'UP' });
    const answers = await sendMany(balancer.url, 10);
    expect(answers.map(({ status }) => status)).toEqual(Array(10).fill(200));
    expect(answers.filter(({ body }) => body === 'a')).toHaveLength(5);
    expect(answers.filter(({ body }) => body === 'b')).toHaveLength(5);
  });

  it('takes an instance whose /readyz answers 503 out, and puts it back when it answers 200', async () => {
    const { a, b, balancer } = await fleet();
    a.state.ready = false;
    await untilChecked(balancer, { [a.url]: 'DOWN', [b.url]: 'UP' });
    const seenByA = a.state.seen.length;
    const answers = await sendMany(balancer.url, 10);
    expect(answers).toEqual(Array(10).fill({ status: 200, body: 'b' }));
    expect(a.state.seen).toHaveLength(seenByA);

    a.state.ready = true;
    await untilChecked(balancer, { [a.url]: 'UP' });
    expect((await sendMany(balancer.url, 10)).filter(({ body }) => body === 'a')).toHaveLength(5);
  });

  it('fails open: when no instance is ready (Redis out for the whole fleet), it still sends to all of them', async () => {
    const { a, b, balancer } = await fleet();
    a.state.ready = false;
    b.state.ready = false;
    await untilChecked(balancer, { [a.url]: 'DOWN', [b.url]: 'DOWN' });
    const answers = await sendMany(balancer.url, 10);
    expect(answers.map(({ status }) => status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map(({ body }) => body))).toEqual(new Set(['a', 'b']));
  });

  it('retries a request whose instance refuses the connection on the other one, before the checks notice (any method: nothing was sent)', async () => {
    // Checks every 10 minutes: after the first round at start, none runs during the test.
    const { a, b, balancer } = await fleet('10m');
    await b.stop();
    const gets = await sendMany(balancer.url, 10);
    expect(gets).toEqual(Array(10).fill({ status: 200, body: 'a' }));
    expect(await sendMany(balancer.url, 4, { method: 'POST' })).toEqual(Array(4).fill({ status: 200, body: 'a' }));
    // Still UP for HAProxy: the retries did it, not the health checks.
    expect(await balancer.readyInstances()).toEqual([a.url, b.url]);
  });

  it('sends a GET again on the other instance when its instance closes the connection without answering, but not a POST', async () => {
    const { a, b, balancer } = await fleet('10m');
    b.state.hangUp = true;
    expect(await sendMany(balancer.url, 6)).toEqual(Array(6).fill({ status: 200, body: 'a' }));
    expect(b.state.seen.filter(({ method }) => method === 'GET').length).toBeGreaterThanOrEqual(3);

    const posts = await sendMany(balancer.url, 4, { method: 'POST' });
    // b saw its POSTs and hung up: each is answered 502, and a never got them (a POST may have had an effect).
    const hungUp = b.state.seen.filter(({ method }) => method === 'POST').length;
    expect(hungUp).toBeGreaterThanOrEqual(1);
    expect(posts.filter(({ status }) => status === 502)).toHaveLength(hungUp);
    expect(a.state.seen.filter(({ method }) => method === 'POST')).toHaveLength(4 - hungUp);
  });

  it("passes the visitor's Host through unchanged and appends the client's address to X-Forwarded-For", async () => {
    const { a, b, balancer } = await fleet();
    await send(balancer.url, {
      path: '/housing?x=1',
      headers: { host: 'expo.example', 'x-forwarded-for': '203.0.113.9' },
    });
    const [seen] = [...a.state.seen, ...b.state.seen];
    expect(seen.url).toBe('/housing?x=1');
    expect(seen.headers.host).toBe('expo.example');
    // What the visitor sent is kept, and the balancer's own view comes last: the only part TRUST_PROXY makes the instance believe.
    expect(seen.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
  });

  it('bench only: takes X-Forwarded-For from x-bench-client, so the instances see the client each bench request stands for', async () => {
    const { a, b, balancer } = await fleet();
    await send(balancer.url, { headers: { 'x-bench-client': '10.1.2.3', 'x-forwarded-for': '203.0.113.9' } });
    const [seen] = [...a.state.seen, ...b.state.seen];
    expect(seen.headers['x-forwarded-for']).toBe('10.1.2.3, 127.0.0.1');
    expect(seen.headers['x-bench-client']).toBeUndefined();
  });
});
