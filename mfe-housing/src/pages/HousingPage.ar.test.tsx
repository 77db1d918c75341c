import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { daysFromNow } from 'shared';
import { renderWithMeta, renderWithProviders, latinTextOnPage, stubFetch, expectConsoleError } from 'shared/testing';
import { DEMO_HOTELS } from '../content/demoHotels';
import { BRAND_NAMES } from '../content/housing';
import AccommodationSection from '../exposes/AccommodationSection';
import HousingRoutes from '../exposes/routes';

const riyadh = DEMO_HOTELS.en.filter((h) => h.location.includes('Riyadh'));
const renderInArabic = (path: string) =>
  renderWithProviders(<HousingRoutes />, { path, routePath: '/housing/*', locale: 'ar' });

/** What an Arabic page keeps in Latin letters: partners' brand names, the promo code and the prices' currency (USD). */
const KEPT_LATIN = [...BRAND_NAMES, 'EXPO2030', 'US$'];

afterEach(() => jest.restoreAllMocks());

describe('/ar/housing', () => {
  it('shows the search form, the partner hotels and the recommended stays in Arabic, with the same links and query', async () => {
    const urls = stubFetch(() => ({ body: riyadh }));
    renderInArabic('/housing');
    expect(screen.getByRole('heading', { level: 1, name: 'اعثر على إقامتك المثالية' })).toBeInTheDocument();
    const form = screen.getByRole('search', { name: 'البحث عن فندق' });
    // The default location is named in Arabic; the query asks for it by its value, the same in both languages.
    expect(within(form).getByLabelText('الموقع')).toHaveValue('أوساكا');
    expect(within(form).getByLabelText('تاريخ الوصول')).toHaveValue(daysFromNow(7));
    expect(within(form).getByLabelText('تاريخ المغادرة')).toHaveValue(daysFromNow(10));
    const guests = within(form).getByRole('combobox', { name: 'الضيوف' });
    expect(guests).toHaveDisplayValue('ضيفان');
    expect(
      within(guests)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ضيف واحد', 'ضيفان', '3 ضيوف', '4 ضيوف', '5 ضيوف', '6 ضيوف']);
    expect(within(form).getByRole('button', { name: 'بحث' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'جارٍ تحميل الفنادق' })).toBeInTheDocument();

    const cards = await screen.findAllByTestId('hotel-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'فندق بوابة إكسبو الرياض',
      'أجنحة طريق الملك سلمان',
      'نُزل الدرعية التراثي',
    ]);
    expect(within(cards[0]).getByText('الرياض، المملكة العربية السعودية')).toBeInTheDocument();
    expect(within(cards[0]).getByText('قريب من الإكسبو')).toBeInTheDocument();
    expect(
      within(within(cards[0]).getByRole('list', { name: 'المرافق' })).getByText('واي فاي مجاني'),
    ).toBeInTheDocument();
    expect(within(cards[0]).getByRole('img', { name: 'التقييم 4.5 من 5 نجوم' })).toBeInTheDocument();
    expect(within(cards[0]).getByText('لليلة')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: /اطّلع على العرض/ })).toHaveAttribute(
      'href',
      expect.stringContaining('aid=expo-guide&label=CJ'),
    );
    expect(Object.fromEntries(urls[0].searchParams)).toMatchObject({
      location: 'Osaka',
      guests: '2',
      rooms: '1',
      cj_partner_id: 'expo-guide',
    });

    expect(screen.getByRole('heading', { level: 2, name: 'الفنادق الشريكة' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'شركاؤنا في الحجز' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'شعارات الشركاء' })).toHaveTextContent('Booking.com');
    expect(screen.getByTestId('promo-code')).toHaveTextContent('استخدم رمز الخصم EXPO2030 عند إتمام الحجز');
    expect(screen.getByText('على بُعد 2.5 كم من مقر الإكسبو')).toBeInTheDocument();
    expect(screen.getByText('السعر المعتاد للإقامة بالقرب من مقر الإكسبو')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'أماكن إقامة موصى بها' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'عرض التفاصيل، فورسيزونز الرياض' })).toHaveAttribute(
      'href',
      '/housing/four-seasons-riyadh/details',
    );
    expect(screen.getByRole('link', { name: 'احجز الآن، سنترو واحة' })).toHaveAttribute('href', '/housing/centro-waha');
    expect(screen.getByRole('link', { name: 'عرض جميع أماكن الإقامة' })).toHaveAttribute('href', '/housing/all');
    expect(screen.getByRole('link', { name: 'تواصل مع الكونسيرج' })).toHaveAttribute('href', '/contact');
    for (const badge of ['فاخر', 'متميز', 'اقتصادي']) expect(screen.getAllByText(badge).length).toBeGreaterThan(0);

    for (const english of [
      'Find Your Perfect Stay',
      'Partner Hotels',
      'Guests',
      'View Deal',
      'Amenities',
      '/night',
      'Our Booking Partners',
      'Recommended Accommodations',
      'View Details',
      'Book Now',
      'View All Accommodations',
      'Contact Concierge',
      'Expo Gate Hotel Riyadh',
    ]) {
      expect(screen.queryByText(english, { exact: false })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    expect(latinTextOnPage(KEPT_LATIN)).toEqual([]);
  });

  it('searches for the default location by its query value, and for what the visitor types as typed', async () => {
    const user = userEvent.setup();
    const urls = stubFetch(() => ({ body: riyadh }));
    renderInArabic('/housing');
    await screen.findAllByTestId('hotel-card');
    const location = screen.getByLabelText('الموقع');
    await user.clear(location);
    await user.type(location, 'الرياض');
    await user.click(screen.getByRole('button', { name: 'بحث' }));
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('location')).toBe('الرياض'));
    await user.clear(location);
    await user.type(location, 'أوساكا');
    await user.click(screen.getByRole('button', { name: 'بحث' }));
    // Osaka's first answer is still cached: a change of guests asks again.
    await user.selectOptions(screen.getByRole('combobox', { name: 'الضيوف' }), 'ضيف واحد');
    await waitFor(() =>
      expect(Object.fromEntries(urls.at(-1)!.searchParams)).toMatchObject({ location: 'Osaka', guests: '1' }),
    );
    expect(urls.map((url) => url.searchParams.get('location'))).not.toContain('أوساكا');
  });

  it('shows the error alert and the Osaka demo hotels in Arabic when the API fails', async () => {
    expectConsoleError(/^Hotel listings could not be loaded: Error: Failed to fetch hotel listings: 502/);
    stubFetch(() => ({ status: 502, body: { error: 'Bad Gateway' } }));
    renderInArabic('/housing');
    const alert = await screen.findByRole('alert', {}, { timeout: 3_000 });
    expect(within(alert).getByText('تعذّر تحميل الفنادق')).toBeInTheDocument();
    expect(alert).toHaveTextContent('تعذّر تحميل قائمة الفنادق. يرجى المحاولة مرة أخرى لاحقًا.');
    expect(alert).toHaveTextContent('فنادق تجريبية');
    expect(screen.getAllByTestId('hotel-card').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'فندق جرانفيا أوساكا',
      'فندق كروس أوساكا',
      'نُزل أوساكا باي تاور',
    ]);
    expect(latinTextOnPage(KEPT_LATIN)).toEqual([]);
  });

  it('says in Arabic that no hotels were found, and that check-out must follow check-in', async () => {
    stubFetch(() => ({ body: [] }));
    renderInArabic('/housing');
    expect(await screen.findByText('لم يُعثر على فنادق')).toBeInTheDocument();
    expect(screen.getByText('جرّب تعديل تواريخ البحث أو عدد الضيوف، أو استكشف مواقع أخرى.')).toBeInTheDocument();
    const checkOut = screen.getByLabelText('تاريخ المغادرة');
    act(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(checkOut, daysFromNow(7));
      checkOut.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(await screen.findByText('يجب أن يكون تاريخ المغادرة بعد تاريخ الوصول.')).toBeInTheDocument();
  });
});

describe('/ar/housing/{slug}', () => {
  it('shows a place to stay and its highlights in Arabic', () => {
    renderInArabic('/housing/al-faisaliah/details');
    expect(screen.getByRole('heading', { level: 1, name: 'الفيصلية' })).toBeInTheDocument();
    expect(screen.getByText('برج الفيصلية، طريق الملك فهد، الرياض')).toBeInTheDocument();
    expect(screen.getByText('على بُعد 16 كم من مقر الإكسبو')).toBeInTheDocument();
    expect(screen.getByText(/^ابتداءً من \u2066310\.00\sUS\$\u2069 لليلة$/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'أبرز المزايا' })).toBeInTheDocument();
    expect(screen.getByText('خدمة الخادم الشخصي')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'احجز عبر شركائنا' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /العودة إلى الإقامة/ })).toHaveAttribute('href', '/housing');
    expect(screen.getByText('متميز')).toBeInTheDocument();
    for (const english of ['Highlights', 'Book with our partners', 'Back to Housing', 'From ', 'Butler service']) {
      expect(screen.queryByText(english, { exact: false })).not.toBeInTheDocument();
    }
    expect(latinTextOnPage(KEPT_LATIN)).toEqual([]);
  });

  it('links a place’s page to its details in Arabic', () => {
    renderInArabic('/housing/centro-waha');
    expect(screen.getByRole('heading', { level: 1, name: 'سنترو واحة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'عرض التفاصيل' })).toHaveAttribute('href', '/housing/centro-waha/details');
    expect(latinTextOnPage(KEPT_LATIN)).toEqual([]);
  });

  it('says in Arabic that an unknown place is not found', () => {
    renderInArabic('/housing/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'مكان الإقامة غير موجود' })).toBeInTheDocument();
    expect(screen.getByText('لم نعثر على مكان الإقامة هذا. ربما تغيّر اسمه أو أُزيل.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الإقامة' })).toHaveAttribute('href', '/housing');
  });
});

describe('/ar/housing/all', () => {
  it('shows every recommended stay, the providers and the help panel in Arabic', () => {
    renderInArabic('/housing/all');
    expect(screen.getByRole('heading', { level: 1, name: 'جميع أماكن الإقامة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الإقامة' })).toHaveAttribute('href', '/housing');
    expect(screen.queryByRole('link', { name: 'عرض جميع أماكن الإقامة' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'تصفّح الخيارات، Booking.com (تُفتح في علامة تبويب جديدة)' }),
    ).toHaveAttribute('href', 'https://www.booking.com/');
    expect(screen.getByText('هل تحتاج إلى مساعدة في الحجز؟')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'هل تحتاج إلى مساعدة في إيجاد مكان للإقامة؟' })).toBeInTheDocument();
    expect(latinTextOnPage(KEPT_LATIN)).toEqual([]);
  });

  it('declares Arabic titles and descriptions', () => {
    stubFetch(() => ({ body: [] }));
    const metaAt = (path: string) =>
      renderWithMeta(<HousingRoutes />, { path, routePath: '/housing/*', locale: 'ar' }).meta();
    const pages = ['/housing', '/housing/all', '/housing/al-faisaliah', '/housing/al-faisaliah/details'].map(metaAt);
    expect(pages.map((meta) => meta.title)).toEqual([
      'الإقامة',
      'جميع أماكن الإقامة',
      'الفيصلية',
      'أبرز مزايا الفيصلية',
    ]);
    expect(pages[0]).toMatchObject({
      description: expect.stringContaining('الفنادق الشريكة'),
      image: expect.stringMatching(/^https:\/\//),
    });
    expect(pages[3].description).toContain('خدمة الخادم الشخصي');
    expect(metaAt('/housing/nowhere')).toMatchObject({ title: 'مكان الإقامة غير موجود', notFound: true });
  });
});

describe('the exposed Accommodation section in Arabic', () => {
  it('shows the providers with Arabic descriptions and their brand names', () => {
    renderWithProviders(<AccommodationSection />, { locale: 'ar' });
    const region = screen.getByRole('region', { name: 'اعثر على إقامتك المثالية' });
    expect(within(region).getByText('منصة لتأجير بيوت العطلات كاملةً، مثالية للعائلات والمجموعات.')).toBeInTheDocument();
    expect(within(region).getByRole('heading', { name: 'Airbnb' })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'تواصل مع الكونسيرج' })).toHaveAttribute('href', '/contact');
    expect(latinTextOnPage(KEPT_LATIN)).toEqual([]);
  });
});
