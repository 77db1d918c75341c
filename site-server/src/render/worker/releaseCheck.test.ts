/** @jest-environment node */
import { renderPage } from 'shell/entry.server';
import { checkRelease } from './releaseCheck';
import type { ServerRemotes } from './serverRemotes';

jest.mock('shell/entry.server', () => ({ renderPage: jest.fn() }));

/** Access's pages as its candidate renders them: its main page links to its others, and only Arabic Contact fails. */
const LINKS: Record<string, string[]> = { '/access': ['/venue', '/contact'] };
const ARABIC_ONLY_FAILURE = new Error('Arabic copy broke: ACCESS_PAGE.ar.title');

const rendered = jest.mocked(renderPage).mockImplementation(async (url) => {
  const html = (LINKS[url] ?? []).map((link) => `<a href="${link}">${link}</a>`).join('');
  return {
    html: Buffer.from(`<main>${html}</main>`),
    failures: url === '/ar/contact' ? [ARABIC_ONLY_FAILURE] : [],
  } as Awaited<ReturnType<typeof renderPage>>;
});

const serverRemotes = {
  refresh: async () => undefined,
  loader: { load: async () => ({}) },
} as unknown as ServerRemotes;

describe("a release's server-render check", () => {
  it('renders each of its pages in English and in Arabic, and names the Arabic page that fails', async () => {
    const result = await checkRelease(serverRemotes, {
      remote: 'mfe_access',
      exposes: ['./routes'],
      seeds: ['/', '/access'],
      sectionPaths: ['/access', '/venue', '/contact'],
    });

    expect(rendered.mock.calls.map(([url]) => url).sort()).toEqual(
      ['/', '/ar', '/access', '/ar/access', '/venue', '/ar/venue', '/contact', '/ar/contact'].sort(),
    );
    expect(result).toEqual({
      problems: ['/ar/contact does not render: Error: Arabic copy broke: ACCESS_PAGE.ar.title'],
      pages: 8,
    });
  });
});
