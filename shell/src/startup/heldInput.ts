/**
 * A visitor's input held while the part it was meant for has no handlers yet (the app starting, a
 * section's or widget's code on its way), then replayed in the order it came: clicks on controls, and
 * the keys that only a script answers. Tabs, menus and listboxes move between their items with the
 * arrow keys, Home and End; before hydration such a key does nothing, and an Enter pressed after it
 * would choose the item that had focus before the move. So a held key is replayed where the focus is
 * at that moment (an earlier replayed key may have moved it), and so is a click the keyboard made
 * (Enter, Space) on the element a held key was pressed on.
 */

/** Keys a control answers only by script. */
const KEYS_MOVING_FOCUS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

/** Items a script moves the focus between with those keys. */
const ITEMS_MOVED_BETWEEN = '[role=tab],[role=menuitem],[role=option]';

/** A click on a control, or a key, with the element to dispatch it on again. */
export interface HeldInput {
  target: Element;
  event: MouseEvent | KeyboardEvent;
}

/** The item a key was pressed on, if only a script would answer the key; a key with a modifier is the browser's. */
export function itemMovedFrom(event: KeyboardEvent): Element | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || !KEYS_MOVING_FOCUS.includes(event.key))
    return undefined;
  return (event.target instanceof Element && event.target.closest(ITEMS_MOVED_BETWEEN)) || undefined;
}

/** Dispatches the held input again, in order, on the elements still on the page; empties `held`. */
export function replayHeldInput(held: HeldInput[]) {
  // The element whose held keys have been replayed: its focus may have moved to another item since.
  let movedFrom: Element | undefined;
  for (const { target, event } of held.splice(0)) {
    const isKey = event.type === 'keydown';
    // A click the keyboard made has no press count (0).
    const followsFocus = target === movedFrom && (isKey || event.detail === 0);
    const replayOn = (followsFocus && target.ownerDocument.activeElement) || target;
    // The same event again (its key, button, press count and modifiers), made by the page this time.
    if (replayOn.isConnected) replayOn.dispatchEvent(new (event.constructor as typeof MouseEvent)(event.type, event));
    if (isKey) movedFrom = target;
  }
}
