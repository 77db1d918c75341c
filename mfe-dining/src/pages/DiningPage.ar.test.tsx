import { screen, within } from '@testing-library/react';
import { renderWithMeta, renderWithProviders, latinTextOnPage } from 'shared/testing';
import CulinaryExperiences from '../exposes/CulinaryExperiences';
import DiningRoutes from '../exposes/routes';

const renderInArabic = (path: string) =>
  renderWithProviders(<DiningRoutes />, { path, routePath: '/eating/*', locale: 'ar' });

describe('/ar/eating', () => {
  it('shows the dining page in Arabic, with the same links', () => {
    renderInArabic('/eating');
    expect(screen.getByRole('heading', { level: 1, name: 'تجارب الطعام' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'مطاعم مختارة' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'استكشف حسب نوع المطبخ' })).toBeInTheDocument();
    const cards = screen.getAllByTestId('restaurant-card');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['قرية نجد', 'ذا جلوب', 'تكيّة']);
    for (const card of cards) {
      expect(within(card).getByText('على بُعد 3.2 كم من مقر الإكسبو')).toBeInTheDocument();
      expect(within(card).getByRole('list', { name: 'معلومات مفيدة' })).toBeInTheDocument();
      for (const tag of ['$$$ • فئة راقية', 'الحجز مطلوب', 'مطبخ تقليدي'])
        expect(within(card).getByText(tag)).toBeInTheDocument();
    }
    expect(within(cards[1]).getByText('مطعم فاخر')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'احجز طاولة، تكيّة' })).toHaveAttribute('href', '/eating/takya');
    expect(screen.getByRole('link', { name: /السوشي والساشيمي/ })).toHaveAttribute(
      'href',
      '/eating/cuisine/sushi-sashimi',
    );
    expect(screen.getByRole('link', { name: /أطعمة الشوارع/ })).toHaveTextContent('20 مطعمًا');
    expect(screen.getByRole('link', { name: 'تصفّح التجارب' })).toHaveAttribute('href', '/eating/experiences');
    for (const english of [
      'Culinary Experiences',
      'Featured Restaurants',
      'Explore by Cuisine Type',
      'Reserve a Table',
      'restaurants',
      'Browse Experiences',
    ]) {
      expect(screen.queryByText(english, { exact: false })).not.toBeInTheDocument();
    }
    expect(latinTextOnPage()).toEqual([]);
  });

  it('shows a restaurant in Arabic', () => {
    renderInArabic('/eating/najd-village');
    expect(screen.getByRole('heading', { level: 1, name: 'قرية نجد' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'أبرز أطباق القائمة' })).toBeInTheDocument();
    expect(screen.getByText('كبسة لحم')).toBeInTheDocument();
    expect(screen.getByText('طريق أبي بكر الصديق، الرياض')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /العودة إلى المطاعم/ })).toHaveAttribute('href', '/eating');
    expect(screen.getByRole('link', { name: 'تواصل مع الكونسيرج' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('img', { name: 'التقييم 5 من 5 نجوم' })).toBeInTheDocument();
    expect(latinTextOnPage()).toEqual([]);
  });

  it('shows a cuisine in Arabic, at its English slug', () => {
    renderInArabic('/eating/cuisine/street%20food');
    expect(screen.getByRole('heading', { level: 1, name: 'أطعمة الشوارع' })).toBeInTheDocument();
    expect(screen.getByText('20 مطعمًا في دليلنا')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'مطاعم مختارة' })).toBeInTheDocument();
    expect(latinTextOnPage()).toEqual([]);
  });

  it('shows the experiences in Arabic, with their prices in USD', () => {
    renderInArabic('/eating/experiences');
    expect(screen.getByRole('heading', { level: 1, name: 'جولات الطعام ودروس الطبخ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'درس طبخ الكبسة' })).toBeInTheDocument();
    expect(screen.getByText('2.5 ساعة')).toBeInTheDocument();
    expect(screen.getByText(/60.*للشخص الواحد/)).toHaveTextContent('US$');
    expect(screen.getByRole('link', { name: 'العودة إلى المطاعم' })).toHaveAttribute('href', '/eating');
    expect(screen.getByRole('region', { name: 'احجز تجربة' })).toBeInTheDocument();
    // The prices' currency symbol "US$" is the one Latin word an Arabic page keeps (prices stay USD).
    expect(latinTextOnPage().filter((text) => !/^[^A-Za-z]*US\$[^A-Za-z]*$/.test(text))).toEqual([]);
  });

  it.each([
    ['/eating/nowhere', 'المطعم غير موجود', 'لم نعثر على هذا المطعم.'],
    ['/eating/cuisine/pizza', 'نوع المطبخ غير موجود', 'لم نعثر على نوع المطبخ هذا.'],
  ])('%s says in Arabic that it is not found', (path, heading, message) => {
    renderInArabic(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى المطاعم' })).toHaveAttribute('href', '/eating');
  });

  it('declares Arabic titles and descriptions', () => {
    const metaAt = (path: string) =>
      renderWithMeta(<DiningRoutes />, { path, routePath: '/eating/*', locale: 'ar' }).meta();
    const pages = ['/eating', '/eating/takya', '/eating/cuisine/tempura', '/eating/experiences'].map(metaAt);
    expect(pages.map((meta) => meta.title)).toEqual(['المطاعم', 'تكيّة', 'التمبورا', 'جولات الطعام ودروس الطبخ']);
    expect(pages[1]).toMatchObject({
      description: expect.stringContaining('نكهات سعودية'),
      image: expect.stringMatching(/^https:\/\//),
    });
    expect(metaAt('/eating/nowhere')).toMatchObject({ title: 'المطعم غير موجود', notFound: true });
  });
});

describe('Home’s Culinary Experiences in Arabic', () => {
  it('shows the restaurants with an Arabic title and link to the section', () => {
    renderWithProviders(<CulinaryExperiences />, { locale: 'ar' });
    const region = screen.getByRole('region', { name: 'تجارب الطعام' });
    expect(
      within(region).getByText('تذوّق نكهات السعودية بين الأجنحة: مطاعمنا المفضلة بالقرب من الإكسبو.'),
    ).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'عرض كل المطاعم' })).toHaveAttribute('href', '/eating');
    expect(within(region).getByRole('link', { name: /قرية نجد/ })).toHaveAttribute('href', '/eating/najd-village');
    expect(latinTextOnPage()).toEqual([]);
  });
});
