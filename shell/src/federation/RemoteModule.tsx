import { Suspense, use, useEffect, type ComponentType, type ReactNode } from 'react';
import { useFirstRenderFromServer } from 'shared';
import { SectionBoundary } from './SectionBoundary';
import { useRemoteLoader } from './RemoteLoaderContext';
import { ServerBuildGone } from './serverBuildGone';
import { SectionUnavailable } from './SectionUnavailable';

type RemoteComponentModule = { default: ComponentType };

/** The exposed component: rendered at once when its module has loaded (moving between a section's pages), otherwise suspended on its load. */
function RemoteComponent({ remoteName, expose, onHydrated }: { remoteName: string; expose: string; onHydrated?: () => void }) {
  const loader = useRemoteLoader();
  useEffect(() => onHydrated?.(), [onHydrated]);
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
  /** Browser only: called once the component has rendered (or hydrated the server's HTML). */
  onHydrated?: () => void;
}

const noRetryOnServer = () => undefined;

/**
 * Renders a component exposed by a remote, with a loading state and a contained failure + Retry.
 * While hydrating, the server's HTML stays in place until the remote's code has loaded.
 *
 * On the server the page is written once everything is ready, so a boundary's fallback reaches the
 * HTML only when its remote failed there (down, over its render budget, or throwing): the HTML then
 * says the section is unavailable, and the browser renders that boundary itself (React's client
 * render of a boundary that errored on the server), retrying the remote.
 */
export function RemoteModule({ remoteName, expose, displayName, loading, compact, onHydrated }: RemoteModuleProps) {
  const loader = useRemoteLoader();
  const onServer = typeof window === 'undefined';
  return (
    <SectionBoundary sectionName={displayName} onReset={() => loader.reset(remoteName)} compact={compact}>
      <Suspense fallback={onServer ? <SectionUnavailable sectionName={displayName} onRetry={noRetryOnServer} compact={compact} /> : loading}>
        <RemoteComponent remoteName={remoteName} expose={expose} onHydrated={onHydrated} />
      </Suspense>
    </SectionBoundary>
  );
}
