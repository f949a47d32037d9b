/**
 * Partial mocking (VITE_API_MOCKING=partial, mocks/demo/mocking.ts): the listed operations are
 * answered by the mock and never reach the backend; every other /api call goes on to it as it
 * was sent. A token the real backend gave is adopted for the customer its userInformation names.
 * Here a small HTTP server stands in for the real backend and logs what reaches it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseMockedOperations } from '@mocks/demo/mocking';
import { OPERATIONS } from '@mocks/demo/operations';
import { backend as mock } from '@mocks/node';
import { call } from './helpers';

const ALL = Object.keys(OPERATIONS);

describe('VITE_MOCKED_OPERATIONS', () => {
  it('names operations, every one (*), or every one but some (!name), by commas or spaces', () => {
    expect([...parseMockedOperations('getNewsList, getNews').mocked]).toEqual([
      'getNewsList',
      'getNews',
    ]);
    expect([...parseMockedOperations('*').mocked]).toEqual(ALL);
    const but = parseMockedOperations('* !signIn,!getUserInformation');
    expect([...but.mocked]).toEqual(
      ALL.filter((o) => o !== 'signIn' && o !== 'getUserInformation'),
    );
    expect(but.unknown).toEqual([]);
  });

  it('keeps the names that are no operation apart, and mocks nothing when empty', () => {
    expect(parseMockedOperations('getNews, getNewz, !payEverything')).toEqual({
      mocked: new Set(['getNews']),
      unknown: ['getNewz', 'payEverything'],
    });
    expect(parseMockedOperations('  ').mocked.size).toBe(0);
  });
});

describe('partial mocking', () => {
  /** What reached the stand-in backend: "METHOD /path authorization". */
  const reached: string[] = [];
  let backend: Server;
  let base = '';
  /** Who the stand-in backend says its token belongs to. */
  let owner = 'AX10001';

  beforeAll(async () => {
    backend = createServer((req, res) => {
      reached.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`.trim());
      res.setHeader('content-type', 'application/json');
      if (req.url === '/api/authorization/userInformation') {
        const known = req.headers.authorization === 'Bearer real-token';
        res.statusCode = known ? 200 : 401;
        res.end(JSON.stringify(known ? { success: true, candidate: { AXID: owner } } : {}));
        return;
      }
      res.end(JSON.stringify({ success: true, from: 'backend' }));
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => backend.close(() => resolve())));
  afterEach(() => {
    mock.mocking.mockEverything();
    reached.length = 0;
    owner = 'AX10001';
  });

  it('answers the listed operations from the mock and sends the others to the backend', async () => {
    mock.mocking.mockOnly(parseMockedOperations('getTariffs'));
    const tariffs = await call(`${base}/api/tariffs/gets`);
    expect(tariffs.status).toBe(200);
    expect(await tariffs.json()).toMatchObject({ success: true, tariffs: expect.any(Array) });

    const news = await call(`${base}/api/news/gets/0/10`);
    expect(await news.json()).toEqual({ success: true, from: 'backend' });
    // So does a path that is no operation of the contract.
    await call(`${base}/api/nothing/here`);
    expect(reached).toEqual(['GET /api/news/gets/0/10', 'GET /api/nothing/here']);
  });

  it("adopts the backend's token for the customer it names, asking it once", async () => {
    mock.mocking.mockOnly(parseMockedOperations('*, !signIn, !getUserInformation'));
    const [debt, parcels] = await Promise.all([
      call(`${base}/api/product/debtSum`, { token: 'real-token' }),
      call(`${base}/api/product/gets/waiting/0/10`, { token: 'real-token' }),
    ]);
    expect(debt.status).toBe(200);
    expect(parcels.status).toBe(200);
    expect(((await parcels.json()) as { products: unknown[] }).products.length).toBeGreaterThan(0);
    expect(reached).toEqual(['GET /api/authorization/userInformation Bearer real-token']);
  });

  it('answers 401 for a token the backend refuses, or for a customer the mock does not have', async () => {
    mock.mocking.mockOnly(parseMockedOperations('getDebtSum'));
    expect((await call(`${base}/api/product/debtSum`, { token: 'forged' })).status).toBe(401);
    owner = 'AX99999';
    expect((await call(`${base}/api/product/debtSum`, { token: 'real-token' })).status).toBe(401);
  });

  it('tells the demo console who answers each operation, and the names it did not know', () => {
    expect(mock.mocking.state()).toMatchObject({ partial: false, unknown: [] });
    expect(mock.mocking.state().operations.every((o) => o.mocked)).toBe(true);
    mock.mocking.mockOnly(parseMockedOperations('getNews, getNewz'));
    const state = mock.mocking.state();
    expect(state).toMatchObject({ partial: true, unknown: ['getNewz'] });
    expect(state.operations.filter((o) => o.mocked).map((o) => o.operationId)).toEqual(['getNews']);
  });
});
