/**
 * State that frees itself (docs/security.md): the limits forget keys whose attempts have left
 * their window, an account keeps at most MAX_SESSIONS sessions (the oldest ends), and signing out
 * everywhere ends every session of the account.
 */
import { describe, expect, it } from 'vitest';
import type { SignInResponse } from '@/api';
import { AttemptLimiter } from '@mocks/api/limits';
import { MAX_SESSIONS } from '@mocks/api/sessions';
import { db } from '@mocks/db/collections';
import { call, request } from './helpers';

const signIn = async () =>
  (
    await request<SignInResponse>('/api/authorization/signin', {
      json: { email: 'AX10001', password: 'demo1234' },
    })
  ).body.token;
const status = async (token: string) =>
  (await call('/api/authorization/userInformation', { token })).status;

describe('bounded state', () => {
  it('the limits forget the keys of a past window', () => {
    const limiter = new AttemptLimiter(5, 60_000);
    for (let i = 0; i < 5_000; i += 1) limiter.take(`10.0.${i >> 8}.${i & 255}`, 1_000);
    expect(limiter.size).toBe(5_000);
    limiter.take('10.1.0.1', 1_000 + 60_001);
    expect(limiter.size).toBe(1);
  });

  it(`an account keeps at most ${MAX_SESSIONS} sessions, the oldest ending first`, async () => {
    const tokens: string[] = [];
    for (let i = 0; i < MAX_SESSIONS + 3; i += 1) tokens.push(await signIn());
    const user = db.users.findFirst((q) => q.where({ AXID: 'AX10001' }))!;
    expect(db.sessions.findMany((q) => q.where({ userId: user._id })).length).toBe(MAX_SESSIONS);
    expect(await Promise.all(tokens.slice(0, 3).map(status))).toEqual([401, 401, 401]);
    expect(await status(tokens.at(-1)!)).toBe(200);
  });

  it('signing out everywhere ends every session of the account', async () => {
    const [phone, laptop] = [await signIn(), await signIn()];
    const other = (
      await request<SignInResponse>('/api/authorization/signin', {
        json: { email: 'AX10002', password: 'demo1234' },
      })
    ).body.token;
    const answer = await request('/api/authorization/signoutAll', { token: phone, method: 'POST' });
    expect(answer.status).toBe(200);
    expect([await status(phone), await status(laptop)]).toEqual([401, 401]);
    expect(await status(other)).toBe(200);
  });
});
