/**
 * The news, the pages and the notifications send customers to the screens by name: „საკურიერო
 * მომსახურება“, «Курьерская доставка», "Courier delivery". Every name they quote must be a text
 * the interface shows in that language (a string of src/locales), so that a renamed button or
 * tab cannot leave the content pointing at a section that no longer exists. Quotes that name no
 * part of the interface (a shop's sale, a word to type) are listed below.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentStrings, MIN_CONTENT_TEXTS } from '../helpers/content';

const LOCALES = 'src/locales';

/** Each language's quotation marks (docs/glossary.md and the language reviews keep to these). */
const QUOTES: Record<string, RegExp> = {
  ka: /„([^“]+)“/g,
  ru: /«([^»]+)»/g,
  en: /"([^"]+)"/g,
};

/** Quoted words that name no part of the interface. */
const NOT_LABELS: Record<string, string[]> = {
  ka: ['მარტოხელების დღე', 'კომპანია', 'პერსონალურ მონაცემთა დაცვის შესახებ', 'გადაფუთვა'],
  ru: ['День холостяка', 'компания', 'О защите персональных данных', 'переупаковка'],
  en: ['company', 'repack'],
};

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value)));

const normal = (text: string) =>
  text
    .replace(/<\/?[^<>]*>/g, '')
    .trim()
    .toLocaleLowerCase();

/**
 * The interface's texts in a language, without tags, in lower case; a label with a note in
 * brackets also without it ("Note (optional)" is the field "Note").
 */
function interfaceTexts(lng: string): Set<string> {
  const dir = join(LOCALES, lng);
  return new Set(
    readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) => leaves(JSON.parse(readFileSync(join(dir, name), 'utf8')) as Tree))
      .map(normal)
      .flatMap((text) => [text, text.replace(/\s*\([^()]*\)$/, '')]),
  );
}

/** The quoted phrases of a text outside its HTML tags (an attribute's quotes are no quote). */
function quotes(text: string, lng: string): string[] {
  const plain = text.replace(/<\/?[^<>]*>/g, ' ');
  return [...plain.matchAll(QUOTES[lng]!)].map((match) => match[1]!.trim());
}

describe('the names the content quotes', () => {
  it('finds the quotes of each language outside tags', () => {
    expect(quotes('<a href="/x">open „კონტაქტები“</a>', 'ka')).toEqual(['კონტაქტები']);
    expect(quotes('<a href="/x">open "Contact"</a>', 'en')).toEqual(['Contact']);
    expect(quotes('в разделе «Курьерская доставка»', 'ru')).toEqual(['Курьерская доставка']);
  });

  for (const lng of Object.keys(QUOTES)) {
    it(`${lng}: every quoted name is a text of the interface`, () => {
      const texts = interfaceTexts(lng);
      const content = contentStrings(lng);
      expect(content.length).toBeGreaterThanOrEqual(MIN_CONTENT_TEXTS);
      const allowed = new Set(NOT_LABELS[lng]!.map(normal));
      const unknown = content.flatMap(([file, key, text]) =>
        quotes(text, lng)
          .filter((quote) => !texts.has(normal(quote)) && !allowed.has(normal(quote)))
          .map((quote) => `${file} ${key}: quotes "${quote}", which the interface does not show`),
      );
      expect(unknown).toEqual([]);
    });
  }
});
