import { dateTimeFormat, numberFormat, pluralRules } from './intl';
import { formatUsd, formatWholeUsd } from './money';

describe('Intl formatters, one per language and options', () => {
  it('gives back the same formatter for the same language and options, and another for other ones', () => {
    const longDate = dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Asia/Riyadh' });
    expect(dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Asia/Riyadh' })).toBe(longDate);
    expect(dateTimeFormat('en-US', { dateStyle: 'short', timeZone: 'Asia/Riyadh' })).not.toBe(longDate);
    expect(dateTimeFormat('ar-SA-u-ca-gregory-nu-latn', { dateStyle: 'long', timeZone: 'Asia/Riyadh' })).not.toBe(
      longDate,
    );
    expect(numberFormat('en-US')).toBe(numberFormat('en-US'));
    expect(numberFormat('en-US', { maximumFractionDigits: 2 })).not.toBe(numberFormat('en-US'));
    expect(pluralRules('ar')).toBe(pluralRules('ar'));
  });

  it('formats as Intl does', () => {
    expect(
      dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Asia/Riyadh' }).format(new Date('2030-09-30T22:00:00Z')),
    ).toBe('October 1, 2030');
    expect(numberFormat('en-US', { maximumFractionDigits: 2 }).format(2.5)).toBe('2.5');
    expect(
      ['one', 'two', 'few', 'many', 'other'].map((_, i) => pluralRules('ar').select([1, 2, 3, 11, 100][i])),
    ).toEqual(['one', 'two', 'few', 'many', 'other']);
  });

  it('writes prices in US dollars, with cents or whole', () => {
    expect(formatUsd(29.99)).toBe('$29.99');
    expect(formatWholeUsd(45)).toBe('$45');
    expect(formatWholeUsd(120, 'ar-SA-u-ca-gregory-nu-latn')).toMatch(/^\u2066120\sUS\$\u2069$/);
  });
});
