/**
 * A visitor's input held while the part it was meant for has no handlers yet (the app starting, a
 * section's or widget's code on its way), then replayed in the order it came: clicks on controls, and
 * the keys that only a script answers. Tabs, menus and listboxes move between their items with the
 * arrow keys, Home and End; before hydration such a key does nothing, and an Enter pressed after it
 * would choose the item that had focus before the move. So a held key is replayed where the focus is
 * at that moment (an earlier replayed key may have moved it), and so is a click the keyboard made
 * (Enter, Space) on the element a held key was pressed on.
 *
 * Typing is the browser's and is never held, but React, hydrating a field, keeps the text it shows
 * without taking it into its state, and its next render puts the state's value back: a location typed
 * into the hotel search before the section hydrated became "Osaka" again. So a field edited before
 * hydration is noted in the same order, and on replay its latest value is handed to the page's
 * handlers as an edit (handOver).
 *
 * The first script holds input until the app starts (earlyClicks.ts), the hydration gates until their
 * part has hydrated (hydrationGate.ts). The first script's bundle has this module and hands it to the
 * app on the window (HELD_INPUT), so the app's bundle carries no second copy.
 */

/** What a field's edit sends: heard by React while it hydrates, it would finish at once, and a field not yet hydrated would not take it. */
export const EDIT_EVENTS = ['input', 'change'] as const;

/**
 * The events of a press before its click. Each one React hears while hydrating makes it finish at
 * once; on a part it has not hydrated yet, it makes it hydrate that part at once, in one long task.
 */
export const PRESS_EVENTS = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend'] as const;

/** Keys a control answers only by script. */
const KEYS_MOVING_FOCUS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

/** Items a script moves the focus between with those keys. */
const ITEMS_MOVED_BETWEEN = '[role=tab],[role=menuitem],[role=option]';

/** A click on a control, a key, or a field's edit, with the element to replay it on. */
export interface HeldInput {
  target: Element;
  event: Event;
  /** A field's edit: its value after it (hydrating a list, React chooses its state's option again). */
  value?: string;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Inputs whose edit is not a value to hand over: a checkbox's or radio's click is held instead; a file is the visitor's to choose again. */
const NOT_TYPED_INTO = ['checkbox', 'radio', 'file'];

/** The field an `input` or `change` event edited: a text field or a list. */
export const editedField = ({ target }: Event): Field | undefined =>
  (target instanceof HTMLInputElement && !NOT_TYPED_INTO.includes(target.type)) ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement
    ? target
    : undefined;

/** Notes a field's edit in `held`, once for a run of edits of the same field, with its latest value. */
export function noteEdit(held: HeldInput[], field: Field, event: Event) {
  const last = held[held.length - 1];
  if (last?.target === field && last.value !== undefined) last.value = field.value;
  else held.push({ target: field, event, value: field.value });
}

/**
 * Hands a field's value to the page's handlers as the visitor's edit. React tells an edit of a text
 * field by comparing its value with the last one it saw, which it takes from the element's own `value`
 * setter: set through it to something else, then to the value through the native setter, the value is
 * news to React. A list's `change` is an edit as it is.
 */
function handOver(field: Field, value: string) {
  field.value = `${value} `;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
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
  for (const { target, event, value } of held.splice(0)) {
    if (value !== undefined) {
      if (target.isConnected) handOver(target as Field, value);
      continue;
    }
    const isKey = event.type === 'keydown';
    // A click the keyboard made has no press count (0).
    const followsFocus = target === movedFrom && (isKey || (event as MouseEvent).detail === 0);
    const replayOn = (followsFocus && target.ownerDocument.activeElement) || target;
    // The same event again (its key, button, press count and modifiers), made by the page this time.
    if (replayOn.isConnected) replayOn.dispatchEvent(new (event.constructor as typeof MouseEvent)(event.type, event));
    if (isKey) movedFrom = target;
  }
}

/** What the hydration gates use, from the first script (window.expoHeldInput). */
export const HELD_INPUT = { EDIT_EVENTS, PRESS_EVENTS, itemMovedFrom, editedField, noteEdit, replay: replayHeldInput };

declare global {
  interface Window {
    /** Set by the first script: how held input is told, noted and replayed, for the app's hydration gates. */
    expoHeldInput?: typeof HELD_INPUT;
  }
}
