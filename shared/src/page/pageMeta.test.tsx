import { renderWithProviders } from '../testing/renderWithProviders';
import { usePageMeta } from './pageMeta';
import { SITE_COPY, documentTitle } from './siteCopy';

const LATIN_WORD = /[A-Za-z]{2,}/;

function Page({ title }: { title?: string }) {
  usePageMeta({ title });
  return null;
}

describe('the document title', () => {
  it('is the English it always was on the English site', () => {
    expect(documentTitle()).toBe('Expo Guide | Riyadh World Expo 2030');
    expect(documentTitle('Housing')).toBe('Housing | Expo Guide');
    expect(documentTitle('Housing', 'en')).toBe('Housing | Expo Guide');
  });

  it('is in Arabic on an Arabic page, with the Arabic brand', () => {
    expect(documentTitle(undefined, 'ar')).toBe('دليل إكسبو | إكسبو الرياض العالمي 2030');
    expect(documentTitle('الإقامة', 'ar')).toBe('الإقامة | دليل إكسبو');
    for (const text of Object.values(SITE_COPY.ar)) expect(text).not.toMatch(LATIN_WORD);
  });

  it('follows the page in the page’s language as the visitor moves between pages', () => {
    renderWithProviders(<Page title="الأنشطة" />, { locale: 'ar' });
    expect(document.title).toBe('الأنشطة | دليل إكسبو');
    renderWithProviders(<Page />, { locale: 'ar' });
    expect(document.title).toBe('دليل إكسبو | إكسبو الرياض العالمي 2030');
    renderWithProviders(<Page title="Things to Do" />);
    expect(document.title).toBe('Things to Do | Expo Guide');
  });
});
