import { pageQuery } from './pageQuery';

describe('pageQuery', () => {
  it('keeps only the parameters a page reads, in their order, repeated ones included', () => {
    expect(pageQuery('/e-shop', '?utm_source=mail&category=apparel&cb=1')).toBe('?category=apparel');
    expect(pageQuery('/e-shop', '?category=apparel&category=books')).toBe('?category=apparel&category=books');
    expect(pageQuery('/tickets', '?type=vip&x=1')).toBe('?type=vip');
  });

  it('drops the whole query of a page that reads none, and of a page whose parameters are absent', () => {
    expect(pageQuery('/housing', '?cb=12345')).toBe('');
    expect(pageQuery('/', '?a=b')).toBe('');
    expect(pageQuery('/e-shop', '?type=vip')).toBe('');
    expect(pageQuery('/tickets', '')).toBe('');
  });

  it('reads a malformed query as the browser does, without throwing', () => {
    expect(pageQuery('/e-shop', '?category=%E0%A4%A&%zz')).toBe('?category=%EF%BF%BD%25A');
  });
});
