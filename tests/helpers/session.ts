/**
 * The one way tests sign in. Where the sign-in form is not what is tested, `renderSignedIn`
 * signs in through the mock backend's API and starts the app with the token stored, as for a
 * returning customer. Where the form is under test, `signInWithForm` fills it like a person.
 */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '@/config/demo';
import { storeToken } from '@/shared/session/tokenStorage';
import { renderApp, type RenderAppOptions, type User } from '../render';
import { apiSignIn } from './api';

export { apiSignIn };

/** Labels of the sidebar sign-in form (Georgian, the default language). */
export const SIGN_IN_FORM = {
  identifier: 'AX კოდი ან ელ. ფოსტა',
  password: 'პაროლი',
  remember: 'დამახსოვრება',
  submit: 'შესვლა',
} as const;

interface SignedInOptions extends RenderAppOptions {
  /** AX code or email of a demo account. */
  account?: string;
  /** Where the token is kept: localStorage ("remember me") or sessionStorage. */
  remember?: boolean;
}

/**
 * Renders the app at `route` for a customer who is already signed in: the token comes from the
 * API and is stored before the app starts; resolves once the app has confirmed the session.
 */
export async function renderSignedIn({
  account = 'AX10001',
  remember = true,
  ...options
}: SignedInOptions = {}) {
  storeToken(await apiSignIn(account), remember);
  const app = renderApp(options);
  await waitFor(() => expect(app.store.getState().session.status).toBe('authenticated'));
  return app;
}

/** Fills and submits the sidebar sign-in form by typing, as a person does. */
export async function signInWithForm(
  user: User,
  identifier: string,
  { password = DEMO_PASSWORD, remember = false }: { password?: string; remember?: boolean } = {},
) {
  await user.type(screen.getByLabelText(SIGN_IN_FORM.identifier), identifier);
  await user.type(screen.getByLabelText(SIGN_IN_FORM.password), password);
  const rememberBox = screen.getByLabelText(SIGN_IN_FORM.remember) as HTMLInputElement;
  if (rememberBox.checked !== remember) await user.click(rememberBox);
  await user.click(screen.getByRole('button', { name: SIGN_IN_FORM.submit }));
}
