/**
 * The one way tests sign a customer in (the browser tests have theirs in
 * tests/e2e/helpers/session.ts):
 *
 * - `apiSignIn`: a token from the mock backend's sign-in API, for a test's own requests (the
 *   backend tests); nothing is stored.
 * - `signIn`: signs in through that API and keeps the token where the app keeps it, so the app
 *   starts signed in, as for a returning customer; or, given a running store, signs it in as the
 *   sign-in form does.
 * - `renderSignedIn`: `signIn`, then the whole app at a route, once the session is confirmed.
 * - `signInWithForm`: where the form itself is under test, fills it like a person.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { signedIn } from '@/shared/session/sessionSlice';
import { storeToken } from '@/shared/session/tokenStorage';
import type { AppStore } from '@/store/store';
import { DEMO_PASSWORD, SEEDED_CUSTOMER } from '../data';
import { renderApp, type RenderAppOptions, type User } from '../render';

/** Labels of the sidebar sign-in form (Georgian, the default language). */
export const SIGN_IN_FORM = {
  name: 'ავტორიზაცია',
  identifier: 'AX კოდი ან ელ. ფოსტა',
  password: 'პაროლი',
  remember: 'დამახსოვრება',
  submit: 'შესვლა',
} as const;

/**
 * Signs in through POST /api/authorization/signin (AX code or email); returns the token. The
 * request goes to the page's origin, which the mock backend of tests/setup.ts answers, or to
 * `origin` (a real server).
 */
export async function apiSignIn(
  login: string = SEEDED_CUSTOMER.axid,
  {
    password = DEMO_PASSWORD,
    origin = window.location.origin,
  }: { password?: string; origin?: string } = {},
): Promise<string> {
  const response = await fetch(new URL('/api/authorization/signin', origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: login, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${login} failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

interface SignInOptions {
  /** Where the token is kept: localStorage ("remember me") or sessionStorage. */
  remember?: boolean;
  /** A store already running: signed in as the sign-in form does it (its listener keeps the token). */
  store?: AppStore;
}

/**
 * Signs `account` (AX code or email of a demo account) in through the API and returns the token.
 * The token is stored as the app stores it, so the next store (renderApp, makeStore) starts with
 * it; or, with `store`, that store is signed in.
 */
export async function signIn(
  account: string = SEEDED_CUSTOMER.axid,
  { remember = true, store }: SignInOptions = {},
): Promise<string> {
  const token = await apiSignIn(account);
  if (store) act(() => void store.dispatch(signedIn({ token, remember })));
  else storeToken(token, remember);
  return token;
}

interface SignedInOptions extends RenderAppOptions {
  /** AX code or email of a demo account. */
  account?: string;
  /** Where the token is kept: localStorage ("remember me") or sessionStorage. */
  remember?: boolean;
}

/**
 * Renders the whole app at `route` for a customer who is already signed in (`signIn` before the
 * app starts); resolves once the app has confirmed the session.
 */
export async function renderSignedIn({
  account = SEEDED_CUSTOMER.axid,
  remember = true,
  ...options
}: SignedInOptions = {}) {
  await signIn(account, { remember });
  const app = renderApp(options);
  await waitFor(() => expect(app.store.getState().session.status).toBe('authenticated'));
  return app;
}

/** Fills and submits the sidebar sign-in form (its fields found in it) by typing, as a person does. */
export async function signInWithForm(
  user: User,
  identifier: string = SEEDED_CUSTOMER.axid,
  { password = DEMO_PASSWORD, remember = false }: { password?: string; remember?: boolean } = {},
) {
  const form = within(screen.getByRole('form', { name: SIGN_IN_FORM.name }));
  await user.type(form.getByLabelText(SIGN_IN_FORM.identifier), identifier);
  await user.type(form.getByLabelText(SIGN_IN_FORM.password), password);
  const rememberBox = form.getByLabelText(SIGN_IN_FORM.remember) as HTMLInputElement;
  if (rememberBox.checked !== remember) await user.click(rememberBox);
  await user.click(form.getByRole('button', { name: SIGN_IN_FORM.submit }));
}
