import { LOCALES, pathInLocale } from 'shared/site';
import { renderPage } from 'shell/entry.server';
import type { ReleaseCheck } from '../protocol';
import { RENDER_TIMEOUT_MS } from '../protocol';
import { describeError } from '../page/pageResponse';
import { internalLinks } from '../../seo/sitemap';
import { watchModuleScope } from './moduleScopeWatch';
import type { ServerRemotes } from './serverRemotes';

/** The most pages one check renders (in each language): a section has a few dozen. */
const MAX_CHECKED_PAGES = 80;

const inSection = (pagePath: string, sectionPaths: readonly string[]) =>
  sectionPaths.some((root) => pagePath === root || pagePath.startsWith(`${root}/`));

const failureText = (failure: unknown) => describeError(failure).split('\n')[0];

/**
 * A release's server-render gate, run in a render process of its own with the candidate in its
 * registry: every module the remote exposes is loaded with the module scope watched (it must start no
 * timer or listener and add no global), then its pages, reached by their links from the seeds, are
 * rendered in every language; a render error or a section left to the browser is a problem.
 */
export async function checkRelease(
  serverRemotes: ServerRemotes,
  { remote, exposes, seeds, sectionPaths }: ReleaseCheck,
): Promise<{ problems: string[]; pages: number }> {
  const problems: string[] = [];
  // Watched from the first fetch of its manifest on, whenever the runtime evaluates its entry.
  const stop = watchModuleScope();
  try {
    await serverRemotes.refresh();
    for (const expose of exposes) {
      await serverRemotes.loader.load(remote, expose).catch((error: unknown) => {
        problems.push(`${expose} does not load on the server: ${failureText(error)}`);
      });
    }
  } finally {
    problems.push(...stop().map((started) => `its modules start something at module scope: ${started}`));
  }
  if (problems.length > 0) return { problems, pages: 0 };

  const seen = new Set<string>();
  let level = seeds.filter((seed) => !seen.has(seed) && seen.add(seed));
  let pages = 0;
  while (level.length > 0 && seen.size <= MAX_CHECKED_PAGES) {
    const next: string[] = [];
    for (const pagePath of level) {
      for (const locale of LOCALES) {
        const url = pathInLocale(pagePath, locale);
        pages++;
        try {
          const page = await renderPage(url, serverRemotes.loader, RENDER_TIMEOUT_MS);
          for (const failure of page.failures) problems.push(`${url} does not render: ${failureText(failure)}`);
          if (locale !== 'en') continue;
          for (const link of internalLinks(page.html.toString())) {
            if (!seen.has(link) && inSection(link, sectionPaths)) {
              seen.add(link);
              next.push(link);
            }
          }
        } catch (error) {
          problems.push(`${url} does not render: ${failureText(error)}`);
        }
      }
    }
    level = next;
  }
  return { problems, pages };
}
