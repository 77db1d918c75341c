/**
 * How long a client may take, set deliberately (Node's and Fastify's defaults let a client that
 * trickles a request hold a socket for minutes). No route takes a request body.
 */
export interface ServerLimits {
  /** The whole request (headers and body) must arrive within this. */
  requestTimeoutMs: number;
  /** The headers must arrive within this (at most requestTimeoutMs). */
  headersTimeoutMs: number;
  /** A socket with nothing happening on it is closed after this. */
  idleTimeoutMs: number;
  /** An idle keep-alive connection is kept this long for the client's next request. */
  keepAliveTimeoutMs: number;
  /** How often Node checks for requests past their time. */
  checkEveryMs: number;
  bodyLimitBytes: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  requestTimeoutMs: 10_000,
  headersTimeoutMs: 10_000,
  idleTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  checkEveryMs: 1_000,
  bodyLimitBytes: 1024,
};
