import type { RenderResponse } from './protocol';

/**
 * The render process answers on a pipe of its own (this file descriptor), not its IPC channel: a
 * page's HTML goes as UTF-8 bytes, never inside JSON. On an English page a few characters (the
 * language switch's العربية, a dash) make V8 hold the whole page as two-byte text; escaped into JSON,
 * written, parsed and encoded again for brotli and the ETag, that text cost the site server's one
 * event loop CPU on every fresh page.
 */
export const RESPONSE_FD = 4;

/** A frame: the request's id, the response's JSON length and the page body's length (each uint32 LE), then the two. */
const HEADER_BYTES = 12;

/** The frame of one response, in parts to write together: a page's body (its bytes) after the rest as JSON. */
export function responseFrame(id: number, response: RenderResponse): Buffer[] {
  const body = response.kind === 'page' ? response.page.body : Buffer.alloc(0);
  const json = Buffer.from(
    JSON.stringify(response.kind === 'page' ? { ...response, page: { ...response.page, body: '' } } : response),
  );
  const header = Buffer.allocUnsafe(HEADER_BYTES);
  header.writeUInt32LE(id, 0);
  header.writeUInt32LE(json.length, 4);
  header.writeUInt32LE(body.length, 8);
  return [header, json, body];
}

/** Reads frames from the pipe's chunks, however they are split, and hands each response on whole. */
export function responseFrameReader(
  onResponse: (id: number, response: RenderResponse) => void,
): (chunk: Buffer) => void {
  let chunks: Buffer[] = [];
  let buffered = 0;
  return (chunk) => {
    chunks.push(chunk);
    buffered += chunk.length;
    while (buffered >= HEADER_BYTES) {
      // The header in one piece (kept so, not joined again for every chunk that follows).
      if (chunks[0].length < HEADER_BYTES) chunks = [Buffer.concat(chunks, buffered)];
      const header = chunks[0];
      const jsonLength = header.readUInt32LE(4);
      const frameLength = HEADER_BYTES + jsonLength + header.readUInt32LE(8);
      if (buffered < frameLength) return;
      const all = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, buffered);
      const response = JSON.parse(all.toString('utf8', HEADER_BYTES, HEADER_BYTES + jsonLength)) as RenderResponse;
      const received =
        response.kind === 'page'
          ? { ...response, page: { ...response.page, body: all.subarray(HEADER_BYTES + jsonLength, frameLength) } }
          : response;
      chunks = frameLength < all.length ? [all.subarray(frameLength)] : [];
      buffered = all.length - frameLength;
      onResponse(all.readUInt32LE(0), received);
    }
  };
}
