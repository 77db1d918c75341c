/** @jest-environment node */
import { recentPages } from './recentPages';
import { newVisitorId } from 'site-contract/rollout/visitor';

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
    const visitors = Array.from({ length: 10_000 }, () => newVisitorId());
    for (const visitor of visitors) recent.seen(visitor, '/housing', 1, LIVE);
    const remembered = visitors.filter((visitor) => recent.seen(visitor, '/housing', 1, LIVE)).length;
    // 10,000 pages in 16,384 sets of four slots: a set met by five pages or more forgets one, and a page
    // not found is recorded again (which the store counts once). With one slot a hash, about 9,300 were found.
    expect(remembered).toBeGreaterThan(9_950);
  });

  it('keeps a page in its own slot when it is seen again in a later window or with another registry', () => {
    // One set of four slots: four pages fill it, and each one's next window replaces its own slot, not another's.
    const recent = recentPages(4);
    const visitors = Array.from({ length: 4 }, () => newVisitorId());
    for (const visitor of visitors) expect(recent.seen(visitor, '/housing', 1, LIVE)).toBe(false);
    for (const visitor of visitors) expect(recent.seen(visitor, '/housing', 2, CANARY)).toBe(false);
    for (const visitor of visitors) expect(recent.seen(visitor, '/housing', 2, CANARY)).toBe(true);
  });

  it('takes only a power of two of slots', () => {
    expect(() => recentPages(1000)).toThrow('power of two');
    expect(() => recentPages(2)).toThrow('at least 4');
  });
});
