/**
 * Limits on password guesses that hold in parallel, per account whichever identifier is typed and
 * whatever the addresses, stepping up per address (IPv6 by /64), with no lockout of the owner on a
 * device that signed in before (device tokens, docs/security.md#limits-on-attempts); sign-ups
 * limited per address; sign-out that ends the token; an unknown login hashed like a known one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErrorResponse, SignInResponse } from '@/api';
import { DEMO_PASSWORD } from '@/config/demo';
import { CLIENT_HEADER, networkOf } from '@mocks/api/limits';
import { call, request } from './helpers';
import { signUpBody } from '../data';

/** A sign-in from the network address `from`. */
const signIn = (email: string, password: string, from = 'browser', more = {}) =>
  call('/api/authorization/signin', {
    json: { email, password, ...more },
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
  it('200 wrong passwords at once from devices without a token: at most 10 are checked, the rest get 429 with Retry-After', async () => {
    // A password checked is a hash computed: counted where the mock computes it.
    const hashes = vi.spyOn(crypto.subtle, 'deriveBits');
    const burst = Array.from({ length: 200 }, (_, i) => signIn('AX10002', `wrong-${i}`));
    const responses = await Promise.all(burst);
    expect(hashes.mock.calls.length).toBeLessThanOrEqual(10);
    const checked = responses.filter((r) => r.status === 400);
    const limited = responses.filter((r) => r.status === 429);
    expect(checked.length).toBeLessThanOrEqual(10);
    expect(checked.length + limited.length).toBe(200);
    for (const response of limited)
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('count against the account whichever identifier is typed, from any address', async () => {
    const logins = ['AX10002', 'company@demo.ge', 'ax10002', ' COMPANY@demo.ge', 'Company@Demo.ge'];
    for (const [i, login] of [...logins, ...logins].entries())
      expect((await signIn(login, 'wrong-password', `198.51.100.${i}`)).status).toBe(400);
    // The eleventh guess at the account from a device without a token, from a new address.
    expect((await signIn('AX10002', DEMO_PASSWORD, '192.0.2.1')).status).toBe(429);
  });

  it('a wrong old password in a password change is limited per session, in parallel too', async () => {
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

describe('no lockout of the owner (device tokens)', () => {
  it('250 addresses share one budget at an account; its owner, with the device token, signs in from any of them', async () => {
    const owner = await request<SignInResponse>('/api/authorization/signin', {
      json: { email: 'AX10003', password: DEMO_PASSWORD },
      headers: { [CLIENT_HEADER]: '192.0.2.55' },
    });
    const deviceToken = owner.body.deviceToken!;
    expect(deviceToken).toMatch(/^[0-9a-f]{32}$/);
    const attackers = Array.from({ length: 250 }, (_, i) => `10.9.${i >> 8}.${i & 255}`);
    const counts = await statuses(
      attackers.flatMap((from) => [1, 2].map((i) => signIn('AX10003', `guess-${i}`, from))),
    );
    expect(counts[400]).toBeLessThanOrEqual(10);
    // A device token of another account, or a made-up one, is no token.
    const other = await signIn('AX10003', DEMO_PASSWORD, '192.0.2.56', {
      deviceToken: 'f'.repeat(32),
    });
    expect(other.status).toBe(429);
    const back = await signIn('AX10003', DEMO_PASSWORD, attackers[7]!, { deviceToken });
    expect(back.status).toBe(200);
  });

  it('an address that failed 20 times steps up its waits, and never slows a device with a token', async () => {
    const office = '203.0.113.7';
    const { deviceToken } = (
      await request<SignInResponse>('/api/authorization/signin', {
        json: { email: 'AX10002', password: DEMO_PASSWORD },
        headers: { [CLIENT_HEADER]: office },
      })
    ).body;
    for (let i = 0; i < 20; i += 1) await signIn(`nobody-${i}@mail.ge`, 'wrong', office);
    const stranger = await signIn('AX10001', DEMO_PASSWORD, office);
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get('retry-after'))).toBeLessThanOrEqual(2);
    const owner = await signIn('AX10002', DEMO_PASSWORD, office, { deviceToken });
    expect(owner.status).toBe(200);
  });

  it('an IPv6 address counts by its /64', async () => {
    for (let i = 0; i < 20; i += 1)
      await signIn(`nobody-${i}@mail.ge`, 'wrong', `2001:db8:1:2::${(i + 1).toString(16)}`);
    expect((await signIn('AX10001', DEMO_PASSWORD, '2001:db8:1:2:ffff::1')).status).toBe(429);
    expect((await signIn('AX10001', DEMO_PASSWORD, '2001:db8:1:3::1')).status).toBe(200);
    expect(networkOf('2001:0db8:0001:0002:0000:0000:0000:0001')).toBe('2001:db8:1:2::/64');
    expect(networkOf('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(networkOf('198.51.100.4')).toBe('198.51.100.4');
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
