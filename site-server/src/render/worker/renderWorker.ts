/**
 * The render process: the one place remote code runs on the server. The site server starts it with
 * no secrets in its environment and under Node's permission model (it may read only its own bundle:
 * no other file, no writing, no child processes; see renderHost.ts), and asks it over IPC.
 */
import fs from 'node:fs';
import { Socket } from 'node:net';
import { RESPONSE_FD, responseFrame } from '../responseFrames';
import {
  RENDER_CONFIG_VARIABLE,
  type ApiRequest,
  type ApiResponse,
  type IntegrityFailure,
  type RenderConfig,
  type RenderRequestMessage,
} from '../protocol';
import type { ReleaseIntegrity } from 'shared/site';
import { createRenderService } from './renderService';
import { releaseIntegrityFetch } from './releaseIntegrityFetch';
import { compressedPage } from '../page/compressedPage';

// Module Federation's Node runtime looks for a chunk on disk (fs.existsSync) before fetching it over
// HTTP. Under Node's permission model existsSync throws for a path it may not read, where it should
// answer false: a file this process may not read is, for it, not there.
const existsSync = fs.existsSync;
fs.existsSync = (file) => {
  try {
    return existsSync(file);
  } catch {
    return false;
  }
};

// A page's data comes from the site's own API, which sections fetch by path ('/api/cj/hotels?…') as
// they do in the browser. Here the site server answers those over IPC: the render process holds no
// API key and needs no network route or credential to reach the API, and the API's rate limit knows it.
// A published release's files are checked against their recorded hashes before they run (the hashes
// come the same way, from the site server).
const networkFetch = globalThis.fetch;
const apiResponses = new Map<number, (response: ApiResponse) => void>();
let nextFetchId = 1;
const siteServerFetch = (url: string, init?: RequestInit) =>
  new Promise<Response>((resolve, reject) => {
    const fetchId = nextFetchId++;
    const signal = init?.signal;
    signal?.addEventListener('abort', () => apiResponses.delete(fetchId) && reject(signal.reason), { once: true });
    apiResponses.set(fetchId, ({ status, contentType, body }) => {
      apiResponses.delete(fetchId);
      resolve(new Response(body, { status, headers: { 'content-type': contentType } }));
    });
    process.send!({ kind: 'api', fetchId, path: url } satisfies ApiRequest);
  });
const checkedFetch = releaseIntegrityFetch(
  networkFetch,
  async (integrityUrl) => {
    const response = await siteServerFetch(integrityUrl);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as ReleaseIntegrity;
  },
  ({ file, reason }) => process.send!({ kind: 'integrity-failure', ...file, reason } satisfies IntegrityFailure),
);
globalThis.fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return url.startsWith('/') ? siteServerFetch(url, init) : checkedFetch(input, init);
};

const respond = createRenderService(JSON.parse(process.env[RENDER_CONFIG_VARIABLE] ?? '{}') as RenderConfig);
const answers = new Socket({ fd: RESPONSE_FD, readable: false, writable: true });

process.on('message', (message: RenderRequestMessage | ApiResponse) => {
  if (message.kind === 'api') return apiResponses.get(message.fetchId)?.(message);
  const { id, ...request } = message;
  void respond(request).then((reply) => {
    const ready =
      reply.kind === 'page' && request.kind === 'page'
        ? { ...reply, page: compressedPage(reply.page, request.preloads) }
        : reply;
    answers.cork();
    for (const part of responseFrame(id, ready)) answers.write(part);
    answers.uncork();
  });
});
// The site server going away takes this process with it.
process.on('disconnect', () => process.exit(0));
