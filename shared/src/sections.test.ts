import { SECTIONS, sectionNamed } from './sections';

describe('sectionNamed, the one lookup of a section by its package or remote name', () => {
  it('finds every section by its package (releases, keys, the CLI) and by its remote (the registry)', () => {
    for (const section of SECTIONS) {
      expect(sectionNamed(section.package)).toBe(section);
      expect(sectionNamed(section.remote)).toBe(section);
    }
    expect(sectionNamed('mfe-access')?.remote).toBe('mfe_access');
    expect(sectionNamed('mfe_shop')?.package).toBe('mfe-shop');
  });

  it('answers undefined for any other name, never a guess', () => {
    for (const name of ['', 'mfe-nothing', 'mfe_nothing', 'MFE-ACCESS', 'access', 'shell', ' mfe-access'])
      expect(sectionNamed(name)).toBeUndefined();
  });
});
