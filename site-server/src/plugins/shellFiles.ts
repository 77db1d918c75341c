import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { isPagePath } from 'shared/site';
import { setStaticFileHeaders } from '../files/cacheHeaders';

/** The shell's built files at the site's root; never its index.html, which is only the pages' template. */
export default fp<{ shellDist: string }>(
  async (app, { shellDist }) => {
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      // Pages are rendered by the server (plugins/pages.ts), never sent as the bare index.html.
      index: false,
      wildcard: true,
      // A page's path is no file: straight to the page (the not-found handler), without looking on disk for it and its .br and .gz.
      allowedPath: (pathname) => !isPagePath(pathname),
      preCompressed: true,
      cacheControl: false,
      setHeaders: setStaticFileHeaders,
    });
  },
  { name: 'shell-files' },
);
