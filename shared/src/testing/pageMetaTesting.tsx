import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from '../../router';
import { renderWithProviders } from './renderWithProviders';
import { MAX_DESCRIPTION_LENGTH } from '../page/metaDescription';
import { PageMetaContext } from '../page/pageMeta';
import { DEFAULT_DESCRIPTION, type PageMeta } from '../page/siteCopy';

/**
 * Renders as renderWithProviders does, with a metadata collector like the server's around it.
 * `meta()` is the last declaration, what the server would write into the page. Test-only: not in
 * the barrel.
 */
export function renderWithMeta(ui: ReactElement, options?: Parameters<typeof renderWithProviders>[1]) {
  const reports: PageMeta[] = [];
  const result = renderWithProviders(
    <PageMetaContext.Provider value={{ report: (meta) => reports.push(meta) }}>{ui}</PageMetaContext.Provider>,
    options,
  );
  const meta = () => {
    const last = reports.at(-1);
    if (!last) throw new Error('the page declared no metadata');
    return last;
  };
  return { ...result, meta };
}

/**
 * `ui` mounted at `routePath` as a server render has it: under a metadata collector (each
 * declaration pushed onto `reports`) and a router at `path`. For renderToString and hydrateRoot.
 */
export function routedPage(
  ui: ReactElement,
  { path, routePath, reports }: { path: string; routePath: string; reports: PageMeta[] },
) {
  return (
    <PageMetaContext.Provider value={{ report: (meta) => reports.push(meta) }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={ui} />
        </Routes>
      </MemoryRouter>
    </PageMetaContext.Provider>
  );
}

/**
 * Checks a set of pages' metadata (a section's, or several pages of one kind): every page has a
 * description of its own, not the site's default, of at most 160 characters, and a title of its own.
 */
export function expectDistinctPageMeta(metas: PageMeta[]) {
  const problems = metas.flatMap(({ title = '(home)', description }) => {
    if (!description?.trim()) return [`${title}: no description`];
    if (description === DEFAULT_DESCRIPTION) return [`${title}: the site's default description`];
    if (description.length > MAX_DESCRIPTION_LENGTH)
      return [`${title}: description of ${description.length} characters`];
    return [];
  });
  expect(problems).toEqual([]);
  expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length);
  expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length);
}
