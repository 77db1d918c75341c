/**
 * The accessible name of an action that repeats on a page ("Add to Cart" on every product card):
 * its visible words first, then what it acts on. WCAG 2.5.3 (Label in Name): a voice-control user
 * who says "click Add to Cart" must reach it, and a screen reader's list of buttons still tells
 * the cards apart.
 */
export function actionLabel(visibleLabel: string, subject: string): string {
  // Arabic copy takes the Arabic comma, so a screen reader pauses as it would in the sentence.
  return `${visibleLabel}${/[\u0600-\u06FF]/.test(visibleLabel) ? '،' : ','} ${subject}`;
}
