/** @jest-environment node */
import { readControlSettings } from './settings';

describe('the control plane’s settings', () => {
  it('open the delivery API on loopback at its own port by default, so a plain npm start takes releases from this machine only', () => {
    expect(readControlSettings({}).listener).toEqual({ port: 8090, host: '127.0.0.1' });
    expect(readControlSettings({ DELIVERY_PORT: '9100' }).listener).toEqual({ port: 9100, host: '127.0.0.1' });
  });

  it('limit each client of the delivery API to 120 requests a minute unless DELIVERY_RATE_LIMIT_MAX and _WINDOW_MS say otherwise', () => {
    expect(readControlSettings({}).rateLimit).toEqual({ max: 120, windowMs: 60_000 });
    expect(
      readControlSettings({ DELIVERY_RATE_LIMIT_MAX: '600', DELIVERY_RATE_LIMIT_WINDOW_MS: '10000' }).rateLimit,
    ).toEqual({ max: 600, windowMs: 10_000 });
  });

  it('put the delivery API on another interface only when DELIVERY_HOST names one, whatever the public listener’s host', () => {
    // The public listener binds every interface by default; the delivery API must not follow it.
    expect(readControlSettings({ HOST: '0.0.0.0' }).listener.host).toBe('127.0.0.1');
    // Set but empty (an env file's `DELIVERY_HOST=`) is not set: an empty host would bind every interface.
    expect(readControlSettings({ DELIVERY_HOST: '' }).listener.host).toBe('127.0.0.1');
    expect(readControlSettings({ DELIVERY_HOST: '10.0.0.5' }).listener).toEqual({ port: 8090, host: '10.0.0.5' });
  });

  it('refuse a DELIVERY_PORT that is not a port, and a SITE_INTERNAL_URL that is not an origin, naming them', () => {
    expect(() => readControlSettings({ DELIVERY_PORT: 'on' })).toThrow('DELIVERY_PORT: "on" is not a port');
    expect(() => readControlSettings({ DELIVERY_PORT: '70000' })).toThrow('DELIVERY_PORT: "70000" is not a port');
    expect(() => readControlSettings({ SITE_INTERNAL_URL: 'site:8080' })).toThrow(
      'SITE_INTERNAL_URL: "site:8080" is not an http(s) origin',
    );
    expect(readControlSettings({ SITE_INTERNAL_URL: 'http://site.internal:8080/' }).siteInternalUrl).toBe(
      'http://site.internal:8080',
    );
  });

  it('hold the leader’s lease 15 s, renewed every 5 s, unless CONTROL_LEASE_MS and _RENEW_MS say otherwise, and refuse a renewal too slow for the lease', () => {
    expect(readControlSettings({}).lease).toEqual({ leaseMs: 15_000, renewEveryMs: 5_000 });
    expect(readControlSettings({ CONTROL_LEASE_MS: '6000', CONTROL_LEASE_RENEW_MS: '2000' }).lease).toEqual({
      leaseMs: 6_000,
      renewEveryMs: 2_000,
    });
    expect(() => readControlSettings({ CONTROL_LEASE_MS: '6000' })).toThrow(
      'CONTROL_LEASE_RENEW_MS (5000) must be at most a third of CONTROL_LEASE_MS (6000)',
    );
  });

  it('know the values of the server’s secrets, which no release may carry', () => {
    expect(readControlSettings({ GELATO_API_KEY: 'gk-123', CJ_COMPANY_ID: '' }).serverSecrets).toEqual(['gk-123']);
  });
});
