import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { SectionBoundary } from './SectionBoundary';
import { loadRemoteModule, preloadSection, resetRemote } from './remoteLoader';

type RemoteComponentModule = { default: ComponentType };
type LazyComponent = LazyExoticComponent<ComponentType>;
const lazyComponents = new Map<string, LazyComponent>();
type RemoteLoad = { promise: Promise<RemoteComponentModule>; loaded?: ComponentType };
const loads = new Map<string, RemoteLoad>();

/** Loads a remote module once; a failed load is forgotten so the next attempt tries again. */
function loadRemoteComponent(remoteName: string, expose: string): RemoteLoad {
  const key = `${remoteName}/${expose}`;
  const known = loads.get(key);
  if (known) return known;
  const load: RemoteLoad = { promise: loadRemoteModule<RemoteComponentModule>(remoteName, expose) };
  load.promise.then(
    (module) => {
      load.loaded = module.default;
    },
    () => loads.delete(key),
  );
  loads.set(key, load);
  return load;
}

/** One lazy component per remote module, so moving between a section's pages never reloads it. */
function lazyRemoteComponent(remoteName: string, expose: string): LazyComponent {
  const key = `${remoteName}/${expose}`;
  let component = lazyComponents.get(key);
  if (!component) {
    component = lazy(() => loadRemoteComponent(remoteName, expose).promise);
    lazyComponents.set(key, component);
  }
  return component;
}

/**
 * On intent (hover, focus, touch of a link): the MF runtime's preloadRemote fetches the remote's
 * entry and chunks in parallel, and the module is loaded and evaluated too, with the shared modules
 * it needs. The click that follows then renders the section at once: a component still behind
 * React.lazy would suspend and show its loading state for at least React's 300 ms reveal throttle.
 */
export function preloadRemoteModule(remoteName: string, expose: string): Promise<void> {
  preloadSection(remoteName, expose);
  return loadRemoteComponent(remoteName, expose).promise.then(
    () => undefined,
    () => undefined,
  );
}

export interface RemoteModuleProps {
  remoteName: string;
  expose: string;
  /** Human name for the fallback message, e.g. "Housing". */
  displayName: string;
  /** Shown while the remote's code downloads. */
  loading: ReactNode;
  compact?: boolean;
}

/** Renders a component exposed by a remote, with a loading state and a contained failure + Retry. */
export function RemoteModule({ remoteName, expose, displayName, loading, compact }: RemoteModuleProps) {
  const [attempt, setAttempt] = useState(0);
  const Remote = loads.get(`${remoteName}/${expose}`)?.loaded ?? lazyRemoteComponent(remoteName, expose);

  const retry = () => {
    lazyComponents.delete(`${remoteName}/${expose}`);
    loads.delete(`${remoteName}/${expose}`);
    resetRemote(remoteName);
    setAttempt((n) => n + 1);
  };

  return (
    <SectionBoundary key={attempt} sectionName={displayName} onRetry={retry} compact={compact}>
      <Suspense fallback={loading}>
        <Remote />
      </Suspense>
    </SectionBoundary>
  );
}
