/**
 * The device token (docs/security.md#limits-on-attempts): the sign-in form keeps the token a
 * successful sign-in answers and sends it with the next sign-in to that account, so that while
 * others' guesses have used up the account's budget for unknown devices, its owner still gets in
 * from this browser.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLIENT_HEADER } from '@mocks/api/limits';
import { request } from '../mocks/helpers';
import { signInWithForm } from '../helpers/session';
import { renderApp } from '../render';

describe('the device token', () => {
  it('lets the owner sign in again from this browser while strangers are refused', async () => {
    const first = renderApp();
    await signInWithForm(first.user, 'AX10001', { password: 'demo1234' });
    expect(await screen.findByRole('heading', { name: 'გამარჯობა, გიორგი!' })).toBeVisible();
    expect(localStorage.getItem('pp.deviceTokens')).toMatch(/"ax10001":"[0-9a-f]{32}"/);
    first.unmount();
    localStorage.removeItem('pp.token');
    sessionStorage.clear();

    // Strangers use up the account's budget for devices without its token.
    for (let i = 0; i < 10; i++)
      await request('/api/authorization/signin', {
        json: { email: 'AX10001', password: `wrong-${i}` },
        headers: { [CLIENT_HEADER]: `198.51.100.${i}` },
      });
    const stranger = await request('/api/authorization/signin', {
      json: { email: 'AX10001', password: 'demo1234' },
    });
    expect(stranger.status).toBe(429);

    const again = renderApp();
    await signInWithForm(again.user, 'AX10001', { password: 'demo1234' });
    expect(await screen.findByRole('heading', { name: 'გამარჯობა, გიორგი!' })).toBeVisible();
  });
});
