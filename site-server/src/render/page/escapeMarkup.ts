const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe inside HTML or XML, in an element or a quoted attribute. */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]);
