import { expectDistinctPageMeta, untranslatedCopy } from 'shared/testing';
import { ACCESS_INFO_PAGES, ACCESS_UI_COPY, CONCIERGE, VENUE } from './access';
import { ACCESSIBILITY_INFO, ACCESS_META, ACCESS_PAGE, LOCAL_AREA_INFO, TRANSPORT_MODES } from './accessPage';

describe('the access copy in Arabic', () => {
  it.each([
    ['ACCESS_PAGE', ACCESS_PAGE],
    ['ACCESS_META', ACCESS_META],
    ['ACCESS_INFO_PAGES', ACCESS_INFO_PAGES],
    ['VENUE', VENUE],
    ['TRANSPORT_MODES', TRANSPORT_MODES],
    ['ACCESSIBILITY_INFO', ACCESSIBILITY_INFO],
    ['LOCAL_AREA_INFO', LOCAL_AREA_INFO],
    ['CONCIERGE', CONCIERGE],
    ['ACCESS_UI_COPY', ACCESS_UI_COPY],
  ] as const)('%s has Arabic for every piece of English', (_, translations) => {
    expect(untranslatedCopy(translations as never)).toEqual([]);
  });

  it('keeps ids, links and images the same in both languages, and the yen figures as they are', () => {
    expect(TRANSPORT_MODES.ar.map((m) => [m.id, m.steps.length, m.note === undefined])).toEqual(
      TRANSPORT_MODES.en.map((m) => [m.id, m.steps.length, m.note === undefined]),
    );
    expect(CONCIERGE.ar.to).toBe('/contact');
    expect(ACCESS_PAGE.ar.image).toBe(ACCESS_PAGE.en.image);
    expect(ACCESS_META.ar.image).toBe(ACCESS_META.en.image);
    const yen = (text: string) => text.match(/¥[\d,]+(–[\d,]+)?/g) ?? [];
    for (const [index, mode] of TRANSPORT_MODES.en.entries())
      expect(mode.steps.flatMap(yen)).toEqual(TRANSPORT_MODES.ar[index].steps.flatMap(yen));
  });

  it('gives the Arabic pages a title and a description of their own', () => {
    expectDistinctPageMeta([
      ACCESS_META.ar,
      ...Object.values(ACCESS_INFO_PAGES.ar).map(({ title, description }) => ({ title, description })),
    ]);
    expect(ACCESS_META.ar.title).toBe('كيفية الوصول');
    expect(ACCESS_INFO_PAGES.ar.accessibility.title).toBe('خدمات ذوي الإعاقة');
    expect(ACCESS_INFO_PAGES.ar.venue.title).toBe('مقر الإكسبو');
    expect(ACCESS_INFO_PAGES.ar.contact.title).toBe('اتصل بنا');
  });
});
