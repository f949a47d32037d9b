import { describe, expect, it } from 'vitest';
import { georgianLetter, isGeorgianText, toGeorgian } from '@/shared/georgianKeyboard';

describe('Georgian keyboard mapping (docs/product.md#georgian-name-fields)', () => {
  it('maps every key of the standard Georgian QWERTY layout', () => {
    // prettier-ignore
    const layout: [string, string][] = [
      ['a', 'ა'], ['b', 'ბ'], ['g', 'გ'], ['d', 'დ'], ['e', 'ე'], ['v', 'ვ'], ['z', 'ზ'], ['T', 'თ'],
      ['i', 'ი'], ['k', 'კ'], ['l', 'ლ'], ['m', 'მ'], ['n', 'ნ'], ['o', 'ო'], ['p', 'პ'], ['J', 'ჟ'],
      ['r', 'რ'], ['s', 'ს'], ['t', 'ტ'], ['u', 'უ'], ['f', 'ფ'], ['q', 'ქ'], ['R', 'ღ'], ['y', 'ყ'],
      ['S', 'შ'], ['C', 'ჩ'], ['c', 'ც'], ['Z', 'ძ'], ['w', 'წ'], ['W', 'ჭ'], ['x', 'ხ'], ['j', 'ჯ'],
      ['h', 'ჰ'],
    ];
    for (const [key, letter] of layout)
      expect(`${key} → ${georgianLetter(key)}`).toBe(`${key} → ${letter}`);
    // All 33 letters of the alphabet can be typed.
    expect(new Set(layout.map(([, letter]) => letter)).size).toBe(33);
  });

  it('types whole names', () => {
    expect(toGeorgian('giorgi')).toBe('გიორგი');
    expect(toGeorgian('beriZe')).toBe('ბერიძე');
    expect(toGeorgian('SoTa')).toBe('შოთა');
    expect(toGeorgian('WavWavaZe')).toBe('ჭავჭავაძე');
    expect(toGeorgian('JangvelaZe')).toBe('ჟანგველაძე');
    expect(toGeorgian('RvTisavari')).toBe('ღვთისავარი');
  });

  it('keeps Georgian letters as they are and mixes them with mapped keys', () => {
    expect(toGeorgian('ნინო')).toBe('ნინო');
    expect(toGeorgian('ნიno')).toBe('ნინო');
  });

  it('drops characters that type no Georgian letter', () => {
    expect(toGeorgian('gio 123-rgi!')).toBe('გიორგი');
    expect(toGeorgian('й@#$%^&*()[]{};:,./<>?`~')).toBe('');
    expect(toGeorgian('')).toBe('');
  });

  it('gives capitals without a letter of their own the small key’s letter (phones capitalise)', () => {
    expect(toGeorgian('Giorgi')).toBe('გიორგი');
    expect(toGeorgian('Nino')).toBe('ნინო');
    // Shifted keys with their own letter keep it.
    expect(toGeorgian('Tamar')).toBe('თამარ');
  });

  it('reads Mtavruli capitals as ordinary letters', () => {
    expect(toGeorgian('ᲜᲘᲜᲝ')).toBe('ნინო');
  });

  it('keeps spaces only where allowed (organisation names)', () => {
    expect(toGeorgian('kavkasia treidi')).toBe('კავკასიატრეიდი');
    expect(toGeorgian('kavkasia treidi', { spaces: true })).toBe('კავკასია ტრეიდი');
  });

  it('recognises Georgian-only text', () => {
    expect(isGeorgianText('ნინო')).toBe(true);
    expect(isGeorgianText('ნინო ')).toBe(false);
    expect(isGeorgianText('nino')).toBe(false);
    expect(isGeorgianText('')).toBe(false);
    expect(isGeorgianText('კავკასია ტრეიდი', { spaces: true })).toBe(true);
    expect(isGeorgianText('   ', { spaces: true })).toBe(false);
  });
});
