/** @jest-environment node */
import { LOCALE_INFO } from 'shared/site';
import { pageDocument as pageDocumentBytes, pageHeadTags } from './pageDocument';

/** The document as text, to read. */
const pageDocument = (parts: Parameters<typeof pageDocumentBytes>[0]) => pageDocumentBytes(parts).toString();

const template = (script: string) =>
  `<!doctype html><html><head><meta charset=utf-8><title>Expo Guide</title><meta name="description" content="static"><link rel="manifest" href="/manifest.webmanifest"><script async src=${script}></script></head><body><noscript>Expo Guide needs JavaScript to show its pages.</noscript><div id="root"></div></body></html>`;

const parts = (
  overrides: Partial<Parameters<typeof pageDocumentBytes>[0]> = {},
): Parameters<typeof pageDocumentBytes>[0] => ({
  template: template('/start.1.js'),
  locale: LOCALE_INFO.en,
  head: '<title>Housing | Expo Guide</title>',
  styleTags: '<style data-emotion="css a1">.css-a1{color:red}</style>',
  appHtml: Buffer.from('<main><p>$120/night — العربية</p></main>'),
  state: { registry: {}, pinnedBuilds: {} },
  queries: { mutations: [], queries: [] },
  ...overrides,
});

describe('a server-rendered page’s document', () => {
  it('is the template with the page’s language, head, styles and app, and without its static title, description and "needs JavaScript" note', () => {
    const html = pageDocument(parts());
    expect(html).toMatch(/^<!doctype html><html lang="en" dir="ltr"><head>/);
    expect(html).not.toContain('<title>Expo Guide</title>');
    expect(html).not.toContain('content="static"');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain(
      '<title>Housing | Expo Guide</title>\n    <style data-emotion="css a1">.css-a1{color:red}</style>\n  </head>',
    );
    expect(html).toContain(
      '<div id="root"><main><p>$120/night — العربية</p></main></div><script type="application/json" id="expo-page-state">',
    );
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
  });

  it('is right to left in Arabic, with its manifest, however the pages before it were written', () => {
    pageDocument(parts());
    const arabic = pageDocument(parts({ locale: LOCALE_INFO.ar }));
    expect(arabic).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(arabic).toContain('<link rel="manifest" href="/manifest.ar.webmanifest"');
    expect(pageDocument(parts())).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
  });

  it('follows a new template (a redeployed shell) at once', () => {
    expect(pageDocument(parts())).toContain('/start.1.js');
    const redeployed = pageDocument(parts({ template: template('/start.2.js') }));
    expect(redeployed).toContain('/start.2.js');
    expect(redeployed).not.toContain('/start.1.js');
  });

  it('holds the query state only when the page has some', () => {
    expect(pageDocument(parts())).not.toContain('expo-query-state');
    const withQueries = pageDocument(
      parts({ queries: { mutations: [], queries: [{ queryKey: ['hotels'] } as never] } }),
    );
    expect(withQueries).toContain('<script type="application/json" id="expo-query-state">');
  });

  it('puts the head’s elements before #root in a template with no </head>, and refuses one with no empty #root', () => {
    expect(pageDocument(parts({ template: '<!doctype html><title>Expo Guide</title><div id="root"></div>' }))).toMatch(
      /^<!doctype html> {4}<title>Housing \| Expo Guide<\/title>\n {4}<style data-emotion="css a1">.*<\/style>\n {2}<div id="root"><main>/,
    );
    expect(() => pageDocument(parts({ template: '<html><head></head><body></body></html>' }))).toThrow(
      /no empty <div id="root">/,
    );
  });
});

describe('a page’s head tags', () => {
  const url = 'https://expo.example/housing';
  const contentOf = (head: string, name: string) =>
    new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)" />`).exec(head)?.[1];

  it('are in English on an English page, as they always were', () => {
    const home = pageHeadTags({}, 'https://expo.example/', [], LOCALE_INFO.en);
    expect(home).toContain('<title>Expo Guide | Riyadh World Expo 2030</title>');
    expect(contentOf(home, 'og:site_name')).toBe('Expo Guide');
    expect(contentOf(home, 'description')).toMatch(/^Expo Guide: tickets, housing/);
    const housing = pageHeadTags({ title: 'Housing', description: 'Hotels.' }, url);
    expect(housing).toContain('<title>Housing | Expo Guide</title>');
    expect(contentOf(housing, 'og:title')).toBe('Housing | Expo Guide');
    expect(contentOf(housing, 'og:site_name')).toBe('Expo Guide');
  });

  it('are in Arabic on an Arabic page: the title, site name, default description, Open Graph and Twitter tags', () => {
    const home = pageHeadTags({}, 'https://expo.example/ar', [], LOCALE_INFO.ar);
    expect(home).toContain('<title>دليل إكسبو | إكسبو الرياض العالمي 2030</title>');
    for (const name of [
      'description',
      'og:site_name',
      'og:title',
      'og:description',
      'twitter:title',
      'twitter:description',
    ]) {
      expect([name, contentOf(home, name)]).toEqual([name, expect.stringMatching(/^[^A-Za-z]*$/)]);
    }
    expect(contentOf(home, 'og:site_name')).toBe('دليل إكسبو');
    const housing = pageHeadTags(
      { title: 'الإقامة', description: 'فنادق.' },
      `https://expo.example/ar/housing`,
      [],
      LOCALE_INFO.ar,
    );
    expect(housing).toContain('<title>الإقامة | دليل إكسبو</title>');
    expect(contentOf(housing, 'og:title')).toBe('الإقامة | دليل إكسبو');
    expect(contentOf(housing, 'twitter:title')).toBe('الإقامة | دليل إكسبو');
    expect(contentOf(housing, 'og:locale')).toBe('ar_SA');
  });
});
