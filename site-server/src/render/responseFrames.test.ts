/** @jest-environment node */
import { responseFrame, responseFrameReader } from './responseFrames';
import type { RenderResponse } from './protocol';

const page = (body: string): RenderResponse => ({
  kind: 'page',
  page: {
    status: 404,
    body: Buffer.from(body),
    pinnedBuilds: { mfe_access: '/mfe-access/mf-manifest.json?v=1' },
    partial: false,
    problems: [],
  },
});

function readAll(chunks: Buffer[]) {
  const answers: Array<[number, RenderResponse]> = [];
  const read = responseFrameReader((id, response) => answers.push([id, response]));
  for (const chunk of chunks) read(chunk);
  return answers;
}

describe('response frames (the render process answers on a pipe of its own)', () => {
  const body = `<!doctype html><html lang="en"><a href="/ar/housing" lang="ar">العربية</a> Oct 1, 2030 – Mar 31, 2031 ${'x'.repeat(70_000)}</html>`;
  const stream = Buffer.concat([
    ...responseFrame(7, page(body)),
    ...responseFrame(8, { kind: 'builds', pinnedBuilds: { mfe_shop: '/mfe-shop/mf-manifest.json?v=2' } }),
    ...responseFrame(9, { kind: 'failed', error: 'boom' }),
  ]);

  it('carry a page’s body as its bytes, and every other field as it was', () => {
    const [[id, response]] = readAll([stream]);
    expect(id).toBe(7);
    expect(response.kind).toBe('page');
    const received = response as Extract<RenderResponse, { kind: 'page' }>;
    expect(Buffer.isBuffer(received.page.body)).toBe(true);
    expect(received.page.body.toString()).toBe(body);
    expect({ ...received.page, body: undefined }).toEqual({
      ...(page(body) as Extract<RenderResponse, { kind: 'page' }>).page,
      body: undefined,
    });
  });

  it('come out whole and in order however the pipe splits them', () => {
    const expected = readAll([stream]);
    expect(expected.map(([id, response]) => [id, response.kind])).toEqual([
      [7, 'page'],
      [8, 'builds'],
      [9, 'failed'],
    ]);
    for (const size of [1, 5, 12, 13, 4096, 65_536]) {
      const chunks = [];
      for (let at = 0; at < stream.length; at += size) chunks.push(stream.subarray(at, at + size));
      const answers = readAll(chunks);
      expect(answers.map(([id]) => id)).toEqual([7, 8, 9]);
      expect((answers[0][1] as Extract<RenderResponse, { kind: 'page' }>).page.body.equals(Buffer.from(body))).toBe(
        true,
      );
      expect(answers[1][1]).toEqual({ kind: 'builds', pinnedBuilds: { mfe_shop: '/mfe-shop/mf-manifest.json?v=2' } });
      expect(answers[2][1]).toEqual({ kind: 'failed', error: 'boom' });
    }
  });
});
