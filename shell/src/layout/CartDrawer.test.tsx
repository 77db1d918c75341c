import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCartStore } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { CartDrawer } from './CartDrawer';

const CAP = { productId: 'expo-cap', title: 'Expo Cap', unitPrice: 24.5 };

beforeEach(() => useCartStore.setState({ items: [] }));

describe('<CartDrawer>', () => {
  it('lists the cart in English', () => {
    useCartStore.getState().addItem(CAP, 2);
    renderWithProviders(<CartDrawer open onClose={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity of Expo Cap' })).toBeInTheDocument();
    expect(screen.getByText('Subtotal')).toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$49.00');
    expect(screen.getByRole('button', { name: 'Empty cart' })).toBeInTheDocument();
  });

  it('lists the cart in Arabic, prices still in US dollars, and empties it', async () => {
    const user = userEvent.setup();
    useCartStore.getState().addItem(CAP, 2);
    renderWithProviders(<CartDrawer open onClose={() => {}} />, { locale: 'ar' });
    expect(screen.getByRole('heading', { name: 'سلة التسوق' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إغلاق سلة التسوق' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إنقاص كمية Expo Cap' })).toBeInTheDocument();
    expect(screen.getByLabelText('كمية Expo Cap')).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'زيادة كمية Expo Cap' }));
    expect(screen.getByText('المجموع الفرعي')).toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal').textContent).toMatch(/73\.50/);
    expect(screen.getByTestId('cart-subtotal').textContent).toMatch(/US\$|\$/);
    expect(screen.getByText(/^إتمام الشراء غير متاح/)).toBeInTheDocument();
    expect(screen.queryByText('Subtotal')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إفراغ السلة' }));
    expect(screen.getByText('سلة التسوق فارغة. أضف منتجات من المتجر الإلكتروني.')).toBeInTheDocument();
  });
});
