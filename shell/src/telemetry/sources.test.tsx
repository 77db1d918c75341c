import { act, screen } from '@testing-library/react';
import { expectConsoleError, renderWithProviders } from 'shared/testing';
import { RemoteLoaderContext } from '../federation/runtime/RemoteLoaderContext';
import { createRemoteLoader, type FederationRuntime, type RemoteLoader } from '../federation/runtime/remoteLoader';
import { RemoteUnavailableError } from '../federation/runtime/remoteFailure';
import { RemoteModule } from '../federation/sections/RemoteModule';
import { report } from './telemetry';

// Where the sources report to: the queue of telemetry.ts, stubbed (its own tests are telemetry.test.ts).
jest.mock('./telemetry', () => ({ report: jest.fn() }));
const reported = report as jest.MockedFunction<typeof report>;

const PINNED = 'https://example.test/releases/mfe-access/release-one/files/mf-manifest.json';
const REGISTRY = 'https://example.test/releases/mfe-access/release-two/files/mf-manifest.json';

/** A Module Federation runtime whose every load of `mfe_access` answers `answer`. */
function runtimeAnswering(answer: () => Promise<unknown>): FederationRuntime {
  return {
    registerRemotes: () => undefined,
    loadRemote: answer as FederationRuntime['loadRemote'],
    preloadRemote: async () => undefined,
  };
}

beforeEach(() => reported.mockClear());

describe('telemetry sources', () => {
  it("the remote loader tells of a failed load once, and entryOf names the build it was last tried from (the registry's, once the pinned one failed)", async () => {
    const onLoadFailed = jest.fn();
    const loader = createRemoteLoader({
      readRegistry: async () => ({ mfe_access: REGISTRY }),
      startRuntime: async () => runtimeAnswering(() => Promise.reject(new Error('down'))),
      pinnedBuilds: { mfe_access: PINNED },
      onLoadFailed,
    });
    await loader.start();
    expect(loader.entryOf('mfe_access')).toBe(PINNED);
    await expect(loader.load('mfe_access', './routes')).rejects.toThrow('down');
    await expect(loader.load('mfe_access', './routes')).rejects.toThrow('down'); // kept until reset: not told again
    expect(onLoadFailed.mock.calls).toEqual([['mfe_access']]);
    expect(loader.entryOf('mfe_access')).toBe(REGISTRY);
    expect(loader.entryOf('mfe_shop')).toBeUndefined();
  });

  it('the remote loader tells of no load that succeeded', async () => {
    const onLoadFailed = jest.fn();
    const loader = createRemoteLoader({
      readRegistry: async () => ({ mfe_access: REGISTRY }),
      startRuntime: async () => runtimeAnswering(async () => ({ default: 'routes' })),
      onLoadFailed,
    });
    await loader.start();
    await loader.load('mfe_access', './routes');
    await loader.preload('mfe_access', './routes');
    expect(onLoadFailed).not.toHaveBeenCalled();
  });

  async function renderSection(loader: Partial<RemoteLoader>) {
    await act(async () => {
      renderWithProviders(
        <RemoteLoaderContext.Provider value={loader as RemoteLoader}>
          <RemoteModule remoteName="mfe_access" expose="./routes" displayName="Access" loading={<p>Loading</p>} />
        </RemoteLoaderContext.Provider>,
      );
    });
    expect(screen.getByText('Access is temporarily unavailable')).toBeInTheDocument();
  }

  it("a section's boundary reports a render error of the remote's loaded code", async () => {
    expectConsoleError(/Access failed/, /The section threw/);
    const Throws = () => {
      throw new Error('The section threw');
    };
    const module = { default: Throws };
    await renderSection({
      loaded: <T,>() => module as T,
      load: async <T,>() => module as T,
      rendersServerBuild: () => true,
    });
    expect(reported).toHaveBeenCalledWith('render-error', 'mfe_access');
  });

  it('a section that failed to load is not a render error (the loader reports the load)', async () => {
    expectConsoleError(/Access failed/, /could not be loaded/);
    const failure = Promise.reject(new RemoteUnavailableError('mfe_access/routes'));
    failure.catch(() => undefined);
    await renderSection({
      loaded: () => undefined,
      load: <T,>() => failure as Promise<T>,
      rendersServerBuild: () => true,
    });
    expect(reported).not.toHaveBeenCalled();
  });
});
