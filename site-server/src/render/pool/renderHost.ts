import { fork, type ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';
import { existsSync } from 'node:fs';
import type { RemoteRegistry } from 'site-contract/registry/registry';
import { clientRenderedPage, type PageResponse } from '../page/pageResponse';
import { RENDER_WORKER_FILE } from 'site-contract/paths';
import { DEFAULT_RENDER_PROCESSES } from '../../config';
import { RESPONSE_FD, responseFrameReader } from '../responseFrames';
import {
  RENDER_CONFIG_VARIABLE,
  RENDER_TIMEOUT_MS,
  type ApiRequest,
  type ApiResponse,
  type IntegrityFailure,
  type PagePreloadPlan,
  type RenderResponse,
  type RenderConfig,
  type RenderRequest,
  type ReleaseCheck,
} from '../protocol';
import type { SitemapCrawl } from '../../seo/sitemap';

/** A response later than this counts as a failed render: the page is sent for the browser to render. */
const RESPONSE_TIMEOUT_MS = RENDER_TIMEOUT_MS + 2000;
/** A release check renders every page of a section in every language: it may take this long. */
const CHECK_TIMEOUT_MS = 120_000;

/** The site server's renderer, wherever it runs. */
export interface RenderHost {
  /**
   * A page's response; never rejects (a failed render is the client-rendered page). `preloads`: the
   * files to list in it if it pins those builds, which a render process then writes in and compresses
   * the page (compressedPage.ts); the response says so (`compressed`). `registry`: the visitor's (a
   * canary's share gets its release), by default the one served now.
   */
  page(url: string, origin: string, preloads?: PagePreloadPlan, registry?: RemoteRegistry): Promise<PageResponse>;
  /** The remotes' current builds: what a page rendered now pins. */
  builds(): Promise<RemoteRegistry>;
  sitemap(): Promise<SitemapCrawl>;
  /** A release's server-render gate (releaseCheck.ts): the problems found and the pages rendered. */
  check(release: ReleaseCheck): Promise<{ problems: string[]; pages: number }>;
  close(): void;
}

export interface RenderHostOptions {
  /** The registry the site server serves now: each request takes it along (liveRegistry.ts). */
  registry: () => RemoteRegistry;
  /** The site server's own address, known once it listens (the renderer starts with the first request). */
  base: () => string;
  template: () => string;
  /** Answers the renderer's GET of one of the site's API paths (the site server answers it itself). */
  api: (path: string) => Promise<Omit<ApiResponse, 'kind' | 'fetchId'>>;
  /** A release's file the renderer refused to run (changed since it was published, or with no recorded hash). */
  onIntegrityFailure?: (failure: IntegrityFailure) => void;
  /** How long a render waits for one remote's code (the render process's default when not set). */
  remoteBudgetMs?: number;
}

/** Asks the renderer, in this process or a render process of its own. */
export type SendRenderRequest = (request: RenderRequest) => Promise<RenderResponse>;

function responseOf<K extends RenderResponse['kind']>(
  response: RenderResponse,
  kind: K,
): Extract<RenderResponse, { kind: K }> {
  if (response.kind === kind) return response as Extract<RenderResponse, { kind: K }>;
  throw new Error(response.kind === 'failed' ? response.error : `the renderer answered ${response.kind} to ${kind}`);
}

export function hostOver(
  ask: SendRenderRequest,
  { template, registry }: Pick<RenderHostOptions, 'template' | 'registry'>,
  close: () => void,
): RenderHost {
  return {
    page: (url, origin, preloads, visitorRegistry) =>
      ask({ kind: 'page', url, origin, registry: visitorRegistry ?? registry(), preloads }).then(
        (response) => responseOf(response, 'page').page,
        (error: Error) =>
          clientRenderedPage(template(), {
            level: 'error',
            message: 'the renderer failed; the browser renders the page',
            error: error.message,
          }),
      ),
    builds: async () => responseOf(await ask({ kind: 'builds', registry: registry() }), 'builds').pinnedBuilds,
    sitemap: async () => responseOf(await ask({ kind: 'sitemap', registry: registry() }), 'sitemap').sitemap,
    check: async (release) => {
      const { problems, pages } = responseOf(await ask({ kind: 'check', registry: registry(), ...release }), 'check');
      return { problems, pages };
    },
    close,
  };
}

/** The environment the render process gets: its configuration and nothing of the site server's (no API keys, no tokens). */
export function renderProcessEnv(config: RenderConfig): NodeJS.ProcessEnv {
  return { NODE_ENV: 'production', [RENDER_CONFIG_VARIABLE]: JSON.stringify(config) };
}

/**
 * Node's permission model for the render process: it reads its own bundle and nothing else (not the
 * site's files, not /proc), writes nothing, and starts no process or thread. The network stays open:
 * it fetches the remotes and the API like a browser does.
 */
export function renderProcessFlags(workerFile: string): string[] {
  return ['--permission', `--allow-fs-read=${workerFile}`];
}

/** One render process: started with its first request, asked over IPC, started again after it dies. */
interface RenderProcess {
  ask: SendRenderRequest;
  /** Requests it has not answered yet. */
  inFlight(): number;
  /** When it was asked the oldest request it has not answered yet (Date.now()), if any. */
  busySince(): number | undefined;
  close(reason: string): void;
}

function renderProcess({
  registry,
  base,
  template,
  api,
  onIntegrityFailure,
  remoteBudgetMs,
  workerFile,
}: RenderHostOptions & { workerFile: string }): RenderProcess {
  let child: ChildProcess | undefined;
  let nextId = 1;
  const waiting = new Map<
    number,
    {
      resolve: (response: RenderResponse) => void;
      reject: (error: Error) => void;
      timer: NodeJS.Timeout;
      askedAt: number;
    }
  >();

  function failAll(reason: string) {
    for (const [id, request] of waiting) {
      clearTimeout(request.timer);
      waiting.delete(id);
      request.reject(new Error(reason));
    }
  }

  function theProcess(): ChildProcess {
    if (child?.connected) return child;
    if (!existsSync(workerFile))
      throw new Error(`no render process bundle at ${workerFile}: run npm run build -w shell`);
    const started = fork(workerFile, [], {
      env: renderProcessEnv({ registry: registry(), base: base(), template: template(), remoteBudgetMs }),
      execArgv: renderProcessFlags(workerFile),
      // Requests and the renderer's API calls over IPC; responses on a pipe of their own (responseFrames.ts).
      stdio: ['ignore', 'inherit', 'inherit', 'ipc', 'pipe'],
    });
    started.on('message', (message: ApiRequest | IntegrityFailure) => {
      if (message.kind === 'api') respondToApi(started, message);
      else if (message.kind === 'integrity-failure') onIntegrityFailure?.(message);
    });
    (started.stdio[RESPONSE_FD] as Readable).on(
      'data',
      responseFrameReader((id, response) => {
        const request = waiting.get(id);
        if (!request) return;
        waiting.delete(id);
        clearTimeout(request.timer);
        request.resolve(response);
      }),
    );
    started.on('exit', (code, signal) => {
      if (child === started) child = undefined;
      failAll(`the render process exited (${signal ?? code})`);
    });
    child = started;
    return started;
  }

  function respondToApi(to: ChildProcess, { fetchId, path }: ApiRequest) {
    const reply = (response: Omit<ApiResponse, 'kind' | 'fetchId'>) =>
      to.connected && to.send({ kind: 'api', fetchId, ...response } satisfies ApiResponse);
    // The API and releases' recorded hashes only: the renderer reaches nothing else of the site server this way.
    if (!path.startsWith('/api/') && !path.startsWith('/release-integrity/'))
      return reply({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    api(path).then(reply, (error: unknown) => reply({ status: 502, contentType: 'text/plain', body: String(error) }));
  }

  const ask = (request: RenderRequest) =>
    new Promise<RenderResponse>((resolve, reject) => {
      const id = nextId++;
      const timeoutMs = request.kind === 'check' ? CHECK_TIMEOUT_MS : RESPONSE_TIMEOUT_MS;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`the render process did not respond (${request.kind}) within ${timeoutMs} ms`));
      }, timeoutMs);
      waiting.set(id, { resolve, reject, timer, askedAt: Date.now() });
      try {
        theProcess().send({ ...request, id });
      } catch (error) {
        clearTimeout(timer);
        waiting.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });

  return {
    ask,
    inFlight: () => waiting.size,
    // A Map keeps insertion order: its first entry is the oldest request.
    busySince: () => waiting.values().next().value?.askedAt,
    close(reason) {
      failAll(reason);
      child?.kill();
      child = undefined;
    },
  };
}

/**
 * Pages a render process works on at most at once: one renders while the other waits for its data or
 * a remote's code. More only interleave on the one core, which stretches every render in the process
 * (a page's latency grows with the pages beside it) and keeps more of them alive for the GC to copy.
 */
export const PAGES_PER_PROCESS = 2;

/**
 * A process takes a second page only once the page in its hands has taken this long: well past what
 * a whole render takes on a loaded server, GC pauses included (docs/performance-log.md), so that page
 * is waiting (for a slow API response or remote) rather than rendering. Two pages rendering at
 * once in one process only take turns on its core, each finishing later (docs/performance-log.md).
 */
export const SECOND_PAGE_AFTER_MS = 150;

/**
 * How long a page may wait for a render process before it is sent for the browser to render: an
 * instance far past its capacity answers with the client-rendered page rather than queueing visitors
 * ever longer. Long enough for a cold process's first renders, which load every remote.
 */
export const PAGE_QUEUE_TIMEOUT_MS = 5000;

interface ProcessHostOptions extends RenderHostOptions {
  workerFile?: string;
  processes?: number;
  pagesPerProcess?: number;
  secondPageAfterMs?: number;
  queueTimeoutMs?: number;
}

/**
 * The renderer in processes of its own (the site's way), `processes` of them: a page goes to the one
 * with the fewest renders in flight (the first on a tie, so a quiet server runs one and the next
 * starts only when renders overlap); to a process that has one already only once that one has taken
 * `secondPageAfterMs` (it is waiting, not rendering), and at most `pagesPerProcess` each; further
 * pages wait their turn in order. Renders are CPU work, so one process keeps one core busy and a second lets an instance
 * use a second core. Builds and the sitemap are asked of the first. Each process checks the remotes'
 * builds itself; every page pins the builds it was rendered with.
 */
export function createRenderProcessHost({
  workerFile = RENDER_WORKER_FILE,
  processes = DEFAULT_RENDER_PROCESSES,
  pagesPerProcess = PAGES_PER_PROCESS,
  secondPageAfterMs = SECOND_PAGE_AFTER_MS,
  queueTimeoutMs = PAGE_QUEUE_TIMEOUT_MS,
  ...options
}: ProcessHostOptions): RenderHost {
  const pool = Array.from({ length: Math.max(1, processes) }, () => renderProcess({ ...options, workerFile }));
  const leastBusy = () => pool.reduce((best, candidate) => (candidate.inFlight() < best.inFlight() ? candidate : best));
  /** Pages waiting for a process, oldest first. */
  const waiting: Array<{ start: (to: RenderProcess) => void; fail: (error: Error) => void }> = [];
  /** When a process that has pages in hand may take another (0: when one is answered, or never). */
  const mayTakeAnotherAt = (one: RenderProcess) =>
    one.inFlight() >= pagesPerProcess ? 0 : (one.busySince() ?? 0) + secondPageAfterMs;
  let recheck: NodeJS.Timeout | undefined;

  /** The process for the next page: an idle one, else one whose pages in hand have waited long enough. */
  function freeProcess(): RenderProcess | undefined {
    const candidate = leastBusy();
    if (candidate.inFlight() === 0) return candidate;
    const now = Date.now();
    return pool.find((one) => mayTakeAnotherAt(one) !== 0 && mayTakeAnotherAt(one) <= now);
  }

  function startWaitingPages() {
    for (let to = freeProcess(); waiting.length > 0 && to; to = freeProcess()) waiting.shift()!.start(to);
    if (waiting.length === 0 || recheck) return;
    // Pages still wait: look again when a busy process may take another, if none is answered before.
    const next = Math.min(...pool.map(mayTakeAnotherAt).filter((at) => at > 0));
    if (Number.isFinite(next)) {
      recheck = setTimeout(() => {
        recheck = undefined;
        startWaitingPages();
      }, next - Date.now());
    }
  }

  const askPage: SendRenderRequest = (request) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(page), 1);
        reject(new Error(`no render process was free within ${queueTimeoutMs} ms`));
      }, queueTimeoutMs);
      const page = {
        start(to: RenderProcess) {
          clearTimeout(timer);
          to.ask(request).then(resolve, reject).finally(startWaitingPages);
        },
        fail(error: Error) {
          clearTimeout(timer);
          reject(error);
        },
      };
      waiting.push(page);
      startWaitingPages();
    });

  const ask: SendRenderRequest = (request) => (request.kind === 'page' ? askPage(request) : pool[0].ask(request));
  return hostOver(ask, options, () => {
    clearTimeout(recheck);
    for (const page of waiting.splice(0)) page.fail(new Error('the site server is closing'));
    pool.forEach((one) => one.close('the site server is closing'));
  });
}
