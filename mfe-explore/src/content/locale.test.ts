import { inEveryLocale } from './locale';

describe('inEveryLocale', () => {
  it('makes a language’s copy the first time it is read, once, and never the languages a page does not read', () => {
    const make = jest.fn((locale: string) => ({ greeting: locale === 'ar' ? 'مرحبًا' : 'Hello' }));
    const copy = inEveryLocale(make);
    expect(make).not.toHaveBeenCalled();
    expect(copy.en.greeting).toBe('Hello');
    expect(copy.en).toBe(copy.en);
    expect(make.mock.calls).toEqual([['en']]);
    expect(copy.ar.greeting).toBe('مرحبًا');
    expect(make.mock.calls).toEqual([['en'], ['ar']]);
  });

  it('lists every language, as a plain Translations object would', () => {
    const copy = inEveryLocale((locale) => locale);
    expect(Object.keys(copy)).toEqual(['en', 'ar']);
    expect(copy).toEqual({ en: 'en', ar: 'ar' });
  });
});
