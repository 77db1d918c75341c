/** @jest-environment node */
import { createServer } from 'node:http';
import { fetchablePort } from './fetchablePort';

describe('fetchablePort', () => {
  it('keeps a port fetch() reaches and moves past those it refuses', () => {
    expect(fetchablePort(4173)).toBe(4173);
    expect(fetchablePort(4190)).toBe(4191);
    expect(fetchablePort(5060)).toBe(5062);
    expect(fetchablePort(6665)).toBe(6670);
  });

  it('moves to a port fetch() does reach (a server on it answers)', async () => {
    const refused = await fetch('http://127.0.0.1:5061/').then(
      () => 'answered',
      (error: Error & { cause?: Error }) => String(error.cause?.message ?? error.message),
    );
    expect(refused).toMatch(/bad port/);
    const server = createServer((_request, response) => response.end('ok')).listen(fetchablePort(5061), '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as { port: number };
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok');
    } finally {
      server.close();
    }
  });
});
