import { addMoney, formatUsd, formatWholeUsd } from './money';

describe('formatUsd', () => {
  it('formats USD in en-US', () => {
    expect(formatUsd(29.99)).toBe('$29.99');
    expect(formatUsd(5)).toBe('$5.00');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
  });

  it('writes an Arabic amount as one left-to-right run, so a right-to-left paragraph cannot turn "US$" into "$US"', () => {
    expect(formatUsd(29.99, 'ar-SA-u-ca-gregory-nu-latn')).toBe('\u206629.99\u00a0US$\u2069');
    expect(formatWholeUsd(45, 'ar-SA-u-ca-gregory-nu-latn')).toBe('\u206645\u00a0US$\u2069');
    expect(formatWholeUsd(45)).toBe('$45');
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
