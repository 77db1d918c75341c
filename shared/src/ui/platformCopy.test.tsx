import { screen } from '@testing-library/react';
import { PLATFORM_COPY } from '../i18n/platformCopy';
import { renderWithProviders } from '../testing/renderWithProviders';
import { untranslatedCopy } from '../testing/untranslatedCopy';
import { DEFAULT_HERO_CTA, HeroBanner } from './HeroBanner';
import { NotFoundPage } from './NotFoundPage';
import { StarRating } from './StarRating';
import { EmailSignupForm } from './EmailSignupForm';
import { DetailLayout } from './DetailLayout';

describe('the platform’s UI pieces in Arabic', () => {
  it('have Arabic for every piece of copy', () => {
    expect(untranslatedCopy(PLATFORM_COPY)).toEqual([]);
    expect(PLATFORM_COPY.ar.pagination.page(3)).toBe('الصفحة 3');
  });

  it('show the default call to action, the 404 page, ratings and the sign-up in Arabic', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(
      <>
        <HeroBanner title="التذاكر" cta={DEFAULT_HERO_CTA} />
        <NotFoundPage />
        <StarRating rating={4.5} />
        <EmailSignupForm />
      </>,
      { locale: 'ar' },
    );
    expect(screen.getByRole('link', { name: 'احصل على التذاكر' })).toHaveAttribute('href', '/tickets');
    expect(screen.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'التقييم 4.5 من 5 نجوم' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'الاشتراك في النشرة الإخبارية' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اشترك' })).toBeInTheDocument();
    expect(screen.queryByText(/Get Tickets|Page not found|Subscribe/)).toBeNull();
  });

  it('point the back link the way Arabic reads', () => {
    renderWithProviders(
      <DetailLayout title="قرية نجد" image="/x.jpg" backTo="/eating" backLabel="العودة إلى المطاعم">
        <p>…</p>
      </DetailLayout>,
      { locale: 'ar' },
    );
    expect(screen.getByRole('link', { name: '→ العودة إلى المطاعم' })).toHaveAttribute('href', '/eating');
  });
});
