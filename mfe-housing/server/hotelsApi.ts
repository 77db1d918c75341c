import type { FastifyPluginAsync } from 'fastify';
import type { AffiliateHotelListing } from '../src/content/housing';
import { UpstreamCache, sendUpstreamFailure } from 'shared/server';
import { DEMO_HOTELS } from '../src/content/demoHotels';
import { affiliateLink } from '../src/content/affiliateLink';
import { readCjConfig, type CjConfig } from './cjConfig';
import { searchCjHotels } from './cjHotelSearch';
import { HotelQuerySchema, QueryParameterError, valibotQueryValidator, type HotelQuery } from './hotelQuery';

/** The embedded Riyadh and Osaka listings, with our affiliate id and label on every link. */
function linkedDemoHotels(config: CjConfig): AffiliateHotelListing[] {
  return DEMO_HOTELS.en.map((hotel) => ({
    ...hotel,
    link: affiliateLink(hotel.link, config.affiliateId, { override: true, label: config.linkLabel }),
  }));
}

/** Each demo listing's location and title in every language, by id: a visitor may search in Arabic ('الرياض'). */
const DEMO_SEARCH_TEXT = new Map<string, string[]>();
for (const listings of Object.values(DEMO_HOTELS)) {
  for (const { id, location, title } of listings)
    DEMO_SEARCH_TEXT.set(id, [...(DEMO_SEARCH_TEXT.get(id) ?? []), location, title]);
}

/** Without credentials: the demo listings whose location or title (in any language) matches. */
function matchingHotels(hotels: AffiliateHotelListing[], query: HotelQuery): AffiliateHotelListing[] {
  const needle = query.location?.toLowerCase();
  return hotels.filter(
    (hotel) =>
      !needle ||
      (DEMO_SEARCH_TEXT.get(hotel.id) ?? [hotel.location, hotel.title]).some((text) =>
        text.toLowerCase().includes(needle),
      ),
  );
}

/** GET /api/cj/hotels (mounted under /api by the site server). */
export function hotelsApi(config: CjConfig = readCjConfig()): FastifyPluginAsync {
  const demo = linkedDemoHotels(config);
  return async (app) => {
    // Availability and prices: never served stale.
    const cache = new UpstreamCache<AffiliateHotelListing[]>({
      name: 'cj-hotels',
      observer: app.upstreamObserver,
      shared: app.sharedAnswers,
      ttlMs: config.cacheTtlMs,
      backoffMs: config.backoffMs,
    });
    const schema = { querystring: HotelQuerySchema };
    app.get<{ Querystring: HotelQuery }>(
      '/cj/hotels',
      { schema, validatorCompiler: valibotQueryValidator, attachValidation: true },
      async (request, reply) => {
        const invalid = request.validationError;
        if (invalid) {
          const parameter = invalid instanceof QueryParameterError ? invalid.parameter : 'query';
          return reply.code(400).send({ error: 'Bad Request', parameter, message: invalid.message });
        }
        const { query } = request;
        if (!config.credentials) return matchingHotels(demo, query);
        try {
          const key = JSON.stringify([
            query.location?.toLowerCase(),
            query.checkIn,
            query.checkOut,
            query.guests,
            query.rooms,
          ]);
          return await cache.getOrLoad(key, () => searchCjHotels(query, config));
        } catch (error) {
          return sendUpstreamFailure(request, reply, error, 'Hotel search is temporarily unavailable');
        }
      },
    );
  };
}
