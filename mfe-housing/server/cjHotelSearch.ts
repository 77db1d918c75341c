import * as v from 'valibot';
import type { AffiliateHotelListing } from '../src/content/housing';
import { toPlainText, UpstreamError, fetchUpstreamJson } from 'shared/server';
import { affiliateLink } from '../src/content/affiliateLink';
import { PARTNER_DEAL_BADGE } from '../src/content/demoHotels';
import type { CjConfig } from './cjConfig';
import type { HotelQuery } from './hotelQuery';

/** CJ's product search (GraphQL). We ask only for the fields we map. */
const PRODUCT_SEARCH = `query HotelSearch($companyId: ID!, $keywords: [String!], $websiteId: ID!) {
  products(companyId: $companyId, keywords: $keywords, limit: 24) {
    resultList {
      id title description imageLink link advertiserName
      price { amount currency }
      linkCode(pid: $websiteId) { clickUrl }
    }
  }
}`;

/** A field CJ may leave out or fill with anything: a missing one reads as null. */
const anyField = v.optional(v.unknown(), null);

/** Upstream text (HTML or anything else) as plain text of at most maxLength characters; '' if it is not a string. */
const plainText = (maxLength: number) =>
  v.pipe(
    anyField,
    v.transform((value) => toPlainText(value, maxLength)),
  );

/**
 * One product of CJ's answer, as we read it. A product without a title or without a price that is a
 * finite amount of at least 0 does not parse, and is left out; every other field is made safe here
 * or, for the links, by the mapping below.
 */
export const CjProductSchema = v.object({
  id: v.optional(v.unknown()),
  title: v.pipe(plainText(200), v.nonEmpty()),
  description: plainText(500),
  imageLink: v.fallback(v.pipe(v.string(), v.startsWith('https://')), ''),
  link: v.optional(v.unknown()),
  advertiserName: plainText(40),
  // Anything but an object is a price without an amount.
  price: v.pipe(
    anyField,
    v.fallback(v.object({ amount: v.optional(v.unknown()) }), {}),
    v.transform(({ amount }) => Number(amount)),
    v.finite(),
    v.minValue(0),
  ),
  linkCode: v.pipe(anyField, v.fallback(v.object({ clickUrl: v.optional(v.unknown()) }), {})),
});

export type CjProduct = v.InferOutput<typeof CjProductSchema>;

/** CJ's answer: a GraphQL result with a product list, and no errors. Anything else is malformed. */
const CjSearchAnswerSchema = v.pipe(
  v.object({
    data: v.object({ products: v.object({ resultList: v.array(v.unknown()) }) }),
    errors: v.optional(v.unknown()),
  }),
  v.check(({ errors }) => !errors, 'GraphQL errors'),
);

/** A booking link is kept only if its host is an allowed booking host (or a subdomain of one). */
export function isAllowedBookingLink(link: unknown, allowedHosts: string[]): link is string {
  if (typeof link !== 'string') return false;
  try {
    const url = new URL(link);
    const host = url.hostname.toLowerCase();
    return (
      url.protocol === 'https:' && allowedHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
    );
  } catch {
    return false;
  }
}

export function mapCjProduct(product: CjProduct, query: HotelQuery, config: CjConfig): AffiliateHotelListing {
  const { title } = product;
  const candidate = [product.linkCode.clickUrl, product.link].find((link) =>
    isAllowedBookingLink(link, config.allowedHosts),
  );
  return {
    id: `cj-${String(product.id ?? title).slice(0, 64)}`,
    title,
    description: product.description,
    price: Math.round(product.price * 100) / 100,
    image: product.imageLink,
    // Never an unvetted host; aid and label always come from our configuration.
    link: affiliateLink(candidate, config.affiliateId, { override: true, label: config.linkLabel }),
    badge: product.advertiserName || PARTNER_DEAL_BADGE.en,
    location: query.location ?? '',
    rating: 4,
    amenities: [],
  };
}

/** Queries CJ and maps the answer; any failure (including GraphQL errors) is an UpstreamError. */
export async function searchCjHotels(query: HotelQuery, config: CjConfig): Promise<AffiliateHotelListing[]> {
  const { credentials } = config;
  if (!credentials) throw new Error('CJ credentials are not configured');
  const keywords = ['hotel', query.location].filter(Boolean);
  const answer = v.safeParse(
    CjSearchAnswerSchema,
    await fetchUpstreamJson({
      service: 'CJ',
      url: config.apiUrl,
      method: 'POST',
      timeoutMs: config.timeoutMs,
      headers: { authorization: `Bearer ${credentials.personalAccessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: PRODUCT_SEARCH,
        variables: { companyId: credentials.companyId, websiteId: credentials.websiteId, keywords },
      }),
    }),
  );
  if (!answer.success) throw new UpstreamError('CJ', 'malformed', 'no product list in the answer');
  return answer.output.data.products.resultList.flatMap((item) => {
    const product = v.safeParse(CjProductSchema, item);
    return product.success ? [mapCjProduct(product.output, query, config)] : [];
  });
}
