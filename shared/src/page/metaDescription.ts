/** Search results and link previews show about 160 characters of a page's description. */
export const MAX_DESCRIPTION_LENGTH = 160;

/**
 * `text` cut at a word, with an ellipsis, so it fits in `room` characters: for descriptions built
 * from data the site does not write itself (an API's product text).
 */
export function fitDescription(text: string, room: number = MAX_DESCRIPTION_LENGTH): string {
  if (text.length <= room) return text;
  return `${text.slice(0, room - 1).replace(/\s+\S*$/, '')}…`;
}
