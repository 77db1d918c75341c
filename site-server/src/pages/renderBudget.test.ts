/** @jest-environment node */
import { clientKey, createRenderBudget, renderBudgetFromEnv } from './renderBudget';

describe('the render budget', () => {
  it('lets a client start a burst of renders, then one per refill, and leaves other clients theirs', () => {
    let time = 0;
    const budget = createRenderBudget({ burst: 3, perSecond: 2 }, () => time);
    expect([1, 2, 3, 4].map(() => budget.take('203.0.113.1'))).toEqual([true, true, true, false]);
    expect(budget.take('203.0.113.2')).toBe(true);
    time = 499;
    expect(budget.take('203.0.113.1')).toBe(false);
    time = 500;
    expect([budget.take('203.0.113.1'), budget.take('203.0.113.1')]).toEqual([true, false]);
    // A long pause refills the burst, no more.
    time = 60_000;
    expect([1, 2, 3, 4].map(() => budget.take('203.0.113.1'))).toEqual([true, true, true, false]);
  });

  it('counts a whole IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 one', () => {
    const budget = createRenderBudget({ burst: 2, perSecond: 1 }, () => 0);
    expect([
      budget.take('2001:db8:1:2::1'),
      budget.take('2001:db8:1:2:ffff::9'),
      budget.take('2001:0db8:0001:0002:0:0:0:77'),
    ]).toEqual([true, true, false]);
    expect(budget.take('2001:db8:1:3::1')).toBe(true);
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('is read from the environment, refusing what is not a positive number', () => {
    expect(renderBudgetFromEnv({})).toEqual({ burst: 20, perSecond: 2 });
    expect(renderBudgetFromEnv({ RENDER_BUDGET_BURST: '500', RENDER_BUDGET_PER_SECOND: '100' })).toEqual({
      burst: 500,
      perSecond: 100,
    });
    expect(() => renderBudgetFromEnv({ RENDER_BUDGET_PER_SECOND: 'lots' })).toThrow(
      'RENDER_BUDGET_PER_SECOND: "lots" is not a positive number',
    );
  });
});
