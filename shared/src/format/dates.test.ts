import { daysFromNow, isIsoDate, toIsoDate } from './dates';

describe('dates', () => {
  it('formats local days as yyyy-MM-dd and counts days across month ends', () => {
    expect(toIsoDate(new Date(2030, 9, 1))).toBe('2030-10-01');
    expect(daysFromNow(7, new Date(2030, 9, 28, 23, 30))).toBe('2030-11-04');
    expect(daysFromNow(10, new Date(2031, 1, 25))).toBe('2031-03-07');
  });

  it.each([
    ['2030-10-01', true],
    ['2032-02-29', true],
    ['2031-02-29', false],
    ['2030-13-01', false],
    ['2030-1-01', false],
    ['01-10-2030', false],
    ['', false],
  ])('isIsoDate(%p) is %p', (value, valid) => expect(isIsoDate(value)).toBe(valid));
});
