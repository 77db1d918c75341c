import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { daysFromNow } from 'shared';
import { renderWithMeta, renderWithProviders, stubFetch, expectConsoleError } from 'shared/testing';
import HousingRoutes from '../exposes/routes';
import { DEMO_HOTELS } from '../content/demoHotels';
import { HousingPage } from './HousingPage';

const riyadh = DEMO_HOTELS.en.filter((h) => h.location.includes('Riyadh'));

afterEach(() => jest.restoreAllMocks());

describe('<HousingPage>', () => {
  afterEach(() => jest.useRealTimers());
  it('starts with the spec defaults and requests them with cj_partner_id', async () => {
    const urls = stubFetch(() => ({ body: riyadh }));
    renderWithProviders(<HousingPage />, { path: '/housing' });
    expect(screen.getByRole('heading', { level: 1, name: 'Find Your Perfect Stay' })).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveValue('Osaka');
    expect(screen.getByLabelText('Check-in')).toHaveValue(daysFromNow(7));
    expect(screen.getByLabelText('Check-out')).toHaveValue(daysFromNow(10));
    expect(screen.getByRole('combobox', { name: 'Guests' })).toHaveDisplayValue('2 Guests');
    expect(screen.getAllByTestId('hotel-placeholder')).toHaveLength(3);
    expect(await screen.findAllByTestId('hotel-card')).toHaveLength(3);
    expect(Object.fromEntries(urls[0].searchParams)).toEqual({
      location: 'Osaka',
      checkIn: daysFromNow(7),
      checkOut: daysFromNow(10),
      guests: '2',
      rooms: '1',
      cj_partner_id: 'expo-guide',
    });
  });

  it('commits the location only on submit, but refetches at once when guests change', async () => {
    // Fake timers: a search put off by any delay (a debounce) is run before "no request while typing" is believed.
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const urls = stubFetch(() => ({ body: riyadh }));
    renderWithProviders(<HousingPage />, { path: '/housing' });
    await screen.findAllByTestId('hotel-card');
    await user.clear(screen.getByLabelText('Location'));
    await user.type(screen.getByLabelText('Location'), 'Riyadh');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10_000);
    });
    expect(urls).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('location')).toBe('Riyadh'));

    const guests = screen.getByRole('combobox', { name: 'Guests' });
    expect(
      within(guests)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 Guest', '2 Guests', '3 Guests', '4 Guests', '5 Guests', '6 Guests']);
    await user.selectOptions(guests, '4 Guests');
    expect(guests).toHaveDisplayValue('4 Guests');
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('guests')).toBe('4'));
  });

  it('shows the error alert and the three Osaka demo hotels when the API fails', async () => {
    const logged = expectConsoleError(
      /^Hotel listings could not be loaded: Error: Failed to fetch hotel listings: 502/,
    );
    stubFetch(() => ({ status: 502, body: { error: 'Bad Gateway' } }));
    renderWithProviders(<HousingPage />, { path: '/housing' });
    const alert = await screen.findByRole('alert', {}, { timeout: 3_000 });
    expect(within(alert).getByText('Error loading hotels')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to load hotel listings. Please try again later.');
    expect(alert).toHaveTextContent(/demo hotels/);
    const cards = screen.getAllByTestId('hotel-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Hotel Granvia Osaka',
      'Cross Hotel Osaka',
      'Osaka Bay Tower Inn',
    ]);
    expect(logged.length).toBeGreaterThan(0);
  });

  it("says 'No hotels found' with advice when the list is empty", async () => {
    stubFetch(() => ({ body: [] }));
    renderWithProviders(<HousingPage />, { path: '/housing' });
    expect(await screen.findByText('No hotels found')).toBeInTheDocument();
    expect(screen.getByText(/adjusting your search .* or explore other locations/)).toBeInTheDocument();
  });

  it('hints when check-out is not after check-in, sends no request and keeps the last results listed', async () => {
    // Fake timers: a search put off by any delay (a debounce, a retry) is run before "no request" is believed.
    jest.useFakeTimers();
    try {
      const urls = stubFetch(() => ({ body: riyadh }));
      renderWithProviders(<HousingPage />, { path: '/housing' });
      await screen.findAllByTestId('hotel-card');
      const checkOut = screen.getByLabelText('Check-out');
      act(() => {
        // Date inputs take a value directly (typing into them is browser-specific).
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setter.call(checkOut, daysFromNow(7));
        checkOut.dispatchEvent(new Event('input', { bubbles: true }));
      });
      expect(await screen.findByText('Check-out must be after check-in.')).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10_000);
      });
      // The list stays in one of its four states: here, the last results.
      expect(screen.getAllByTestId('hotel-card')).toHaveLength(riyadh.length);
      expect(urls).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('links each hotel out with the affiliate id, as a sponsored link in a new tab', async () => {
    stubFetch(() => ({ body: [{ ...riyadh[0], link: 'https://www.booking.com/hotel/sa/x.html' }] }));
    renderWithProviders(<HousingPage />, { path: '/housing' });
    const card = await screen.findByTestId('hotel-card');
    const deal = within(card).getByRole('link', { name: /View Deal/ });
    expect(deal).toHaveAttribute('href', 'https://www.booking.com/hotel/sa/x.html?aid=expo-guide&label=CJ');
    expect(deal).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    expect(deal).toHaveAttribute('target', '_blank');
    expect(within(card).getByRole('img', { name: /Rated 4.5/ })).toBeInTheDocument();
    expect(within(card).getByText('$160.00')).toBeInTheDocument();
  });

  it('shows the recommended accommodations with their two links, partners, promo code and concierge', () => {
    stubFetch(() => ({ body: [] }));
    renderWithProviders(<HousingPage />, { path: '/housing' });
    expect(screen.getByRole('link', { name: 'View Details, Four Seasons Riyadh' })).toHaveAttribute(
      'href',
      '/housing/four-seasons-riyadh/details',
    );
    expect(screen.getByRole('link', { name: 'Book Now, Centro Waha' })).toHaveAttribute('href', '/housing/centro-waha');
    expect(screen.getByRole('link', { name: 'View All Accommodations' })).toHaveAttribute('href', '/housing/all');
    expect(screen.getByRole('link', { name: 'Contact Concierge' })).toHaveAttribute('href', '/contact');
    expect(screen.getByTestId('promo-code')).toHaveTextContent('EXPO2030');
    expect(screen.getByText('$120/night')).toBeInTheDocument();
    expect(screen.getByText('2.5 km from event venue')).toBeInTheDocument();
    for (const badge of ['Luxury', 'Premium', 'Value']) expect(screen.getAllByText(badge).length).toBeGreaterThan(0);
  });
});

describe('housing pages’ metadata', () => {
  const renderAt = (path: string) => renderWithMeta(<HousingRoutes />, { path, routePath: '/housing/*' });

  it('/housing declares its title, description and hero image', () => {
    stubFetch(() => ({ body: [] }));
    const { meta } = renderAt('/housing');
    expect(meta()).toMatchObject({
      title: 'Housing',
      description: expect.stringContaining('partner hotels'),
      image: expect.stringMatching(/^https:\/\//),
    });
    expect(meta().notFound).toBeFalsy();
  });

  it('a place to stay declares its own description and photo; its /details view has a title of its own', () => {
    const { meta, unmount } = renderAt('/housing/al-faisaliah');
    expect(meta()).toMatchObject({
      title: 'Al Faisaliah',
      description: expect.stringContaining('From $310.00 a night'),
      image: expect.stringMatching(/^https:\/\/images\.unsplash\.com\//),
    });
    unmount();
    expect(renderAt('/housing/al-faisaliah/details').meta()).toMatchObject({
      title: 'Al Faisaliah Highlights',
      description: expect.stringContaining('butler service'),
    });
  });

  it.each(['/housing/nowhere', '/housing/nowhere/details', '/housing/all/extra'])(
    '%s is declared not found',
    (path) => {
      jest.spyOn(console, 'warn').mockImplementation(() => {});
      expect(renderAt(path).meta()).toMatchObject({ notFound: true });
    },
  );
});
