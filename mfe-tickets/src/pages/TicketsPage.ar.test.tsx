import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMeta, renderWithProviders, latinTextOnPage } from 'shared/testing';
import { FaqPage } from './FaqPage';
import TicketsRoutes from '../exposes/routes';

/** Prices are US dollars in every language: their "US$" is not copy. */
const KEPT_LATIN = ['US$'];

const renderInArabic = (path = '/tickets') =>
  renderWithProviders(<TicketsRoutes />, { path, routePath: '/tickets/*', locale: 'ar' });
const buttonOf = (id: string) => within(screen.getByTestId(`ticket-${id}`)).getByRole('button');

const ENGLISH_LABELS = [
  'Get Your Tickets',
  'Choose your ticket',
  'Most Popular',
  'Select',
  'Group Rates',
  'Your Details',
  'Full name',
  'Order Summary',
  'Complete Purchase',
  'Event Information',
  'Frequently Asked Questions',
  'Terms of Service',
];

describe('/ar/tickets', () => {
  it('shows the tickets page in Arabic, with the same links, ids and prices', () => {
    renderInArabic('/tickets?type=family');
    expect(screen.getByRole('heading', { level: 1, name: 'احصل على تذاكرك' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'اختر تذكرتك' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'بياناتك' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ملخص الطلب' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'معلومات الفعالية' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'الأسئلة الشائعة' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining([
        'الدخول العام',
        'تجربة كبار الشخصيات',
        'باقة العائلة',
        'مواعيد الفعالية',
        'سياسات الزوار',
      ]),
    );
    expect(within(screen.getByTestId('ticket-vip')).getByText('الأكثر طلبًا')).toBeInTheDocument();
    expect(buttonOf('family')).toHaveTextContent('تم الاختيار');
    expect(buttonOf('family')).toHaveAccessibleName(expect.stringMatching(/^تم الاختيار.+باقة العائلة$/));
    expect(buttonOf('general')).toHaveTextContent('اختر');
    expect(within(screen.getByTestId('ticket-general')).getByText(/49\.99/)).toHaveTextContent('US$');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('135.98');
    expect(screen.getByTestId('summary-family-package')).toHaveTextContent('129.99');
    expect(document.getElementById('group-rates')).toHaveTextContent('أسعار المجموعات');
    expect(screen.getByRole('link', { name: 'استفسر عن أسعار المجموعات' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText('الحضور المتوقع: أكثر من 10,000 زائر يوميًا')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الأسئلة الشائعة' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'شروط الخدمة' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute('href', '/privacy');
    for (const english of ENGLISH_LABELS) expect(screen.queryByText(english, { exact: false })).not.toBeInTheDocument();
    expect(latinTextOnPage(KEPT_LATIN)).toEqual([]);
  });

  it('has the booking form in Arabic, with the plural ticket counts', async () => {
    renderInArabic();
    expect(screen.getByLabelText('الاسم الكامل')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('رقم الهاتف')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('تاريخ الزيارة')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('أرسلوا إليّ أخبار الإكسبو وعروضه')).toHaveAttribute('type', 'checkbox');
    const count = screen.getByRole('combobox', { name: 'عدد التذاكر' });
    expect(count).toHaveDisplayValue('تذكرة واحدة');
    expect(
      within(count)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['تذكرة واحدة', 'تذكرتان', '3 تذاكر', '4 تذاكر', '5 تذاكر', '6 تذاكر فأكثر (مجموعة)']);
    await userEvent.click(buttonOf('vip'));
    expect(screen.getByTestId('location')).toHaveTextContent('/tickets?type=vip');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('155.98');
    await userEvent.click(screen.getByRole('button', { name: 'إتمام الشراء' }));
    expect(screen.getByText(/الشراء عبر الإنترنت غير متاح على هذا الموقع/)).toBeInTheDocument();
    expect(latinTextOnPage(KEPT_LATIN)).toEqual([]);
  });

  it('declares its Arabic title and description', () => {
    const meta = renderWithMeta(<TicketsRoutes />, { path: '/tickets', routePath: '/tickets/*', locale: 'ar' }).meta();
    expect(meta).toMatchObject({ title: 'التذاكر', description: expect.stringContaining('الدخول العام') });
    expect(meta.jsonLd?.[0]).toMatchObject({ '@type': 'Event', name: 'إكسبو الرياض العالمي 2030' });
  });
});

describe('/ar/faq', () => {
  it('shows the FAQ in Arabic', async () => {
    const { meta } = renderWithMeta(<FaqPage />, { path: '/faq', locale: 'ar' });
    expect(meta()).toMatchObject({ title: 'الأسئلة الشائعة', description: expect.stringContaining('الاسترداد') });
    expect(screen.getByRole('heading', { level: 1, name: 'الأسئلة الشائعة' })).toBeInTheDocument();
    const question = screen.getByRole('button', { name: 'هل يمكنني استرداد قيمة التذكرة؟' });
    await userEvent.click(question);
    expect(screen.getByText(/يمكن استرداد القيمة حتى 14 يومًا قبل الفعالية/)).toBeVisible();
    expect(screen.getByText('ماذا تشمل تجربة كبار الشخصيات؟')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'الأسئلة الشائعة' })).not.toBeInTheDocument();
    for (const english of ['Frequently Asked Questions', 'Can I get a refund?', 'More questions?'])
      expect(screen.queryByText(english, { exact: false })).not.toBeInTheDocument();
    expect(latinTextOnPage(KEPT_LATIN)).toEqual([]);
  });
});
