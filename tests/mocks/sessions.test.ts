/**
 * Sessions that end and attempts that are limited (docs/security.md): the idle and the absolute
 * limit, a password change that signs the other sessions out, 429 with Retry-After for repeated
 * failed sign-ins and recovery requests, and passwords stored only as hashes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErrorResponse } from '@/api';
import { DEMO_PASSWORD } from '@/config/demo';
import { db } from '@mocks/db/collections';
import { SEED } from '@mocks/demo/seed';
import { DEMO_PASSWORD_HASH, hashPassword, passwordMatches } from '@mocks/lib/passwords';
import { IDLE_MS, REMEMBERED_MS } from '@mocks/api/sessions';
import { call, request } from './helpers';

const signIn = (json: object) =>
  request<{ token?: string } & Partial<ErrorResponse>>('/api/authorization/signin', { json });
const me = (token: string) => call('/api/authorization/userInformation', { token });

afterEach(() => {
  vi.useRealTimers();
});

describe('sessions', () => {
  it('end after 30 minutes without a request, unless remembered', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { body } = await signIn({ email: 'AX10001', password: DEMO_PASSWORD });
    const token = body.token!;
    vi.setSystemTime(Date.now() + IDLE_MS - 60_000);
    expect((await me(token)).status).toBe(200);
    // Each request keeps it alive: another 29 minutes later it is still valid.
    vi.setSystemTime(Date.now() + IDLE_MS - 60_000);
    expect((await me(token)).status).toBe(200);
    vi.setSystemTime(Date.now() + IDLE_MS + 1_000);
    expect((await me(token)).status).toBe(401);
  });

  it('end 30 days after sign-in when remembered, however active', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { body } = await signIn({ email: 'AX10001', password: DEMO_PASSWORD, remember: true });
    const token = body.token!;
    vi.setSystemTime(Date.now() + 2 * IDLE_MS);
    expect((await me(token)).status).toBe(200);
    vi.setSystemTime(Date.now() + REMEMBERED_MS);
    expect((await me(token)).status).toBe(401);
  });

  it('a password change signs the other sessions out and keeps this one', async () => {
    const other = (await signIn({ email: 'AX10001', password: DEMO_PASSWORD })).body.token!;
    const here = (await signIn({ email: 'AX10001', password: DEMO_PASSWORD })).body.token!;
    const changed = await request('/api/authorization/changePassword', {
      token: here,
      json: {
        oldPassword: DEMO_PASSWORD,
        newPassword: 'new-secret1',
        newRePassword: 'new-secret1',
      },
    });
    expect(changed.status).toBe(200);
    expect((await me(here)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await signIn({ email: 'AX10001', password: DEMO_PASSWORD })).status).toBe(400);
    expect((await signIn({ email: 'AX10001', password: 'new-secret1' })).status).toBe(200);
  });
});

describe('limits on attempts', () => {
  it('answer 429 with Retry-After after 10 failed sign-ins of one account from devices without its token, even with the right password', async () => {
    for (let i = 0; i < 10; i++)
      expect((await signIn({ email: 'AX10001', password: `wrong${i}` })).status).toBe(400);
    const response = await call('/api/authorization/signin', {
      json: { email: 'ax10001', password: DEMO_PASSWORD },
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await response.json()) as ErrorResponse).code).toBe('too_many_requests');
    // Another account of the same client is not locked yet.
    expect((await signIn({ email: 'AX10002', password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('answer 429 after 20 failed sign-ins of one client, whatever the accounts', async () => {
    for (let i = 0; i < 20; i++)
      await signIn({ email: `nobody${i}@mail.ge`, password: 'wrong-password' });
    expect((await signIn({ email: 'AX10003', password: DEMO_PASSWORD })).status).toBe(429);
  });

  it('answer 429 after 3 recovery requests for one account', async () => {
    const recover = () =>
      call('/api/authorization/forgetPassword', { json: { email: 'individual@demo.ge' } });
    for (let i = 0; i < 3; i++) expect((await recover()).status).toBe(200);
    const limited = await recover();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('passwords', () => {
  it('are stored as salted hashes, never as typed', async () => {
    expect(await passwordMatches(DEMO_PASSWORD_HASH, DEMO_PASSWORD)).toBe(true);
    expect(await passwordMatches(DEMO_PASSWORD_HASH, 'demo12345')).toBe(false);
    const [a, b] = [await hashPassword('same'), await hashPassword('same')];
    expect(a).not.toBe(b);
    const user = db.users.findFirst((q) => q.where({ _id: SEED.users.individual._id }))!;
    expect(JSON.stringify(user)).not.toContain(DEMO_PASSWORD);
  });
});
