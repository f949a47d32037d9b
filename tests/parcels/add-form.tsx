/**
 * The add panel's form rendered alone for the declare-form tests (parcel-form*.test.tsx), and
 * what they share: submitting it, waiting for a field's message, a valid declaration.
 */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { accountsApi } from '@/api';
import { AddParcelPanel } from '@/features/parcels/AddParcelPanel';
import { Toasts } from '@/shared/toasts/Toasts';
import { makeStore } from '@/store/store';
import { renderWithProviders } from '../render';
import { signIn } from '../helpers/session';
import { errorOf, field, FORM, type Declaration } from './form';
import type { User } from './helpers';

/**
 * The add panel's form alone (with the toasts), for a signed-in customer whose information is
 * loaded, as it is whenever the panel can be opened.
 */
export async function renderAddForm(axid = 'AX10001') {
  await signIn(axid, { remember: false });
  const store = makeStore();
  await store.dispatch(accountsApi.endpoints.getUserInformation.initiate());
  const app = renderWithProviders(
    <>
      <AddParcelPanel />
      <Toasts />
    </>,
    { store },
  );
  await screen.findByLabelText(FORM.tracking);
  return app;
}

export const submit = (user: User) =>
  user.click(screen.getByRole('button', { name: FORM.declare }));

/** The message shown for a field (by label), waiting for the form to validate. */
export async function expectError(label: string | RegExp, message: string | null) {
  await waitFor(() => expect(errorOf(field(label))).toBe(message));
}

export const VALID: Declaration = {
  tracking: 'NEW123456789',
  quantity: '2',
  category: 'CLOTHING',
  country: '2',
  shop: 'amazon',
  amount: '299.99',
  currency: 'USD',
};

export const RATES_OF_ONE = { USD: 1, EUR: 1, TRY: 1, CNY: 10 };
