/**
 * A tap before the app has started is not lost. Until the shell's scripts have loaded and React has
 * taken over the page, its buttons are the server's HTML with no handlers: a tap does nothing, or
 * submits its form the old way, and on a slow phone the scripts take seconds. The shell's first
 * script holds such clicks from the start (holdEarlyClicks). Just before it hydrates, the app takes
 * over (takeOverEarlyClicks) and, once it is interactive, the held clicks are dispatched again on
 * the same elements: their handlers, or the hydration gate of a part that hydrates later
 * (hydrationGate.ts), take them from there. Links are left alone: the
 * browser follows them as it would without scripts.
 *
 * The first script and the app are separate bundles: the hand-over is kept on the window, so the app's
 * bundle carries one call and no copy of this module.
 */

/** What a visitor taps to get an answer from the page itself: buttons, tabs, switches, options. */
const ANSWERED_BY_SCRIPT =
  'button,input[type=submit],input[type=button],[role=button],[role=tab],[role=switch],[role=menuitem],[role=option]';

declare global {
  interface Window {
    /**
     * Set by the first script while it holds clicks. Stops holding them, except within `stillHeld`,
     * and replays them all once `ready` resolves.
     */
    expoEarlyClicks?: (ready: Promise<unknown>, stillHeld?: Element | null) => void;
  }
}

/** Browser only, in the first script: holds clicks on buttons until the app takes over. */
export function holdEarlyClicks() {
  if (window.expoEarlyClicks) return;
  const held: Element[] = [];
  let within: Element | null | undefined;
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(ANSWERED_BY_SCRIPT) : null;
    // A click with a modifier or another button, or on a link, the browser answers as it is.
    if (!target || target.closest('a[href]') || event.button !== 0) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    if (within !== undefined && !within?.contains(target)) return;
    event.preventDefault();
    // Immediate: a part's hydration gate listens on the document too, and would hold it a second time.
    event.stopImmediatePropagation();
    // The control itself: hydrating can replace what is inside it (an icon, a ripple).
    held.push(target);
  };
  document.addEventListener('click', hold, true);
  window.expoEarlyClicks = (ready, stillHeld) => {
    within = stillHeld;
    window.expoEarlyClicks = undefined;
    void ready.then(() => {
      document.removeEventListener('click', hold, true);
      for (const target of held.splice(0))
        if (target.isConnected)
          target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
    });
  };
}

/**
 * Browser only, in the app just before it hydrates. React answers clicks from then on, finishing its
 * hydration first, except on a part still waiting for its code (a section, Home's widgets), which it
 * drops: clicks within `stillHeld` (the main content) stay held until `ready` (the page interactive,
 * when those parts' hydration gates are in place); then every held click is replayed.
 */
export const takeOverEarlyClicks = (ready: Promise<unknown>, stillHeld: Element | null) =>
  window.expoEarlyClicks?.(ready, stillHeld);
