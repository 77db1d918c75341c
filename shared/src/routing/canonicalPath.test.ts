import { canonicalPath } from './canonicalPath';

describe('canonicalPath', () => {
  it.each([
    ['/housing/', '/housing'],
    ['/HOUSING', '/housing'],
    ['/E-SHOP/SAKURA-CAP', '/e-shop/sakura-cap'],
    ['/things-to-do/Diriyah/', '/things-to-do/diriyah'],
    ['/eating/cuisine/Street%20Food', '/eating/cuisine/street%20food'],
    ['/housing//all', '/housing/all'],
  ])('%s → %s', (typed, canonical) => expect(canonicalPath(typed)).toBe(canonical));

  it('leaves canonical paths alone', () => {
    for (const path of ['/', '/housing', '/e-shop/sakura-cap/details']) expect(canonicalPath(path)).toBe(path);
  });

  it('never turns a path into another host (protocol-relative or backslash tricks)', () => {
    for (const path of ['//evil.example/', '/\\evil.example', '///evil.example//']) {
      const canonical = canonicalPath(path);
      expect(canonical).toMatch(/^\/(?![/\\])/);
    }
  });
});
