/** @jest-environment node */
import path from 'node:path';
import { isPagePath } from './isPagePath';

describe('isPagePath', () => {
  it('takes pages, and leaves the API, remotes’ files and other files', () => {
    for (const page of ['/', '/housing', '/ar/things-to-do/diriyah', '/e-shop/gelato/pod-1', '/.well-known', '/a/..'])
      expect(isPagePath(page)).toBe(true);
    for (const file of [
      '/api/cj/hotels',
      '/mfe-shop/remoteEntry.js',
      '/mfe-shop/',
      '/sw.js',
      '/manifest.webmanifest',
      '/sitemap.xml',
      '/icons/icon-192.png',
    ])
      expect(isPagePath(file)).toBe(false);
  });

  it('reads a file name as Node’s path.extname does', () => {
    for (const pathname of [
      '/a.',
      '/.x',
      '/.x.y',
      '/..',
      '/...',
      '/..x',
      '/.x.',
      '/st.-john',
      '/v1.2/page',
      '/page.html',
    ])
      expect(isPagePath(pathname)).toBe(!path.extname(pathname));
  });
});
