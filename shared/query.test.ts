import { CACHE_LIFETIME_MS, createQueryClient, retryDelay, siteQueryClient } from './query';

describe('query client defaults (SPEC section 7)', () => {
  it('retries 3 times with a 1000 ms backoff doubling up to 30000 ms, cached for 5 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults.retry).toBe(3);
    expect(defaults.gcTime).toBe(5 * 60 * 1000);
    expect(CACHE_LIFETIME_MS).toBe(300_000);
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('are the defaults of the client the sections share', () => {
    const defaults = siteQueryClient.getDefaultOptions().queries!;
    expect(defaults.retry).toBe(3);
    expect(defaults.retryDelay).toBe(retryDelay);
    expect(defaults.gcTime).toBe(CACHE_LIFETIME_MS);
  });
});
