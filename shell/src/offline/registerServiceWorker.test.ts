/**
 * The page's check for a new version when the worker's refresh could not reach everything: it asks
 * again a little later instead of waiting for the next trigger (the 10-minute check), so a remote
 * redeployed while the visitor was offline is offered once the connection works, not only once it
 * is reported. Workbox (a library) is replaced by a stand-in worker that answers as sw.ts does.
 */
import { RECHECK_AFTER_MS, registerServiceWorker } from './registerServiceWorker';
import { useSiteUpdates } from './siteUpdates';
import type { BuildsReply, PageToWorkerMessage } from '../serviceWorker/messages';
import { PAGE_STATE_ID } from 'shared/site';

const refreshAnswers: BuildsReply[] = [];
const asked: string[] = [];

jest.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener() {}
    register = async () => undefined;
    update = async () => undefined;
    messageSW = async (message: PageToWorkerMessage) => {
      asked.push(message.type);
      return message.type === 'REFRESH_REMOTES'
        ? (refreshAnswers.shift() ?? { builds: { mfe_access: 'aaaaaaaaaaaa' } })
        : { builds: {} };
    };
  },
}));

beforeAll(() => {
  // The page was rendered with mfe-access's build aaaaaaaaaaaa.
  document.body.innerHTML = `<script type="application/json" id="${PAGE_STATE_ID}">${JSON.stringify({
    registry: { mfe_access: '/mfe-access/mf-manifest.json' },
    pinnedBuilds: { mfe_access: '/mfe-access/mf-manifest.aaaaaaaaaaaa.json' },
  })}</script>`;
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: new Promise(() => undefined), controller: {} },
  });
});

beforeEach(() => {
  jest.useFakeTimers();
  asked.length = 0;
  refreshAnswers.length = 0;
  useSiteUpdates.setState({ apply: undefined });
});
afterEach(() => jest.useRealTimers());

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

it('asks again after a partial refresh, and offers the new version the second answer shows', async () => {
  refreshAnswers.push(
    { builds: { mfe_access: 'aaaaaaaaaaaa' }, partial: true },
    { builds: { mfe_access: 'bbbbbbbbbbbb' } },
  );
  void registerServiceWorker();
  await flush();
  expect(asked.filter((type) => type === 'REFRESH_REMOTES')).toHaveLength(1);
  expect(useSiteUpdates.getState().apply).toBeUndefined();
  await jest.advanceTimersByTimeAsync(RECHECK_AFTER_MS[0]);
  await flush();
  expect(asked.filter((type) => type === 'REFRESH_REMOTES')).toHaveLength(2);
  expect(useSiteUpdates.getState().apply).toEqual(expect.any(Function));
});

it('stops asking after its last wait when the refresh stays partial, and never asks again after a complete one', async () => {
  for (let i = 0; i <= RECHECK_AFTER_MS.length + 1; i++)
    refreshAnswers.push({ builds: { mfe_access: 'aaaaaaaaaaaa' }, partial: true });
  void registerServiceWorker();
  await flush();
  for (const wait of RECHECK_AFTER_MS) {
    await jest.advanceTimersByTimeAsync(wait);
    await flush();
  }
  expect(asked.filter((type) => type === 'REFRESH_REMOTES')).toHaveLength(1 + RECHECK_AFTER_MS.length);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(asked.filter((type) => type === 'REFRESH_REMOTES')).toHaveLength(1 + RECHECK_AFTER_MS.length);
  expect(useSiteUpdates.getState().apply).toBeUndefined();

  asked.length = 0;
  refreshAnswers.length = 0;
  refreshAnswers.push({ builds: { mfe_access: 'aaaaaaaaaaaa' } });
  void registerServiceWorker();
  await flush();
  await jest.advanceTimersByTimeAsync(60_000);
  expect(asked.filter((type) => type === 'REFRESH_REMOTES')).toHaveLength(1);
});
