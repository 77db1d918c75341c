import { act, screen, within } from '@testing-library/react';
import { renderWithMeta } from 'shared/testing';
import { RemoteLoaderContext } from '../federation/runtime/RemoteLoaderContext';
import type { RemoteLoader } from '../federation/runtime/remoteLoader';
import { HomePage } from './HomePage';

// The page never gets idle here: the widgets wait for it (or, with no IntersectionObserver, render at once).
jest.mock('../startup/useRevealWhenIdle', () => ({ useRevealWhenIdle: () => 0 }));

/** Remotes whose code is still downloading: Home's widgets show their placeholders. */
const downloading = {
  load: () => new Promise(() => {}),
  loaded: () => undefined,
  preload: () => new Promise(() => {}),
  rendersServerBuild: () => true,
} as unknown as RemoteLoader;

async function renderHome(locale: 'en' | 'ar') {
  let rendered!: ReturnType<typeof renderWithMeta>;
  // The widgets suspend on their (never-ending) download.
  await act(async () => {
    rendered = renderWithMeta(
      <RemoteLoaderContext.Provider value={downloading}>
        <HomePage />
      </RemoteLoaderContext.Provider>,
      { locale },
    );
  });
  return rendered;
}

describe('<HomePage>', () => {
  it('shows the hero, the visit cards and the tickets banner in English', async () => {
    const { meta } = await renderHome('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Riyadh World Expo 2030' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Tickets Now' })).toHaveAttribute('href', '/tickets');
    expect(screen.getByRole('heading', { level: 2, name: 'Plan Your Visit' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Dates',
      'Venue',
      'Opening Hours',
    ]);
    expect(screen.getByText('Daily 9:00 AM – 10:00 PM')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading Things to Experience' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Secure Your Tickets Today' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Group Rates' })).toHaveAttribute('href', '/tickets#group-rates');
    expect(meta().description).toMatch(/^Plan your visit to Riyadh World Expo 2030/);
  });

  it('shows Home in Arabic: hero, cards, widget placeholders and banner, with no English left', async () => {
    const { meta, container } = await renderHome('ar');
    expect(screen.getByRole('heading', { level: 1, name: 'إكسبو الرياض العالمي 2030' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'احصل على تذاكرك الآن' })).toHaveAttribute('href', '/tickets');
    const visit = screen.getByRole('region', { name: 'خطّط لزيارتك' });
    expect(
      within(visit)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['المواعيد', 'مقر الإكسبو', 'ساعات العمل']);
    expect(within(visit).getByText('يوميًا من 9:00 صباحًا حتى 10:00 مساءً')).toBeInTheDocument();
    for (const widget of ['تجارب لا تُفوَّت', 'تجارب الطعام', 'منتجات الفعالية'])
      expect(screen.getByRole('status', { name: `جارٍ تحميل «${widget}»` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'احجز تذاكرك اليوم' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اشترِ التذاكر' })).toHaveAttribute('href', '/tickets');
    expect(screen.getByRole('link', { name: 'أسعار المجموعات' })).toHaveAttribute('href', '/tickets#group-rates');
    for (const english of [
      'Plan Your Visit',
      'Dates',
      'Opening Hours',
      'Secure Your Tickets Today',
      'Buy Tickets',
      'Group Rates',
      'Get Tickets Now',
    ]) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
    expect(container.textContent).not.toMatch(/[A-Za-z]{2,}/);
    expect(meta().description).toMatch(/^خطّط لزيارتك إلى إكسبو الرياض العالمي 2030/);
    expect(document.title).toBe('دليل إكسبو | إكسبو الرياض العالمي 2030');
  });
});
