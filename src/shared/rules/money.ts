/**
 * Rules of a card top-up (docs/product.md#balance-top-up: the add-balance form;
 * startCardPayment): lari and tetri typed apart, sent apart and concatenated.
 */
import { bodyOf } from './regex';

/** Lari: 1 to 4 digits, not starting with 0. */
export const LARI = /^[1-9][0-9]{0,3}$/;
/** Tetri: exactly 2 digits. */
export const TETRI = /^[0-9]{2}$/;
/** The amount in tetri as sent: lari and tetri concatenated ("25" + "50" → "2550"). */
export const CARD_AMOUNT = new RegExp(`^${bodyOf(LARI)}${bodyOf(TETRI)}$`);
