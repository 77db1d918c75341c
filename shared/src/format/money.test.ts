import { addMoney, formatUsd } from './money';

describe('formatUsd', () => {
  it('formats USD in en-US', () => {
    expect(formatUsd(29.99)).toBe('$29.99');
    expect(formatUsd(5)).toBe('$5.00');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
  });
});

describe('addMoney', () => {
  it('adds in cents so prices never drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addMoney(0.1, 0.2)).toBe(0.3);
    expect(addMoney(49.99, 5.99)).toBe(55.98);
    expect(addMoney()).toBe(0);
  });
});
