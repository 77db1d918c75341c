import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { Footer } from './Footer';

const year = new Date().getFullYear();

describe('<Footer>', () => {
  it('shows the guide, its link columns and the newsletter in English', async () => {
    renderWithProviders(<Footer />);
    expect(screen.getByRole('heading', { level: 2, name: 'Expo Guide' })).toBeInTheDocument();
    const info = screen.getByRole('navigation', { name: 'Expo Info' });
    expect(
      within(info)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['About the Expo', '/about'],
      ['Schedule', '/schedule'],
      ['Pavilions', '/pavilions'],
      ['Venue', '/venue'],
      ['Practical information', '/practical'],
      ['COVID-19 Policy', '/covid-policy'],
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Resources' })).getByRole('link', { name: 'Privacy Policy' }),
    ).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('heading', { level: 2, name: 'Stay in the loop' })).toBeInTheDocument();
    expect(screen.getByText(`© ${year} Expo Guide. All rights reserved.`)).toBeInTheDocument();
    // The form's code is a chunk of its own: it renders once loaded (wait for its button, which a
    // slow machine can render a moment after the form's element).
    const subscribe = await screen.findByRole('button', { name: 'Subscribe' });
    expect(subscribe.closest('form')).toHaveAccessibleName('Newsletter signup');
  });

  it('shows the footer in Arabic, with the same links', () => {
    renderWithProviders(<Footer />, { locale: 'ar' });
    expect(screen.getByRole('heading', { level: 2, name: 'دليل إكسبو' })).toBeInTheDocument();
    expect(screen.getByText(/^دليل إكسبو هو دليل الزوّار/)).toBeInTheDocument();
    const info = screen.getByRole('navigation', { name: 'معلومات الإكسبو' });
    expect(
      within(info)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['عن الإكسبو', '/about'],
      ['جدول الفعاليات', '/schedule'],
      ['الأجنحة', '/pavilions'],
      ['مقر الإكسبو', '/venue'],
      ['معلومات عملية', '/practical'],
      ['سياسة كوفيد-19', '/covid-policy'],
    ]);
    const resources = screen.getByRole('navigation', { name: 'روابط مفيدة' });
    expect(
      within(resources)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['الأسئلة الشائعة', '/faqs'],
      ['اتصل بنا', '/contact'],
      ['خدمات ذوي الإعاقة', '/accessibility'],
      ['شروط الخدمة', '/terms'],
      ['سياسة الخصوصية', '/privacy'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'ابقَ على اطلاع' })).toBeInTheDocument();
    expect(screen.getByText(`© ${year} دليل إكسبو. جميع الحقوق محفوظة.`)).toBeInTheDocument();
    for (const english of ['Expo Guide', 'Expo Info', 'Resources', 'Stay in the loop', 'About the Expo'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });
});
