/**
 * "Sign out everywhere" on the profile: every session of the account ends, another device's
 * included, and this browser is signed out with a message.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SignInResponse } from '@/api';
import { call, request } from '../mocks/helpers';
import { renderSignedIn } from '../helpers/session';

describe('sign out everywhere', () => {
  it('ends the sessions of every device and signs this one out', async () => {
    const phone = (
      await request<SignInResponse>('/api/authorization/signin', {
        json: { email: 'AX10001', password: 'demo1234' },
      })
    ).body.token;
    const app = await renderSignedIn({ account: 'AX10001', route: '/profile' });
    await app.user.click(
      await screen.findByRole('button', { name: 'ყველა მოწყობილობიდან გასვლა' }),
    );
    expect(await screen.findByText('თქვენ გამოხვედით ყველა მოწყობილობიდან')).toBeVisible();
    await waitFor(() => expect(app.store.getState().session.status).not.toBe('authenticated'));
    expect((await call('/api/authorization/userInformation', { token: phone })).status).toBe(401);
  });
});
