import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { RELEASES_PREFIX, releaseIntegrityUrl, type ReleaseIntegrity } from 'shared/site';
import { contentTypeOf, type StoredReleaseFile, type ReleaseStore } from 'site-contract/releases/releaseStore';

/** The same, as the wildcard of `/releases/*`: the remote, the release and the file's path in it. */
const RELEASE_FILE_PARTS = /^(mfe-[a-z]+)\/([A-Za-z0-9][A-Za-z0-9._-]*)\/files\/(.+)$/;

export interface ReleaseFilesOptions {
  /** A stored release's recorded hashes, or undefined when there is no such release (or it was refused). */
  integrityOf: (remote: string, release: string) => Promise<ReleaseIntegrity | undefined>;
  /** A release's file from wherever the store keeps it (read through the release file cache): sent to the client. */
  readFile: ReleaseStore['readFile'];
}

const IMMUTABLE = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/** The builds' precompressed copies of a script (shared/build's precompressedScripts), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** Whether Accept-Encoding takes `encoding` (named with a q above 0, or by `*`). */
function accepts(acceptEncoding: string | undefined, encoding: string): boolean {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) quality.set(name, q === undefined ? 1 : Number(q));
  }
  return (quality.get(encoding) ?? quality.get('*') ?? 0) > 0;
}

function sendFile(reply: FastifyReply, file: StoredReleaseFile, headers: Record<string, string>) {
  reply.headers({ ...IMMUTABLE, ...headers, 'Content-Type': file.contentType });
  if (file.size !== undefined) reply.header('Content-Length', file.size);
  return reply.send(file.body);
}

/**
 * The stored releases' files (`/releases/<remote>/<release>/files/…`), from the data directory or the
 * object store, and each release's recorded hashes (`/release-integrity/<remote>/<release>.json`), which
 * the browser and the render process check every file against. A release never changes, so both may be
 * kept for a year by browsers and CDNs (`immutable`), and like a remote's own build they may be loaded
 * by a shell on another origin.
 */
export default fp<ReleaseFilesOptions>(
  async (app, { readFile, integrityOf }) => {
    app.get<{ Params: { '*': string } }>(`${RELEASES_PREFIX}*`, async (request, reply) => {
      const parts = RELEASE_FILE_PARTS.exec(request.params['*']);
      if (!parts) return reply.callNotFound();
      const [, remote, release, filePath] = parts;
      // A script's precompressed copy when the client takes it (as @fastify/static's preCompressed), else the file.
      const isScript = filePath.endsWith('.js');
      if (isScript)
        for (const { encoding, suffix } of PRECOMPRESSED) {
          if (!accepts(request.headers['accept-encoding'], encoding)) continue;
          const copy = await readFile(remote, release, `${filePath}${suffix}`);
          if (copy)
            return sendFile(
              reply,
              { ...copy, contentType: contentTypeOf(filePath) },
              { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' },
            );
        }
      const file = await readFile(remote, release, filePath);
      if (!file) return reply.callNotFound();
      return sendFile(reply, file, isScript ? { Vary: 'Accept-Encoding' } : {});
    });

    app.get<{ Params: { remote: string; release: string } }>(
      releaseIntegrityUrl(':remote', ':release'),
      async (request, reply) => {
        const { remote, release } = request.params;
        const integrity = /^mfe-[a-z]+$/.test(remote) ? await integrityOf(remote, release) : undefined;
        if (!integrity)
          return reply
            .code(404)
            .header('Cache-Control', 'no-store')
            .send({ error: 'Not Found', message: `${remote} has no release ${release}` });
        return reply
          .headers({
            'Cache-Control': IMMUTABLE['Cache-Control'],
            'Access-Control-Allow-Origin': IMMUTABLE['Access-Control-Allow-Origin'],
          })
          .send(integrity);
      },
    );
  },
  { name: 'release-files' },
);
