import { act, screen, within } from '@testing-library/react';
import { renderWithMeta, renderWithProviders } from 'shared/testing';
import { ARTICLE_LOADING_DELAY_MS } from '../content/articles';
import ThingsToExperience from '../exposes/ThingsToExperience';
import EventRoutes from '../exposes/EventRoutes';
import ExploreRoutes from '../exposes/routes';

const exploreAt = (path: string) =>
  renderWithMeta(<ExploreRoutes />, { path, routePath: '/things-to-do/*', locale: 'ar' });
const eventsAt = (path: string) => renderWithMeta(<EventRoutes />, { path, routePath: '/events/*', locale: 'ar' });

/** The page's text, without the test router's URL readout: an Arabic page shows no English words. */
function englishOnPage(): string[] {
  const main = document.body.cloneNode(true) as HTMLElement;
  main.querySelector('[data-testid="location"]')?.remove();
  const labels = [...main.querySelectorAll('[aria-label], [alt]')].flatMap((element) => [
    element.getAttribute('aria-label') ?? '',
    element.getAttribute('alt') ?? '',
  ]);
  return [main.textContent ?? '', ...labels].flatMap((text) => text.match(/[A-Za-z]{2,}[^\u0600-\u06FF]*/g) ?? []);
}

describe('/ar/things-to-do', () => {
  it('shows the section in Arabic', () => {
    const { meta } = exploreAt('/things-to-do');
    expect(screen.getByRole('heading', { level: 1, name: 'اكتشف المملكة العربية السعودية' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'الفئات' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^المواقع التاريخية/ })).toHaveAttribute(
      'href',
      '/things-to-do/category/historical-sites',
    );
    const top = screen.getByRole('region', { name: 'أبرز المعالم' });
    expect(within(top).getByRole('link', { name: /^الدرعية/ })).toHaveAttribute('href', '/things-to-do/diriyah');
    expect(screen.getByRole('link', { name: 'عرض جميع المعالم' })).toHaveAttribute('href', '/things-to-do/attractions');
    const events = screen.getByRole('region', { name: 'الفعاليات وورش العمل القادمة' });
    expect(within(events).getByRole('link', { name: 'سجّل، حفل افتتاح الإكسبو' })).toHaveAttribute(
      'href',
      '/events/opening-ceremony',
    );
    expect(within(events).getByText('1 أكتوبر 2030 · 7:00 مساءً')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'عرض الجدول الكامل' })).toHaveAttribute('href', '/things-to-do/events');
    expect(screen.getByRole('link', { name: 'اطّلع على باقات الجولات' })).toHaveAttribute(
      'href',
      '/things-to-do/guided-tours',
    );
    for (const english of ['Top Attractions', 'Categories', 'Register', 'View Full Schedule', 'See Tour Packages'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    expect(englishOnPage()).toEqual([]);
    expect(meta()).toMatchObject({ title: 'الأنشطة', description: expect.stringContaining('الدرعية') });
    expect(document.title).toBe('الأنشطة | دليل إكسبو');
  });

  it.each([
    ['/things-to-do/attractions', 'جميع المعالم'],
    ['/things-to-do/events', 'جدول الفعاليات وورش العمل'],
    ['/things-to-do/guided-tours', 'باقات الجولات السياحية المصحوبة بمرشد'],
    ['/things-to-do/category/workshops', 'ورش العمل'],
    ['/things-to-do/category/outdoor-activities', 'أنشطة في الهواء الطلق'],
  ])('%s is in Arabic', (path, title) => {
    exploreAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /العودة إلى الأنشطة/ })).toHaveAttribute('href', '/things-to-do');
    expect(englishOnPage().filter((text) => !text.startsWith('US$'))).toEqual([]);
  });

  it('lists what each tour includes, with its price in US dollars', () => {
    exploreAt('/things-to-do/guided-tours');
    const list = screen.getByRole('list', { name: 'ما تشمله جولة نهارية في الرياض التاريخية' });
    expect(within(list).getByText('✓ مرشد سياحي مرخّص')).toBeInTheDocument();
    expect(screen.getByText(/يوم كامل · \u206685 US\$\u2069 للشخص الواحد/)).toBeInTheDocument();
  });

  it('a category says in Arabic when it lists nothing yet, or that it is not found', () => {
    exploreAt('/things-to-do/category/outdoor-activities');
    expect(screen.getByRole('heading', { name: 'المزيد قريبًا' })).toBeInTheDocument();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { meta } = exploreAt('/things-to-do/category/no-such-category');
    jest.restoreAllMocks();
    expect(screen.getByRole('heading', { level: 1, name: 'الفئة غير موجودة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الرجوع إلى الأنشطة' })).toHaveAttribute('href', '/things-to-do');
    expect(meta()).toMatchObject({ title: 'الفئة غير موجودة', notFound: true });
  });
});

describe('/ar/events/{id}', () => {
  it('shows the event in Arabic and declares it in Arabic', () => {
    const { meta } = eventsAt('/events/calligraphy-masterclass');
    expect(screen.getByRole('heading', { level: 1, name: 'درس متقدم في الخط العربي' })).toBeInTheDocument();
    expect(screen.getByText('18 أكتوبر 2030 · 4:00 مساءً')).toBeInTheDocument();
    expect(screen.getByText('جناح تركيا')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /الجدول الكامل/ })).toHaveAttribute('href', '/things-to-do/events');
    expect(screen.getByRole('link', { name: 'تواصل مع الكونسيرج' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByText('Contact Concierge')).not.toBeInTheDocument();
    expect(englishOnPage()).toEqual([]);
    expect(meta()).toMatchObject({
      title: 'درس متقدم في الخط العربي',
      description: expect.stringContaining('18 أكتوبر 2030'),
      jsonLd: [{ '@type': 'Event', name: 'درس متقدم في الخط العربي' }],
    });
  });

  it('says in Arabic that an unknown event is not found', () => {
    eventsAt('/events/no-such-event');
    expect(screen.getByRole('heading', { level: 1, name: 'الفعالية غير موجودة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'عرض الجدول الكامل' })).toHaveAttribute('href', '/things-to-do/events');
  });
});

describe('/ar/things-to-do/{slug}', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const wait = (ms: number) =>
    act(async () => {
      jest.advanceTimersByTime(ms);
    });

  it('shows the article in Arabic, with the back arrow pointing right', async () => {
    const { meta } = exploreAt('/things-to-do/diriyah');
    expect(screen.getByRole('status', { name: 'جارٍ تحميل المقال' })).toBeInTheDocument();
    await wait(ARTICLE_LOADING_DELAY_MS);
    // The query client settles in a timer of its own.
    await wait(1);
    expect(screen.getByRole('heading', { level: 1, name: 'الدرعية: حيث بدأت الحكاية السعودية' })).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'العودة إلى الأنشطة' });
    expect(back).toHaveAttribute('href', '/things-to-do');
    expect(back.querySelector('svg')).toHaveStyle({ transform: 'scaleX(-1)' });
    // The byline is one paragraph (the author's name in a span of its own, kept whole on a line).
    expect(
      screen.getByText(
        (_text, element) =>
          element?.tagName === 'P' &&
          element.textContent === '12 سبتمبر 2030 · مدة القراءة: 6 دقائق · محررو دليل إكسبو',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('تاريخي')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'مشاركة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حفظ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'مدينة بُنيت من الأرض التي تقوم عليها' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'ما لا ينبغي أن يفوتك' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'الوسوم' })).getAllByRole('listitem')).toHaveLength(4);
    expect(within(screen.getByRole('region', { name: 'اكتشف المزيد' })).getAllByRole('link')).toHaveLength(3);
    for (const english of ['Share', 'Save', 'More to Explore', 'Back to Things To Do'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    expect(englishOnPage()).toEqual([]);
    expect(meta()).toMatchObject({
      title: 'الدرعية: حيث بدأت الحكاية السعودية',
      jsonLd: [{ '@type': 'Article', author: { name: 'محررو دليل إكسبو' } }],
    });
  });

  it('says in Arabic that an unknown article is not found', async () => {
    exploreAt('/things-to-do/atlantis');
    await wait(ARTICLE_LOADING_DELAY_MS);
    await wait(1);
    expect(screen.getByRole('heading', { level: 1, name: 'المقال غير موجود' })).toBeInTheDocument();
    expect(screen.getByText('لم نعثر على المقال الذي تبحث عنه.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الرجوع إلى الأنشطة' })).toHaveAttribute('href', '/things-to-do');
  });
});

describe("Home's Things to Experience block in Arabic", () => {
  it('shows the top attractions in Arabic', () => {
    renderWithProviders(<ThingsToExperience />, { locale: 'ar' });
    expect(screen.getByRole('heading', { name: 'تجارب لا تُفوَّت' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^برج المملكة/ })).toHaveAttribute('href', '/things-to-do/kingdom-centre');
    expect(screen.getByRole('link', { name: 'عرض جميع المعالم' })).toHaveAttribute('href', '/things-to-do/attractions');
    expect(screen.queryByText('Things to Experience')).not.toBeInTheDocument();
    expect(englishOnPage()).toEqual([]);
  });
});
