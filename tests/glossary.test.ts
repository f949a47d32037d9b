// One term per concept: the texts of each language must not use a variant that docs/glossary.md
// rejects for it. The glossary's table says, per concept and language, the chosen term and the
// rejected variants; a rejected variant is matched as word stems (see docs/glossary.md, "Format
// of the table"), so one stem covers the inflected forms of Georgian and Russian.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const GLOSSARY = 'docs/glossary.md';
const LOCALES = 'src/locales';

/** The concepts the glossary must cover. */
const CONCEPTS = [
  'parcel',
  'declaration',
  'declared value',
  'tracking number',
  'balance',
  'debt',
  'flight',
  'arrival',
  'branch',
  'warehouse',
  'customs clearance',
  'AX code',
  'fee',
  'flight invoice',
  'shop invoice',
];

interface Entry {
  concept: string;
  /** Chosen term(s) by language: the forms given in the cell, split at " / ". */
  chosen: Record<string, string[]>;
  /** Rejected variants by language ([] for "—"). */
  rejected: Record<string, string[]>;
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/** The table of docs/glossary.md whose header row starts with "| Concept |". */
function parseGlossary(markdown: string, languages: readonly string[]): Entry[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^\|\s*Concept\s*\|/.test(line));
  if (start < 0) throw new Error('no table with a "| Concept |" header');
  const header = cells(lines[start]!);
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`the glossary table has no column "${name}"`);
    return index;
  };
  const entries: Entry[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.trim().startsWith('|')) break;
    const row = cells(line);
    const entry: Entry = { concept: row[0]!, chosen: {}, rejected: {} };
    for (const lng of languages) {
      entry.chosen[lng] = row[column(lng)]!.split(' / ').map((term) => term.trim());
      const rejected = row[column(`${lng} rejected`)]!;
      entry.rejected[lng] =
        rejected === '—' || rejected === ''
          ? []
          : rejected.split(',').map((variant) => variant.trim());
    }
    entries.push(entry);
  }
  return entries;
}

/** The words of a text: lower case, ё as е, without {{placeholders}} and <tags>. */
function words(text: string): string[] {
  return (
    text
      .replace(/\{\{[^}]*\}\}/g, ' ')
      .replace(/<\/?[^<>]*>/g, ' ')
      .toLocaleLowerCase()
      .replaceAll('ё', 'е')
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  );
}

/**
 * Whether `text` uses `variant`: each word of the variant is a stem that must begin the word of
 * the text at the same position, for consecutive words.
 */
function uses(text: string, variant: string): boolean {
  // "ვალი" in quotes: whole words only (ვალი, not ვალიდაცია).
  const whole = /^".*"$/.test(variant.trim());
  const stems = words(variant);
  const textWords = words(text);
  if (stems.length === 0) return false;
  const matches = (word: string, stem: string) => (whole ? word === stem : word.startsWith(stem));
  for (let i = 0; i + stems.length <= textWords.length; i++) {
    if (stems.every((stem, j) => matches(textWords[i + j]!, stem))) return true;
  }
  return false;
}

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : leaves(value, path);
  });
}

const languages = readdirSync(LOCALES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const glossary = parseGlossary(readFileSync(GLOSSARY, 'utf8'), languages);

/** Every string of a language as [file, key, text]. */
function strings(lng: string): [string, string, string][] {
  const dir = join(LOCALES, lng);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => {
      const file = join(dir, name);
      const tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
      return leaves(tree).map(([key, text]) => [file, key, text] as [string, string, string]);
    });
}

/** "file key: uses "variant" (concept: use "term")" for each rejected variant in a text. */
function violations(entries: Entry[], lng: string, texts: [string, string, string][]): string[] {
  const found: string[] = [];
  for (const [file, key, text] of texts) {
    for (const entry of entries) {
      for (const variant of entry.rejected[lng] ?? []) {
        if (uses(text, variant)) {
          found.push(
            `${file} ${key}: uses the rejected "${variant}" (${entry.concept}: use "${entry.chosen[lng]!.join(' / ')}") in "${text}"`,
          );
        }
      }
    }
  }
  return found;
}

describe('the glossary (docs/glossary.md)', () => {
  it('matches a variant as stems, or as whole words in quotes', () => {
    expect(uses('ვალის დაფარვა', 'ვალ')).toBe(true);
    expect(uses('ვალი გაქვთ', '"ვალი"')).toBe(true);
    expect(uses('ვალიდაციის შეცდომა', '"ვალი"')).toBe(false);
    expect(uses('растаможиваем', 'растамож')).toBe(true);
  });

  it('has a row for every concept, with a chosen term in every language', () => {
    expect(glossary.map((entry) => entry.concept)).toEqual(expect.arrayContaining(CONCEPTS));
    for (const entry of glossary) {
      for (const lng of languages) {
        expect(entry.chosen[lng]!.every((term) => term !== '' && term !== '—')).toBe(true);
      }
    }
  });

  it('rejects no variant that matches the chosen term itself (e.g. a prefix of it)', () => {
    const clashes = glossary.flatMap((entry) =>
      languages.flatMap((lng) =>
        entry.rejected[lng]!.flatMap((variant) =>
          entry.chosen[lng]!.filter((term) => uses(term, variant)).map(
            (term) => `${lng} ${entry.concept}: "${variant}" matches the chosen "${term}"`,
          ),
        ),
      ),
    );
    expect(clashes).toEqual([]);
  });

  for (const lng of languages) {
    it(`${lng}: no text uses a rejected variant`, () => {
      expect(violations(glossary, lng, strings(lng))).toEqual([]);
    });
  }

  // The parcel lists show both documents side by side: each is named by its own term.
  const DOCUMENTS: Record<string, string[]> = {
    'flight invoice': ['parcels.json group.invoice'],
    'shop invoice': [
      'parcels.json fields.invoice',
      'parcels.json fields.invoiceRequired',
      'parcels.json invoiceFile.open',
      'parcels.json invoiceFile.openFor',
    ],
  };
  for (const lng of languages) {
    it(`${lng}: the flight invoice and the shop invoice each use their own term`, () => {
      const texts = new Map(
        strings(lng).map(([file, key, text]) => [`${basename(file)} ${key}`, text]),
      );
      const wrong = Object.entries(DOCUMENTS).flatMap(([concept, keys]) => {
        const terms = glossary.find((entry) => entry.concept === concept)!.chosen[lng]!;
        return keys
          .filter((key) => !terms.some((term) => uses(texts.get(key) ?? '', term)))
          .map((key) => `${key}: "${texts.get(key)}" lacks "${terms.join(' / ')}"`);
      });
      expect(wrong).toEqual([]);
    });
  }
});

describe('matching a rejected variant', () => {
  it('matches a stem in any inflected form, at the start of a word only', () => {
    expect(uses('დაადეკლარირეთ ამანათები ჩამოსვლამდე', 'ჩამოსვლ')).toBe(true);
    expect(uses('სავარაუდო ჩამოფრენა', 'ჩამოსვლ')).toBe(false);
    expect(uses('Товары подлежат растаможке', 'растамож')).toBe(true);
    // Inside a word it is another word: გამოგზავნილი (sent) is not გზავნილი (shipment).
    expect(uses('გამოგზავნილი ამანათი', 'გზავნილ')).toBe(false);
    expect(uses('Стоимость доставки', 'стоимостью')).toBe(false);
  });

  it('matches several words only as consecutive words', () => {
    expect(uses('დეკლარირებული ფასი', 'დეკლარირებულ ფას')).toBe(true);
    expect(uses('ინდივიდუალური ფასი', 'დეკლარირებულ ფას')).toBe(false);
    expect(uses('დეკლარირებული ამანათის ფასი', 'დეკლარირებულ ფას')).toBe(false);
    expect(uses('Неверный пароль или код аккаунта', 'код аккаунт')).toBe(true);
    expect(uses('Неверный AX-код, эл. почта или пароль', 'код аккаунт')).toBe(false);
  });

  it('ignores case, ё/е, placeholders and tags', () => {
    expect(uses('Declared Price', 'declared price')).toBe(true);
    expect(uses('Следите за прилетами', 'прилёт')).toBe(true);
    expect(uses('{{landing}} <1>ok</1>', 'landing')).toBe(false);
  });

  it('names the file, the key and the variant', () => {
    const [entry] = parseGlossary(
      [
        '| Concept | ka | ka rejected |',
        '| --- | --- | --- |',
        '| arrival | ჩამოფრენა | ჩამოსვლ, ჩამოსვლის თარიღ |',
      ].join('\n'),
      ['ka'],
    );
    expect(entry).toEqual({
      concept: 'arrival',
      chosen: { ka: ['ჩამოფრენა'] },
      rejected: { ka: ['ჩამოსვლ', 'ჩამოსვლის თარიღ'] },
    });
    expect(
      violations([entry!], 'ka', [
        ['ka/parcels.json', 'group.arrived', 'ჩამოსვლა'],
        ['ka/schedule.json', 'schedule.arrival', 'ჩამოფრენა'],
      ]),
    ).toEqual([
      'ka/parcels.json group.arrived: uses the rejected "ჩამოსვლ" (arrival: use "ჩამოფრენა") in "ჩამოსვლა"',
    ]);
  });
});
