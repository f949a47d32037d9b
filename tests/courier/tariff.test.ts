/**
 * The courier tariff (docs/product.md#courier-tariff): tiers by the total weight of the delivered
 * parcels (up to 5, 5–10, 10–15, 15–20 kg), Tbilisi 5/7/9/11, the outskirts 8/13/18/22, any other
 * town or village the outskirts price + 4; over 20 kg priced individually. The city list for the
 * courier, and the Georgian address typed on a Latin keyboard.
 */
import { describe, expect, it } from 'vitest';
import { CITY_KEYS } from '@/shared/cities';
import {
  COURIER_CITY_KEYS,
  courierQuote,
  courierZone,
  OUTSKIRTS,
  totalWeight,
} from '@/shared/courier';
import { toGeorgianAddress } from '@/shared/georgianKeyboard';
import { GEORGIAN_ADDRESS } from '@/shared/rules';

describe('courier tariff', () => {
  it.each([
    // city, kg, GEL, sq1
    ['_TBILISI_', 0.25, 5, 'tbilisi_0_5'],
    ['_TBILISI_', 5.0, 5, 'tbilisi_0_5'],
    ['_TBILISI_', 5.01, 7, 'tbilisi_5_10'],
    ['_TBILISI_', 10.0, 7, 'tbilisi_5_10'],
    ['_TBILISI_', 10.01, 9, 'tbilisi_10_15'],
    ['_TBILISI_', 15.0, 9, 'tbilisi_10_15'],
    ['_TBILISI_', 15.01, 11, 'tbilisi_15_20'],
    ['_TBILISI_', 20.0, 11, 'tbilisi_15_20'],
    ['_KOJORI_', 5.0, 8, 'outskirts_0_5'],
    ['_TABAKHMELA_', 5.01, 13, 'outskirts_5_10'],
    ['_TSKNETI_', 10.01, 18, 'outskirts_10_15'],
    ['_LISI_', 20.0, 22, 'outskirts_15_20'],
    ['_BATUMI_', 5.0, 12, 'regional_0_5'],
    ['_KOBULETI_', 5.01, 17, 'regional_5_10'],
    ['_SIGHNAGHI_', 10.01, 22, 'regional_10_15'],
    ['_KUTAISI_', 15.01, 26, 'regional_15_20'],
  ] as const)('%s, %f kg: %i GEL (%s)', (city, kg, gel, sq1) => {
    expect(courierQuote(city, kg)).toMatchObject({ gel, sq1 });
  });

  it('prices more than 20 kg individually', () => {
    expect(courierQuote('_TBILISI_', 20.01)).toEqual({
      zone: 'tbilisi',
      tier: null,
      gel: null,
      sq1: 'tbilisi_over_20',
    });
  });

  it('adds weights exactly, so 2.15 + 2.85 kg is still the first tier', () => {
    expect(totalWeight([2.15, 2.85])).toBe(5);
    expect(courierQuote('_TBILISI_', totalWeight([2.15, 2.85])).gel).toBe(5);
    expect(totalWeight([0.1, 0.2, null])).toBe(0.3);
  });

  it('lists every city of the customers, Kobuleti and every outskirts settlement once', () => {
    expect(COURIER_CITY_KEYS).toEqual(expect.arrayContaining([...CITY_KEYS, ...OUTSKIRTS]));
    expect(COURIER_CITY_KEYS).toContain('_KOBULETI_');
    expect(new Set(COURIER_CITY_KEYS).size).toBe(COURIER_CITY_KEYS.length);
    for (const city of OUTSKIRTS) expect(courierZone(city)).toBe('outskirts');
  });
});

describe('Georgian delivery address', () => {
  it('types Georgian letters on a Latin keyboard and keeps digits and address marks', () => {
    expect(toGeorgianAddress('wereTlis gamz. 116, bina 14')).toBe('წერეთლის გამზ. 116, ბინა 14');
    expect(toGeorgianAddress('WavWavaZis 7/9 №3 (ezo)')).toBe('ჭავჭავაძის 7/9 №3 (ეზო)');
    expect(toGeorgianAddress('ok; <b>')).toBe('ოკ ბ');
  });

  it('needs at least one Georgian letter', () => {
    expect(GEORGIAN_ADDRESS.test('წერეთლის 116')).toBe(true);
    expect(GEORGIAN_ADDRESS.test('116, 14')).toBe(false);
    expect(GEORGIAN_ADDRESS.test('Tsereteli 116')).toBe(false);
  });
});
