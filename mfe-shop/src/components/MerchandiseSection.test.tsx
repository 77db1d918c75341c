import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCartStore } from 'shared';
import { renderWithProviders, stubFetch, expectConsoleError } from 'shared/testing';
import { DEMO_POD_CATALOG, DEMO_POD_PRODUCTS } from '../content/printOnDemand';
import { MerchandiseSection } from './MerchandiseSection';

const api = (
  products: { status?: number; body?: unknown; text?: string },
  catalog: { status?: number; body?: unknown } = { body: DEMO_POD_CATALOG },
) => stubFetch((url) => (url.pathname === '/api/gelato/products' ? products : catalog));

beforeEach(() => {
  useCartStore.setState({ items: [] });
});
afterEach(() => jest.restoreAllMocks());

describe('<MerchandiseSection>', () => {
  it('pulses 4 placeholders, then shows the fixed and print-on-demand products with the Gelato info box', async () => {
    const urls = api({ body: DEMO_POD_PRODUCTS });
    renderWithProviders(<MerchandiseSection />);
    expect(screen.getByRole('heading', { name: 'Event Merchandise' })).toBeInTheDocument();
    expect(screen.getAllByTestId('merch-placeholder')).toHaveLength(4);
    const cards = await screen.findAllByTestId('merch-card');
    expect(cards).toHaveLength(4 + DEMO_POD_PRODUCTS.length);
    expect(screen.getByTestId('pod-info')).toHaveTextContent('Print-on-Demand via Gelato');
    expect(screen.getByTestId('pod-info')).toHaveTextContent(/produced locally.*shipped globally/);
    expect(urls.map((u) => u.pathname).sort()).toEqual(['/api/gelato/catalog', '/api/gelato/products']);
    expect(screen.getByRole('link', { name: 'Browse Full Shop' })).toHaveAttribute('href', '/e-shop');
  });

  it('gives fixed products Add to Cart and print-on-demand products the blue badge, POD tag and Customize', async () => {
    api({ body: DEMO_POD_PRODUCTS });
    renderWithProviders(<MerchandiseSection />);
    const cards = await screen.findAllByTestId('merch-card');
    const tee = cards.find((c) => within(c).queryByText('Japan Event T-Shirt'))!;
    expect(within(tee).getByText('$29.99')).toBeInTheDocument();
    expect(within(tee).getByRole('link', { name: 'Details, Japan Event T-Shirt' })).toHaveAttribute(
      'href',
      '/e-shop/japan-event-tshirt/details',
    );
    await userEvent.click(within(tee).getByRole('button', { name: 'Add to Cart, Japan Event T-Shirt' }));
    expect(useCartStore.getState().items).toEqual([
      { productId: 'japan-event-tshirt', title: 'Japan Event T-Shirt', unitPrice: 29.99, quantity: 1 },
    ]);

    const mug = cards.find((c) => within(c).queryByText('Expo 2030 Mug'))!;
    expect(within(mug).getByText('Print on Demand').closest('.MuiChip-root')).toHaveClass('MuiChip-colorInfo');
    expect(within(mug).getByText('POD')).toBeInTheDocument();
    expect(within(mug).getByRole('link', { name: 'Customize, Expo 2030 Mug' })).toHaveAttribute(
      'href',
      '/e-shop/gelato/gelato-expo-mug',
    );
    expect(within(mug).getByRole('link', { name: 'Details, Expo 2030 Mug' })).toHaveAttribute(
      'href',
      '/e-shop/gelato/gelato-expo-mug/details',
    );
    expect(within(mug).queryByRole('button', { name: /^Add to Cart/ })).not.toBeInTheDocument();
    const prices = ['$29.99', '$24.99', '$9.99', '$19.99'];
    for (const price of prices) expect(screen.getByText(price)).toBeInTheDocument();
  });

  it('when the products API fails: logs it, shows only the fixed products and no Gelato box, no error', async () => {
    const logged = expectConsoleError(/^Error: Failed to (fetch Gelato products|get Gelato catalog)/);
    api({ status: 502, body: { error: 'Bad Gateway' } }, { status: 502, body: {} });
    renderWithProviders(<MerchandiseSection />);
    expect(await screen.findAllByTestId('merch-card')).toHaveLength(4);
    expect(screen.queryByTestId('pod-info')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(logged.some((message) => message.startsWith('Error: Failed to fetch Gelato products'))).toBe(true);
    expect(logged.some((message) => message.startsWith('Error: Failed to get Gelato catalog'))).toBe(true);
  });

  it('when the answer cannot be loaded at all: the alert and the toast', async () => {
    api({ text: '<html>garbage' });
    renderWithProviders(<MerchandiseSection />);
    expect(
      await screen.findByText('Unable to load print-on-demand products. Please try again later.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Failed to load print-on-demand products')).toBeInTheDocument();
    // The grid follows as a deferred render, a moment after the alert.
    expect(await screen.findAllByTestId('merch-card')).toHaveLength(4);
  });
});
