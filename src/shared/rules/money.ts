/**
 * Rules of a card top-up (docs/product.md#balance-top-up: the add-balance form;
 * startCardPayment): lari and tetri typed apart, sent apart and concatenated.
 */
import { bodyOf } from './regex';

/** Lari: 1 to LARI_DIGITS_MAX digits, not starting with 0. */
export const LARI_DIGITS_MAX = 4;
export const LARI = new RegExp(`^[1-9][0-9]{0,${LARI_DIGITS_MAX - 1}}$`);
/** Tetri: exactly TETRI_DIGITS digits. */
export const TETRI_DIGITS = 2;
export const TETRI = new RegExp(`^[0-9]{${TETRI_DIGITS}}$`);
/** The amount in tetri as sent: lari and tetri concatenated ("25" + "50" → "2550"). */
export const CARD_AMOUNT = new RegExp(`^${bodyOf(LARI)}${bodyOf(TETRI)}$`);
export const CARD_AMOUNT_MAX = LARI_DIGITS_MAX + TETRI_DIGITS;
