import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { useFirstRenderFromServer } from 'shared';
import { SectionBoundary } from './SectionBoundary';
import { useRemoteLoader } from './RemoteLoaderContext';
import { ServerBuildGone } from './serverBuildGone';

type RemoteComponentModule = { default: ComponentType };

/** The exposed component: rendered at once when its module has loaded (moving between a section's pages), otherwise suspended on its load. */
function RemoteComponent({ remoteName, expose }: { remoteName: string; expose: string }) {
  const loader = useRemoteLoader();
  const hydrating = useFirstRenderFromServer() && typeof window !== 'undefined';
  const module = loader.loaded<RemoteComponentModule>(remoteName, expose) ?? use(loader.load<RemoteComponentModule>(remoteName, expose));
  if (hydrating && !loader.rendersServerBuild(remoteName)) throw new ServerBuildGone(remoteName);
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

/**
 * Renders a component exposed by a remote, with a loading state and a contained failure + Retry.
 * While hydrating, the server's HTML stays in place until the remote's code has loaded.
 */
export function RemoteModule({ remoteName, expose, displayName, loading, compact }: RemoteModuleProps) {
  const loader = useRemoteLoader();
  return (
    <SectionBoundary sectionName={displayName} onReset={() => loader.reset(remoteName)} compact={compact}>
      <Suspense fallback={loading}>
        <RemoteComponent remoteName={remoteName} expose={expose} />
      </Suspense>
    </SectionBoundary>
  );
}
