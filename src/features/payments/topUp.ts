/**
 * The add-balance form (docs/product.md#balance-top-up): lari required, digits only, 1 to 4 digits,
 * not starting with 0 ("enter amount"); tetri exactly 2 digits ("enter tetri"). The rules are the
 * shared ones (src/shared/rules/money.ts), which the mock backend checks too. The amount sent is
 * lari and tetri concatenated (12 lari 05 tetri → "1205").
 */
import * as yup from 'yup';
import type { StartCardPaymentRequest } from '@/api';
import { LARI, TETRI } from '@/shared/rules';
import { joinTetri, splitTetri } from '@/shared/money';

export const TOP_UP_MSG = {
  lari: 'payments:topUp.v.lari',
  tetri: 'payments:topUp.v.tetri',
} as const;

export interface TopUpValues {
  lari: string;
  tetri: string;
}

export const topUpSchema: yup.ObjectSchema<TopUpValues> = yup.object({
  lari: yup
    .string()
    .defined(TOP_UP_MSG.lari)
    .required(TOP_UP_MSG.lari)
    .matches(LARI, TOP_UP_MSG.lari),
  tetri: yup
    .string()
    .defined(TOP_UP_MSG.tetri)
    .required(TOP_UP_MSG.tetri)
    .matches(TETRI, TOP_UP_MSG.tetri),
});

/** What the fields keep of what is typed or pasted: digits only (letters, signs, spaces dropped). */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** The smallest and largest top-up the rules allow: 1.00 and 9999.99 GEL. */
export const MIN_TOP_UP_TETRI = 100;
export const MAX_TOP_UP_TETRI = 999_999;

/**
 * The fields filled with an amount (the missing amount of a payment, as the panel's param in
 * tetri), kept within what one top-up can be; empty fields (tetri "00") without a usable one.
 */
export function prefill(param: string | null): TopUpValues {
  if (!param || !/^\d{1,12}$/.test(param)) return { lari: '', tetri: '00' };
  const tetri = Math.min(Math.max(Number(param), MIN_TOP_UP_TETRI), MAX_TOP_UP_TETRI);
  return splitTetri(tetri);
}

/** The valid fields as integer tetri, or null while they break a rule. */
export function topUpTetri(values: TopUpValues): number | null {
  if (!LARI.test(values.lari) || !TETRI.test(values.tetri)) return null;
  return joinTetri(values.lari, values.tetri);
}

/** The request of /api/merchant/georgiancard/pay. */
export function startRequest(values: TopUpValues): StartCardPaymentRequest {
  return { amount: `${values.lari}${values.tetri}`, lari: values.lari, tetri: values.tetri };
}
