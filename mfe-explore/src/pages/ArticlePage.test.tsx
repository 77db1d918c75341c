import { defaultScheduler, notifyManager } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';

/** Advances fake time and lets the lookup's promise settle inside act. */
const wait = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { renderWithMeta, routedPage, renderWithProviders } from 'shared/testing';
import { ARTICLES } from '../content/articles';
import ExploreRoutes from '../exposes/routes';

const renderAt = (path: string) => renderWithProviders(<ExploreRoutes />, { path, routePath: '/things-to-do/*' });

// The query client tells the page that a lookup settled in a 0 ms timer of its own, which fake time
// would hold back; here it tells it in a microtask, once the lookup's promise has resolved.
beforeAll(() => notifyManager.setScheduler((notify) => void Promise.resolve().then(notify)));
afterAll(() => notifyManager.setScheduler(defaultScheduler));
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

// SPEC: an article shows its skeleton for 500 ms before its content (the literal, not the implementation's constant).
describe('/things-to-do/{slug}', () => {
  it('shows the skeleton for about 500 ms, then the article', async () => {
    renderAt('/things-to-do/diriyah');
    expect(screen.getByTestId('article-skeleton')).toBeInTheDocument();
    await wait(499);
    expect(screen.getByTestId('article-skeleton')).toBeInTheDocument();
    await wait(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Diriyah: Where the Saudi Story Began' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Things To Do' })).toHaveAttribute('href', '/things-to-do');
    expect(screen.getByText(/6 min read/)).toBeInTheDocument();
    expect(screen.getByText('Historical')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('shows the skeleton again when the visitor comes back to an article', async () => {
    renderAt('/things-to-do/diriyah');
    await wait(500);
    fireEvent.click(screen.getByRole('link', { name: 'Back to Things To Do' }));
    await wait(1);
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Top Attractions' })).getByRole('link', { name: /^Diriyah/ }),
    );
    expect(screen.getByTestId('article-skeleton')).toBeInTheDocument();
    await wait(500);
    expect(screen.getByRole('heading', { level: 1, name: 'Diriyah: Where the Saudi Story Began' })).toBeInTheDocument();
  });

  it('renders every kind of content block, the tags and up to 3 other articles', async () => {
    renderAt('/things-to-do/diriyah');
    await wait(500);
    expect(
      screen.getByRole('heading', { level: 2, name: 'A city built from the ground it stands on' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'What not to miss' })).toBeInTheDocument();
    expect(
      screen.getByText('Restored palaces of At-Turaif above the palm groves of Wadi Hanifah.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/glows the colour of the desert/).closest('blockquote')).toBeInTheDocument();
    expect(screen.getByText(/Salwa Palace/).closest('li')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(4);
    const more = screen.getByRole('region', { name: 'More to Explore' });
    const links = within(more)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toHaveLength(3);
    expect(links).not.toContain('/things-to-do/diriyah');
    for (const href of links) expect(ARTICLES.en.some((a) => href === `/things-to-do/${a.slug}`)).toBe(true);
  });

  it.each(['edge-of-the-world', 'national-museum', 'kingdom-centre'])('%s is an article', async (slug) => {
    renderAt(`/things-to-do/${slug}`);
    await wait(500);
    expect(
      screen.getByRole('heading', { level: 1, name: ARTICLES.en.find((a) => a.slug === slug)!.title }),
    ).toBeInTheDocument();
  });

  it("an unknown slug shows 'Article Not Found' after loading", async () => {
    renderAt('/things-to-do/atlantis');
    expect(screen.getByTestId('article-skeleton')).toBeInTheDocument();
    await wait(500);
    expect(screen.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByText("We couldn't find the article you're looking for.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Things To Do' })).toHaveAttribute('href', '/things-to-do');
  });

  it("Share copies the link where there is no share sheet and says 'Link copied'", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      renderAt('/things-to-do/diriyah');
      await wait(500);
      expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
      await act(async () => {
        await jest.runOnlyPendingTimersAsync();
      });
      expect(writeText).toHaveBeenCalledWith(window.location.href);
      expect(await screen.findByText('Link copied')).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('fixed listing paths win over article slugs', async () => {
    renderAt('/things-to-do/attractions');
    expect(screen.getByRole('heading', { level: 1, name: 'All Attractions' })).toBeInTheDocument();
  });
});

describe('/things-to-do/{slug} metadata', () => {
  it('declares the article once it has loaded in the browser', async () => {
    const { meta } = renderWithMeta(<ExploreRoutes />, {
      path: '/things-to-do/national-museum',
      routePath: '/things-to-do/*',
    });
    expect(screen.getByTestId('article-skeleton')).toBeInTheDocument();
    await wait(500);
    expect(meta()).toMatchObject({
      title: 'The National Museum: Arabia in Eight Galleries',
      image: expect.stringMatching(/^https:\/\//),
    });
    expect(meta().jsonLd?.[0]).toMatchObject({ '@type': 'Article', datePublished: '2030-09-28' });
    expect(document.title).toBe('The National Museum: Arabia in Eight Galleries | Expo Guide');
  });

  it("declares 'Article Not Found' as not found", async () => {
    const { meta } = renderWithMeta(<ExploreRoutes />, {
      path: '/things-to-do/atlantis',
      routePath: '/things-to-do/*',
    });
    await wait(500);
    expect(meta()).toMatchObject({
      title: 'Article Not Found',
      description: "We couldn't find the article you're looking for.",
      notFound: true,
    });
  });
});

describe('/things-to-do/{slug} hydrating the server HTML', () => {
  const page = (path: string) => routedPage(<ExploreRoutes />, { path, routePath: '/things-to-do/*', reports: [] });

  it('keeps the article the server sent, with no skeleton and no hydration error; the next article goes through the skeleton', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page('/things-to-do/diriyah'));
    const errors = jest.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, page('/things-to-do/diriyah')));
    expect(
      within(container).getByRole('heading', { level: 1, name: 'Diriyah: Where the Saudi Story Began' }),
    ).toBeInTheDocument();
    expect(within(container).queryByTestId('article-skeleton')).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();

    fireEvent.click(within(within(container).getByRole('region', { name: 'More to Explore' })).getAllByRole('link')[0]);
    expect(within(container).getByTestId('article-skeleton')).toBeInTheDocument();
    await wait(500);
    expect(within(container).getByRole('heading', { level: 1, name: ARTICLES.en[1].title })).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});
