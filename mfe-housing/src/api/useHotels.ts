import { useSiteQuery } from 'shared/query';
import { fetchHotels, type HotelSearch } from './hotelsClient';

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
