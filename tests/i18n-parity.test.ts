import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/i18n/languages';

type Tree = { [key: string]: string | Tree };

/** Every translation file, read as it is on disk: { lng: { ns: tree } }. */
const files = import.meta.glob<Tree>('../src/locales/*/*.json', { eager: true, import: 'default' });
const resources: Record<string, Record<string, Tree>> = {};
for (const [path, tree] of Object.entries(files)) {
  const [, lng, ns] = /locales\/(\w+)\/(\w+)\.json$/.exec(path)!;
  (resources[lng!] ??= {})[ns!] = tree;
}

/** key → sorted interpolation variables, for every leaf of a namespace. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      const vars = [...value.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();
      out.set(path, vars.join(','));
    } else {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    }
  }
  return out;
}

describe('translations', () => {
  const reference = resources.en!;

  for (const lng of LANGUAGES) {
    const bundle = resources[lng]!;

    it(`${lng} has exactly the namespaces of en`, () => {
      expect(Object.keys(bundle).sort()).toEqual(Object.keys(reference).sort());
    });

    for (const ns of Object.keys(reference)) {
      it(`${lng}/${ns} has every key of en with the same interpolation variables`, () => {
        const expected = flatten(reference[ns]!);
        const actual = flatten(bundle[ns] ?? {});
        expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
        for (const [key, vars] of expected)
          expect(`${key}: ${actual.get(key)}`).toBe(`${key}: ${vars}`);
      });

      it(`${lng}/${ns} has no empty text`, () => {
        const empty = [...flatten(bundle[ns] ?? {}).keys()].filter((key) => {
          const value = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Tree)?.[part], bundle[ns]);
          return typeof value !== 'string' || value.trim() === '';
        });
        expect(empty).toEqual([]);
      });
    }
  }

  it('Georgian text is not written in Latin letters', () => {
    const kaTree = resources.ka as unknown as Tree;
    const ka = flatten(kaTree);
    const latinOnly = [...ka.keys()].filter((path) => {
      const value = path.split('.').reduce<unknown>((node, part) => (node as Tree)?.[part], kaTree);
      const text = String(value).replace(/\{\{[^}]*\}\}/g, '');
      // Brand names, codes and language names are allowed to be Latin.
      return /[a-z]{4,}/i.test(text) && !/[\u10D0-\u10FF]/.test(text);
    });
    const allowed = /(language\.(ru|en)|footer\.(facebook|instagram|youtube)|currency\.|copyright)/;
    expect(latinOnly.filter((k) => !allowed.test(k))).toEqual([]);
  });
});
