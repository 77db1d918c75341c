import { fetchJson } from 'shared';
import { useSiteQuery } from 'shared/query';
import type { AffiliateHotelListing } from '../content/housing';

export interface HotelSearch {
  location?: string;
  checkIn?: string;
  checkOut?: string;
  guests?: number;
  rooms?: number;
}

/** Our public CJ partner id, sent with every hotel request (it is in every outbound link anyway). */
export const CJ_PARTNER_ID = process.env.PUBLIC_CJ_PARTNER_ID ?? 'expo-guide';

/** /api/cj/hotels with each search field only if set, and cj_partner_id always (SPEC section 7). */
export function hotelsUrl(search: HotelSearch, partnerId = CJ_PARTNER_ID): string {
  const params = new URLSearchParams();
  for (const key of ['location', 'checkIn', 'checkOut', 'guests', 'rooms'] as const) {
    const value = search[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  params.set('cj_partner_id', partnerId);
  return `/api/cj/hotels?${params}`;
}

export async function fetchHotels(search: HotelSearch, signal?: AbortSignal): Promise<AffiliateHotelListing[]> {
  const hotels = await fetchJson<unknown>(hotelsUrl(search), {
    signal,
    errorMessage: (status) => `Failed to fetch hotel listings: ${status}`,
  });
  if (!Array.isArray(hotels)) throw new Error('Failed to fetch hotel listings: the answer is not a list');
  return hotels as AffiliateHotelListing[];
}

/**
 * Hotel listings through the site's query client. One quick retry only: a visitor should see the
 * error state (and the demo hotels) within about a second, not after the default 7 s of backoff.
 */
export function useHotels(search: HotelSearch) {
  return useSiteQuery({
    queryKey: ['hotels', search],
    queryFn: ({ signal }) => fetchHotels(search, signal),
    retry: 1,
    retryDelay: 500,
  });
}
