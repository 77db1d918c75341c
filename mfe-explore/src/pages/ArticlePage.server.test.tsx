/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import type { PageMeta } from 'shared';
import { routedPage } from 'shared/testing';
import ExploreRoutes from '../exposes/routes';

/** Renders a path as the site server does: to a string, with a metadata collector; no effects, no timers. */
function renderOnServer(path: string) {
  const reports: PageMeta[] = [];
  const html = renderToString(routedPage(<ExploreRoutes />, { path, routePath: '/things-to-do/*', reports }));
  return { html, meta: reports.at(-1) };
}

describe('/things-to-do/{slug} rendered on the server', () => {
  it('holds the article itself, not the skeleton, and declares it', () => {
    const { html, meta } = renderOnServer('/things-to-do/diriyah');
    expect(html).toContain('Diriyah: Where the Saudi Story Began');
    expect(html).toContain('A city built from the ground it stands on');
    expect(html).not.toContain('article-skeleton');
    expect(meta).toMatchObject({
      title: 'Diriyah: Where the Saudi Story Began',
      description: expect.stringContaining('At-Turaif'),
      image: expect.stringMatching(/^https:\/\//),
    });
    expect(meta?.notFound).toBeFalsy();
    expect(meta?.jsonLd?.map((item) => item['@type'])).toEqual(['Article']);
  });

  it("answers an unknown slug with 'Article Not Found', declared as not found", () => {
    const { html, meta } = renderOnServer('/things-to-do/atlantis');
    expect(html).toContain('Article Not Found');
    expect(html).not.toContain('article-skeleton');
    expect(meta).toMatchObject({ title: 'Article Not Found', notFound: true });
  });
});
