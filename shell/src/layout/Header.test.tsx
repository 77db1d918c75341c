import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCartStore, useSearchStore } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { Header } from './Header';

beforeEach(() => {
  useCartStore.setState({ items: [] });
  useSearchStore.setState({ open: false, query: '' });
});

describe('<Header>', () => {
  it('links the six sections and marks only the exact current path', () => {
    renderWithProviders(<Header />, { path: '/housing' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['HOUSING', '/housing'],
      ['DINING', '/eating'],
      ['THINGS TO DO', '/things-to-do'],
      ['E-SHOP', '/e-shop'],
      ['TICKETS', '/tickets'],
      ['ACCESS', '/access'],
    ]);
    expect(within(nav).getByRole('link', { name: 'HOUSING' })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((l) => l.hasAttribute('aria-current'))).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'EXPO2030 Guide, home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'EXPO2030 Guide, home' })).toHaveTextContent(/^EXPO2030 Guide$/);
  });

  it('in Arabic, reads its logo as دليل EXPO2030 and names the navigation and the empty cart apart from Home', () => {
    renderWithProviders(<Header />, { path: '/access', locale: 'ar' });
    const logo = screen.getByRole('link', { name: 'دليل EXPO2030، الصفحة الرئيسية' });
    // Logical order is reading order: right to left, the brand's word comes first.
    expect(logo).toHaveTextContent(/^دليل EXPO2030$/);
    const nav = screen.getByRole('navigation', { name: 'القائمة الرئيسية' });
    expect(within(nav).getByRole('link', { name: 'كيفية الوصول' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('navigation', { name: 'الرئيسية' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'سلة التسوق فارغة' })).toBeInTheDocument();
    act(() => useCartStore.getState().addItem({ productId: 'sakura-cap', title: 'Sakura Cap', unitPrice: 19.99 }, 2));
    expect(screen.getByRole('button', { name: 'سلة التسوق، عنصران' })).toBeInTheDocument();
  });

  it('does not mark a section on its sub-pages (exact match)', () => {
    renderWithProviders(<Header />, { path: '/housing/all' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((l) => l.hasAttribute('aria-current')),
    ).toHaveLength(0);
  });

  it('names the cart with its item count, following the shared store', () => {
    renderWithProviders(<Header />);
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();
    act(() => useCartStore.getState().addItem({ productId: 'sakura-cap', title: 'Sakura Cap', unitPrice: 19.99 }, 2));
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('opens the search palette state from its button', async () => {
    renderWithProviders(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Search (Ctrl+K)' }));
    expect(useSearchStore.getState().open).toBe(true);
  });

  it('opens the cart drawer with the items, their subtotal and the no-checkout notice', async () => {
    useCartStore.setState({ items: [{ productId: 'sakura-cap', title: 'Sakura Cap', unitPrice: 19.99, quantity: 2 }] });
    renderWithProviders(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 2 items' }));
    // The drawer's code loads once the tap's frame is painted.
    expect(await screen.findByText('Sakura Cap')).toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$39.98');
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Sakura Cap' }));
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$59.97');
    expect(screen.getByText(/Checkout is not available/)).toBeInTheDocument();
  });
});
