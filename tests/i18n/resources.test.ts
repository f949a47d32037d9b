// Each translation file is imported one way only: the Georgian namespaces of the first screen are
// bundled (static imports), every other file is a chunk of its own (the loaders' glob). A file
// imported both ways stays in the entry and its dynamic import does nothing (Rolldown warns:
// INEFFECTIVE_DYNAMIC_IMPORT), so the glob leaves out exactly the bundled ones.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLED, loadNamespace, NAMESPACES } from '@/i18n/resources';

const source = readFileSync('src/i18n/resources.ts', 'utf8');
const sorted = (names: readonly string[]) => [...names].sort();
// As written: i18next adds every namespace it loads to the list it was given, at run time.
const FIRST_SCREEN = sorted(
  [...(/FIRST_SCREEN_NAMESPACES = \[([^\]]*)\]/.exec(source)?.[1] ?? '').matchAll(/'(\w+)'/g)].map(
    ([, ns]) => ns!,
  ),
);

describe('the translation files, each imported one way', () => {
  it('bundles the Georgian namespaces of the first screen, and no other', () => {
    const imported = [...source.matchAll(/^import \w+ from '@\/locales\/(\w+)\/(\w+)\.json';$/gm)];
    expect(imported.every(([, lng]) => lng === 'ka')).toBe(true);
    expect(sorted(imported.map(([, , ns]) => ns!))).toEqual(FIRST_SCREEN);
  });

  it('leaves exactly those out of the chunks’ glob', () => {
    const excluded = /'!\.\.\/locales\/ka\/\{([^}]*)\}\.json'/.exec(source)?.[1]?.split(',') ?? [];
    expect(sorted(excluded)).toEqual(FIRST_SCREEN);
  });

  it('answers a bundled namespace with the bundled words, and loads every other one', async () => {
    for (const ns of NAMESPACES) {
      const words = await loadNamespace('ka', ns);
      if (FIRST_SCREEN.includes(ns)) expect(words, ns).toBe(BUNDLED.ka?.[ns]);
      expect(Object.keys(words).length, ns).toBeGreaterThan(0);
    }
  });
});
