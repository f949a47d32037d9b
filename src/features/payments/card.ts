/**
 * The demo card page's card form (docs/product.md#test-cards): a card number that passes the
 * Luhn check, an expiry MM/YY not in the past, a 3-digit CVC, the cardholder optional. Test
 * cards: 4111 1111 1111 1111 approves, 4000 0000 0000 0002 declines, any other Luhn-valid number
 * approves.
 */
import * as yup from 'yup';

export const APPROVED_TEST_CARD = '4111111111111111';
export const DECLINED_TEST_CARD = '4000000000000002';

export const CARD_MSG = {
  number: 'payments:card.v.number',
  expiry: 'payments:card.v.expiry',
  expired: 'payments:card.v.expired',
  cvc: 'payments:card.v.cvc',
} as const;

/** Card numbers have 12 to 19 digits. */
export const CARD_DIGITS_MIN = 12;
export const CARD_DIGITS_MAX = 19;

/** The Luhn (mod 10) check of a card number's digits. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What the number field keeps: digits, shown in groups of four ("4111 1111 1111 1111"). */
export function cardNumberInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, CARD_DIGITS_MAX);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** What the expiry field keeps: MM/YY, the slash written after the month. */
export function expiryInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const cvcInput = (value: string) => value.replace(/\D/g, '').slice(0, 3);

/** Latin letters, spaces, dots, apostrophes and hyphens, as embossed on a card. */
export const holderInput = (value: string) => value.replace(/[^A-Za-z .'-]/g, '').slice(0, 60);

export const cardDigits = (value: string) => value.replace(/\D/g, '');

const EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** Whether MM/YY is this month or later: a card is valid to the end of its expiry month. */
export function expiryNotPast(expiry: string, now: Date = new Date()): boolean {
  const match = EXPIRY.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}

export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export const cardSchema: yup.ObjectSchema<CardValues> = yup.object({
  number: yup
    .string()
    .defined(CARD_MSG.number)
    .required(CARD_MSG.number)
    .test('card-number', CARD_MSG.number, (value) => {
      const digits = cardDigits(value);
      return (
        digits.length >= CARD_DIGITS_MIN && digits.length <= CARD_DIGITS_MAX && passesLuhn(digits)
      );
    }),
  expiry: yup
    .string()
    .defined(CARD_MSG.expiry)
    .required(CARD_MSG.expiry)
    .matches(EXPIRY, CARD_MSG.expiry)
    .test('not-expired', CARD_MSG.expired, (value) => expiryNotPast(value)),
  cvc: yup
    .string()
    .defined(CARD_MSG.cvc)
    .required(CARD_MSG.cvc)
    .matches(/^\d{3}$/, CARD_MSG.cvc),
  holder: yup.string().ensure(),
});

/** The demo provider's answer to a valid card: only the decline test card is declined. */
export function cardApproved(number: string): boolean {
  return cardDigits(number) !== DECLINED_TEST_CARD;
}
