/**
 * The one way the shell reaches its remotes: start (read the registry), load, preload and reset.
 * It keeps every cache there is (the registered entries, each module's load, retries), so
 * components only render what it returns. The Module Federation runtime itself loads with the
 * first section that needs it (federationRuntime.ts): Home's first load does not carry it.
 */
import type { RemoteRegistry } from './registry';
import { REMOTE_LOAD_FAILED, RemoteUnavailableError, isFailedRemoteModule } from './remoteFailure';

/** The part of a Module Federation runtime instance the loader uses. */
export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
  preloadRemote(options: Array<{ nameOrAlias: string; exposes: string[] }>): Promise<void>;
}

export interface RemoteLoaderOptions {
  /** Reads the registry; resolves to no remotes (never rejects) when it cannot. */
  readRegistry: () => Promise<RemoteRegistry>;
  /** Starts the runtime; `retriesOf` tells its fresh-script plugin how often a remote was reset. */
  startRuntime: (retriesOf: (remoteName: string) => number) => Promise<FederationRuntime>;
  /**
   * The builds a server-rendered page was rendered with (remote name → manifest URL of that build).
   * Tried first, so the browser hydrates the same build; when one is gone, the registry's entry is used.
   */
  pinnedBuilds?: RemoteRegistry;
  /** Told when a module of a remote failed to load (telemetry, shell/src/telemetry/; entryOf says where from). */
  onLoadFailed?: (remoteName: string) => void;
}

export interface RemoteLoader {
  /** Start-up: reads the registry. Loads wait for it; the page renders meanwhile. */
  start(): Promise<void>;
  isRegistered(remoteName: string): boolean;
  /**
   * Loads `remote/expose` once, or rejects with RemoteUnavailableError. A failure is kept until
   * reset(), so rendering again shows it at once instead of hammering a remote that is down.
   */
  load<T>(remoteName: string, expose: string): Promise<T>;
  /** The module if it has loaded already, so a component can render it without suspending. */
  loaded<T>(remoteName: string, expose: string): T | undefined;
  /** Fetches and evaluates a module ahead of its first render (on intent, or Home once idle). Never rejects. */
  preload(remoteName: string, expose: string): Promise<void>;
  /** Forgets everything known of a remote (its modules, the runtime's entry and manifest), so the next load refetches. */
  reset(remoteName: string): void;
  /** False once the build the page was rendered with turned out to be gone and another build was loaded instead. */
  rendersServerBuild(remoteName: string): boolean;
  /** The manifest URL the remote's modules load from now: the page's pinned build, else the registry's entry. */
  entryOf(remoteName: string): string | undefined;
  /**
   * Moves remotes to new entries (a new release), or out of the registry (undefined: paused), after
   * start: what was loaded of them is forgotten, and their next load comes from the new entry.
   */
  useRegistry(changes: Readonly<Record<string, string | undefined>>): void;
}

interface ModuleLoad {
  promise: Promise<unknown>;
  value?: unknown;
}

/** 'mfe_housing', './routes' → 'mfe_housing/routes', the runtime's module id. */
const moduleId = (remoteName: string, expose: string) => `${remoteName}/${expose.replace(/^\.\//, '')}`;

export function createRemoteLoader({
  readRegistry,
  startRuntime,
  pinnedBuilds = {},
  onLoadFailed,
}: RemoteLoaderOptions): RemoteLoader {
  const registered = new Map<string, string>();
  /** Remotes whose pinned build failed to load: the registry's entry is theirs from then on. */
  const pinGone = new Set<string>();
  const pinnedEntry = (remoteName: string) => (pinGone.has(remoteName) ? undefined : pinnedBuilds[remoteName]);
  const entryOf = (remoteName: string) => pinnedEntry(remoteName) ?? registered.get(remoteName);
  const retries = new Map<string, number>();
  const loads = new Map<string, ModuleLoad>();
  let registryRead: Promise<void> = Promise.resolve();
  let runtime: Promise<FederationRuntime> | undefined;
  let started: FederationRuntime | undefined;

  /** The runtime with every registered remote (no network for the remotes yet). A failed chunk download does not stick. */
  function theRuntime(): Promise<FederationRuntime> {
    runtime ??= registryRead
      .then(() => startRuntime((name) => retries.get(name) ?? 0))
      .then((instance) => {
        instance.registerRemotes([...registered.keys()].map((name) => ({ name, entry: entryOf(name)! })));
        started = instance;
        return instance;
      });
    runtime.catch(() => (runtime = undefined));
    return runtime;
  }

  async function loadFromRuntime<T>(remoteName: string, expose: string): Promise<T> {
    const id = moduleId(remoteName, expose);
    await registryRead;
    if (!registered.has(remoteName)) throw new RemoteUnavailableError(id, new Error('not in the remote registry'));
    const instance = await theRuntime().catch((error: unknown) => {
      throw new RemoteUnavailableError(id, error);
    });
    const once = async () => {
      const module = await instance.loadRemote<T>(id);
      if (isFailedRemoteModule(module)) throw module[REMOTE_LOAD_FAILED];
      if (!module) throw new RemoteUnavailableError(id);
      return module;
    };
    try {
      return await once();
    } catch (error) {
      if (pinnedEntry(remoteName)) {
        // The build this page was rendered with is gone (a redeploy removed it): load the current one.
        pinGone.add(remoteName);
        instance.registerRemotes([{ name: remoteName, entry: entryOf(remoteName)! }], { force: true });
        return once();
      }
      // After a Retry, one of the remote's chunks can still meet a preload that failed earlier in this
      // page: Chromium hands a failed preload to one script with its URL. That used it up, so one more
      // fresh attempt reaches the network.
      if (!retries.has(remoteName)) throw error;
      forgetRuntimeCopy(remoteName);
      return once();
    }
  }

  /** A fresh entry for the next load: a new retry count (a new script URL) and a forced re-registration. */
  function forgetRuntimeCopy(remoteName: string) {
    retries.set(remoteName, (retries.get(remoteName) ?? 0) + 1);
    const entry = entryOf(remoteName);
    if (entry) started?.registerRemotes([{ name: remoteName, entry }], { force: true });
  }

  const loader: RemoteLoader = {
    start() {
      registryRead = readRegistry().then((registry) =>
        Object.entries(registry).forEach(([name, entry]) => registered.set(name, entry)),
      );
      return registryRead;
    },

    isRegistered: (remoteName) => registered.has(remoteName),

    load<T>(remoteName: string, expose: string): Promise<T> {
      const key = moduleId(remoteName, expose);
      const known = loads.get(key);
      if (known) return known.promise as Promise<T>;
      const load: ModuleLoad = { promise: loadFromRuntime<T>(remoteName, expose) };
      load.promise.then(
        (value) => (load.value = value),
        () => onLoadFailed?.(remoteName),
      );
      loads.set(key, load);
      return load.promise as Promise<T>;
    },

    loaded: <T>(remoteName: string, expose: string) => loads.get(moduleId(remoteName, expose))?.value as T | undefined,

    preload(remoteName, expose) {
      if (!loads.has(moduleId(remoteName, expose))) {
        // The runtime fetches the entry and the module's chunks in parallel; loading then evaluates them.
        void registryRead
          .then(() => (registered.has(remoteName) ? theRuntime() : undefined))
          .then((instance) =>
            instance?.preloadRemote([{ nameOrAlias: remoteName, exposes: [expose.replace(/^\.\//, '')] }]),
          )
          .catch(() => undefined);
      }
      return loader.load(remoteName, expose).then(
        () => undefined,
        () => undefined,
      );
    },

    reset(remoteName) {
      [...loads.keys()].filter((key) => key.startsWith(`${remoteName}/`)).forEach((key) => loads.delete(key));
      forgetRuntimeCopy(remoteName);
    },

    rendersServerBuild: (remoteName) => !pinGone.has(remoteName),

    entryOf,

    useRegistry(changes) {
      for (const [remoteName, entry] of Object.entries(changes)) {
        [...loads.keys()].filter((key) => key.startsWith(`${remoteName}/`)).forEach((key) => loads.delete(key));
        if (entry === undefined) {
          registered.delete(remoteName);
          continue;
        }
        registered.set(remoteName, entry);
        pinGone.add(remoteName);
        started?.registerRemotes([{ name: remoteName, entry }], { force: true });
      }
    },
  };
  return loader;
}
