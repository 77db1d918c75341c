/**
 * A small round-robin load balancer for the load bench's drills, behaving as the platform's would:
 * it asks each instance's /readyz every 250 ms and sends requests only to ready ones (to all when
 * none is); a GET whose instance fails before answering (refused, reset) is tried once on another. It sets
 * X-Forwarded-For to the client's address, taken from `x-bench-client` (every bench client is
 * 127.0.0.1), so the instances (TRUST_PROXY=loopback) see many clients as behind a real balancer.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const HEALTH_INTERVAL_MS = 250;

export async function startLoadBalancer(instances: string[]) {
  const ready = new Set<string>();
  let next = 0;
  const checkHealth = () =>
    Promise.all(
      instances.map(async (instance) => {
        const healthy = await fetch(`${instance}/readyz`, { signal: AbortSignal.timeout(1_000) }).then(
          (response) => response.ok,
          () => false,
        );
        if (healthy) ready.add(instance);
        else ready.delete(instance);
      }),
    );
  await checkHealth();
  const health = setInterval(() => void checkHealth(), HEALTH_INTERVAL_MS);

  /** A ready instance, round robin; when none is ready, any (fail open, as AWS ALB does), so a fleet-wide readiness failure such as a Redis outage does not take the site out. */
  function pick(except?: string): string | undefined {
    const others = instances.filter((instance) => instance !== except);
    const candidates = others.some((instance) => ready.has(instance)) ? others.filter((instance) => ready.has(instance)) : others;
    return candidates.length > 0 ? candidates[next++ % candidates.length] : undefined;
  }

  function forward(incoming: IncomingMessage, outgoing: ServerResponse, instance: string | undefined, retried: boolean) {
    if (!instance) return outgoing.writeHead(503, { 'content-type': 'text/plain' }).end('no instance is ready');
    const { 'x-bench-client': client, ...headers } = incoming.headers;
    const upstream = request(
      `${instance}${incoming.url}`,
      { method: incoming.method, headers: { ...headers, 'x-forwarded-for': String(client ?? incoming.socket.remoteAddress) } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        answer.on('error', () => outgoing.destroy());
      },
    );
    upstream.on('error', () => {
      // Nothing has reached the client yet: a GET may go to another instance, once.
      if (outgoing.headersSent) return outgoing.destroy();
      ready.delete(instance);
      if (!retried && incoming.method === 'GET') return forward(incoming, outgoing, pick(instance), true);
      outgoing.writeHead(502, { 'content-type': 'text/plain' }).end('the instance failed');
    });
    // No route takes a body: a GET is sent as is, and may be sent again.
    if (incoming.method === 'GET' || incoming.method === 'HEAD') upstream.end();
    else incoming.pipe(upstream);
  }

  const server = createServer((incoming, outgoing) => forward(incoming, outgoing, pick(), false));
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    readyInstances: () => [...ready],
    close: async () => {
      clearInterval(health);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
