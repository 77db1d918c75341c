import { FACILITY_KINDS } from '../content/venue';
import { FACILITY_LOOK } from './facilitySymbols';
import { FACILITY_SYMBOLS } from './facilitySymbolPaths';

describe('the facilities’ marks on the map', () => {
  it('tell every two kinds apart by their shape or their symbol, not by colour alone', () => {
    const looks = FACILITY_KINDS.map((kind) => {
      return `${FACILITY_LOOK[kind].shape} ${JSON.stringify(FACILITY_SYMBOLS[kind])}`;
    });
    expect(new Set(looks).size).toBe(FACILITY_KINDS.length);
  });

  it('draw a white symbol on a colour it contrasts with at 3:1 or more (WCAG 1.4.11)', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
      const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const weak = FACILITY_KINDS.filter((kind) => 1.05 / (luminance(FACILITY_LOOK[kind].colour) + 0.05) < 3);
    expect(weak).toEqual([]);
  });
});
