import { isRamadan, nextPrayer, prayerTimesOn, PRAYERS, type Prayer } from './prayerTimes';

/**
 * Riyadh's published times (Umm al-Qura), to the minute. They are the city's; the venue is a few
 * kilometres north of its centre, and the publishers cut seconds where adhan rounds them, so a
 * minute's difference either way is the same time.
 */
const PUBLISHED: Array<[string, Record<Prayer, string>]> = [
  ['2025-12-04', { fajr: '04:59', sunrise: '06:22', dhuhr: '11:43', asr: '14:44', maghrib: '17:04', isha: '18:34' }],
  ['2025-12-12', { fajr: '05:04', sunrise: '06:28', dhuhr: '11:47', asr: '14:46', maghrib: '17:06', isha: '18:36' }],
  ['2025-12-16', { fajr: '05:06', sunrise: '06:30', dhuhr: '11:48', asr: '14:47', maghrib: '17:07', isha: '18:37' }],
];

const minutesOfDayInRiyadh = (moment: Date) => {
  const [hours, minutes] = moment
    .toLocaleTimeString('en-GB', { timeZone: 'Asia/Riyadh', hour: '2-digit', minute: '2-digit' })
    .split(':')
    .map(Number);
  return hours * 60 + minutes;
};
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));

describe('prayer times at the venue', () => {
  it.each(PUBLISHED)('on %s are within a minute of the times published for Riyadh', (day, published) => {
    // Any moment of the Riyadh day gives that day's times: just after midnight there is 21:00 UTC the day before.
    for (const moment of [`${day}T00:05:00+03:00`, `${day}T23:55:00+03:00`]) {
      const times = prayerTimesOn(new Date(moment));
      for (const prayer of PRAYERS)
        expect([prayer, Math.abs(minutesOfDayInRiyadh(times[prayer]) - minutesOf(published[prayer])) <= 1]).toEqual([
          prayer,
          true,
        ]);
    }
  });

  it('puts Isha 90 minutes after Maghrib, and 120 in Ramadan', () => {
    const gap = (moment: string) => {
      const times = prayerTimesOn(new Date(moment));
      return (times.isha.getTime() - times.maghrib.getTime()) / 60_000;
    };
    expect(isRamadan(new Date('2030-12-10T12:00:00+03:00'))).toBe(false);
    expect(gap('2030-12-10T12:00:00+03:00')).toBe(90);
    // Ramadan 1452 by the Umm al-Qura calendar falls in the expo, from late December 2030 to late January 2031.
    expect(isRamadan(new Date('2031-01-10T12:00:00+03:00'))).toBe(true);
    expect(gap('2031-01-10T12:00:00+03:00')).toBe(120);
    expect(gap('2031-02-05T12:00:00+03:00')).toBe(90);
  });

  it('names the next call to prayer, skipping sunrise, and after Isha tomorrow’s Fajr', () => {
    const afterFajr = nextPrayer(new Date('2025-12-04T05:30:00+03:00'));
    expect([afterFajr.prayer, afterFajr.tomorrow]).toEqual(['dhuhr', false]);
    const afterIsha = nextPrayer(new Date('2025-12-04T21:00:00+03:00'));
    expect([afterIsha.prayer, afterIsha.tomorrow]).toEqual(['fajr', true]);
    expect(minutesOfDayInRiyadh(afterIsha.at)).toBe(
      minutesOfDayInRiyadh(prayerTimesOn(new Date('2025-12-05T12:00:00+03:00')).fajr),
    );
  });
});
