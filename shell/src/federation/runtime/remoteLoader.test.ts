import { createRemoteLoader, type FederationRuntime } from './remoteLoader';
import { failedRemoteModule, RemoteUnavailableError } from './remoteFailure';
import type { RemoteRegistry } from './registry';

/**
 * A stand-in for the Module Federation runtime instance (a third-party object): it records what the
 * loader asks of it and answers each module id from `modules`.
 */
function fakeRuntime(modules: Record<string, () => Promise<unknown>>) {
  const calls = { loadRemote: [] as string[], preloadRemote: [] as unknown[], registerRemotes: [] as unknown[] };
  const runtime: FederationRuntime = {
    registerRemotes: (remotes, options) => void calls.registerRemotes.push({ remotes, options }),
    loadRemote: <T>(id: string) => {
      calls.loadRemote.push(id);
      const answer = modules[id];
      return (answer ? answer() : Promise.resolve(null)) as Promise<T | null>;
    },
    preloadRemote: async (options) => void calls.preloadRemote.push(options),
  };
  return { runtime, calls };
}

const REGISTRY: RemoteRegistry = { mfe_housing: 'https://example.test/mfe-housing/mf-manifest.json' };
const ROUTES = { default: 'the housing routes' };

function setUp(
  modules: Record<string, () => Promise<unknown>>,
  registry: () => Promise<RemoteRegistry> = async () => REGISTRY,
) {
  const { runtime, calls } = fakeRuntime(modules);
  const retriesSeen: Array<(name: string) => number> = [];
  const startRuntime = jest.fn(async (retriesOf: (name: string) => number) => (retriesSeen.push(retriesOf), runtime));
  const loader = createRemoteLoader({ readRegistry: registry, startRuntime });
  return { loader, calls, startRuntime, retriesOf: (name: string) => retriesSeen[0](name) };
}

describe('createRemoteLoader', () => {
  it('waits for the registry, registers its remotes with the runtime once, and loads a module once however often it is asked', async () => {
    let answer!: (registry: RemoteRegistry) => void;
    const { loader, calls, startRuntime } = setUp(
      { 'mfe_housing/routes': async () => ROUTES },
      () => new Promise((resolve) => (answer = resolve)),
    );
    void loader.start();
    const first = loader.load('mfe_housing', './routes');
    const second = loader.load('mfe_housing', './routes');
    answer(REGISTRY);

    await expect(first).resolves.toBe(ROUTES);
    await expect(second).resolves.toBe(ROUTES);
    expect(calls.loadRemote).toEqual(['mfe_housing/routes']);
    expect(startRuntime).toHaveBeenCalledTimes(1);
    expect(calls.registerRemotes).toEqual([
      { remotes: [{ name: 'mfe_housing', entry: REGISTRY.mfe_housing }], options: undefined },
    ]);
    expect(loader.isRegistered('mfe_housing')).toBe(true);
  });

  it('moves a remote to a new entry (a release promoted) or out of the registry (paused): what was loaded is forgotten', async () => {
    let version = 1;
    const { loader, calls } = setUp({ 'mfe_housing/routes': async () => ({ default: `routes ${version}` }) });
    await loader.start();
    await expect(loader.load('mfe_housing', './routes')).resolves.toEqual({ default: 'routes 1' });
    version = 2;
    const release = 'https://example.test/releases/mfe-housing/r2/files/mf-manifest.json';
    loader.useRegistry({ mfe_housing: release });
    expect(loader.loaded('mfe_housing', './routes')).toBeUndefined();
    expect(calls.registerRemotes.at(-1)).toEqual({
      remotes: [{ name: 'mfe_housing', entry: release }],
      options: { force: true },
    });
    await expect(loader.load('mfe_housing', './routes')).resolves.toEqual({ default: 'routes 2' });
    loader.useRegistry({ mfe_housing: undefined });
    expect(loader.isRegistered('mfe_housing')).toBe(false);
    await expect(loader.load('mfe_housing', './routes')).rejects.toBeInstanceOf(RemoteUnavailableError);
  });

  it('hands out a loaded module synchronously, and nothing before it has loaded', async () => {
    const { loader } = setUp({ 'mfe_housing/routes': async () => ROUTES });
    void loader.start();
    const loading = loader.load('mfe_housing', './routes');
    expect(loader.loaded('mfe_housing', './routes')).toBeUndefined();
    await loading;
    expect(loader.loaded('mfe_housing', './routes')).toBe(ROUTES);
  });

  it('rejects with RemoteUnavailableError for a remote the registry does not name, without starting the runtime', async () => {
    const { loader, startRuntime } = setUp({});
    await loader.start();
    await expect(loader.load('mfe_unknown', './routes')).rejects.toMatchObject({
      name: 'RemoteUnavailableError',
      remoteId: 'mfe_unknown/routes',
    });
    expect(startRuntime).not.toHaveBeenCalled();
  });

  it("turns the runtime's fallback stand-in and an empty answer into RemoteUnavailableError", async () => {
    const { loader } = setUp({
      'mfe_housing/routes': async () => failedRemoteModule('mfe_housing/routes', new Error('manifest 404')),
    });
    await loader.start();
    await expect(loader.load('mfe_housing', './routes')).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(loader.load('mfe_housing', './search')).rejects.toBeInstanceOf(RemoteUnavailableError);
  });

  it('keeps a failure until reset, then loads afresh: a new retry count for the fresh-script plugin and a forced re-registration', async () => {
    let up = false;
    const { loader, calls, retriesOf } = setUp({
      'mfe_housing/routes': async () => (up ? ROUTES : failedRemoteModule('mfe_housing/routes', new Error('down'))),
    });
    await loader.start();
    await expect(loader.load('mfe_housing', './routes')).rejects.toBeInstanceOf(RemoteUnavailableError);
    up = true;
    await expect(loader.load('mfe_housing', './routes')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(calls.loadRemote).toHaveLength(1);
    expect(retriesOf('mfe_housing')).toBe(0);

    loader.reset('mfe_housing');
    expect(retriesOf('mfe_housing')).toBe(1);
    expect(calls.registerRemotes.at(-1)).toEqual({
      remotes: [{ name: 'mfe_housing', entry: REGISTRY.mfe_housing }],
      options: { force: true },
    });
    await expect(loader.load('mfe_housing', './routes')).resolves.toBe(ROUTES);
  });

  it('after a reset, gives a failing load one more fresh attempt (a failed preload can be handed to the first script)', async () => {
    let attempts = 0;
    const { loader, retriesOf } = setUp({
      'mfe_housing/routes': async () =>
        ++attempts === 2 ? failedRemoteModule('mfe_housing/routes', new Error('stale preload')) : ROUTES,
    });
    await loader.start();
    await loader.load('mfe_housing', './routes');
    loader.reset('mfe_housing');
    await expect(loader.load('mfe_housing', './routes')).resolves.toBe(ROUTES);
    expect(attempts).toBe(3);
    expect(retriesOf('mfe_housing')).toBe(2);
  });

  it('retries starting the runtime when its chunk failed to download', async () => {
    const { runtime } = fakeRuntime({ 'mfe_housing/routes': async () => ROUTES });
    const startRuntime = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(runtime);
    const loader = createRemoteLoader({ readRegistry: async () => REGISTRY, startRuntime });
    await loader.start();
    await expect(loader.load('mfe_housing', './routes')).rejects.toBeInstanceOf(RemoteUnavailableError);
    loader.reset('mfe_housing');
    await expect(loader.load('mfe_housing', './routes')).resolves.toBe(ROUTES);
    expect(startRuntime).toHaveBeenCalledTimes(2);
  });

  it('preloads by asking the runtime for the entry and chunks, then loading the module; it never rejects', async () => {
    const { loader, calls } = setUp({ 'mfe_housing/routes': async () => ROUTES });
    await loader.start();
    await expect(loader.preload('mfe_housing', './routes')).resolves.toBeUndefined();
    expect(calls.preloadRemote).toEqual([[{ nameOrAlias: 'mfe_housing', exposes: ['routes'] }]]);
    expect(loader.loaded('mfe_housing', './routes')).toBe(ROUTES);

    await loader.preload('mfe_housing', './routes');
    expect(calls.preloadRemote).toHaveLength(1);
    await expect(loader.preload('mfe_unknown', './routes')).resolves.toBeUndefined();
  });
});
