import { screen, within } from '@testing-library/react';
import { renderWithMeta, renderWithProviders } from 'shared/testing';
import DiningRoutes from '../exposes/routes';

const renderAt = (path: string) => renderWithProviders(<DiningRoutes />, { path, routePath: '/eating/*' });

describe('/eating', () => {
  it('shows the featured restaurants with their fixed text, tags, five stars and reserve links', () => {
    renderAt('/eating');
    expect(screen.getByRole('heading', { level: 1, name: 'Culinary Experiences' })).toBeInTheDocument();
    const cards = screen.getAllByTestId('restaurant-card');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Najd Village',
      'The Globe',
      'Takya',
    ]);
    for (const card of cards) {
      expect(within(card).getByText('3.2 km from event venue')).toBeInTheDocument();
      for (const tag of ['$$$ • High-end', 'Reservation required', 'Traditional cuisine'])
        expect(within(card).getByText(tag)).toBeInTheDocument();
      expect(within(card).getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeInTheDocument();
    }
    expect(within(cards[1]).getByText('Fine Dining')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reserve a Table, Takya' })).toHaveAttribute('href', '/eating/takya');
    expect(screen.getByRole('link', { name: /Sushi & Sashimi/ })).toHaveAttribute(
      'href',
      '/eating/cuisine/sushi-sashimi',
    );
    expect(screen.getByRole('link', { name: 'Browse Experiences' })).toHaveAttribute('href', '/eating/experiences');
  });

  it.each([
    ['/eating/najd-village', 'Najd Village'],
    ['/eating/cuisine/ramen-noodles', 'Ramen & Noodles'],
    ['/eating/cuisine/street%20food', 'Street Food'],
    ['/eating/experiences', 'Food Tours & Cooking Classes'],
    ['/eating/nowhere', 'Restaurant not found'],
  ])('%s shows %s', (path, heading) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});

describe('dining pages’ metadata', () => {
  const metaAt = (path: string) => renderWithMeta(<DiningRoutes />, { path, routePath: '/eating/*' }).meta();

  it('/eating, a restaurant and a cuisine each declare their own title and description', () => {
    const pages = ['/eating', '/eating/takya', '/eating/cuisine/tempura', '/eating/experiences'].map(metaAt);
    expect(pages.map((meta) => meta.title)).toEqual(['Dining', 'Takya', 'Tempura', 'Food Tours & Cooking Classes']);
    expect(new Set(pages.map((meta) => meta.description)).size).toBe(4);
    expect(pages[1]).toMatchObject({
      description: expect.stringContaining('Saudi flavours'),
      image: expect.stringMatching(/^https:\/\//),
    });
  });

  it.each(['/eating/nowhere', '/eating/cuisine/pizza', '/eating/cuisine'])('%s is declared not found', (path) => {
    expect(metaAt(path)).toMatchObject({ notFound: true });
  });
});
