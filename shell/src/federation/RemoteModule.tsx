import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { SectionBoundary } from './SectionBoundary';
import { loadRemoteModule, resetRemote } from './remoteLoader';

type LazyComponent = LazyExoticComponent<ComponentType>;
const lazyComponents = new Map<string, LazyComponent>();

/** One lazy component per remote module, so moving between a section's pages never reloads it. */
function lazyRemoteComponent(remoteName: string, expose: string): LazyComponent {
  const key = `${remoteName}/${expose}`;
  let component = lazyComponents.get(key);
  if (!component) {
    component = lazy(() => loadRemoteModule<{ default: ComponentType }>(remoteName, expose));
    lazyComponents.set(key, component);
  }
  return component;
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
  const Remote = lazyRemoteComponent(remoteName, expose);

  const retry = () => {
    lazyComponents.delete(`${remoteName}/${expose}`);
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
