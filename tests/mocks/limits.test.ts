/**
 * Limits on password guesses that hold in parallel, per account whichever identifier is typed and
 * per address, with no lockout of the owner (docs/security.md#limits-on-attempts); sign-ups
 * limited per address; sign-out that ends the token; an unknown login hashed like a known one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErrorResponse } from '@/api';
import { DEMO_PASSWORD } from '@/config/demo';
import { CLIENT_HEADER } from '@mocks/api/limits';
import { call, request } from './helpers';
import { signUpBody } from '../data';

/** A sign-in from the network address `from`. */
const signIn = (email: string, password: string, from = 'browser') =>
  call('/api/authorization/signin', {
    json: { email, password },
    headers: { [CLIENT_HEADER]: from },
  });

/** How many answers had each status. */
async function statuses(responses: Promise<Response>[]): Promise<Record<number, number>> {
  const counts: Record<number, number> = {};
  for (const response of await Promise.all(responses))
    counts[response.status] = (counts[response.status] ?? 0) + 1;
  return counts;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('password guesses in parallel', () => {
  it('200 wrong passwords at once: at most 5 are checked, the rest get 429 with Retry-After', async () => {
    // A password checked is a hash computed: counted where the mock computes it.
    const hashes = vi.spyOn(crypto.subtle, 'deriveBits');
    const burst = Array.from({ length: 200 }, (_, i) => signIn('AX10002', `wrong-${i}`));
    const responses = await Promise.all(burst);
    expect(hashes.mock.calls.length).toBeLessThanOrEqual(5);
    const checked = responses.filter((r) => r.status === 400);
    const limited = responses.filter((r) => r.status === 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.length + limited.length).toBe(200);
    for (const response of limited)
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('count against the account whichever identifier is typed', async () => {
    for (const login of ['AX10002', 'company@demo.ge', 'ax10002', ' COMPANY@demo.ge'])
      await signIn(login, 'wrong-password');
    expect((await signIn('Company@Demo.ge', 'wrong-again')).status).toBe(400);
    // The sixth guess at the same account from the same address, under any of its names.
    expect((await signIn('AX10002', DEMO_PASSWORD)).status).toBe(429);
  });

  it('a wrong old password in a password change counts like a sign-in, in parallel too', async () => {
    const token = (
      await request<{ token: string }>('/api/authorization/signin', {
        json: { email: 'AX10001', password: DEMO_PASSWORD },
      })
    ).body.token;
    const change = (oldPassword: string) =>
      call('/api/authorization/changePassword', {
        token,
        json: { oldPassword, newPassword: 'another-secret', newRePassword: 'another-secret' },
      });
    const counts = await statuses(Array.from({ length: 50 }, (_, i) => change(`guess-${i}`)));
    expect(counts[400]).toBeLessThanOrEqual(5);
    expect(counts[429]).toBeGreaterThanOrEqual(45);
    expect((await change(DEMO_PASSWORD)).status).toBe(429);
  });
});

describe('no lockout of the owner', () => {
  it('while one address hammers an account, the owner signs in from another', async () => {
    await statuses(Array.from({ length: 50 }, (_, i) => signIn('AX10002', `x${i}`, '203.0.113.7')));
    expect((await signIn('AX10002', DEMO_PASSWORD, '203.0.113.7')).status).toBe(429);
    expect((await signIn('AX10002', DEMO_PASSWORD, '198.51.100.20')).status).toBe(200);
  });

  it('many addresses together get a bounded number of guesses, and the owner still gets in', async () => {
    const attackers = Array.from({ length: 30 }, (_, i) => `203.0.113.${i + 1}`);
    const burst = attackers.flatMap((from) =>
      Array.from({ length: 5 }, (_, i) => signIn('AX10003', `guess-${i}`, from)),
    );
    const counts = await statuses(burst);
    // 10 before the slow-down, one for each address new to the account, one a minute after that.
    expect(counts[400]).toBeLessThanOrEqual(10 + attackers.length + 1);
    expect(counts[429]).toBeGreaterThanOrEqual(150 - (10 + attackers.length + 1));
    expect((await signIn('AX10003', DEMO_PASSWORD, '192.0.2.55')).status).toBe(200);
    // An address that has failed on the account waits for the account's pace.
    const again = await signIn('AX10003', 'one-more', attackers[0]!);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('sign-up', () => {
  it('is limited per address, in parallel too', async () => {
    const bodies = Array.from({ length: 30 }, (_, i) =>
      signUpBody({ email: `burst${i}@mail.ge`, personId: String(30_000_000_000 + i) }),
    );
    const counts = await statuses(
      bodies.map((json) =>
        call('/api/authorization/signup', { json, headers: { [CLIENT_HEADER]: '203.0.113.9' } }),
      ),
    );
    expect(counts[200]).toBeLessThanOrEqual(10);
    expect(counts[429]).toBeGreaterThanOrEqual(20);
    const elsewhere = await call('/api/authorization/signup', {
      json: signUpBody({ email: 'another@mail.ge', personId: '30000000999' }),
      headers: { [CLIENT_HEADER]: '198.51.100.3' },
    });
    expect(elsewhere.status).toBe(200);
  });

  it.each(['', ' ', '1234567', '       '])(
    'refuses the password %j: at least 8 characters',
    async (password) => {
      const { status, body } = await request<ErrorResponse>('/api/authorization/signup', {
        json: signUpBody({ password }),
      });
      expect(status).toBe(400);
      expect(body.code).toBe('validation_error');
    },
  );
});

describe('an unknown login', () => {
  it('is hashed like a known one, so the time says nothing', async () => {
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    expect((await signIn('AX10001', 'wrong-password')).status).toBe(400);
    const known = derive.mock.calls.length;
    derive.mockClear();
    expect((await signIn('nobody@nowhere.ge', 'wrong-password')).status).toBe(400);
    expect(known).toBe(1);
    expect(derive.mock.calls.length).toBe(known);
  });
});

describe('sign-out', () => {
  it('ends the session: the token answers 401, other sessions stay', async () => {
    const login = () =>
      request<{ token: string }>('/api/authorization/signin', {
        json: { email: 'AX10001', password: DEMO_PASSWORD },
      });
    const [here, other] = [(await login()).body.token, (await login()).body.token];
    const out = await call('/api/authorization/signout', { method: 'POST', token: here });
    expect(out.status).toBe(200);
    expect((await call('/api/authorization/userInformation', { token: here })).status).toBe(401);
    expect((await call('/api/authorization/signout', { method: 'POST', token: here })).status).toBe(
      401,
    );
    expect((await call('/api/authorization/userInformation', { token: other })).status).toBe(200);
  });
});
