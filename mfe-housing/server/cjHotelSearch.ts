import type { AffiliateHotelListing } from '../src/content/housing';
import { toPlainText } from 'shared/server/plainText';
import { UpstreamError, fetchUpstreamJson } from 'shared/server/upstream';
import { affiliateLink } from '../src/content/affiliateLink';
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

interface CjProduct {
  id?: unknown;
  title?: unknown;
  description?: unknown;
  imageLink?: unknown;
  link?: unknown;
  advertiserName?: unknown;
  price?: { amount?: unknown; currency?: unknown } | null;
  linkCode?: { clickUrl?: unknown } | null;
}

/** A booking link is kept only if its host is an allowed booking host (or a subdomain of one). */
export function isAllowedBookingLink(link: unknown, allowedHosts: string[]): link is string {
  if (typeof link !== 'string') return false;
  try {
    const url = new URL(link);
    const host = url.hostname.toLowerCase();
    return url.protocol === 'https:' && allowedHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
  } catch {
    return false;
  }
}

export function mapCjProduct(product: CjProduct, query: HotelQuery, config: CjConfig): AffiliateHotelListing | null {
  const title = toPlainText(product.title, 200);
  const price = Number(product.price?.amount);
  if (!title || !Number.isFinite(price) || price < 0) return null;
  const candidate = [product.linkCode?.clickUrl, product.link].find((link) => isAllowedBookingLink(link, config.allowedHosts));
  const image = typeof product.imageLink === 'string' && /^https:\/\//.test(product.imageLink) ? product.imageLink : '';
  return {
    id: `cj-${String(product.id ?? title).slice(0, 64)}`,
    title,
    description: toPlainText(product.description, 500),
    price: Math.round(price * 100) / 100,
    image,
    // Never an unvetted host; aid and label always come from our configuration.
    link: affiliateLink(candidate, config.affiliateId, { override: true, label: config.linkLabel }),
    badge: toPlainText(product.advertiserName, 40) || 'Partner Deal',
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
  const answer = (await fetchUpstreamJson({
    service: 'CJ',
    url: config.apiUrl,
    method: 'POST',
    timeoutMs: config.timeoutMs,
    headers: { authorization: `Bearer ${credentials.personalAccessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: PRODUCT_SEARCH, variables: { companyId: credentials.companyId, websiteId: credentials.websiteId, keywords } }),
  })) as { data?: { products?: { resultList?: unknown } }; errors?: unknown };
  const list = answer?.data?.products?.resultList;
  if (answer?.errors || !Array.isArray(list)) throw new UpstreamError('CJ', 'malformed', 'no product list in the answer');
  return list.flatMap((product) => {
    const listing = typeof product === 'object' && product ? mapCjProduct(product as CjProduct, query, config) : null;
    return listing ? [listing] : [];
  });
}
