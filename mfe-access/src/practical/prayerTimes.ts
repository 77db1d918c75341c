import { CalculationMethod, Coordinates, PrayerTimes } from 'adhan';
import { RIYADH_TIME_ZONE } from 'shared';
import { MAP_AREA, MAP_GEO } from '../content/venue';

// Today's prayer times at the venue, computed where the page is (the server for its HTML, the browser
// after): adhan's Umm al-Qura method, the one Saudi Arabia's mosques follow, with its Ramadan rule.

export const PRAYERS = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export type Prayer = (typeof PRAYERS)[number];

/** The middle of the site, from the map's north-west corner and its size in metres. */
export const VENUE_COORDINATES = new Coordinates(
  MAP_GEO.northWest.latitude - MAP_AREA.height / 2 / MAP_GEO.metresPerDegree.latitude,
  MAP_GEO.northWest.longitude + MAP_AREA.width / 2 / MAP_GEO.metresPerDegree.longitude,
);

/** In Ramadan the Umm al-Qura calendar has Isha two hours after Maghrib, not one and a half. */
const RAMADAN_ISHA_MINUTES = 120;
const RAMADAN = 9;

const riyadhDateParts = new Intl.DateTimeFormat('en-US', {
  timeZone: RIYADH_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});
const umAlQuraMonth = new Intl.DateTimeFormat('en-US', {
  timeZone: RIYADH_TIME_ZONE,
  calendar: 'islamic-umalqura',
  month: 'numeric',
});

/** The day it is in Riyadh at `moment`, as a local date (adhan reads a date's local year, month and day). */
function riyadhDay(moment: Date): Date {
  const part = (type: string) =>
    Number(riyadhDateParts.formatToParts(moment).find((each) => each.type === type)?.value);
  return new Date(part('year'), part('month') - 1, part('day'));
}

export const isRamadan = (moment: Date) => Number(umAlQuraMonth.format(moment)) === RAMADAN;

/** The prayer times of the Riyadh day that `moment` falls on. */
export function prayerTimesOn(moment: Date): Record<Prayer, Date> {
  const parameters = CalculationMethod.UmmAlQura();
  if (isRamadan(moment)) parameters.ishaInterval = RAMADAN_ISHA_MINUTES;
  const times = new PrayerTimes(VENUE_COORDINATES, riyadhDay(moment), parameters);
  return Object.fromEntries(PRAYERS.map((prayer) => [prayer, times[prayer]])) as Record<Prayer, Date>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The next call to prayer after `moment` (sunrise is not one): today's, or tomorrow's Fajr. */
export function nextPrayer(moment: Date): { prayer: Prayer; at: Date; tomorrow: boolean } {
  const today = prayerTimesOn(moment);
  const next = PRAYERS.find((prayer) => prayer !== 'sunrise' && today[prayer] > moment);
  if (next) return { prayer: next, at: today[next], tomorrow: false };
  return { prayer: 'fajr', at: prayerTimesOn(new Date(moment.getTime() + DAY_MS)).fajr, tomorrow: true };
}
