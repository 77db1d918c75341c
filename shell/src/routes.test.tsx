import { screen, within } from '@testing-library/react';
import { useRoutes } from 'shared/router';
import { useCartStore, useSearchStore } from 'shared';
import { renderWithMeta } from 'shared/testing';
import { INFO_PAGES_COPY } from './content/infoPages';
import { routes } from './routes';

function Site() {
  return useRoutes(routes);
}

beforeEach(() => {
  useCartStore.setState({ items: [] });
  useSearchStore.setState({ open: false, query: '' });
  // jsdom has no scrolling (ScrollToTop), and the not-found page logs its path.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('the shell’s pages in Arabic', () => {
  it('shows an unknown path’s not-found page in Arabic, in the Arabic frame', async () => {
    renderWithMeta(<Site />, { path: '/no-such-page', locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'انتقل إلى المحتوى' })).toHaveAttribute('href', '#main-content');
    expect(
      within(screen.getByRole('contentinfo')).getByRole('heading', { level: 2, name: 'دليل إكسبو' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    expect(screen.queryByText('Skip to content')).not.toBeInTheDocument();
    // The footer's newsletter form is a chunk of its own: it renders once loaded, in Arabic too.
    const newsletter = await within(screen.getByRole('contentinfo')).findByRole('form');
    expect(within(newsletter).queryByText('Subscribe')).not.toBeInTheDocument();
  });

  it.each(INFO_PAGES_COPY.ar.map((page) => [page.path, page]))(
    'shows /%s in Arabic with its Arabic title and description',
    async (path, page) => {
      const { meta } = renderWithMeta(<Site />, { path: `/${path}`, locale: 'ar' });
      // The info page is a chunk of its own: the first render waits for it.
      expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
      const main = screen.getByRole('main');
      expect(
        within(main)
          .getAllByRole('heading', { level: 2 })
          .map((heading) => heading.textContent),
      ).toEqual(page.sections.map((section) => section.heading));
      expect(
        within(main)
          .queryAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual((page.links ?? []).map((link) => [link.label, link.to]));
      expect(main.textContent).not.toMatch(/[A-Za-z]{2,}/);
      expect(meta()).toEqual({ title: page.title, description: page.description });
    },
  );

  it('shows the English info page at the same path in English', async () => {
    renderWithMeta(<Site />, { path: '/about' });
    expect(
      await within(await screen.findByRole('main')).findByRole('heading', { level: 1, name: 'About the Expo' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
  });
});
