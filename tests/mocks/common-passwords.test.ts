/**
 * A new password is not one of the commonest (docs/security.md): sign-up and a password change
 * refuse the 10,000 commonest passwords of zxcvbn-ts's list, in any case, and one character
 * repeated ("        "), with 400 password_too_common.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import type { ErrorResponse } from '@/api';
import { PASSWORD_MIN } from '@/shared/rules';
import { COMMON_PASSWORDS_REFUSED } from '@mocks/lib/passwords';
import { signUpBody, SIGN_UP_PASSWORD } from '../data';
import { apiSignIn } from '../helpers/session';
import { request } from './helpers';

const listed = (dictionary['passwords-common'] as string[])
  .slice(0, COMMON_PASSWORDS_REFUSED)
  .filter((password) => password.length >= PASSWORD_MIN);
/** The commonest of the list, a few from further down, and the ones no list needs. */
const COMMON = [
  ...listed.slice(0, 20),
  ...listed.filter((_, i) => i % 173 === 0),
  '12345678',
  'PASSWORD',
  ' '.repeat(8),
  'a'.repeat(12),
];

describe('the commonest passwords', () => {
  it('are in the list read', () => {
    expect(listed.length).toBeGreaterThan(1000);
    expect(listed).toContain('12345678');
  });

  it.each(COMMON)('are refused at sign-up: %j', async (password) => {
    const { status, body } = await request<ErrorResponse>('/api/authorization/signup', {
      json: signUpBody({ password }),
    });
    expect({ status, code: body.code }).toEqual({ status: 400, code: 'password_too_common' });
  });

  it('are refused as a new password, and a rare one is taken', async () => {
    const token = await apiSignIn('AX10001');
    const change = (newPassword: string) =>
      request<ErrorResponse>('/api/authorization/changePassword', {
        token,
        json: { oldPassword: 'demo1234', newPassword, newRePassword: newPassword },
      });
    for (const password of ['12345678', ' '.repeat(8), 'qwertyuiop']) {
      expect((await change(password)).body.code).toBe('password_too_common');
    }
    expect((await change('Mtatsminda-2026')).status).toBe(200);
  });

  it('leave a password of the sign-up data alone', async () => {
    const { status } = await request('/api/authorization/signup', {
      json: signUpBody({ password: SIGN_UP_PASSWORD }),
    });
    expect(status).toBe(200);
  });
});
