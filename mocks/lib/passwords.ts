/**
 * Passwords as the mock stores them: never in clear text, so that neither the demo's IndexedDB nor
 * an export (`/__demo/export`) holds one. `pbkdf2-sha256$<iterations>$<salt>$<hash>`, with Web
 * Crypto, which the browser and Node both have. The iteration count is low because the demo
 * hashes in the visitor's page at every sign-up and sign-in; a real backend hashes on the server
 * with Argon2id, or PBKDF2-SHA256 at OWASP's 600,000 iterations (docs/security.md).
 */
import { oneCharacterRepeated } from '@/shared/rules';

const ITERATIONS = 10_000;
const encoder = new TextEncoder();

const hex = (bytes: ArrayBuffer | Uint8Array) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

async function derive(password: string, salt: string, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(salt), iterations },
    key,
    256,
  );
  return hex(bits);
}

/** The stored form of `password`, with a fresh random salt unless one is given. */
export async function hashPassword(
  password: string,
  salt = hex(crypto.getRandomValues(new Uint8Array(16))),
): Promise<string> {
  return `pbkdf2-sha256$${ITERATIONS}$${salt}$${await derive(password, salt, ITERATIONS)}`;
}

/** Whether `password` is the one `stored` was made from. */
export async function passwordMatches(stored: string, password: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split('$');
  if (scheme !== 'pbkdf2-sha256' || !salt || !hash || !Number(iterations)) return false;
  return (await derive(password, salt, Number(iterations))) === hash;
}

/**
 * The demo accounts' password (DEMO_PASSWORD), hashed once and written here: seeding then costs no
 * hashing in the page. tests/mocks/passwords.test.ts checks that it matches.
 */
export const DEMO_PASSWORD_HASH =
  'pbkdf2-sha256$10000$70617263656c2d706f7274616c2d646d$cf863e2487537a8a68fb55076815c0fcb505962f83972766933b7ab371e3cba8';

/**
 * What a sign-in for an unknown login is checked against: a hash of the same cost that no
 * password matches (the account is unknown anyway), so an unknown login takes as long to refuse
 * as a wrong password.
 */
export const UNKNOWN_ACCOUNT_HASH = `pbkdf2-sha256$${ITERATIONS}$756e6b6e6f776e2d6163636f756e7421$${'0'.repeat(64)}`;

/** How many of the list's commonest passwords a new password may not be. */
export const COMMON_PASSWORDS_REFUSED = 10_000;

/**
 * Whether `password` is too easy to guess for a new password: one character repeated (eight
 * spaces, "aaaaaaaa") or one of the 10,000 commonest passwords, in any case. The list is
 * zxcvbn-ts's (@zxcvbn-ts/language-common, ordered by frequency), loaded on first use: the demo
 * build fetches it only when someone chooses a password.
 */
export async function passwordTooCommon(password: string): Promise<boolean> {
  if (oneCharacterRepeated(password)) return true;
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  const common = dictionary['passwords-common'] as readonly string[];
  const lower = password.toLowerCase();
  return common.slice(0, COMMON_PASSWORDS_REFUSED).includes(lower);
}
