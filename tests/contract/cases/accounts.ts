/** The contract's cases of the accounts: sign-in, sign-up, the profile, passwords and branches. */
import { SEEDED_CUSTOMER, signUpBody } from '../../data';
import { A, type Cases, form, png, text } from './case';

export const ACCOUNT_CASES: Cases = {
  signIn: [
    {
      name: 'AX code',
      as: null,
      body: () => ({ email: 'ax10001', password: 'demo1234' }),
      status: 200,
    },
    {
      name: 'email',
      as: null,
      body: () => ({ email: 'company@demo.ge', password: 'demo1234' }),
      status: 200,
    },
    {
      name: 'wrong password',
      as: null,
      body: () => ({ email: 'AX10001', password: 'nope' }),
      status: 400,
    },
    { name: 'garbage', as: null, body: () => 'not json at all', status: 400 },
  ],
  getUserInformation: [{ name: 'own', as: A, status: 200 }],
  // Its own account: the session it ends is no other case's.
  signOut: [{ name: 'own session', as: 'AX10003', status: 200 }],
  signOutEverywhere: [{ name: 'every session', as: 'AX10003', status: 200 }],
  signUp: [
    { name: 'individual', as: null, body: () => signUpBody(), status: 200 },
    {
      name: 'email taken',
      as: null,
      body: () => signUpBody({ email: SEEDED_CUSTOMER.email }),
      status: 400,
    },
    { name: 'garbage', as: null, body: () => ({ type: 'x', email: 42 }), status: 400 },
  ],
  signUpWithFile: [
    {
      name: 'entrepreneur with extract',
      as: null,
      body: () =>
        form(
          png(),
          signUpBody({
            type: 2,
            indEntrepreneur: 'true',
            email: 'ie@example.ge',
            personId: '01024567899',
          }),
          'extract.png',
        ),
      status: 200,
    },
    {
      name: 'wrong file type',
      as: null,
      body: () => form(text(), signUpBody({ email: 'x@example.ge' }), 'a.txt'),
      status: 400,
    },
  ],
  updateProfile: [
    {
      name: 'valid',
      as: A,
      body: () => ({ city: '_KUTAISI_', phone: '599000111', address: 'რუსთაველის 5' }),
      status: 200,
    },
    {
      name: 'bad phone',
      as: A,
      body: () => ({ city: '_KUTAISI_', phone: '12', address: 'x' }),
      status: 400,
    },
  ],
  forgetPassword: [
    { name: 'known', as: null, body: () => ({ email: 'individual@demo.ge' }), status: 200 },
    { name: 'unknown', as: null, body: () => ({ email: 'nobody@example.ge' }), status: 404 },
  ],
  changePassword: [
    {
      name: 'valid',
      as: A,
      body: () => ({ oldPassword: 'demo1234', newPassword: 'newpass1', newRePassword: 'newpass1' }),
      status: 200,
    },
    {
      name: 'old wrong',
      as: A,
      body: () => ({ oldPassword: 'bad', newPassword: 'newpass1', newRePassword: 'newpass1' }),
      status: 400,
    },
  ],
  createBranch: [
    { name: 'valid', as: A, body: () => ({ city: '_TBILISI_', address: 'gldani' }), status: 200 },
    { name: 'missing', as: A, body: () => ({ city: '_TBILISI_' }), status: 400 },
  ],
};
