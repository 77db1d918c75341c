/** Server-only: how our API routes call third-party services (CJ, Gelato). Never bundled for browsers. */

export const UPSTREAM_TIMEOUT_MS = 5_000;
export const UPSTREAM_MAX_BYTES = 2 * 1024 * 1024;
/** After a failed call, visitors get the failure at once for this long rather than each waiting UPSTREAM_TIMEOUT_MS on it. */
export const UPSTREAM_BACKOFF_MS = 10_000;

export type UpstreamFailure = 'timeout' | 'network' | 'status' | 'too-large' | 'malformed';

export class UpstreamError extends Error {
  constructor(
    readonly service: string,
    readonly reason: UpstreamFailure,
    detail: string,
  ) {
    super(`${service} upstream ${reason}: ${detail}`);
    this.name = 'UpstreamError';
  }
}

export interface UpstreamRequest {
  service: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
  maxBytes?: number;
}

/** Reads at most maxBytes of a body; a larger answer is refused rather than buffered. */
async function readLimited(response: Response, service: string, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new UpstreamError(service, 'too-large', `${declared} bytes declared`);
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new UpstreamError(service, 'too-large', `more than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One call to an upstream JSON API: bounded in time (the whole exchange, body included) and size,
 * and every way it can fail becomes an UpstreamError the route turns into a 502.
 */
export async function fetchUpstreamJson(request: UpstreamRequest): Promise<unknown> {
  const {
    service,
    url,
    method = 'GET',
    headers = {},
    body,
    timeoutMs = UPSTREAM_TIMEOUT_MS,
    maxBytes = UPSTREAM_MAX_BYTES,
  } = request;
  const signal = AbortSignal.timeout(timeoutMs);
  let text: string;
  try {
    const response = await fetch(url, {
      method,
      headers: { accept: 'application/json', ...headers },
      body,
      signal,
      redirect: 'error',
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new UpstreamError(service, 'status', `HTTP ${response.status}`);
    }
    text = await readLimited(response, service, maxBytes);
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    if (signal.aborted) throw new UpstreamError(service, 'timeout', `no complete answer within ${timeoutMs} ms`);
    throw new UpstreamError(service, 'network', error instanceof Error ? error.message : String(error));
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new UpstreamError(service, 'malformed', 'the answer is not JSON');
  }
}
