import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMeta, renderWithProviders, stubFetch } from 'shared/testing';
import ShopRoutes from '../exposes/routes';

const renderShop = (path: string) => renderWithProviders(<ShopRoutes />, { path, routePath: '/e-shop/*' });
const titles = () => screen.getAllByTestId('shop-product').map((card) => within(card).getByRole('heading').textContent);

describe('/e-shop', () => {
  it('shows all six products by default with the count, sort control and pagination', () => {
    renderShop('/e-shop');
    expect(screen.getByRole('heading', { level: 1, name: 'Official Event Merchandise' })).toBeInTheDocument();
    expect(titles()).toHaveLength(6);
    expect(screen.getByTestId('product-count')).toHaveTextContent('Showing 6 products');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Popularity');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('123…8Next');
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveValue('0');
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveValue('50');
  });

  it('opens with the category from the query selected and the grid filtered', () => {
    renderShop('/e-shop?category=souvenirs');
    expect(titles()).toEqual(['Brass Dallah Miniature', 'Camel Plush Toy']);
    expect(screen.getByTestId('product-count')).toHaveTextContent('Showing 2 products');
    expect(screen.getByRole('button', { name: 'Souvenirs' })).toHaveAttribute('aria-current', 'true');
  });

  it.each(['/e-shop?category=%3Cscript%3E', '/e-shop?category=unknown', '/e-shop?category=apparel&category=artwork'])(
    'falls back to all products for %s',
    (path) => {
      renderShop(path);
      expect(titles()).toHaveLength(6);
      expect(screen.getByRole('button', { name: 'All Products' })).toHaveAttribute('aria-current', 'true');
    },
  );

  it('filters by the sidebar and puts the category in the URL', async () => {
    renderShop('/e-shop');
    await userEvent.click(screen.getByRole('button', { name: 'Artwork' }));
    expect(titles()).toEqual(['Najdi Door Art Print']);
    expect(screen.getByTestId('location')).toHaveTextContent('/e-shop?category=artwork');
    await userEvent.click(screen.getByRole('button', { name: 'All Products' }));
    expect(titles()).toHaveLength(6);
  });

  it('toggles between grid and list views', async () => {
    renderShop('/e-shop');
    expect(screen.getByTestId('product-grid')).toHaveAttribute('data-view', 'grid');
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByTestId('product-grid')).toHaveAttribute('data-view', 'list');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('links each product to its page', () => {
    renderShop('/e-shop');
    expect(screen.getByRole('link', { name: 'View Details, Camel Plush Toy' })).toHaveAttribute(
      'href',
      '/e-shop/product/camel-plush',
    );
  });
});

describe('product pages', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['/e-shop/product/camel-plush', 'Camel Plush Toy', '$14.99'],
    ['/e-shop/sakura-cap', 'Sakura Cap', '$19.99'],
    ['/e-shop/festival-wristband/details', 'Festival Wristband', '$9.99'],
  ])('%s shows the product', async (path, title, price) => {
    // Product pages are a chunk of their own: rendered once it has loaded.
    await act(async () => renderShop(path));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(price)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Add to Cart, ${title}` })).toBeInTheDocument();
  });

  it('/e-shop/gelato/{id} shows a print-on-demand product from the API', async () => {
    stubFetch((url) =>
      url.pathname.endsWith('/products')
        ? { body: [{ id: 'p-9', title: 'Falcon Print', description: 'd', price: 21, image: '' }] }
        : { body: { categories: [] } },
    );
    renderShop('/e-shop/gelato/p-9/details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Falcon Print' })).toBeInTheDocument();
  });

  it.each(['/e-shop/product/nope', '/e-shop/no-such-thing', '/e-shop/no-such-thing/details'])(
    '%s says the product was not found, with a link back',
    (path) => {
      renderShop(path);
      expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/e-shop');
    },
  );
});

describe('shop pages’ metadata', () => {
  afterEach(() => jest.restoreAllMocks());
  const renderAt = (path: string) => renderWithMeta(<ShopRoutes />, { path, routePath: '/e-shop/*' });

  it('/e-shop declares the products it lists as schema.org Products', () => {
    const meta = renderAt('/e-shop').meta();
    expect(meta).toMatchObject({ title: 'E-Shop', description: expect.stringContaining('$9.99 to $45.99') });
    expect(meta.jsonLd).toHaveLength(6);
    expect(meta.jsonLd?.every((item) => item['@type'] === 'Product')).toBe(true);
  });

  it('a product page declares its Product with its USD price, in stock', async () => {
    let result: ReturnType<typeof renderAt>;
    await act(async () => {
      result = renderAt('/e-shop/product/camel-plush');
    });
    await screen.findByRole('heading', { level: 1, name: 'Camel Plush Toy' });
    expect(result!.meta()).toMatchObject({
      title: 'Camel Plush Toy',
      image: expect.stringMatching(/^https:\/\//),
      jsonLd: [
        {
          '@type': 'Product',
          offers: { price: 14.99, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
        },
      ],
    });
  });

  it.each(['/e-shop/product/nope', '/e-shop/no-such-thing', '/e-shop/no-such-thing/details'])(
    '%s is declared not found',
    (path) => {
      expect(renderAt(path).meta()).toMatchObject({ title: 'Product not found', notFound: true });
    },
  );

  it('/e-shop/gelato/{id} is not declared not found while the products load, and is once they say it does not exist', async () => {
    stubFetch((url) =>
      url.pathname.endsWith('/products')
        ? { body: [{ id: 'p-9', title: 'Falcon Print', description: 'd', price: 21, image: '' }] }
        : { body: { categories: [] } },
    );
    const { meta } = renderAt('/e-shop/gelato/p-404');
    expect(meta()).toMatchObject({ title: 'Print-on-Demand Product' });
    expect(meta().notFound).toBeFalsy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(meta()).toMatchObject({ notFound: true });
  });
});
