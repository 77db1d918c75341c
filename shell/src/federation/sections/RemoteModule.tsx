import { Suspense, use, useEffect, type ComponentType, type ReactNode } from 'react';
import { useFirstRenderFromServer } from 'shared';
import { SectionBoundary } from './SectionBoundary';
import { useRemoteLoader } from '../runtime/RemoteLoaderContext';
import { ServerBuildGone } from '../hydration/serverBuildGone';
import { SectionUnavailable } from './SectionUnavailable';
import { report } from '../../telemetry/telemetry';

type RemoteComponentModule = { default: ComponentType };

/** The exposed component: rendered at once when its module has loaded (moving between a section's pages), otherwise suspended on its load. */
function RemoteComponent({
  remoteName,
  expose,
  onRendered,
}: {
  remoteName: string;
  expose: string;
  onRendered?: () => void;
}) {
  const loader = useRemoteLoader();
  useEffect(() => onRendered?.(), [onRendered]);
  const hydrating = useFirstRenderFromServer() && typeof window !== 'undefined';
  const module =
    loader.loaded<RemoteComponentModule>(remoteName, expose) ??
    use(loader.load<RemoteComponentModule>(remoteName, expose));
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
  /** Browser only: called once the section has rendered (or hydrated the server's HTML), or has failed and shows its fallback. */
  onSettled?: () => void;
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
export function RemoteModule({ remoteName, expose, displayName, loading, compact, onSettled }: RemoteModuleProps) {
  const loader = useRemoteLoader();
  const onServer = typeof window === 'undefined';
  return (
    <SectionBoundary
      sectionName={displayName}
      onReset={() => loader.reset(remoteName)}
      onFailure={onSettled}
      // Telemetry: a render error is one thrown by the remote's loaded code (a load failure is the loader's to report).
      onError={() => loader.loaded(remoteName, expose) && report('render-error', remoteName)}
      compact={compact}
    >
      <Suspense
        fallback={
          onServer ? (
            <SectionUnavailable sectionName={displayName} onRetry={noRetryOnServer} compact={compact} />
          ) : (
            loading
          )
        }
      >
        <RemoteComponent remoteName={remoteName} expose={expose} onRendered={onSettled} />
      </Suspense>
    </SectionBoundary>
  );
}
