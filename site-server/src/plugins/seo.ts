import fp from 'fastify-plugin';
import type { RenderHost } from '../render/pool/renderHost';
import { robotsTxt, sitemapXml } from '../seo/sitemap';

export interface SeoOptions {
  renderer: RenderHost;
  /** The site's public origin, the only one written into these files. */
  siteOrigin: () => string;
}

/**
 * robots.txt and sitemap.xml, generated: the sitemap is the renderer's own link crawl of its renders,
 * kept per set of remote builds (a redeploy crawls again). Caches may keep robots.txt an hour, a complete sitemap ten minutes.
 */
export default fp<SeoOptions>(
  async (app, { renderer, siteOrigin }) => {
    app.get('/robots.txt', async (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(siteOrigin())),
    );
    app.get('/sitemap.xml', async (_request, reply) => {
      const { paths, incomplete } = await renderer.sitemap();
      return reply
        .header('Cache-Control', incomplete ? 'no-cache' : 'public, max-age=600')
        .type('application/xml; charset=utf-8')
        .send(sitemapXml(siteOrigin(), paths));
    });
  },
  { name: 'seo' },
);
