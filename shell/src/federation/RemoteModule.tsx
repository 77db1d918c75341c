import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { SectionBoundary } from './SectionBoundary';
import { remotes } from './remotes';

type RemoteComponentModule = { default: ComponentType };

/** The exposed component: rendered at once when its module has loaded (moving between a section's pages), otherwise suspended on its load. */
function RemoteComponent({ remoteName, expose }: { remoteName: string; expose: string }) {
  const module = remotes.loaded<RemoteComponentModule>(remoteName, expose) ?? use(remotes.load<RemoteComponentModule>(remoteName, expose));
  const Component = module.default;
  return <Component />;
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
  return (
    <SectionBoundary sectionName={displayName} onReset={() => remotes.reset(remoteName)} compact={compact}>
      <Suspense fallback={loading}>
        <RemoteComponent remoteName={remoteName} expose={expose} />
      </Suspense>
    </SectionBoundary>
  );
}
