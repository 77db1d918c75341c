import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCartStore } from 'shared';
import { renderWithProviders, stubFetch } from 'shared/testing';
import { DEMO_POD_CATALOG, DEMO_POD_PRODUCTS } from '../content/printOnDemand';
import { MerchandiseSection } from './MerchandiseSection';

beforeEach(() => {
  useCartStore.setState({ items: [] });
});
afterEach(() => jest.restoreAllMocks());

describe('Home’s Event Merchandise in Arabic', () => {
  it('shows the fixed and print-on-demand products in Arabic, with the same links', async () => {
    stubFetch((url) =>
      url.pathname === '/api/gelato/products' ? { body: DEMO_POD_PRODUCTS } : { body: DEMO_POD_CATALOG },
    );
    renderWithProviders(<MerchandiseSection />, { locale: 'ar' });
    expect(screen.getByRole('heading', { name: 'منتجات الفعالية' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'جارٍ تحميل المنتجات' })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('merch-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'تيشيرت فعالية اليابان',
      'حقيبة قماشية تقليدية',
      'سوار المهرجان',
      'قبعة ساكورا',
      'ملصق أفق الرياض',
      'كوب إكسبو 2030',
      'هودي كثبان الصحراء',
    ]);
    expect(screen.getByTestId('pod-info')).toHaveTextContent('الطباعة حسب الطلب عبر Gelato');
    expect(screen.getByRole('link', { name: 'تصفّح المتجر بالكامل' })).toHaveAttribute('href', '/e-shop');

    const tee = cards[0];
    expect(within(tee).getByText('رائج')).toBeInTheDocument();
    expect(within(tee).getByText(/29\.99\sUS\$/)).toBeInTheDocument();
    expect(within(tee).getByRole('link', { name: 'التفاصيل، تيشيرت فعالية اليابان' })).toHaveAttribute(
      'href',
      '/e-shop/japan-event-tshirt/details',
    );
    await userEvent.click(within(tee).getByRole('button', { name: 'أضف إلى السلة، تيشيرت فعالية اليابان' }));
    expect(useCartStore.getState().items).toEqual([
      { productId: 'japan-event-tshirt', title: 'تيشيرت فعالية اليابان', unitPrice: 29.99, quantity: 1 },
    ]);

    const mug = cards[5];
    expect(within(mug).getByText('طباعة حسب الطلب').closest('.MuiChip-root')).toHaveClass('MuiChip-colorInfo');
    expect(within(mug).getByText('عند الطلب')).toBeInTheDocument();
    expect(within(mug).getByRole('link', { name: 'خصّص، كوب إكسبو 2030' })).toHaveAttribute(
      'href',
      '/e-shop/gelato/gelato-expo-mug',
    );
    expect(within(cards[6]).getByText('طباعة صديقة للبيئة')).toBeInTheDocument();
    for (const english of [
      'Event Merchandise',
      'Add to Cart',
      'Customize',
      'Details',
      'Print on Demand',
      'POD',
      'Browse Full Shop',
    ]) {
      expect(screen.queryByText(english, { exact: false })).not.toBeInTheDocument();
    }
  });

  it('says in Arabic when the products cannot be loaded', async () => {
    stubFetch((url) =>
      url.pathname === '/api/gelato/products' ? { text: '<html>garbage' } : { body: DEMO_POD_CATALOG },
    );
    renderWithProviders(<MerchandiseSection />, { locale: 'ar' });
    expect(
      await screen.findByText('تعذّر تحميل منتجات الطباعة حسب الطلب. يرجى المحاولة مرة أخرى لاحقًا.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('فشل تحميل منتجات الطباعة حسب الطلب')).toBeInTheDocument();
    expect(await screen.findAllByTestId('merch-card')).toHaveLength(4);
  });
});
