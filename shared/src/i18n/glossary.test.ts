import fs from 'node:fs';
import path from 'node:path';
import { GLOSSARY, type GlossaryTerm } from './glossary';
import { GLOSSARY_VARIANTS } from './glossaryVariants';
import { VENUE_GLOSSARY } from './venueGlossary';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * Every module of copy on the site: each section's content modules (a new section's included), the
 * shell's, and the platform's own copy and page words.
 */
function copyModules(): string[] {
  const contentOf = (dir: string) =>
    fs
      .readdirSync(path.join(ROOT, dir))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => path.join(dir, file));
  const sections = fs
    .readdirSync(ROOT)
    .filter((dir) => /^mfe-[a-z]+$/.test(dir) && fs.existsSync(path.join(ROOT, dir, 'src', 'content')));
  return [
    ...sections.flatMap((section) => contentOf(path.join(section, 'src', 'content'))),
    ...contentOf('shell/src/content'),
    'shared/src/i18n/platformCopy.ts',
    'shared/src/page/pageMeta.ts',
    'shared/src/page/expoEvent.ts',
  ];
}

/** What copy that takes a value is tried with: counts in each Arabic plural form, and a title. */
const SAMPLE_ARGUMENTS: unknown[] = [0, 1, 2, 3, 11, 100, 'Expo Cap'];

/** Every string in a piece of copy, and what its functions write for the sample arguments. */
function textsOf(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function')
    return SAMPLE_ARGUMENTS.flatMap((argument) => {
      try {
        return textsOf(value(argument), seen);
      } catch {
        // Copy that needs a richer value (a product, a cuisine): its fixed words are in the data walked beside it.
        return [];
      }
    });
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((item) => textsOf(item, seen));
}

/** A module's Arabic copy: the `ar` of each export that has every language's (a Translations). */
function arabicCopy(file: string): Array<{ where: string; text: string }> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the modules are found on disk, so a new one is read too
  const exports: Record<string, unknown> = require(path.join(ROOT, file));
  return Object.entries(exports).flatMap(([name, value]) =>
    value && typeof value === 'object' && 'en' in value && 'ar' in value
      ? textsOf((value as { ar: unknown }).ar).map((text) => ({ where: `${file} ${name}`, text }))
      : [],
  );
}

const matches = (pattern: string | RegExp, text: string) =>
  typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);

describe('the glossary', () => {
  const terms = (
    Object.entries({ ...GLOSSARY, ...VENUE_GLOSSARY }) as Array<[keyof typeof GLOSSARY_VARIANTS, GlossaryTerm]>
  ).map(([id, term]) => [id, { ...term, avoid: GLOSSARY_VARIANTS[id] }] as const);

  it('gives each term one Arabic form of its own, which none of its wrong forms matches', () => {
    for (const [id, term] of terms) {
      expect([id, term.ar]).toEqual([id, expect.stringMatching(/[\u0600-\u06FF]/)]);
      for (const other of terms.flatMap(([, { avoid }]) => avoid))
        expect([id, term.ar, matches(other, term.ar)]).toEqual([id, term.ar, false]);
    }
    expect(new Set(terms.map(([, term]) => term.ar)).size).toBe(terms.length);
  });

  it('finds none of the wrong Arabic forms in any section’s Arabic copy', () => {
    const modules = copyModules();
    // Every section and the shell have copy to read.
    for (const owner of ['mfe-access', 'mfe-dining', 'mfe-explore', 'mfe-housing', 'mfe-shop', 'mfe-tickets', 'shell'])
      expect(modules.some((file) => file.startsWith(`${owner}/`))).toBe(true);
    const copy = modules.flatMap(arabicCopy);
    expect(copy.length).toBeGreaterThan(1000);
    const problems = copy.flatMap(({ where, text }) =>
      terms.flatMap(([id, term]) =>
        term.avoid
          .filter((pattern) => matches(pattern, text))
          .map((pattern) => `${where}: "${text}" has ${String(pattern)} (${id}: ${term.ar})`),
      ),
    );
    expect([...new Set(problems)]).toEqual([]);
  });
});
