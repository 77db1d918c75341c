/**
 * A tap before the app has started is not lost. Until the shell's scripts have loaded and React has
 * taken over the page, its buttons are the server's HTML with no handlers: a tap does nothing, or
 * submits its form the old way, and on a slow phone the scripts take seconds. The shell's first
 * script holds such clicks from the start (holdEarlyClicks); the app takes over the page
 * (stopHoldingEarlyClicks, just before it hydrates, after which React holds clicks itself) and hands
 * them back once it is interactive (replayClicks), on the same elements: their handlers, or the
 * hydration gate of a part that hydrates later (hydrationGate.ts), take them from there. Links are left
 * alone: the browser follows them as it would without scripts.
 *
 * The first script and the app are separate bundles: what is held is kept on the window between them.
 */

/** What a visitor taps to get an answer from the page itself: buttons, tabs, switches. */
const ANSWERED_BY_SCRIPT =
  'button, input[type="submit"], input[type="button"], [role="button"], [role="tab"], [role="switch"], [role="menuitem"], [role="option"]';

interface EarlyClicks {
  held: Element[];
  stop(): void;
}

declare global {
  interface Window {
    /** The clicks the first script holds until the app starts (this module). */
    expoEarlyClicks?: EarlyClicks;
  }
}

/** Browser only, in the first script: holds clicks on buttons until the app takes over. */
export function holdEarlyClicks(page: Window = window) {
  if (page.expoEarlyClicks) return;
  const held: Element[] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(ANSWERED_BY_SCRIPT) : null;
    // A click with a modifier or another button, or on a link, the browser answers as it is.
    if (!target || target.closest('a[href]') || event.button !== 0) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(event.target as Element);
  };
  page.document.addEventListener('click', hold, true);
  page.expoEarlyClicks = { held, stop: () => page.document.removeEventListener('click', hold, true) };
}

/** Browser only: stops holding clicks (React is about to listen) and returns those held, oldest first. */
export function stopHoldingEarlyClicks(page: Window = window): Element[] {
  const early = page.expoEarlyClicks;
  if (!early) return [];
  early.stop();
  page.expoEarlyClicks = undefined;
  return early.held.splice(0);
}

/** Dispatches a click again on each element still in the page. */
export function replayClicks(targets: readonly Element[]) {
  for (const target of targets) {
    const view = target.ownerDocument.defaultView;
    if (target.isConnected && view)
      target.dispatchEvent(new view.MouseEvent('click', { bubbles: true, cancelable: true, view }));
  }
}
