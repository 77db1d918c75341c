import { MAX_DESCRIPTION_LENGTH, fitDescription } from './metaDescription';

describe('fitDescription', () => {
  it('leaves a text that fits alone', () => {
    expect(fitDescription('A mug.', 6)).toBe('A mug.');
  });

  it('cuts a longer text at a word, ellipsis included in the room', () => {
    expect(fitDescription('Ceramic mug with the expo pattern', 20)).toBe('Ceramic mug with…');
    const long = 'word '.repeat(60);
    expect(fitDescription(long).length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(fitDescription(long)).toMatch(/word…$/);
  });
});
