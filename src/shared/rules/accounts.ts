/**
 * Rules of the accounts fields (docs/product.md#5-validation-rules): sign-up, profile, passwords.
 * Each is a plain value or a pure function; the forms (src/features/accounts/schemas.ts) and the
 * mock backend (mocks/lib/schemas.ts) build their schemas from them, and openapi.yaml carries the
 * same patterns and lengths (tests/contract/rules.test.ts compares them).
 */

// ------------------------------------------------------------------ email and password
/**
 * An email address: the HTML spec's valid e-mail address (what yup's .email() checks) with at
 * least one dot in the domain ("name@host" is no customer's address).
 */
export const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
/** RFC 5321's longest address. */
export const EMAIL_MAX = 254;
/** A new password (sign-up, password change): at least 8 characters, after OWASP's guidance. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/**
 * A password of one character repeated ("        ", "aaaaaaaa") is refused like the commonest
 * ones (the server checks those against its list: `password_too_common`).
 */
export const oneCharacterRepeated = (password: string): boolean =>
  password.length > 0 && [...password].every((char) => char === password[0]);

// ------------------------------------------------------------------ names
/** The 33 letters of the modern Georgian alphabet (Mkhedruli ა … ჰ), as a character class. */
export const GEORGIAN_LETTERS = '\\u10D0-\\u10F0';
/** Latin letters, as a character class. */
export const LATIN_LETTERS = 'A-Za-z';
/** A first or last name in Georgian: Georgian letters only. */
export const GEORGIAN_NAME = new RegExp(`^[${GEORGIAN_LETTERS}]+$`);
/** A first or last name in Latin letters, as in the passport: Latin letters only. */
export const LATIN_NAME = new RegExp(`^[${LATIN_LETTERS}]+$`);
export const NAME_MAX = 60;

/**
 * An organisation's name in Georgian: Georgian letters and spaces, at least one letter. Written so
 * that each character has one way to match (spaces, then the first letter, then the rest): a
 * pattern with a choice per character takes time growing with the square of a long input.
 */
export const GEORGIAN_ORG_NAME = new RegExp(`^ *[${GEORGIAN_LETTERS}][${GEORGIAN_LETTERS} ]*$`);
/**
 * The characters of an organisation's name in English, as in the register: Latin letters,
 * digits, spaces and . , & ' " ( ) - ("Kavkasia Trade (Georgia) LLC").
 */
export const LATIN_ORG_NAME_CHARS = `A-Za-z0-9 .,&'"()-`;
/** Those characters but the letters. */
const LATIN_ORG_NAME_MARKS = `0-9 .,&'"()-`;
/**
 * An organisation's name in English: those characters, at least one letter. Linear, like the
 * Georgian one: the characters before the first letter are the ones that are not letters.
 */
export const LATIN_ORG_NAME = new RegExp(
  `^[${LATIN_ORG_NAME_MARKS}]*[${LATIN_LETTERS}][${LATIN_ORG_NAME_CHARS}]*$`,
);
export const ORG_NAME_MAX = 120;

// ------------------------------------------------------------------ identity numbers
export const PERSON_ID_DIGITS = 11;
/** The personal number of a Georgian citizen: exactly 11 digits. */
export const PERSON_ID = new RegExp(`^[0-9]{${PERSON_ID_DIGITS}}$`);
export const ORG_ID_DIGITS = 9;
/** The identification code of a company: exactly 9 digits. */
export const ORG_ID = new RegExp(`^[0-9]{${ORG_ID_DIGITS}}$`);
export const PASSPORT_CHARS = 'A-Za-z0-9';
export const PASSPORT_MIN = 5;
export const PASSPORT_MAX = 20;
/** The passport number of a foreign citizen: 5 to 20 Latin letters and digits. */
export const PASSPORT = new RegExp(`^[${PASSPORT_CHARS}]{${PASSPORT_MIN},${PASSPORT_MAX}}$`);

// ------------------------------------------------------------------ contact
export const PHONE_DIGITS = 9;
/** A Georgian mobile number: exactly 9 digits. */
export const PHONE = new RegExp(`^[0-9]{${PHONE_DIGITS}}$`);
/** A city key like _TBILISI_ (src/shared/cities.ts lists the known ones). */
/** The longest city key (`_TBILISI_` …), underscores included. */
export const CITY_KEY_MAX = 64;
export const CITY_KEY = new RegExp(`^_[A-Z0-9_]{1,${CITY_KEY_MAX - 2}}_$`);
export const ADDRESS_MAX = 200;
/** What a Georgian street address may hold besides Georgian letters: digits, spaces, . , / - № # ( ) */
export const ADDRESS_MARKS = '0-9 .,/№#()-';
/** A delivery address in Georgian (courier orders): at least one Georgian letter. */
export const GEORGIAN_ADDRESS = new RegExp(
  `^(?=.*[${GEORGIAN_LETTERS}])[${GEORGIAN_LETTERS}${ADDRESS_MARKS}]+$`,
);
