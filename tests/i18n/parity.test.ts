import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/i18n/languages';

type Tree = { [key: string]: string | Tree };

/** Every translation file, read as it is on disk: { lng: { ns: tree } }. */
const files = import.meta.glob<Tree>('../../src/locales/*/*.json', {
  eager: true,
  import: 'default',
});
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

/** i18next's plural suffixes (cardinal): key_one, key_few, … */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The plural categories a language needs, as i18next picks them (Intl.PluralRules). */
function pluralCategories(lng: string): string[] {
  return [...new Intl.PluralRules(lng).resolvedOptions().pluralCategories].sort();
}

interface Entry {
  /** Whether the key exists without a suffix. */
  plain: boolean;
  /** The plural forms present, sorted ([] for a plain key). */
  forms: string[];
  /** Interpolation variables by form ('' for the plain key). */
  vars: Map<string, string>;
}

/** Leaves grouped by base key: x_one, x_few, x_other become x with forms [few, one, other]. */
function byBaseKey(leaves: Map<string, string>): Map<string, Entry> {
  const out = new Map<string, Entry>();
  for (const [key, vars] of leaves) {
    const form = PLURAL_SUFFIX.exec(key)?.[1] ?? '';
    const base = form ? key.slice(0, -form.length - 1) : key;
    const entry = out.get(base) ?? { plain: false, forms: [], vars: new Map<string, string>() };
    if (form) entry.forms = [...entry.forms, form].sort();
    else entry.plain = true;
    entry.vars.set(form, vars);
    out.set(base, entry);
  }
  return out;
}

const describeForms = (entry: Entry) =>
  entry.forms.length === 0 ? 'plain' : `plural forms ${entry.forms.join(',')}`;

/**
 * What is wrong with one language's namespace against the reference (en), as readable lines;
 * [] when it matches. Keys are compared on their base: a plural key x of en (x_one, x_other) must
 * be plural in every language with exactly the categories Intl.PluralRules gives that language
 * (ru: one, few, many, other), and each form must carry the interpolation variables of en's
 * general form (_other). Plain keys must be plain with the same variables.
 */
function parityProblems(
  reference: Map<string, string>,
  referenceLng: string,
  actual: Map<string, string>,
  lng: string,
): string[] {
  const expected = byBaseKey(reference);
  const got = byBaseKey(actual);
  const needed = pluralCategories(lng).join(',');
  const problems: string[] = [];
  for (const key of got.keys()) {
    if (!expected.has(key)) problems.push(`${key}: not in ${referenceLng}`);
  }
  for (const [key, want] of expected) {
    const have = got.get(key);
    if (!have) {
      problems.push(`${key}: missing`);
      continue;
    }
    if (want.forms.length === 0) {
      if (have.forms.length > 0) {
        problems.push(`${key}: ${describeForms(have)}, plain in ${referenceLng}`);
      } else if (have.vars.get('') !== want.vars.get('')) {
        problems.push(
          `${key}: variables ${have.vars.get('')}, ${referenceLng} has ${want.vars.get('')}`,
        );
      }
      continue;
    }
    if (have.forms.join(',') !== needed) {
      problems.push(`${key}: ${describeForms(have)}; ${lng} needs ${needed}`);
      continue;
    }
    if (have.plain !== want.plain) {
      problems.push(`${key}: ${want.plain ? 'no' : 'a'} plain form, unlike ${referenceLng}`);
    }
    const wantVars = want.vars.get('other') ?? [...want.vars.values()][0];
    for (const [form, vars] of have.vars) {
      if (form && vars !== wantVars) {
        problems.push(`${key}_${form}: variables ${vars}, ${referenceLng} has ${wantVars}`);
      }
    }
  }
  return problems;
}

describe('translations', () => {
  const reference = resources.en!;

  for (const lng of LANGUAGES) {
    const bundle = resources[lng]!;

    it(`${lng} has exactly the namespaces of en`, () => {
      expect(Object.keys(bundle).sort()).toEqual(Object.keys(reference).sort());
    });

    for (const ns of Object.keys(reference)) {
      it(`${lng}/${ns} has every key of en with the same interpolation variables and its own plural forms`, () => {
        expect(
          parityProblems(flatten(reference[ns]!), 'en', flatten(bundle[ns] ?? {}), lng),
        ).toEqual([]);
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
      // Brand names and codes are allowed to be Latin.
      return /[a-z]{4,}/i.test(text) && !/[\u10D0-\u10FF]/.test(text);
    });
    const allowed = /(footer\.(facebook|instagram|youtube)|currency\.|copyright)/;
    expect(latinOnly.filter((k) => !allowed.test(k))).toEqual([]);
  });
});

describe('the parity check of plural keys', () => {
  const leaves = (entries: Record<string, string>) => new Map(Object.entries(entries));
  const en = leaves({ 'flights.weekly_one': 'count', 'flights.weekly_other': 'count', title: '' });

  it('asks each language for the categories Intl.PluralRules gives it', () => {
    expect(pluralCategories('en')).toEqual(['one', 'other']);
    expect(pluralCategories('ru')).toEqual(['few', 'many', 'one', 'other']);
    // Georgian words do not change with the number, but CLDR still has "one" for 1, and i18next
    // looks for key_one when count is 1: both forms are needed (with the same text).
    expect(pluralCategories('ka')).toEqual(['one', 'other']);
  });

  it('accepts Russian one/few/many/other and Georgian one/other for an English one/other key', () => {
    const ru = leaves({
      'flights.weekly_one': 'count',
      'flights.weekly_few': 'count',
      'flights.weekly_many': 'count',
      'flights.weekly_other': 'count',
      title: '',
    });
    expect(parityProblems(en, 'en', ru, 'ru')).toEqual([]);
    expect(parityProblems(en, 'en', en, 'ka')).toEqual([]);
    expect(parityProblems(en, 'en', en, 'en')).toEqual([]);
  });

  it('fails a Russian plural key with only the English forms', () => {
    expect(parityProblems(en, 'en', en, 'ru')).toEqual([
      'flights.weekly: plural forms one,other; ru needs few,many,one,other',
    ]);
  });

  it('fails extra forms, a missing form, plain text for a plural key and the reverse', () => {
    const ru = leaves({
      'flights.weekly_one': 'count',
      'flights.weekly_two': 'count',
      'flights.weekly_few': 'count',
      'flights.weekly_many': 'count',
      'flights.weekly_other': 'count',
      title: '',
    });
    expect(parityProblems(en, 'en', ru, 'ru')).toEqual([
      'flights.weekly: plural forms few,many,one,other,two; ru needs few,many,one,other',
    ]);
    expect(
      parityProblems(en, 'en', leaves({ 'flights.weekly_other': 'count', title: '' }), 'ka'),
    ).toEqual(['flights.weekly: plural forms other; ka needs one,other']);
    expect(
      parityProblems(en, 'en', leaves({ 'flights.weekly': 'count', title: '' }), 'ka'),
    ).toEqual(['flights.weekly: plain; ka needs one,other']);
    expect(
      parityProblems(
        en,
        'en',
        leaves({ ...Object.fromEntries(en), title_one: '', title_other: '' }),
        'en',
      ),
    ).toEqual(['title: plural forms one,other, plain in en']);
  });

  it('fails missing and unknown keys and a form without the variables of en', () => {
    const ka = leaves({
      'flights.weekly_one': '',
      'flights.weekly_other': 'count',
      subtitle: '',
    });
    expect(parityProblems(en, 'en', ka, 'ka')).toEqual([
      'subtitle: not in en',
      'flights.weekly_one: variables , en has count',
      'title: missing',
    ]);
  });
});
