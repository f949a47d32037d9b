/**
 * The parcel and top-up fields: their forms build on the shared rules of src/shared/rules, so
 * each value of a table is judged by the shared rule on the form's side and by the mock's body
 * reader as the form would send it; both must accept it or both refuse it. The sign-up form's
 * fields: rules-agreement.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  isAmount,
  isQuantity,
  LARI,
  SHOP_NAME,
  SHOP_NAME_MAX,
  TETRI,
  TRACKING,
  TRACKING_MAX,
} from '@/shared/rules';
import { validate } from '@mocks/api/http';
import { addParcelSchema, startCardPaymentSchema } from '@mocks/lib/schemas';
import { parcel } from '../data';

const parcelAccepted = async (over: Record<string, unknown>) =>
  (await validate(addParcelSchema, parcel(over))).data !== undefined;

/**
 * A number field of the form (typed as text) reaches the mock as the text itself, and as a JSON
 * number when the text is how that number is written.
 */
function sentAs(text: string): unknown[] {
  const number = Number(text);
  return text !== '' && String(number) === text ? [text, number] : [text];
}

/** [field, the form's rule, how the mock gets the value, valid values, invalid values] */
const PARCEL_TABLE: [
  string,
  (text: string) => boolean,
  (text: string) => Record<string, unknown>[],
  string[],
  string[],
][] = [
  [
    'productOrderId',
    (v) => TRACKING.test(v) && v.length <= TRACKING_MAX,
    (v) => [{ productOrderId: v }],
    ['YT2023110512345678', 'a1', 'A'.repeat(40)],
    ['', 'AB-123', 'AB 123', 'ЯБ123', 'A'.repeat(41)],
  ],
  [
    'quantity',
    isQuantity,
    (v) => sentAs(v).map((quantity) => ({ quantity })),
    ['1', '2', '007', '100000'],
    ['', '0', '100001', '1.5', '1.0', '-1', 'a', '1e3'],
  ],
  [
    'amount',
    isAmount,
    (v) => sentAs(v).map((amount) => ({ amount })),
    ['20', '0.5', '5.', '12.5', '12.50', '0.01', '10000000'],
    ['', '0', '0.', '0.00', '05', '12.345', '1e3', '-1', 'abc', '1,5', '10000000.01'],
  ],
  [
    'shopOther',
    (v) => SHOP_NAME.test(v) && v.length <= SHOP_NAME_MAX,
    (v) => [{ shop: '_OTHER_SHOP_', shopOther: v }],
    ['jd.com', 'Shop1', 'a'.repeat(100)],
    ['', 'jd-com', 'my shop', 'магазин', 'a'.repeat(101)],
  ],
];

const card = (lari: string, tetri: string) => ({ amount: `${lari}${tetri}`, lari, tetri });
const cardAccepted = async (body: Record<string, unknown>) =>
  (await validate(startCardPaymentSchema, body)).data !== undefined;

describe('parcels and top-ups: the shared rule and the mock backend agree', () => {
  it.each(PARCEL_TABLE)('%s', async (_field, rule, bodies, valid, invalid) => {
    for (const [value, expected] of [
      ...valid.map((v) => [v, true] as const),
      ...invalid.map((v) => [v, false] as const),
    ]) {
      expect({ value, form: rule(value) }).toEqual({ value, form: expected });
      for (const over of bodies(value)) {
        expect({ over, mock: await parcelAccepted(over) }).toEqual({ over, mock: expected });
      }
    }
  });

  it('lari', async () => {
    for (const [lari, expected] of [
      ...['1', '25', '9999'].map((v) => [v, true] as const),
      ...['', '0', '05', '10000', '1a', '1.5', ' 1'].map((v) => [v, false] as const),
    ]) {
      const verdict = { lari, form: LARI.test(lari), mock: await cardAccepted(card(lari, '00')) };
      expect(verdict).toEqual({ lari, form: expected, mock: expected });
    }
  });

  it('tetri', async () => {
    for (const [tetri, expected] of [
      ...['00', '05', '99'].map((v) => [v, true] as const),
      ...['', '0', '5', '100', 'a0'].map((v) => [v, false] as const),
    ]) {
      const verdict = {
        tetri,
        form: TETRI.test(tetri),
        mock: await cardAccepted(card('25', tetri)),
      };
      expect(verdict).toEqual({ tetri, form: expected, mock: expected });
    }
  });
});
