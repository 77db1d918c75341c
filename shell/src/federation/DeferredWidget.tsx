import { Suspense, memo, use, type ReactNode } from 'react';
import { useFirstRenderFromServer, useInView } from 'shared';

/**
 * Holds hydration of its children until `until` resolves (browser only; the server renders straight
 * through). The children are its own output, not siblings: React pre-renders a suspended
 * component's siblings, which would start loading their code at once.
 */
function HydrateWhen({ until, children }: { until: () => Promise<void>; children: ReactNode }) {
  if (typeof window !== 'undefined') use(until());
  return children;
}

/**
 * The server's copy, held until its code has loaded. It never re-renders from its parent: an update
 * reaching a boundary that is still waiting to hydrate makes React drop the server's HTML for the
 * placeholder (a client render), and the page would shift under the visitor.
 */
const ServerCopy = memo(
  function ServerCopy({ hydrateWhen, placeholder, children }: Omit<DeferredWidgetProps, 'ready'>) {
    return (
      <Suspense fallback={placeholder}>
        <HydrateWhen until={hydrateWhen}>{children}</HydrateWhen>
      </Suspense>
    );
  },
  () => true,
);

interface DeferredWidgetProps {
  /** The page is idle and this part's code has loaded: render it. */
  ready: boolean;
  /** When a server-rendered copy may hydrate (its code loaded in the page's idle sequence). */
  hydrateWhen: () => Promise<void>;
  placeholder: ReactNode;
  children: ReactNode;
}

/**
 * A below-the-fold part that is not in the first load. Rendered by the browser alone, `placeholder`
 * holds its space until the page is idle (`ready`) or the visitor scrolls it into view. Rendered by
 * the server, it is in the HTML from the start, and its code still loads only once the page is idle:
 * until then the server's HTML stays in place, unhydrated.
 */
export function DeferredWidget({ ready, hydrateWhen, placeholder, children }: DeferredWidgetProps) {
  const fromServer = useFirstRenderFromServer();
  const { ref, inView } = useInView<HTMLDivElement>(0);
  if (fromServer) {
    return (
      <div ref={ref}>
        <ServerCopy hydrateWhen={hydrateWhen} placeholder={placeholder}>
          {children}
        </ServerCopy>
      </div>
    );
  }
  return <div ref={ref}>{ready || inView ? children : placeholder}</div>;
}
