import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { expect, test } from './support/fixtures';

/*
 * Every page the server renders is valid HTML by html-validate's recommended rules, with the few
 * that catch only the libraries' own markup switched off in .htmlvalidate.mjs (each with why). The
 * pages are the sitemap's, which the sections table writes: a new page is covered without anyone
 * adding it here.
 */

const REPO_ROOT = path.resolve(__dirname, '..');
// The configuration found as the html-validate command line finds it, for a file at the repository's root.
const validator = new HtmlValidate(new FileSystemConfigLoader());
const validate = async (html: string, name: string) =>
  (await validator.validateString(html, path.join(REPO_ROOT, `${name}.html`))).results.flatMap(
    (result) => result.messages,
  );
const describe = ({ ruleId, message, selector }: Message) => `${ruleId}: ${message} (${selector ?? 'document'})`;

test('the validator’s configuration still fails a duplicate id, a misused aria-label and an attribute not allowed on its element', async () => {
  const page = (body: string) =>
    `<!DOCTYPE html><html lang="en"><head><title>A page</title></head><body>${body}</body></html>`;
  expect(await validate(page('<p>Fine.</p>'), 'fine')).toEqual([]);
  const rulesOf = async (body: string) => (await validate(page(body), 'broken')).map(({ ruleId }) => ruleId);
  expect(await rulesOf('<p id="faq-0">One</p><p id="faq-0">Two</p>')).toContain('no-dup-id');
  expect(await rulesOf('<div aria-label="Typical stay">$120</div>')).toContain('aria-label-misuse');
  expect(await rulesOf('<label>Day <input type="date" placeholder=" "></label>')).toContain('input-attributes');
  expect(await rulesOf('<a href="tel:+966110000000">+966 11 000 0000</a>')).toContain('tel-non-breaking');
});

test('every page in the sitemap, in both languages, is valid HTML', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
  // Both languages, and more than the main routes: the detail pages too.
  expect(paths.filter((each) => each.startsWith('/ar')).length).toBeGreaterThan(50);
  expect(paths.length).toBeGreaterThan(150);
  const problems: string[] = [];
  for (const pagePath of paths) {
    const response = await request.get(pagePath);
    expect(response.status(), pagePath).toBe(200);
    for (const message of await validate(await response.text(), 'page'))
      problems.push(`${pagePath}: ${describe(message)}`);
  }
  expect(problems, `${problems.length} problems on ${paths.length} pages served by ${baseURL}`).toEqual([]);
});
