import { affiliateLink } from './affiliateLink';

describe('affiliateLink (SPEC section 9)', () => {
  it('appends aid and label CJ when missing, keeps them when present', () => {
    expect(affiliateLink('https://www.booking.com/hotel/x.html', 'pid')).toBe(
      'https://www.booking.com/hotel/x.html?aid=pid&label=CJ',
    );
    expect(affiliateLink('https://www.booking.com/x?aid=other&label=L', 'pid')).toBe(
      'https://www.booking.com/x?aid=other&label=L',
    );
  });

  it("falls back to the provider's home when there is no usable link", () => {
    expect(affiliateLink('', 'pid')).toBe('https://www.booking.com/?aid=pid&label=CJ');
    expect(affiliateLink('javascript:alert(1)', 'pid')).toBe('https://www.booking.com/?aid=pid&label=CJ');
    expect(affiliateLink('not a url', 'pid')).toBe('https://www.booking.com/?aid=pid&label=CJ');
  });
});
