import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMeta, renderWithProviders, latinTextOnPage } from 'shared/testing';
import AccessRoutes from '../exposes/routes';
import { AccessibilityPage } from './AccessibilityPage';
import { ContactPage } from './ContactPage';
import { VenuePage } from './VenuePage';
import { PracticalPage } from './PracticalPage';

/** The email address, and the Japanese rail names and card brands kept in Latin letters. */
const KEPT_LATIN = [/visitors@expo-guide\.example|\bJR\b|\bIC\b|Suica|PASMO|Wi-Fi/g];

const ENGLISH_LABELS = [
  'Access & Directions',
  'The venue',
  'How to get here',
  'Address',
  'Opening hours',
  'Contact',
  'Interactive Map',
  'Train',
  'By train',
  'Accessibility',
  'Around the venue',
  'Need help planning your trip?',
  'Contact Concierge',
  'Riyadh Expo City',
];

describe('/ar/access', () => {
  it('shows the access page in Arabic, with the same links', () => {
    renderWithProviders(<AccessRoutes />, { path: '/access', routePath: '/access/*', locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'الوصول والاتجاهات' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'مقر الإكسبو' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'كيف تصل إلينا' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'العنوان',
      'ساعات العمل',
      'التواصل',
      'بالقطار',
    ]);
    expect(screen.getByRole('heading', { name: 'خدمات ذوي الإعاقة' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'حول مقر الإكسبو' })).toBeInTheDocument();
    expect(screen.getByText('مدينة إكسبو الرياض', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('يوميًا 9:00 صباحًا – 10:00 مساءً')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /خريطة تفاعلية/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /خريطة تفاعلية/ })).toHaveAccessibleName(
      expect.stringContaining('(تُفتح في علامة تبويب جديدة)'),
    );
    expect(
      screen.getByRole('img', { name: 'خريطة شوارع تُظهر مدينة إكسبو الرياض على طريق الملك سلمان في الرياض' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تواصل مع الكونسيرج' })).toHaveAttribute('href', '/contact');
    // The number's spaces do not break (a line never ends inside it).
    expect(screen.getByRole('link', { name: '+966\u00a011\u00a0555\u00a00100' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('tablist', { name: 'وسيلة النقل' })).toBeInTheDocument();
    for (const label of ENGLISH_LABELS) expect(screen.queryByText(label)).not.toBeInTheDocument();
    expect(latinTextOnPage(KEPT_LATIN)).toEqual([]);
    expect(document.title).toBe('كيفية الوصول | دليل إكسبو');
  });

  it('switches between the Arabic transport modes, with the yen figures as they are', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccessRoutes />, { path: '/access', routePath: '/access/*', locale: 'ar' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['القطار', 'الحافلة', 'السيارة', 'الطائرة']);
    expect(screen.getByRole('tab', { name: 'القطار' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('محطة طوكيو');

    await user.click(screen.getByRole('tab', { name: 'الحافلة' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('¥3,100 من مطار ناريتا');
    await user.click(screen.getByRole('tab', { name: 'السيارة' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('60 موقفًا، بأجرة ¥300–500 للساعة');
    await user.click(screen.getByRole('tab', { name: 'الطائرة' }));
    const plane = screen.getByRole('tabpanel');
    expect(within(plane).getByRole('heading', { name: 'بالطائرة' })).toBeInTheDocument();
    expect(plane).toHaveTextContent('مطار هانيدا');
    expect(plane).toHaveTextContent('¥5,000–9,000');
    expect(latinTextOnPage(KEPT_LATIN)).toEqual([]);
  });

  it('declares an Arabic title and description', () => {
    const meta = renderWithMeta(<AccessRoutes />, { path: '/access', routePath: '/access/*', locale: 'ar' }).meta();
    expect(meta).toMatchObject({
      title: 'كيفية الوصول',
      description: expect.stringContaining('بالقطار أو الحافلة أو السيارة أو الطائرة'),
    });
  });
});

/** The map's drawing, whose code a page drawn by the browser loads on its own: every place on it. */
const drawn = () =>
  waitFor(() => expect(document.querySelectorAll('#site-drawing [data-place]').length).toBeGreaterThan(100));

describe('the venue, accessibility and contact pages in Arabic', () => {
  it('/ar/venue', async () => {
    renderWithProviders(<VenuePage />, { path: '/venue', locale: 'ar' });
    await drawn();
    expect(screen.getByRole('heading', { level: 1, name: 'مقر الإكسبو' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الاتجاهات بالقطار والحافلة والسيارة والطائرة' })).toHaveAttribute(
      'href',
      '/access',
    );
    expect(screen.getByText('آخر دخول 8:30 مساءً')).toBeInTheDocument();
    for (const label of ['The Venue', 'Directions by train, bus, car and plane', 'Last entry 8:30 PM'])
      expect(screen.queryByText(label)).not.toBeInTheDocument();
    expect(latinTextOnPage(KEPT_LATIN)).toEqual([]);
  });

  it('/ar/accessibility', async () => {
    renderWithProviders(<AccessibilityPage />, { path: '/accessibility', locale: 'ar' });
    await drawn();
    expect(screen.getByRole('heading', { level: 1, name: 'خدمات ذوي الإعاقة' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'الخدمات في مقر الإكسبو' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'الخريطة الحسية' })).toBeInTheDocument();
    expect(screen.getByText(/قبل 48 ساعة على الأقل/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اطلب المساعدة' })).toHaveAttribute('href', '/contact');
    for (const label of ['Accessibility', 'Services at the venue', 'Sensory map', 'Request assistance'])
      expect(screen.queryByText(label)).not.toBeInTheDocument();
    expect(latinTextOnPage(KEPT_LATIN)).toEqual([]);
  });

  it('/ar/practical', () => {
    renderWithProviders(<PracticalPage />, { path: '/practical', locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'معلومات عملية' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'المغرب' })).toBeInTheDocument();
    expect(screen.getByTestId('hijri-date')).toHaveTextContent(/هـ/);
    for (const label of ['Practical information', 'Prayer times today', 'Maghrib'])
      expect(screen.queryByText(label)).not.toBeInTheDocument();
    expect(latinTextOnPage(KEPT_LATIN)).toEqual([]);
  });

  it('/ar/contact', () => {
    renderWithProviders(<ContactPage />, { path: '/contact', locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'اتصل بنا' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'خدمة الكونسيرج للزوار' })).toBeInTheDocument();
    expect(screen.getByText(/قبل 48 ساعة على الأقل/)).toBeInTheDocument();
    for (const label of ['Contact Us', 'Visitor Concierge', 'Address'])
      expect(screen.queryByText(label)).not.toBeInTheDocument();
    expect(latinTextOnPage(KEPT_LATIN)).toEqual([]);
  });
});
