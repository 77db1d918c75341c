/**
 * A tap before the page is interactive is not lost, and never makes the page stall. Until the
 * shell's scripts have loaded, its buttons are the server's HTML with no handlers: a tap does
 * nothing, or submits its form the old way, and on a slow phone the scripts take seconds. Once they
 * have, React hydrates the page in a transition, yielding to the browser between units of work; but
 * a press it hears before it has finished (a pointer or touch down or up, a click) makes it finish
 * the whole page's hydration at once, inside that event, a long frame in which nothing is drawn.
 *
 * So the shell's first script holds such taps from the start (holdEarlyClicks): a click on a button,
 * tab, option or checkbox is held, its default prevented, and presses do not reach the page's
 * listeners; so is a key only a script answers (an arrow key on a tab), and a field's edit is noted
 * (heldInput.ts). The app hands over a promise of the moment it is interactive (takeOverEarlyClicks);
 * then the held input is dispatched again, where the handlers answer, or the hydration gate of a part
 * that hydrates later (hydrationGate.ts) holds it until that part has. Links are left alone: the
 * browser follows them as it would without scripts, or the router, once React has taken over.
 *
 * The first script and the app are separate bundles: the hand-over is kept on the window, so the app's
 * bundle carries one call and no copy of this module.
 */

import {
  EDIT_EVENTS,
  HELD_INPUT,
  PRESS_EVENTS,
  editedField,
  itemMovedFrom,
  noteEdit,
  replayHeldInput,
  type HeldInput,
} from './heldInput';

/** What a visitor taps to get an answer from the page itself: buttons, tabs, switches, options, checkboxes. */
const ANSWERED_BY_SCRIPT =
  'button,input[type=submit],input[type=button],input[type=checkbox],input[type=radio],[role=button],[role=tab],[role=switch],[role=menuitem],[role=option]';

declare global {
  interface Window {
    /** Set by the first script while it holds taps: replays the held input, and stops holding, once `ready` resolves. */
    expoEarlyClicks?: (ready: Promise<unknown>) => void;
  }
}

/** Browser only, in the first script: holds taps until the page is interactive, and hands the app HELD_INPUT. */
export function holdEarlyClicks() {
  window.expoHeldInput = HELD_INPUT;
  if (window.expoEarlyClicks) return;
  const held: HeldInput[] = [];
  const hold = (event: MouseEvent | KeyboardEvent, target: Element) => {
    event.preventDefault();
    // Immediate: a part's hydration gate listens on the document too, and would hold it a second time.
    event.stopImmediatePropagation();
    held.push({ target, event });
  };
  const holdClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(ANSWERED_BY_SCRIPT) : null;
    // A click with a modifier or another button, or on a link, the browser answers as it is.
    if (!target || target.closest('a[href]') || event.button !== 0) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    // The control itself: hydrating can replace what is inside it (an icon, a ripple).
    hold(event, target);
  };
  const holdKey = (event: KeyboardEvent) => {
    const target = itemMovedFrom(event);
    if (target) hold(event, target);
  };
  const noteFieldEdit = (event: Event) => {
    const field = editedField(event);
    if (!field) return;
    event.stopImmediatePropagation();
    noteEdit(held, field, event);
  };
  // Kept from React's root, below the document: the hydration gates' listeners on the document still
  // hear a visitor reaching for their part, and what the browser does with a press (focus, scrolling)
  // is unchanged.
  const keepFromPage = (event: Event) => event.stopPropagation();
  document.addEventListener('click', holdClick, true);
  document.addEventListener('keydown', holdKey, true);
  for (const type of EDIT_EVENTS) document.addEventListener(type, noteFieldEdit, true);
  for (const type of PRESS_EVENTS) document.addEventListener(type, keepFromPage, true);
  window.expoEarlyClicks = (ready) => {
    window.expoEarlyClicks = undefined;
    void ready.then(() => {
      document.removeEventListener('click', holdClick, true);
      document.removeEventListener('keydown', holdKey, true);
      for (const type of EDIT_EVENTS) document.removeEventListener(type, noteFieldEdit, true);
      for (const type of PRESS_EVENTS) document.removeEventListener(type, keepFromPage, true);
      replayHeldInput(held);
    });
  };
}

/**
 * Browser only, in the app just before it hydrates: taps stay held until `ready` (the page
 * interactive, when the hydration gates of the parts that hydrate later are in place); then the
 * held input is replayed.
 */
export const takeOverEarlyClicks = (ready: Promise<unknown>) => window.expoEarlyClicks?.(ready);
