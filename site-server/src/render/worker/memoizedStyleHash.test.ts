/** @jest-environment node */
import hashString from '@emotion/hash';
import memoizedStyleHash, { REMEMBERED_STYLES } from './memoizedStyleHash';

const styles = (i: number) => `display:flex;margin:${i}px;font-family:"Noto Sans Arabic";content:"دليل إكسبو – ${i}";`;

describe('the render process’s style hash', () => {
  it('names every style string as emotion does, asked once or again, past its bound too', () => {
    const strings = Array.from({ length: REMEMBERED_STYLES + 50 }, (_, i) => styles(i));
    for (const string of strings) expect(memoizedStyleHash(string)).toBe(hashString(string));
    // Asked again, after the bound has cleared what it remembered and while it remembers.
    for (const string of [strings[0], strings[REMEMBERED_STYLES + 49], strings[REMEMBERED_STYLES + 49]])
      expect(memoizedStyleHash(string)).toBe(hashString(string));
  });
});
