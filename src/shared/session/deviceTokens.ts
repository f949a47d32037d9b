/**
 * The device tokens the server gave this browser (docs/security.md#limits-on-attempts): a
 * successful sign-in answers one for its account, and the next sign-in to it from here sends it
 * back, so that others' failed guesses at the account never slow its owner down. Kept in
 * localStorage by the login as typed (lower case), past sign-out; the newest few only.
 */
const STORAGE_KEY = 'pp.deviceTokens';
const KEPT = 10;

function read(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {}; // storage disabled, or not ours
  }
}

const keyOf = (login: string) => login.trim().toLowerCase();

/** The device token kept for `login`, if any. */
export function deviceTokenFor(login: string): string | undefined {
  const token = read()[keyOf(login)];
  return typeof token === 'string' ? token : undefined;
}

/** Keeps the device token a sign-in as `login` answered. */
export function keepDeviceToken(login: string, token: string): void {
  const kept = Object.entries(read()).filter(([key]) => key !== keyOf(login));
  const next = Object.fromEntries([...kept.slice(-(KEPT - 1)), [keyOf(login), token]]);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage disabled: the device signs in as an unknown one
  }
}
