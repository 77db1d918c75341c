/** @jest-environment node */
import { visitorMemo } from './visitorMemo';

describe('a visitor memo', () => {
  it('works a visitor out once, and forgets everyone once it holds its most', () => {
    const made: string[] = [];
    const memo = visitorMemo(3, (id) => {
      made.push(id);
      return { id };
    });
    const first = memo('a');
    expect(memo('a')).toBe(first);
    memo('b');
    memo('c');
    expect(made).toEqual(['a', 'b', 'c']);
    // Full: the next new visitor starts afresh, and 'a' is worked out again.
    memo('d');
    expect(memo('a')).not.toBe(first);
    expect(made).toEqual(['a', 'b', 'c', 'd', 'a']);
  });
});
