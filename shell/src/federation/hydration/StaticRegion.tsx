import type { ReactNode } from 'react';
import { DeferredPartWidget, type DeferredPart } from './deferredPart';

/**
 * Content that never changes once rendered (Home's hero and cards, its tickets banner). Rendered by
 * the server, it stays the server's HTML and its code is neither loaded nor run, until the visitor
 * follows one of its links or presses one of its buttons (held, then replayed once it has
 * hydrated, so a link still navigates in the page), or a change above it needs it rendered again
 * (the language). Rendered by the browser alone, its code loads at once, `placeholder` holding its space.
 */
export function StaticRegion({ part, placeholder }: { part: DeferredPart<object>; placeholder: ReactNode }) {
  return <DeferredPartWidget part={part} ready placeholder={placeholder} opensOn="need" />;
}
