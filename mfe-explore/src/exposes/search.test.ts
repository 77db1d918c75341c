import { untranslatedCopy } from 'shared/testing';
import entries from './search';

describe("the section's search entries", () => {
  it('has the same hrefs and categories in Arabic as in English', () => {
    const keys = (list: typeof entries.en) => list.map(({ href, category }) => [href, category]);
    expect(entries.ar).toHaveLength(entries.en.length);
    expect(keys(entries.ar)).toEqual(keys(entries.en));
  });

  it('gives every Arabic entry an Arabic title', () => {
    // The categories are the palette's group ids, not copy.
    expect(untranslatedCopy(entries, ['Attractions', 'Event'])).toEqual([]);
    expect(entries.ar).toEqual(
      expect.arrayContaining([
        { title: 'الدرعية', category: 'Attractions', href: '/things-to-do/diriyah' },
        { title: 'حافة العالم: يوم على جرف طويق', category: 'Attractions', href: '/things-to-do/edge-of-the-world' },
        { title: 'المواقع التاريخية', category: 'Attractions', href: '/things-to-do/category/historical-sites' },
        { title: 'رحلة صحراوية إلى حافة العالم', category: 'Attractions', href: '/things-to-do/guided-tours' },
        { title: 'حفل افتتاح الإكسبو', category: 'Event', href: '/events/opening-ceremony' },
      ]),
    );
  });

  it('keeps the English entries as they were', () => {
    expect(entries.en).toEqual(
      expect.arrayContaining([
        { title: 'Diriyah', category: 'Attractions', href: '/things-to-do/diriyah' },
        { title: 'Historical Sites', category: 'Attractions', href: '/things-to-do/category/historical-sites' },
        { title: 'Expo Opening Ceremony', category: 'Event', href: '/events/opening-ceremony' },
      ]),
    );
    expect(entries.en).toHaveLength(3 + 1 + 6 + 3 + 4);
  });
});
