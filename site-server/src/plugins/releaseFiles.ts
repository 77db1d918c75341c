import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { RELEASES_PREFIX } from '../delivery/liveRegistry';

/** A release's file under its folder: `/<remote>/<release>/files/<path>` (never its record, release.json). */
const RELEASE_FILE = /^\/mfe-[a-z]+\/[A-Za-z0-9][A-Za-z0-9._-]*\/files\/./;

/**
 * The stored releases' files (`/releases/<remote>/<release>/files/…`), from the data directory. A
 * release never changes, so each file may be kept for a year by browsers and CDNs (`immutable`), and
 * like a remote's own build it may be loaded by a shell on another origin.
 */
export default fp<{ releasesFolder: string }>(
  async (app, { releasesFolder }) => {
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
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  },
  { name: 'release-files' },
);
