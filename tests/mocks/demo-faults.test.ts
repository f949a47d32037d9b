/**
 * The demo console's faults through the handlers: latency, failures of one operation (500, 401,
 * network; next or every call), offline mode and expired sessions. /__demo itself is never
 * delayed or failed. tests/setup.ts clears the faults before each test (resetMockDb).
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '@mocks/demo/operations';
import { SEED } from '@mocks/demo/seed';
import { demo, post } from './demo-helpers';
import { call } from './helpers';
import { apiSignIn } from '../helpers/session';

const timed = async <T>(task: () => Promise<T>) => {
  const started = performance.now();
  const result = await task();
  return { result, ms: performance.now() - started };
};

describe('faults', () => {
  it('start cleared and can be read, with the operations a failure can target', async () => {
    const { body } = await demo('faults');
    expect(body.faults).toEqual({ latencyMs: 0, offline: false, failures: [] });
    expect(body.operations).toContainEqual({
      operationId: 'getDebtSum',
      method: 'GET',
      path: '/api/product/debtSum',
      mocked: true,
    });
    expect(body).toMatchObject({ partial: false, unknown: [] });
    expect(body.operations.map((o: { operationId: string }) => o.operationId)).toEqual(
      Object.keys(OPERATIONS),
    );
  });

  it('delay every /api and /api2 call, never /__demo', async () => {
    const { body } = await post('faults/latency', { ms: 300 });
    expect(body.faults.latencyMs).toBe(300);
    const api = await timed(() => call('/api/tariffs/gets'));
    expect(api.result.status).toBe(200);
    expect(api.ms).toBeGreaterThanOrEqual(290);
    const rates = await timed(() => call('/api2/rate/get'));
    expect(rates.ms).toBeGreaterThanOrEqual(290);
    const console = await timed(() => demo('faults'));
    expect(console.ms).toBeLessThan(290);

    await post('faults/latency', { ms: 0 });
    for (const ms of [1, 500, '300', -300, null])
      expect((await post('faults/latency', { ms })).status).toBe(400);
  });

  it('fail the next call of an operation chosen by operationId with a 500', async () => {
    const token = await apiSignIn('AX10001');
    const { body } = await post('faults/fail', { operation: 'getDebtSum', error: 500 });
    expect(body.failure).toMatchObject({
      operation: 'getDebtSum',
      method: 'GET',
      path: '/api/product/debtSum',
      error: 500,
      times: 'next',
    });
    expect((await call('/api/notification/gets', { token })).status).toBe(200);
    const failed = await call('/api/product/debtSum', { token });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ success: false, code: 'internal_error' });
    expect((await call('/api/product/debtSum', { token })).status).toBe(200);
    expect((await demo('faults')).body.faults.failures).toEqual([]);
  });

  it('a 429 as a gateway answers the calls that take a password: too_many_requests, Retry-After', async () => {
    await post('faults/fail', { operation: 'signIn', error: 429 });
    const limited = await call('/api/authorization/signin', {
      json: { email: 'AX10001', password: 'demo1234' },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('60');
    expect(await limited.json()).toMatchObject({ success: false, code: 'too_many_requests' });
    expect(await apiSignIn('AX10001')).toEqual(expect.any(String));
  });

  it('fail every call of an operation chosen by method and path with a 401, until cleared', async () => {
    const token = await apiSignIn('AX10001');
    const parcel = `/api/product/get/${SEED.parcels.iWaitingJacket}`;
    await post('faults/fail', {
      method: 'GET',
      path: '/api/product/get/{id}',
      error: 401,
      times: 'every',
    });
    for (let i = 0; i < 2; i++) {
      const answer = await call(parcel, { token });
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ code: 'unauthorized' });
    }
    // the session itself is fine: other calls answer
    expect((await call('/api/product/debtSum', { token })).status).toBe(200);
    // the method counts too
    await post('faults/fail', {
      method: 'GET',
      path: '/api/notification/markAllAsRead',
      error: 500,
      times: 'every',
    });
    const marked = await call('/api/notification/markAllAsRead', { token, method: 'POST' });
    expect(marked.status).toBe(200);
    const cleared = await demo('faults/clear', { method: 'POST' });
    expect(cleared.body.faults).toEqual({ latencyMs: 0, offline: false, failures: [] });
    expect((await call(parcel, { token })).status).toBe(200);

    await post('faults/fail', { method: 'POST', path: '/api/product/delete/:id', error: 500 });
    const deleted = await call(`/api/product/delete/${SEED.parcels.iWaitingJacket}`, {
      token,
      method: 'POST',
    });
    expect(deleted.status).toBe(500);
  });

  it('fail a call with a network error', async () => {
    await post('faults/fail', { operation: 'getRates', error: 'network' });
    await expect(call('/api2/rate/get')).rejects.toThrow(TypeError);
    expect((await call('/api2/rate/get')).status).toBe(200);
  });

  it('go offline: every /api call fails as a network error, /__demo still answers', async () => {
    const token = await apiSignIn('AX10001');
    expect((await post('faults/offline', { offline: true })).body.faults.offline).toBe(true);
    await expect(call('/api/news/gets/0/4')).rejects.toThrow(TypeError);
    await expect(call('/api/product/debtSum', { token })).rejects.toThrow(TypeError);
    await expect(call('/api2/rate/get')).rejects.toThrow(TypeError);
    expect((await demo('personas')).status).toBe(200);
    await post('faults/offline', { offline: false });
    expect((await call('/api/product/debtSum', { token })).status).toBe(200);
  });

  it("expire a customer's session: their next call answers 401, others are not touched", async () => {
    const token = await apiSignIn('AX10001');
    const second = await apiSignIn('AX10001');
    const other = await apiSignIn('AX10002');
    const { body } = await post('faults/expire-session', {}, { token });
    expect(body.expired).toBe(2);
    expect((await call('/api/authorization/userInformation', { token })).status).toBe(401);
    expect((await call('/api/authorization/userInformation', { token: second })).status).toBe(401);
    expect((await call('/api/authorization/userInformation', { token: other })).status).toBe(200);
    // by AX code
    await post('faults/expire-session', { axid: 'AX10002' });
    expect((await call('/api/authorization/userInformation', { token: other })).status).toBe(401);
  });

  it('refuse a fault that targets nothing known', async () => {
    const bad = [
      { operation: 'noSuchOperation', error: 500 },
      { operation: '__proto__', error: 500 },
      { operation: 'toString', error: 500 },
      { operation: 'getDebtSum', error: 404 },
      { operation: 'getDebtSum', error: 500, times: 'always' },
      { error: 500 },
      { method: 'GET', error: 500 },
      { path: '/api/product/debtSum', error: 500 },
      { method: 'TRACE', path: '/api/product/debtSum', error: 500 },
      { method: 'GET', path: '/__demo/personas', error: 500 },
      { method: 'GET', path: 'http://elsewhere/api/x', error: 500 },
    ];
    for (const body of bad) {
      const answer = await post('faults/fail', body);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
    }
    expect((await demo('faults')).body.faults.failures).toEqual([]);
  });
});
