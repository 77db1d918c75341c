/** @jest-environment node */
import { recentPages } from './recentPages';
import { newVisitorId } from './visitor';

const LIVE = { mfe_shop: '/releases/mfe-shop/s1/files/mf-manifest.json' };
const CANARY = { mfe_shop: '/releases/mfe-shop/s2/files/mf-manifest.json' };

describe('the pages recorded in a window', () => {
  it('knows a page seen in the window, and not one of another window, route or registry', () => {
    const recent = recentPages();
    const visitor = newVisitorId();
    expect(recent.seen(visitor, '/e-shop', 7, CANARY)).toBe(false);
    expect(recent.seen(visitor, '/e-shop', 7, CANARY)).toBe(true);
    expect(recent.seen(visitor, '/e-shop', 8, CANARY)).toBe(false);
    expect(recent.seen(visitor, '/e-shop', 8, LIVE)).toBe(false);
    expect(recent.seen(visitor, '/e-shop/sakura-cap', 8, LIVE)).toBe(false);
    // Another registry object with the same entries is another revision's: seen afresh.
    expect(recent.seen(visitor, '/e-shop', 8, { ...LIVE })).toBe(false);
  });

  it('never takes one visitor for another, however many share the slots', () => {
    // 50,000 visitors in 256 slots: nearly every page meets another in its slot.
    const recent = recentPages(256);
    const visitors = Array.from({ length: 50_000 }, () => newVisitorId());
    const wronglySeen = visitors.filter((visitor) => recent.seen(visitor, '/e-shop', 1, LIVE)).length;
    expect(wronglySeen).toBe(0);
  });

  it('remembers nearly every visitor while they fit its slots', () => {
    const recent = recentPages(1 << 16);
    const visitors = Array.from({ length: 5_000 }, () => newVisitorId());
    for (const visitor of visitors) recent.seen(visitor, '/housing', 1, LIVE);
    const remembered = visitors.filter((visitor) => recent.seen(visitor, '/housing', 1, LIVE)).length;
    // 5,000 pages in 65,536 slots: a few share a slot, and a page not found takes its slot again (each
    // of those recorded again, which the store counts once). Random ids: about 4,600 found.
    expect(remembered).toBeGreaterThan(4_500);
  });

  it('takes only a power of two of slots', () => {
    expect(() => recentPages(1000)).toThrow('power of two');
  });
});
