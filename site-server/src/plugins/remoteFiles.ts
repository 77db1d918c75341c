import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { buildFolder } from 'site-contract/paths';
import { setStaticFileHeaders } from '../files/cacheHeaders';

export interface RemoteFilesOptions {
  /** The remotes served here, as /<package>/… */
  packages: string[];
  repoRoot: string;
}

/** The remotes' built files, each under its package's name, loadable by shells on other origins. */
export default fp<RemoteFilesOptions>(
  async (app, { packages, repoRoot }) => {
    for (const pkg of packages) {
      const root = buildFolder(pkg, repoRoot);
      if (!existsSync(root)) {
        app.log.warn(`${pkg} has no build at ${root}: its section will show as unavailable`);
        continue;
      }
      await app.register(fastifyStatic, {
        root,
        prefix: `/${pkg}/`,
        decorateReply: false,
        // The build's .br and .gz copies of each script, sent as they are (compressed once, at best quality).
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          setStaticFileHeaders(res, filePath);
          // A remote may be loaded by a shell on another origin (CORS for manifest fetches, CORP for scripts).
          res.setHeader('Access-Control-Allow-Origin', '*');
          res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        },
      });
    }
  },
  { name: 'remote-files' },
);
