import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { releaseIntegrityUrl, releaseManifestUrl, releaseOfIntegrityPath, RELEASES_PREFIX } from 'shared/site';
import type { RemoteRegistry } from 'site-contract/registry/registry';
import { createRenderProcessHost, type RenderHostOptions } from 'site-server/render';
import { subresourceIntegrity } from 'site-contract/releases/subresourceIntegrity';
import { sectionOfPackage } from './releaseGates';
import type { CheckedUpload } from 'site-contract/releases/uploadCheck';
import type { ReleaseReader } from 'site-contract/releases/releaseStore';

/** A candidate's remote may take this long to load in the check's render process (a cold process fetches every remote). */
const CHECK_REMOTE_BUDGET_MS = 15_000;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

const json = (body: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });

/** Serves an upload's files on loopback, where the site server would serve them once stored (`/releases/<remote>/<release>/files/…`). */
async function serveUpload(upload: CheckedUpload): Promise<{ server: Server; manifestUrl: string }> {
  const prefix = `${RELEASES_PREFIX}${upload.remote}/${upload.release}/files/`;
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://loopback.invalid').pathname;
    const bytes = pathname.startsWith(prefix)
      ? upload.files.get(decodeURIComponent(pathname.slice(prefix.length)))
      : undefined;
    if (!bytes) return response.writeHead(404).end();
    const type = CONTENT_TYPES[path.extname(pathname)] ?? 'application/octet-stream';
    response.writeHead(200, { 'content-type': type, 'content-length': bytes.length }).end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, manifestUrl: `http://127.0.0.1:${port}${releaseManifestUrl(upload.remote, upload.release)}` };
}

export interface ReleaseRenderGateOptions extends Pick<RenderHostOptions, 'base' | 'template' | 'api'> {
  /** The registry visitors get now: the candidate replaces its remote's entry in it. */
  registry: () => Promise<RemoteRegistry>;
  /** The stored releases' recorded hashes: the other sections may be live from a stored release. */
  integrityOf: ReleaseReader['integrityOf'];
  /** The render process's bundle (tests may point elsewhere). */
  workerFile?: string;
}

/**
 * The server-render gate of a release: the candidate runs in a render process of its own, sandboxed
 * like the ones that render visitors' pages (and never one of them, so a bad release cannot touch a
 * visitor's render), with the live releases of the other sections. It loads every module the
 * candidate exposes with their module scope watched and renders the section's pages, reached from
 * its main page by their links, in every language (render/worker/releaseCheck.ts). The candidate's
 * files are served from memory on loopback and checked against their hashes like a stored release's.
 */
export function createReleaseRenderGate({
  registry,
  integrityOf,
  base,
  template,
  api,
  workerFile,
}: ReleaseRenderGateOptions) {
  return async (upload: CheckedUpload): Promise<{ problems: string[]; pages: number }> => {
    const section = sectionOfPackage(upload.remote);
    const serverManifest = JSON.parse(upload.files.get('server/mf-manifest.json')!.toString('utf8')) as {
      exposes?: Array<{ path: string }>;
    };
    const integrity = Object.fromEntries(
      [...upload.files].map(([file, bytes]) => [file, subresourceIntegrity(bytes)] as const),
    );
    const integrityPath = releaseIntegrityUrl(upload.remote, upload.release);
    const { server, manifestUrl } = await serveUpload(upload);
    const candidateRegistry = { ...(await registry()), [section.remote]: manifestUrl };
    const host = createRenderProcessHost({
      registry: () => candidateRegistry,
      base,
      template,
      // Hashes as the site server answers them: the candidate's from its upload, a stored release's
      // from the store; every other path is a section API.
      api: async (apiPath) => {
        if (apiPath === integrityPath) return json(integrity);
        const stored = releaseOfIntegrityPath(apiPath);
        if (!stored) return api(apiPath);
        const recorded = await integrityOf(stored.remote, stored.release);
        return recorded ? json(recorded) : { status: 404, contentType: 'application/json', body: '{}' };
      },
      remoteBudgetMs: CHECK_REMOTE_BUDGET_MS,
      processes: 1,
      ...(workerFile && { workerFile }),
    });
    const sectionPaths = [section.basePath, ...section.pages.map((page) => `/${page.path.replace(/\/?\*$/, '')}`)];
    try {
      return await host.check({
        remote: section.remote,
        exposes: (serverManifest.exposes ?? []).map((expose) => expose.path),
        seeds: ['/', ...sectionPaths],
        sectionPaths,
      });
    } finally {
      host.close();
      server.close();
      server.closeAllConnections();
    }
  };
}
