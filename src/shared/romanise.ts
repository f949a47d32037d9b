/**
 * Georgian and Russian typed into a field that takes Latin letters (a name as in the passport):
 * each letter becomes its Latin spelling instead of being dropped (docs/product.md#sign-up).
 * Georgian by the national romanisation that Georgian passports use (2002); Russian by the
 * transliteration of ICAO Doc 9303 that Russian passports use. A Georgian letter that starts a
 * word is capitalised, since Georgian has no capitals.
 */

// prettier-ignore
const GEORGIAN: Record<string, string> = {
  ა: 'a', ბ: 'b', გ: 'g', დ: 'd', ე: 'e', ვ: 'v', ზ: 'z', თ: 't', ი: 'i', კ: 'k', ლ: 'l',
  მ: 'm', ნ: 'n', ო: 'o', პ: 'p', ჟ: 'zh', რ: 'r', ს: 's', ტ: 't', უ: 'u', ფ: 'p', ქ: 'k',
  ღ: 'gh', ყ: 'q', შ: 'sh', ჩ: 'ch', ც: 'ts', ძ: 'dz', წ: 'ts', ჭ: 'ch', ხ: 'kh', ჯ: 'j', ჰ: 'h',
};

// prettier-ignore
const RUSSIAN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'i',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f',
  х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: 'ie', ы: 'y', ь: '', э: 'e', ю: 'iu', я: 'ia',
};

const capital = (latin: string) => latin.charAt(0).toUpperCase() + latin.slice(1);

/** `value` with its Georgian and Russian letters spelt in Latin; every other character kept. */
export function romanise(value: string): string {
  let out = '';
  let wordStart = true;
  for (const char of value) {
    const georgian = GEORGIAN[char];
    const lower = char.toLowerCase();
    const russian = RUSSIAN[lower];
    if (georgian !== undefined) out += wordStart ? capital(georgian) : georgian;
    else if (russian !== undefined) out += char === lower ? russian : capital(russian);
    else out += char;
    wordStart = !/\p{L}/u.test(char);
  }
  return out;
}
