/** @jest-environment node */
import { visitorKey } from '../rollout/visitor';
import { VisitorCounter } from './visitorCounter';

const keys = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => visitorKey(`v${from + i}`));

describe('VisitorCounter', () => {
  it('counts exactly while small, each visitor once, and the union of several once', () => {
    const [one, other] = [new VisitorCounter(), new VisitorCounter()];
    for (const key of [...keys(0, 100), ...keys(0, 100)]) one.add(key);
    for (const key of keys(50, 200)) other.add(key);
    expect(VisitorCounter.union([one])).toBe(100);
    expect(VisitorCounter.union([one, other, undefined])).toBe(200);
    expect(VisitorCounter.union([])).toBe(0);
  });

  it('counts many within a few percent (a HyperLogLog of 16 KB), alone and as a union', () => {
    const [one, other] = [new VisitorCounter(), new VisitorCounter()];
    for (const key of keys(0, 30_000)) one.add(key);
    for (const key of keys(20_000, 60_000)) other.add(key);
    expect(Math.abs(VisitorCounter.union([one]) - 30_000)).toBeLessThan(30_000 * 0.03);
    expect(Math.abs(VisitorCounter.union([one, other]) - 60_000)).toBeLessThan(60_000 * 0.03);
    // A small counter with a large one: the small one's keys are added to the estimate.
    const small = new VisitorCounter();
    for (const key of keys(60_000, 60_100)) small.add(key);
    expect(Math.abs(VisitorCounter.union([one, small]) - 30_100)).toBeLessThan(30_100 * 0.03);
    // Just past the exact size: still exact enough to tell a few visitors apart.
    const medium = new VisitorCounter();
    for (const key of keys(0, 300)) medium.add(key);
    expect(Math.abs(VisitorCounter.union([medium]) - 300)).toBeLessThanOrEqual(3);
  });
});
