import { answerFrame, answerFrameReader } from './responseFrames';
import type { RenderAnswer } from './protocol';

const page = (body: string): RenderAnswer => ({
  kind: 'page',
  page: { status: 404, body: Buffer.from(body), pinnedBuilds: { mfe_access: '/mfe-access/mf-manifest.json?v=1' }, partial: false, problems: [] },
});

function readAll(chunks: Buffer[]) {
  const answers: Array<[number, RenderAnswer]> = [];
  const read = answerFrameReader((id, answer) => answers.push([id, answer]));
  for (const chunk of chunks) read(chunk);
  return answers;
}

describe('answer frames (the render process answers on a pipe of its own)', () => {
  const body = `<!doctype html><html lang="en"><a href="/ar/housing" lang="ar">العربية</a> Oct 1, 2030 – Mar 31, 2031 ${'x'.repeat(70_000)}</html>`;
  const stream = Buffer.concat([
    ...answerFrame(7, page(body)),
    ...answerFrame(8, { kind: 'builds', pinnedBuilds: { mfe_shop: '/mfe-shop/mf-manifest.json?v=2' } }),
    ...answerFrame(9, { kind: 'failed', error: 'boom' }),
  ]);

  it('carry a page’s body as its bytes, and every other field as it was', () => {
    const [[id, answer]] = readAll([stream]);
    expect(id).toBe(7);
    expect(answer.kind).toBe('page');
    const received = answer as Extract<RenderAnswer, { kind: 'page' }>;
    expect(Buffer.isBuffer(received.page.body)).toBe(true);
    expect(received.page.body.toString()).toBe(body);
    expect({ ...received.page, body: undefined }).toEqual({ ...(page(body) as Extract<RenderAnswer, { kind: 'page' }>).page, body: undefined });
  });

  it('come out whole and in order however the pipe splits them', () => {
    const expected = readAll([stream]);
    expect(expected.map(([id, answer]) => [id, answer.kind])).toEqual([
      [7, 'page'],
      [8, 'builds'],
      [9, 'failed'],
    ]);
    for (const size of [1, 5, 12, 13, 4096, 65_536]) {
      const chunks = [];
      for (let at = 0; at < stream.length; at += size) chunks.push(stream.subarray(at, at + size));
      const answers = readAll(chunks);
      expect(answers.map(([id]) => id)).toEqual([7, 8, 9]);
      expect((answers[0][1] as Extract<RenderAnswer, { kind: 'page' }>).page.body.equals(Buffer.from(body))).toBe(true);
      expect(answers[1][1]).toEqual({ kind: 'builds', pinnedBuilds: { mfe_shop: '/mfe-shop/mf-manifest.json?v=2' } });
      expect(answers[2][1]).toEqual({ kind: 'failed', error: 'boom' });
    }
  });
});
