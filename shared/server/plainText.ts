const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Upstream descriptions may carry HTML. We never render upstream HTML: it becomes plain text here
 * (scripts and styles dropped with their content, tags removed, entities decoded, spaces folded),
 * and React renders text as text.
 */
export function toPlainText(html: unknown, maxLength = 2_000): string {
  if (typeof html !== 'string') return '';
  const text = html
    .replace(/<(script|style|iframe|object|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])>/gi, ' ')
    .replace(/<[^>]*>?/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code[0] === '#') {
        const point = code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : ' ';
      }
      return NAMED_ENTITIES[code.toLowerCase()] ?? entity;
    })
    // Decoding may have produced '<' again; such text is still only text, but no tag survives.
    .replace(/[<>]/g, (c) => (c === '<' ? '‹' : '›'))
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}
