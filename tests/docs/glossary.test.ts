// One term per concept: every text a customer reads in a language must not use a variant that
// docs/glossary.md rejects for it. The texts are the locales (src/locales), the mock's content
// (the news, the pages, the notification templates and the popup in mocks/db/fixtures) and the
// notifications the mock writes (mocks/api/notify.ts). The glossary's table says, per concept and
// language, the chosen term and the rejected variants. A variant is matched as whole words, never
// inside a word (see docs/glossary.md, "Format of the table"): in Georgian and Russian each of its
// words is a stem that takes any ending, so one stem covers the inflected forms; in English a word
// is matched as itself or its plural.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentStrings, MIN_CONTENT_TEXTS } from '../helpers/content';

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

/**
 * The table of docs/glossary.md whose header row starts with "| Phrase |": per language, phrases of
 * another concept that contain a rejected variant (ka "საბაჟო დეკლარაცია", the customs document).
 */
function parseOtherConcepts(markdown: string): Record<string, string[]> {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^\|\s*Phrase\s*\|/.test(line));
  if (start < 0) return {};
  const header = cells(lines[start]!);
  const phrase = header.indexOf('Phrase');
  const language = header.indexOf('Language');
  const phrases: Record<string, string[]> = {};
  for (const line of lines.slice(start + 2)) {
    if (!line.trim().startsWith('|')) break;
    const row = cells(line);
    (phrases[row[language]!] ??= []).push(row[phrase]!);
  }
  return phrases;
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

/** Languages whose words take endings: there a variant's word is a stem. */
const INFLECTED = new Set(['ka', 'ru']);

/**
 * Whether a word of a text is `stem` as a variant means it: the stem with any ending in an
 * inflected language, else the word itself or its plural (office, offices; not official). A
 * variant in quotes is the word itself.
 */
function wordMatches(word: string, stem: string, lng: string, whole: boolean): boolean {
  if (whole) return word === stem;
  if (INFLECTED.has(lng)) return word.startsWith(stem);
  return word === stem || word === `${stem}s` || word === `${stem}es`;
}

/** The positions in `textWords` where the words of `variant` begin, as words of `lng`. */
function positions(textWords: string[], variant: string, lng: string): number[] {
  // "ვალი" in quotes: whole words only (ვალი, not ვალიდაცია).
  const whole = /^".*"$/.test(variant.trim());
  const stems = words(variant);
  if (stems.length === 0) return [];
  const matches = (word: string, stem: string) => wordMatches(word, stem, lng, whole);
  const found: number[] = [];
  for (let i = 0; i + stems.length <= textWords.length; i++) {
    if (stems.every((stem, j) => matches(textWords[i + j]!, stem))) found.push(i);
  }
  return found;
}

/**
 * Whether `text` uses `variant`: each word of the variant is a stem that must begin the word of
 * the text at the same position, for consecutive words. Words inside one of the `other` phrases
 * (another concept) do not count.
 */
function uses(text: string, variant: string, other: readonly string[] = [], lng = 'ka'): boolean {
  return firstUse(text, variant, other, lng) !== undefined;
}

/** The first word of `text` where it uses `variant` (as `uses` tells), or undefined. */
function firstUse(text: string, variant: string, other: readonly string[], lng: string) {
  const textWords = words(text);
  const covered = new Set<number>();
  for (const phrase of other) {
    const length = words(phrase).length;
    for (const at of positions(textWords, phrase, lng)) {
      for (let j = 0; j < length; j++) covered.add(at + j);
    }
  }
  const length = words(variant).length;
  const at = positions(textWords, variant, lng).find((start) =>
    Array.from({ length }, (_, j) => start + j).some((position) => !covered.has(position)),
  );
  return at === undefined ? undefined : textWords[at];
}

/** A long text (a news post, a page) cut to the words around `word`, for the message. */
function around(text: string, word: string): string {
  if (text.length <= 160) return text;
  const plain = text.replace(/<\/?[^<>]*>/g, ' ').replace(/\s+/g, ' ');
  const at = Math.max(0, plain.toLocaleLowerCase().replaceAll('ё', 'е').indexOf(word));
  return `…${plain.slice(Math.max(0, at - 60), at + 80)}…`;
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
const glossaryText = readFileSync(GLOSSARY, 'utf8');
const glossary = parseGlossary(glossaryText, languages);
const otherConcepts = parseOtherConcepts(glossaryText);

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
        const word = firstUse(text, variant, otherConcepts[lng] ?? [], lng);
        if (word !== undefined) {
          found.push(
            `${file} ${key}: uses the rejected "${variant}" (${entry.concept}: use "${entry.chosen[lng]!.join(' / ')}") in "${around(text, word)}"`,
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

  // Words the texts use in their ordinary sense, which a too short stem would take for a term:
  // ტვირთავს (uploads) begins like ტვირთი (cargo), долго (long) like долг (debt).
  const ORDINARY: Record<string, string[]> = {
    ka: ['ტვირთავს', 'ატვირთეთ', 'ვალუტა', 'ვალიდაცია', 'ოფიციალური'],
    ru: ['грузинский', 'долго', 'долгожданный'],
    en: ['official', 'billing', 'billion', 'triple', 'packaging'],
  };
  it.each(Object.entries(ORDINARY))(
    '%s: no rejected variant matches an ordinary word',
    (lng, ordinary) => {
      const texts = ordinary.map((word): [string, string, string] => ['ordinary', word, word]);
      expect(violations(glossary, lng, texts)).toEqual([]);
    },
  );

  it('does not count "home or office" (the customer\'s own workplace) as a branch', () => {
    const text = 'A courier will bring it to your home or office.';
    expect(violations(glossary, 'en', [['news', 'text', text]])).toEqual([]);
    expect(
      violations(glossary, 'en', [['news', 'text', 'Collect it at our office.']]),
    ).toHaveLength(1);
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
          entry.chosen[lng]!.filter((term) => uses(term, variant, [], lng)).map(
            (term) => `${lng} ${entry.concept}: "${variant}" matches the chosen "${term}"`,
          ),
        ),
      ),
    );
    expect(clashes).toEqual([]);
  });

  for (const lng of languages) {
    it(`${lng}: no locale string uses a rejected variant`, () => {
      expect(violations(glossary, lng, strings(lng))).toEqual([]);
    });

    it(`${lng}: no news post, page, notification or popup of the mock uses a rejected variant`, () => {
      const texts = contentStrings(lng);
      expect(texts.length).toBeGreaterThanOrEqual(MIN_CONTENT_TEXTS);
      expect(violations(glossary, lng, texts)).toEqual([]);
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
          .filter((key) => !terms.some((term) => uses(texts.get(key) ?? '', term, [], lng)))
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

  it('matches an English word as itself or its plural, never as the start of another word', () => {
    expect(uses('Collect it at one of our offices', 'office', [], 'en')).toBe(true);
    expect(uses('at the official rate', 'office', [], 'en')).toBe(false);
    expect(uses('Bills and receipts', 'bill', [], 'en')).toBe(true);
    expect(uses('your billing address', 'bill', [], 'en')).toBe(false);
  });

  it('matches several words only as consecutive words', () => {
    expect(uses('დეკლარირებული ფასი', 'დეკლარირებულ ფას')).toBe(true);
    expect(uses('ინდივიდუალური ფასი', 'დეკლარირებულ ფას')).toBe(false);
    expect(uses('დეკლარირებული ამანათის ფასი', 'დეკლარირებულ ფას')).toBe(false);
    expect(uses('Неверный пароль или код аккаунта', 'код аккаунт')).toBe(true);
    expect(uses('Неверный AX-код, эл. почта или пароль', 'код аккаунт')).toBe(false);
  });

  it('does not count the words of a phrase of another concept', () => {
    const other = ['საბაჟო დეკლარაცი'];
    expect(uses('საბაჟო დეკლარაციას ჩვენ ვავსებთ', 'დეკლარაცი', other)).toBe(false);
    expect(uses('დეკლარაციის შესწორება', 'დეკლარაცი', other)).toBe(true);
    expect(uses('საბაჟო დეკლარაცია და დეკლარაციის შესწორება', 'დეკლარაცი', other)).toBe(true);
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
