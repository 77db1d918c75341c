import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared/testing';
import { OfflineStatus, UpdateStatus } from './SiteStatus';
import { useSiteUpdates } from './siteUpdates';
import { SectionUnavailable } from '../federation/sections/SectionUnavailable';

/** What the browser says when the connection drops or comes back. */
function connection(online: boolean) {
  act(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => connection(true));

describe('the offline notice', () => {
  it('appears while the device is offline, and goes when it is back', async () => {
    renderWithProviders(<OfflineStatus />);
    expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument();
    connection(false);
    expect(await screen.findByTestId('offline-notice')).toHaveTextContent('You are offline.');
    expect(screen.getByTestId('offline-notice')).toHaveAttribute('role', 'status');
    connection(true);
    expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument();
  });

  it('says it in Arabic on an Arabic page', async () => {
    renderWithProviders(<OfflineStatus />, { locale: 'ar' });
    connection(false);
    expect(await screen.findByTestId('offline-notice')).toHaveTextContent('أنت غير متصل بالإنترنت');
  });
});

describe("a section's fallback offline", () => {
  it("is the site's offline page: not saved on this device yet, with a Retry", async () => {
    renderWithProviders(<SectionUnavailable sectionName="Tickets" onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Tickets is temporarily unavailable');
    connection(false);
    expect(await screen.findByText('You are offline')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This page is not saved on this device yet.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('the update prompt', () => {
  it('shows nothing until a new version is ready, then reloads only when asked', async () => {
    const apply = jest.fn();
    renderWithProviders(<UpdateStatus />);
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
    act(() => useSiteUpdates.getState().offer(apply));
    expect((await screen.findByText('A new version is available')).closest('[role="status"]')).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
