import type { RenderHost, RenderHostOptions } from '../render/pool/renderHost';

/** No server rendering: every page is the shell's empty page for the browser to render (the bench's single-bundle baseline, which has no server build). */
export function createClientOnlyRenderHost({ template }: RenderHostOptions): RenderHost {
  return {
    page: async () => ({ status: 200, body: Buffer.from(template()), pinnedBuilds: {}, partial: true, problems: [] }),
    builds: async () => ({}),
    sitemap: async () => ({ paths: [], incomplete: true }),
    check: async () => ({ problems: ['this host renders nothing on the server'], pages: 0 }),
    close: () => undefined,
  };
}
