import { Suspense, memo, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { useFirstRenderFromServer, useInView } from 'shared';
import { useLocation } from 'shared/router';
import { createHydrationGate, type HydrationGate, type HydrationGateOptions } from './hydrationGate';

/**
 * Holds hydration of its children until the gate opens (browser only; the server renders straight
 * through), and tells the gate once they have hydrated. The children are its own output, not
 * siblings: React pre-renders a suspended component's siblings, which would start loading their code at once.
 */
function HydrateWhenOpen({ gate, children }: { gate: HydrationGate; children: ReactNode }) {
  if (typeof window !== 'undefined') use(gate.opened);
  useEffect(() => gate.hydrated(), [gate]);
  return children;
}

/**
 * The server's copy, held until its code has loaded. It never re-renders from its parent: an update
 * reaching a boundary that is still waiting to hydrate makes React drop the server's HTML for the
 * placeholder (a client render), and the page would shift under the visitor.
 */
const ServerCopy = memo(
  function ServerCopy({
    gate,
    placeholder,
    children,
  }: {
    gate: HydrationGate;
    placeholder: ReactNode;
    children: ReactNode;
  }) {
    return (
      <Suspense fallback={placeholder}>
        <HydrateWhenOpen gate={gate}>{children}</HydrateWhenOpen>
      </Suspense>
    );
  },
  () => true,
);

interface DeferredWidgetProps {
  /** Rendered by the browser alone: the page is idle and this part's code has loaded, so render it. */
  ready: boolean;
  /** Loads this part's code; never rejects. */
  load: () => Promise<void>;
  placeholder: ReactNode;
  children: ReactNode;
  /** What, besides a click or a change above it, hydrates a server-rendered part (hydrationGate.ts). */
  opensOn?: HydrationGateOptions['opensOn'];
}

/**
 * A below-the-fold part that is not in the first load.
 * - Rendered by the server, it is in the HTML from the start, and its code (fetched once the page is
 *   idle, not run: startup/loadAfterFirstPaint.ts) runs only when the visitor scrolls near it or
 *   reaches for it; a click before then is replayed once it has hydrated (hydrationGate.ts). A slow
 *   phone's main thread stays free for the part of the page the visitor is on.
 * - Rendered by the browser alone, `placeholder` holds its space until the page is idle (`ready`)
 *   or the visitor scrolls it into view.
 */
export function DeferredWidget({ ready, load, placeholder, children, opensOn }: DeferredWidgetProps) {
  const fromServer = useFirstRenderFromServer();
  const { ref, inView } = useInView<HTMLDivElement>(0);
  const [gate] = useState(() => createHydrationGate(load, { opensOn }));
  const serverRef = useRef<HTMLDivElement>(null);
  // A navigation (a change of language is one) gives every part under the router a new location,
  // which React must render a part still waiting for its code with, and it waits for that part
  // before it shows the new page: the part's code loads now, not when the visitor nears it.
  const location = useLocation();
  const [firstLocation] = useState(location);
  if (fromServer && location !== firstLocation) gate.needed();
  useEffect(() => (fromServer && serverRef.current ? gate.watch(serverRef.current) : undefined), [fromServer, gate]);
  if (fromServer) {
    return (
      <div ref={serverRef}>
        <ServerCopy gate={gate} placeholder={placeholder}>
          {children}
        </ServerCopy>
      </div>
    );
  }
  return <div ref={ref}>{ready || inView ? children : placeholder}</div>;
}
