import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { RELEASES_PREFIX, releaseIntegrityUrl, type ReleaseIntegrity } from 'shared/site';

/** A release's file under its folder: `/<remote>/<release>/files/<path>` (never its record, release.json). */
const RELEASE_FILE = /^\/mfe-[a-z]+\/[A-Za-z0-9][A-Za-z0-9._-]*\/files\/./;

export interface ReleaseFilesOptions {
  releasesFolder: string;
  /** A stored release's recorded hashes, or undefined when there is no such release (or it was refused). */
  integrityOf: (remote: string, release: string) => Promise<ReleaseIntegrity | undefined>;
}

/**
 * The stored releases' files (`/releases/<remote>/<release>/files/…`), from the data directory, and
 * each release's recorded hashes (`/release-integrity/<remote>/<release>.json`), which the browser
 * and the render process check every file against. A release never changes, so both may be kept for
 * a year by browsers and CDNs (`immutable`), and like a remote's own build they may be loaded by a
 * shell on another origin.
 */
export default fp<ReleaseFilesOptions>(
  async (app, { releasesFolder, integrityOf }) => {
    const immutable = { 'Cache-Control': 'public, max-age=31536000, immutable', 'Access-Control-Allow-Origin': '*' };
    await app.register(fastifyStatic, {
      root: releasesFolder,
      prefix: RELEASES_PREFIX,
      decorateReply: false,
      index: false,
      // Each release's .br and .gz copies of its scripts, as its build wrote them.
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathname) => RELEASE_FILE.test(pathname),
      setHeaders: (res) => {
        for (const [name, value] of Object.entries(immutable)) res.setHeader(name, value);
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      },
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
        return reply.headers(immutable).send(integrity);
      },
    );
  },
  { name: 'release-files' },
);
