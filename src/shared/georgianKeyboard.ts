/**
 * Typing Georgian on a Latin keyboard (docs/product.md#georgian-name-fields): the standard Georgian
 * QWERTY layout maps each Latin key to a Georgian letter; Shift gives seven further letters (T→თ,
 * J→ჟ, R→ღ, S→შ, C→ჩ, Z→ძ, W→ჭ). Georgian letters typed directly are kept; everything else is
 * dropped.
 */
import {
  ADDRESS_MARKS,
  GEORGIAN_LETTERS,
  GEORGIAN_NAME,
  GEORGIAN_ORG_NAME,
} from './rules/accounts';

// prettier-ignore
const LAYOUT: Record<string, string> = {
  a: 'ა', b: 'ბ', g: 'გ', d: 'დ', e: 'ე', v: 'ვ', z: 'ზ', T: 'თ', i: 'ი', k: 'კ', l: 'ლ',
  m: 'მ', n: 'ნ', o: 'ო', p: 'პ', J: 'ჟ', r: 'რ', s: 'ს', t: 'ტ', u: 'უ', f: 'ფ', q: 'ქ',
  R: 'ღ', y: 'ყ', S: 'შ', C: 'ჩ', c: 'ც', Z: 'ძ', w: 'წ', W: 'ჭ', x: 'ხ', j: 'ჯ', h: 'ჰ',
};

/** One of the 33 letters of the modern Georgian alphabet (Mkhedruli ა … ჰ). */
const GEORGIAN_LETTER = new RegExp(`^[${GEORGIAN_LETTERS}]$`);
/** Mtavruli capitals (Ა … Ჰ) map to the same Mkhedruli letter. */
const MTAVRULI_START = 0x1c90;
const MTAVRULI_END = 0x1cb0;
const MKHEDRULI_START = 0x10d0;

/** One key → its Georgian letter, or '' when the key types no Georgian letter. */
export function georgianLetter(char: string): string {
  if (GEORGIAN_LETTER.test(char)) return char;
  const code = char.codePointAt(0) ?? 0;
  if (char.length === 1 && code >= MTAVRULI_START && code <= MTAVRULI_END) {
    return String.fromCodePoint(code - MTAVRULI_START + MKHEDRULI_START);
  }
  const mapped = LAYOUT[char];
  if (mapped) return mapped;
  // A capital with no letter of its own (A, B, G …; phones capitalise the first letter) types
  // the same letter as the small key, as Georgian keyboards do.
  if (/^[A-Z]$/.test(char)) return LAYOUT[char.toLowerCase()] ?? '';
  return '';
}

/**
 * A value typed into a Georgian-only field: Latin keys become Georgian letters, other
 * characters are dropped. With `spaces`, spaces are kept too (organisation names).
 */
export function toGeorgian(value: string, { spaces = false }: { spaces?: boolean } = {}): string {
  let out = '';
  for (const char of value) {
    if (spaces && char === ' ') out += char;
    else out += georgianLetter(char);
  }
  return out;
}

const ADDRESS_MARK = new RegExp(`^[${ADDRESS_MARKS}]$`);

/**
 * A Georgian address typed on any keyboard (courier orders): Latin keys become Georgian letters;
 * digits, spaces and the marks of an address (. , / - № # parentheses) are kept; the rest is
 * dropped.
 */
export function toGeorgianAddress(value: string): string {
  let out = '';
  for (const char of value) out += ADDRESS_MARK.test(char) ? char : georgianLetter(char);
  return out;
}

/**
 * Only Georgian letters (and spaces when allowed), at least one letter: a Georgian name, or with
 * `spaces` an organisation's Georgian name (src/shared/rules/accounts.ts).
 */
export function isGeorgianText(
  value: string,
  { spaces = false }: { spaces?: boolean } = {},
): boolean {
  return (spaces ? GEORGIAN_ORG_NAME : GEORGIAN_NAME).test(value);
}
