/** @jest-environment node */
import { hostnameOf, originFormTarget, parseSiteOrigin, requestAuthority, servedHostnames } from './siteOrigin';

describe('the site origin', () => {
  it('is SITE_ORIGIN as scheme and host, or http://localhost:PORT by default', () => {
    expect(parseSiteOrigin(undefined, 8080)).toBe('http://localhost:8080');
    expect(parseSiteOrigin('  ', 3000)).toBe('http://localhost:3000');
    expect(parseSiteOrigin('https://Expo.Example/', 8080)).toBe('https://expo.example');
    expect(parseSiteOrigin('https://expo.example:8443', 8080)).toBe('https://expo.example:8443');
  });

  it('refuses anything that is not an http(s) origin, naming the variable', () => {
    for (const bad of [
      'expo.example',
      'javascript://x',
      'https://expo.example/guide',
      'https://user@expo.example',
      'https://expo.example?x=1',
      'ftp://expo.example',
    ]) {
      expect(() => parseSiteOrigin(bad, 8080)).toThrow(/^SITE_ORIGIN: /);
    }
  });

  it("serves its own host name, SITE_HOSTS' and loopback's, and nothing else", () => {
    const hosts = servedHostnames('https://expo.example', 'www.expo.example, Guide.Example:8443');
    expect([...hosts].sort()).toEqual([
      '127.0.0.1',
      '[::1]',
      'expo.example',
      'guide.example',
      'localhost',
      'www.expo.example',
    ]);
    expect(() => servedHostnames('https://expo.example', 'evil.example/path')).toThrow(/^SITE_HOSTS: /);
  });
});

describe('a request host', () => {
  it('is read as its host name, or undefined when malformed', () => {
    expect(hostnameOf('Expo.Example:8443')).toBe('expo.example');
    expect(hostnameOf('[::1]:8080')).toBe('[::1]');
    for (const bad of ['[::1', 'localhost:99999', '', 'evil.com@localhost', 'localhost/path', 'a b'])
      expect(hostnameOf(bad)).toBeUndefined();
  });

  it("is an absolute-form target's own authority, else the Host header", () => {
    expect(requestAuthority('https://evil.com/HOUSING', 'localhost:8080')).toBe('evil.com');
    expect(requestAuthority('/housing', 'localhost:8080')).toBe('localhost:8080');
    expect(requestAuthority('/housing', undefined)).toBeUndefined();
    expect(requestAuthority('mailto:x', 'localhost')).toBe('');
  });

  it('is routed by its path and query alone', () => {
    expect(originFormTarget('https://evil.com//HOUSING?x=1')).toBe('//HOUSING?x=1');
    expect(originFormTarget('/housing?x=1')).toBe('/housing?x=1');
    expect(originFormTarget('not a url')).toBe('/');
  });
});
