/** Props that run `action` when a control is hovered, focused or touched: the moments before a click. */
export function intentHandlers(action: () => void) {
  return { onMouseEnter: action, onFocus: action, onTouchStart: action };
}
