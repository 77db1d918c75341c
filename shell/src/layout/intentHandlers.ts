import { nextIdle } from '../startup/whenIdle';

/** How long a pointer or focus stays on a control before it counts as intent (a quick click needs no head start). */
export const INTENT_DELAY_MS = 100;

/**
 * Props that run `action` when a control is hovered, focused or touched: the moments before a click.
 * It runs a moment later, when the main thread is idle, not in the event: the tap that a touch
 * starts, or a click right after a hover, is answered first, and its own code path loads what it needs.
 */
export function intentHandlers(action: () => void) {
  const soon = () => void new Promise((resolve) => setTimeout(resolve, INTENT_DELAY_MS)).then(nextIdle).then(action);
  return { onMouseEnter: soon, onFocus: soon, onTouchStart: soon };
}
