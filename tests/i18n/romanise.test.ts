/**
 * Georgian and Russian typed into a Latin-letters field are spelt in Latin, never dropped
 * (docs/product.md#sign-up): every letter of either alphabet gives at least one Latin letter.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { latinCompanyName, latinLettersOnly } from '@/features/accounts/schemas';
import { romanise } from '@/shared/romanise';
import { LATIN_NAME } from '@/shared/rules/accounts';

const GEORGIAN = [...'აბგდევზთიკლმნოპჟრსტუფქღყშჩცძწჭხჯჰ'];
const RUSSIAN = [...'абвгдеёжзийклмнопрстуфхцчшщъыьэюя'].filter((letter) => letter !== 'ь');
const word = (letters: string[]) =>
  fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 20 }).map((l) => l.join(''));

describe('romanise', () => {
  it('spells names as the passports of Georgia and Russia do', () => {
    expect(romanise('გიორგი ჭავჭავაძე')).toBe('Giorgi Chavchavadze');
    expect(romanise('ნინო ღლონტი')).toBe('Nino Ghlonti');
    expect(romanise('Юлия Щербакова')).toBe('Iuliia Shcherbakova');
    expect(romanise('Kavkasia 12')).toBe('Kavkasia 12');
  });

  it('keeps every Georgian or Russian name in a Latin name field, a valid one', () => {
    fc.assert(
      fc.property(
        fc.oneof(word(GEORGIAN), word(RUSSIAN), word(RUSSIAN.map((l) => l.toUpperCase()))),
        (name) => {
          const latin = latinLettersOnly(name);
          expect(latin).toMatch(LATIN_NAME);
          expect(latin.length).toBeGreaterThanOrEqual(name.length);
        },
      ),
    );
  });

  it("keeps a company's Georgian name in the Latin one, with its spaces and digits", () => {
    expect(latinCompanyName('შპს კავკასია 2')).toBe('Shps Kavkasia 2');
  });
});
