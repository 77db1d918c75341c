/** SPEC section 9: affiliate id appended as `aid`, with label CJ, when a hotel link lacks it. */
export const AFFILIATE_LABEL = 'CJ';
export const PROVIDER_HOME = 'https://www.booking.com/';

/**
 * The outbound link for a hotel: its own link (or the provider's home when it has none) with
 * `aid` and `label` added when missing. Anything that is not an http(s) URL becomes the provider home.
 */
export function affiliateLink(
  link: string | undefined,
  affiliateId: string,
  { override = false, label = AFFILIATE_LABEL } = {},
): string {
  let url: URL;
  try {
    url = new URL(link || PROVIDER_HOME);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') url = new URL(PROVIDER_HOME);
  } catch {
    url = new URL(PROVIDER_HOME);
  }
  if (override || !url.searchParams.has('aid')) url.searchParams.set('aid', affiliateId);
  if (override || !url.searchParams.has('label')) url.searchParams.set('label', label);
  return url.toString();
}
