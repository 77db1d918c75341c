import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { DeferredWidget } from './DeferredWidget';
import type { HydrationGateOptions } from './hydrationGate';

export interface DeferredPart<P extends object> {
  /** Fetches the part's code (never rejects: a part that failed to load throws when it renders). */
  load: () => Promise<void>;
  /** Renders the part: at once when its code has loaded, else through React.lazy (which suspends). */
  Part: ComponentType<P>;
}

/**
 * One of the shell's own parts whose code is a chunk of its own, for DeferredWidget. Once `load`
 * has resolved, `Part` renders without suspending: the gate opens after the code has loaded, and a
 * part hydrating then must not suspend again, or the clicks the gate replays would land on a part
 * still waiting. The server renders through React.lazy (it waits for every suspended part).
 */
export function deferredPart<P extends object>(importPart: () => Promise<ComponentType<P>>): DeferredPart<P> {
  let loaded: ComponentType<P> | undefined;
  const Lazy = lazy(() => importPart().then((component) => ({ default: component })));
  return {
    load: () =>
      importPart().then(
        (component) => void (loaded = component),
        () => undefined,
      ),
    Part: (props: P) => {
      const Component = loaded ?? Lazy;
      return <Component {...props} />;
    },
  };
}

/** A deferred part in DeferredWidget, `placeholder` holding its space while it waits for its code. */
export function DeferredPartWidget({
  part,
  ready,
  placeholder,
  opensOn,
}: {
  part: DeferredPart<object>;
  ready: boolean;
  placeholder: ReactNode;
  opensOn?: HydrationGateOptions['opensOn'];
}) {
  return (
    <DeferredWidget ready={ready} load={part.load} placeholder={placeholder} opensOn={opensOn}>
      <Suspense fallback={placeholder}>
        <part.Part />
      </Suspense>
    </DeferredWidget>
  );
}
