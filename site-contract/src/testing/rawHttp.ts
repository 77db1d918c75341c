import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `head` (request line and headers, without the blank line) as it is, over a socket of its own,
 * and reads the answer until the server closes it: for requests no HTTP client would send (an
 * absolute-form target, a malformed Host, HTTP/1.0 with no Host). Test-only.
 */
export function rawRequest(port: number, head: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [headText, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = headText.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    // Written, not ended: the server may close a half-closed socket before its answer is ready.
    socket.write(`${head}\r\nConnection: close\r\n\r\n`);
  });
}
