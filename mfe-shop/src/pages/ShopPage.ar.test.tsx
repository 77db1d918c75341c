import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMeta, renderWithProviders, latinTextOnPage, stubFetch } from 'shared/testing';
import { DEMO_POD_CATALOG, DEMO_POD_PRODUCTS } from '../content/printOnDemand';
import ShopRoutes from '../exposes/routes';

/** Prices' currency, and the print partner's brand. */
const KEPT_LATIN = [/US\$|Gelato/g];

const renderInArabic = (path: string) =>
  renderWithProviders(<ShopRoutes />, { path, routePath: '/e-shop/*', locale: 'ar' });
const titles = () => screen.getAllByTestId('shop-product').map((card) => within(card).getByRole('heading').textContent);

describe('/ar/e-shop', () => {
  it('shows the shop in Arabic, with the same links', () => {
    renderInArabic('/e-shop');
    expect(screen.getByRole('heading', { level: 1, name: 'المنتجات الرسمية للفعالية' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'تسوّق المجموعة' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'الفئات' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'نطاق السعر' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'انضم إلى قائمتنا البريدية' })).toBeInTheDocument();
    expect(titles()).toEqual([
      'تيشيرت بشعار الإكسبو',
      'قبعة شمس من سعف النخيل',
      'طقم دبابيس الأجنحة',
      'دلة نحاسية مصغّرة',
      'دمية جمل محشوة',
      'لوحة باب نجدي مطبوعة',
    ]);
    expect(screen.getByTestId('product-count')).toHaveTextContent('عرض 6 منتجات');
    expect(screen.getByRole('combobox', { name: 'ترتيب حسب' })).toHaveDisplayValue('الأكثر رواجًا');
    expect(screen.getByRole('slider', { name: 'أدنى سعر' })).toHaveValue('0');
    expect(screen.getByRole('slider', { name: 'أعلى سعر' })).toHaveValue('50');
    expect(screen.getByRole('button', { name: 'جميع المنتجات' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'عرض قائمة' })).toHaveTextContent('قائمة');
    expect(screen.getByRole('complementary', { name: 'تصفية منتجات المتجر' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'الاشتراك في القائمة البريدية' })).toBeInTheDocument();
    const camel = screen.getAllByTestId('shop-product')[4];
    expect(within(camel).getByText('(89 مراجعةً)')).toBeInTheDocument();
    expect(within(camel).getByText(/14\.99\sUS\$/)).toBeInTheDocument();
    expect(within(camel).getByRole('button', { name: 'أضف إلى السلة، دمية جمل محشوة' })).toBeInTheDocument();
    expect(within(camel).getByRole('link', { name: 'عرض التفاصيل، دمية جمل محشوة' })).toHaveAttribute(
      'href',
      '/e-shop/product/camel-plush',
    );
    for (const english of [
      'Official Event Merchandise',
      'Shop the collection',
      'Categories',
      'All Products',
      'Showing',
      'Sort by',
      'Add to Cart',
      'View Details',
      'reviews',
      'Join our mailing list',
    ]) {
      expect(screen.queryByText(english, { exact: false })).not.toBeInTheDocument();
    }
    expect(latinTextOnPage(KEPT_LATIN)).toEqual([]);
  });

  it('filters by an Arabic category, with the same query in the URL', async () => {
    renderInArabic('/e-shop?category=souvenirs');
    expect(titles()).toEqual(['دلة نحاسية مصغّرة', 'دمية جمل محشوة']);
    expect(screen.getByTestId('product-count')).toHaveTextContent('عرض منتجين');
    await userEvent.click(screen.getByRole('button', { name: 'الأعمال الفنية' }));
    expect(titles()).toEqual(['لوحة باب نجدي مطبوعة']);
    expect(screen.getByTestId('product-count')).toHaveTextContent('عرض منتج واحد');
    expect(screen.getByTestId('location')).toHaveTextContent('/e-shop?category=artwork');
  });

  it.each([
    ['/e-shop/product/camel-plush', 'دمية جمل محشوة', /14\.99\sUS\$/],
    ['/e-shop/sakura-cap', 'قبعة ساكورا', /19\.99\sUS\$/],
    ['/e-shop/festival-wristband/details', 'سوار المهرجان', /9\.99\sUS\$/],
  ])('%s shows the product in Arabic', async (path, title, price) => {
    await act(async () => renderInArabic(path));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(price)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `أضف إلى السلة، ${title}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /العودة إلى المتجر/ })).toHaveAttribute('href', '/e-shop');
    expect(screen.queryByText(/Back to the shop|Add to Cart/)).not.toBeInTheDocument();
    expect(latinTextOnPage(KEPT_LATIN)).toEqual([]);
  });

  it('shows a shop product’s rating and reviews in Arabic', async () => {
    await act(async () => renderInArabic('/e-shop/product/brass-dallah-miniature'));
    expect(await screen.findByRole('heading', { level: 1, name: 'دلة نحاسية مصغّرة' })).toBeInTheDocument();
    expect(screen.getByText('إصدار محدود')).toBeInTheDocument();
    expect(screen.getByText('(37 مراجعةً)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'التقييم 4.5 من 5 نجوم' })).toBeInTheDocument();
  });

  it('shows a demo print-on-demand product in Arabic', async () => {
    stubFetch((url) => (url.pathname.endsWith('/products') ? { body: DEMO_POD_PRODUCTS } : { body: DEMO_POD_CATALOG }));
    renderInArabic('/e-shop/gelato/gelato-skyline-poster');
    expect(await screen.findByRole('heading', { level: 1, name: 'ملصق أفق الرياض' })).toBeInTheDocument();
    expect(screen.getByText('عند الطلب')).toBeInTheDocument();
    expect(screen.getByText('طباعة حسب الطلب')).toBeInTheDocument();
    expect(screen.getByText('50 × 70 سم')).toBeInTheDocument();
    expect(screen.getByText(/^يصنعه شريكنا في الطباعة Gelato عند الطلب/)).toBeInTheDocument();
    expect(latinTextOnPage(KEPT_LATIN)).toEqual([]);
    jest.restoreAllMocks();
  });

  it.each(['/e-shop/product/nope', '/e-shop/no-such-thing'])(
    '%s says in Arabic that the product was not found',
    (path) => {
      renderInArabic(path);
      expect(screen.getByRole('heading', { level: 1, name: 'المنتج غير موجود' })).toBeInTheDocument();
      expect(
        screen.getByText('تعذّر علينا العثور على هذا المنتج. ربما نفدت كميته أو نُقل إلى مكان آخر.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'العودة إلى المتجر' })).toHaveAttribute('href', '/e-shop');
    },
  );

  it('declares Arabic titles and descriptions', async () => {
    const metaAt = (path: string) => renderWithMeta(<ShopRoutes />, { path, routePath: '/e-shop/*', locale: 'ar' });
    expect(metaAt('/e-shop').meta()).toMatchObject({
      title: 'المتجر الإلكتروني',
      description: expect.stringContaining('ملابس وإكسسوارات'),
    });
    let product: ReturnType<typeof metaAt>;
    await act(async () => {
      product = metaAt('/e-shop/product/camel-plush');
    });
    await screen.findByRole('heading', { level: 1, name: 'دمية جمل محشوة' });
    expect(product!.meta()).toMatchObject({
      title: 'دمية جمل محشوة',
      description: expect.stringContaining('من المنتجات الرسمية للفعالية'),
    });
    expect(metaAt('/e-shop/no-such-thing').meta()).toMatchObject({ title: 'المنتج غير موجود', notFound: true });
  });
});
