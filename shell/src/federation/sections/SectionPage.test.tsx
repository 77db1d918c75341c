import { act, screen } from '@testing-library/react';
import { renderWithProviders, expectConsoleError } from 'shared/testing';
import { RemoteLoaderContext } from '../runtime/RemoteLoaderContext';
import type { RemoteLoader } from '../runtime/remoteLoader';
import { SectionPage } from './SectionPage';
import { SECTION_ROUTES, type SectionRoute } from 'shared/site';

/** A loader whose one download fails when the test says so. */
function failingLoader() {
  let fail!: () => void;
  const download = new Promise<never>((_resolve, reject) => (fail = () => reject(new Error('down'))));
  download.catch(() => {});
  const loader = {
    load: () => download,
    loaded: () => undefined,
    reset: jest.fn(),
    rendersServerBuild: () => true,
  } as unknown as RemoteLoader;
  return { loader, fail };
}

async function renderSection(route: SectionRoute, locale: 'en' | 'ar') {
  const { loader, fail } = failingLoader();
  await act(async () => {
    renderWithProviders(
      <RemoteLoaderContext.Provider value={loader}>
        <SectionPage route={route} />
      </RemoteLoaderContext.Provider>,
      { locale },
    );
  });
  return { loader, fail: () => act(async () => fail()) };
}

const routeTo = (path: string) => SECTION_ROUTES.find((route) => route.path === path)!;

describe('<SectionPage>', () => {
  // Each section here fails to load: its boundary reports the failure, and nothing else may be logged.
  beforeEach(() => expectConsoleError(/\bError: down\b/));
  afterEach(() => jest.restoreAllMocks());

  it('names the section in its loading and unavailable states, in English', async () => {
    const { fail } = await renderSection(routeTo('housing/*'), 'en');
    expect(screen.getByRole('status', { name: 'Loading Housing' })).toBeInTheDocument();
    await fail();
    expect(screen.getByText('Housing is temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByText(/^This section of the site could not be loaded right now/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('names the section in Arabic in its loading and unavailable states, with an Arabic Retry', async () => {
    const { loader, fail } = await renderSection(routeTo('housing/*'), 'ar');
    expect(screen.getByRole('status', { name: 'جارٍ تحميل «الإقامة»' })).toBeInTheDocument();
    await fail();
    expect(screen.getByRole('alert')).toHaveTextContent('«الإقامة» غير متاح مؤقتًا');
    expect(screen.getByText(/^تعذّر تحميل هذا القسم من الموقع الآن/)).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'إعادة المحاولة' }).click());
    expect(loader.reset).toHaveBeenCalledWith('mfe_housing');
    expect(screen.queryByText(/temporarily unavailable|Retry|Loading/)).not.toBeInTheDocument();
  });

  it('names a site-wide page by its own Arabic name', async () => {
    const { fail } = await renderSection(routeTo('faq'), 'ar');
    expect(screen.getByRole('status', { name: 'جارٍ تحميل «الأسئلة الشائعة»' })).toBeInTheDocument();
    await fail();
    expect(screen.getByText('«الأسئلة الشائعة» غير متاح مؤقتًا')).toBeInTheDocument();
  });
});
