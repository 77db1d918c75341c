/** @jest-environment node */
import { parseTrustProxy, trustsPeer } from './trustProxy';

describe('TRUST_PROXY', () => {
  it('trusts nobody unless told, a hop count, or a list of addresses and ranges', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 10.0.0.0/8, 127.0.0.1 ,loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', 'loopback']);
  });

  it('refuses "trust everyone" and anything that is not an address', () => {
    expect(() => parseTrustProxy('true')).toThrow(/any client/);
    expect(() => parseTrustProxy('*')).toThrow(/any client/);
    expect(() => parseTrustProxy('proxy.internal')).toThrow(/"proxy.internal" is not an IP address/);
    expect(() => parseTrustProxy('10.0.0.0/40')).toThrow(/not an IP address/);
  });

  it('judges a peer by the list', () => {
    const trusted = trustsPeer(['10.0.0.0/8']);
    expect(trusted('10.1.2.3')).toBe(true);
    expect(trusted('192.0.2.1')).toBe(false);
    expect(trustsPeer(false)('10.1.2.3')).toBe(false);
    expect(trustsPeer(1)('192.0.2.1')).toBe(true);
  });
});
