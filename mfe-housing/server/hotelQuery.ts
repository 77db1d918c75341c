import { isIsoDate } from 'shared/src/format/dates';

export interface HotelQuery {
  location?: string;
  checkIn?: string;
  checkOut?: string;
  guests?: number;
  rooms?: number;
}

export type HotelQueryResult = { ok: true; query: HotelQuery } | { ok: false; parameter: string; message: string };

const LIMITS = { locationMaxLength: 100, guests: [1, 6], rooms: [1, 6] } as const;

function single(raw: Record<string, unknown>, name: string): { value?: string; error?: string } {
  const value = raw[name];
  if (value === undefined) return {};
  if (typeof value !== 'string') return { error: `${name} must be given once` };
  return { value };
}

function wholeNumber(raw: Record<string, unknown>, name: 'guests' | 'rooms'): { value?: number; error?: string } {
  const { value, error } = single(raw, name);
  if (error || value === undefined) return { error };
  const [min, max] = LIMITS[name];
  if (!/^\d{1,2}$/.test(value) || Number(value) < min || Number(value) > max) return { error: `${name} must be a whole number from ${min} to ${max}` };
  return { value: Number(value) };
}

/** Validates GET /api/cj/hotels query parameters; unknown parameters are ignored. */
export function parseHotelQuery(raw: Record<string, unknown>): HotelQueryResult {
  const query: HotelQuery = {};
  const fail = (parameter: string, message: string): HotelQueryResult => ({ ok: false, parameter, message });

  const location = single(raw, 'location');
  if (location.error) return fail('location', location.error);
  if (location.value !== undefined) {
    if (location.value.length > LIMITS.locationMaxLength) return fail('location', `location must be at most ${LIMITS.locationMaxLength} characters`);
    if (/[\u0000-\u001f\u007f]/.test(location.value)) return fail('location', 'location must not contain control characters');
    query.location = location.value.trim() || undefined;
  }

  for (const name of ['checkIn', 'checkOut'] as const) {
    const date = single(raw, name);
    if (date.error) return fail(name, date.error);
    if (date.value !== undefined) {
      if (!isIsoDate(date.value)) return fail(name, `${name} must be a real date written yyyy-MM-dd`);
      query[name] = date.value;
    }
  }
  if (query.checkIn && query.checkOut && query.checkOut <= query.checkIn) return fail('checkOut', 'checkOut must be after checkIn');

  for (const name of ['guests', 'rooms'] as const) {
    const number = wholeNumber(raw, name);
    if (number.error) return fail(name, number.error);
    if (number.value !== undefined) query[name] = number.value;
  }
  return { ok: true, query };
}
