import { connect, type Socket } from 'node:net';

/** What a load measured: throughput, latencies (ms) and the requests that failed. */
export interface KeepAliveLoad {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

const HEADERS_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:\s*(\d+)/i;

/**
 * A closed-loop GET load on HTTP/1.1 keep-alive connections, each sending its next request once the
 * last is answered. It reads a response's status line and Content-Length and skips the body
 * undecoded, so what the load costs its own process is small and the same whatever the bodies are
 * (autocannon turns every body into a string, which on a machine the server shares makes the load
 * generator's cost depend on the answers). `headers` is called for each request. Answers without a
 * Content-Length (chunked) count as errors: the site server's pages and files always have one.
 */
export async function keepAliveLoad({
  url,
  connections,
  seconds,
  headers = () => ({}),
  timeoutMs = 10_000,
}: {
  url: string;
  connections: number;
  seconds: number;
  headers?: () => Record<string, string>;
  timeoutMs?: number;
}): Promise<KeepAliveLoad> {
  const { hostname, port, pathname, search } = new URL(url);
  const latencies: number[] = [];
  let errors = 0;
  let timeouts = 0;
  let non2xx = 0;
  const startedAt = performance.now();
  const endsAt = startedAt + seconds * 1000;

  // One timer for every connection's timeout (a timer per request would cost the load more than its reads).
  const watched = new Map<Socket, () => void>();
  const watch = setInterval(() => watched.forEach((check) => check()), 250);
  const requestBytes = () =>
    Buffer.from(
      `GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n${Object.entries(headers())
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')}\r\n`,
      'latin1',
    );

  const connection = () =>
    new Promise<void>((done) => {
      let socket: Socket;
      let pending: Buffer = Buffer.alloc(0);
      /** The body bytes still to skip, once a response's headers are read (-1 while reading headers). */
      let bodyLeft = -1;
      let sentAt = 0;
      const open = () => {
        socket = connect({ host: hostname, port: Number(port) }, send);
        socket.setNoDelay(true);
        socket.on('data', read);
        socket.on('error', () => undefined);
        socket.on('close', () => {
          watched.delete(socket);
          if (sentAt !== 0) {
            errors += 1;
            sentAt = 0;
          }
          if (performance.now() < endsAt) open();
          else done();
        });
      };
      const send = () => {
        if (performance.now() >= endsAt) return void socket.end();
        pending = Buffer.alloc(0);
        bodyLeft = -1;
        sentAt = performance.now();
        watched.set(socket, () => {
          if (sentAt === 0 || performance.now() - sentAt < timeoutMs) return;
          timeouts += 1;
          sentAt = 0;
          socket.destroy();
        });
        socket.write(requestBytes());
      };
      const answered = (status: number) => {
        latencies.push(performance.now() - sentAt);
        sentAt = 0;
        if (status < 200 || status >= 300) non2xx += 1;
        send();
      };
      let status = 0;
      const read = (chunk: Buffer) => {
        if (bodyLeft < 0) {
          pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
          const end = pending.indexOf(HEADERS_END);
          if (end === -1) return;
          const head = pending.toString('latin1', 0, end);
          status = Number(head.slice(9, 12));
          const length = CONTENT_LENGTH.exec(head);
          if (!length && status !== 304) {
            errors += 1;
            sentAt = 0;
            return void socket.destroy();
          }
          bodyLeft = length ? Number(length[1]) : 0;
          chunk = pending.subarray(end + HEADERS_END.length);
        }
        bodyLeft -= chunk.length;
        if (bodyLeft <= 0) answered(status);
      };
      open();
    });

  await Promise.all(Array.from({ length: connections }, connection));
  clearInterval(watch);
  const elapsed = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0);
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors, timeouts, non2xx };
}
