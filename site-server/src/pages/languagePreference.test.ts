/** @jest-environment node */
import { rememberedLocale } from './languagePreference';

describe('the remembered language (the language switch’s cookie)', () => {
  it('is read from a Cookie header among other cookies, and only when it names a language of the site', () => {
    expect(rememberedLocale('theme=dark; expo-language=ar; other=1')).toBe('ar');
    expect(rememberedLocale('expo-language=en')).toBe('en');
    expect(rememberedLocale('expo-language=fr')).toBeUndefined();
    expect(rememberedLocale('expo-language=')).toBeUndefined();
    expect(rememberedLocale('my-expo-language=ar')).toBeUndefined();
    expect(rememberedLocale(undefined)).toBeUndefined();
  });
});
