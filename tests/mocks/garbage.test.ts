/** Garbage never crashes a handler: every write answers 400 with a code, every read never 500. */
import { describe, expect, it, vi } from 'vitest';
import type { ErrorResponse } from '@/api';
import { http } from 'msw';
import { createHandlers } from '@mocks/handlers';
import { openDemoGate } from '@mocks/api/demoGate';
import { backend, server } from '@mocks/node';
import { call } from './helpers';
import { apiSignIn } from '../helpers/session';

const handlers = createHandlers(backend, openDemoGate);

// The contract's routes; the demo console's /__demo controls have their own tests
// (tests/mocks/demo*.test.ts, and hostile-http-demo.test.ts sends hostile input to every operation
// of mocks/demo-openapi.yaml).
const routes = handlers
  .map((handler) => {
    const info = handler.info as { method: string; path: string };
    return { method: String(info.method), path: String(info.path).replace(/^\*/, '') };
  })
  .filter((route) => !route.path.startsWith('/__demo/'));
const writes = routes.filter((r) => r.method === 'POST' && !r.path.includes(':'));
/** Writes that read no body, so garbage in one changes nothing. */
const TAKE_NO_BODY = new Set([
  '/api/notification/markAllAsRead',
  '/api/authorization/signout',
  '/api/authorization/signoutAll',
]);

const GARBAGE: [string, string, Record<string, string>][] = [
  ['not JSON', 'this is { not json', { 'Content-Type': 'application/json' }],
  ['empty body', '', { 'Content-Type': 'application/json' }],
  ['null', 'null', { 'Content-Type': 'application/json' }],
  ['an array', '[1,2,3]', { 'Content-Type': 'application/json' }],
  ['a number', '1e309', { 'Content-Type': 'application/json' }],
  [
    'wrong types',
    JSON.stringify({
      email: { $ne: null },
      password: [],
      type: 'x',
      quantity: -1e308,
      amount: 'NaN',
      currency: 7,
      senderCountryId: {},
      statusPage: 'everything',
      productOrderId: '<script>',
      flightId: 42,
      ids: 'all',
      paymentId: null,
      status: 1,
      lari: '9'.repeat(500),
      tetri: true,
      city: '../../etc',
      address: ['x'],
      phone: 5.5,
      branches: 'moon',
      productId: {},
    }),
    { 'Content-Type': 'application/json' },
  ],
  [
    'multipart garbage',
    '--x\r\nContent-Disposition: form-data; name="inputs"\r\n\r\n{oops\r\n--x--\r\n',
    { 'Content-Type': 'multipart/form-data; boundary=x' },
  ],
  ['broken multipart', 'no boundary here', { 'Content-Type': 'multipart/form-data' }],
];

describe('garbage bodies', () => {
  it('covers every write endpoint', () => {
    expect(writes.length).toBeGreaterThanOrEqual(17);
  });

  it.each(GARBAGE)('%s → 400 with a code on every write endpoint', async (_name, body, headers) => {
    const token = await apiSignIn('AX10001');
    for (const route of writes) {
      if (TAKE_NO_BODY.has(route.path)) continue;
      const response = await call(route.path, { method: 'POST', token, body, headers });
      const json = (await response.json()) as ErrorResponse;
      expect({ route: route.path, status: response.status }).toEqual({
        route: route.path,
        status: 400,
      });
      expect(json.success).toBe(false);
      expect(json.code).toEqual(expect.any(String));
    }
  });
});

describe('garbage path parameters', () => {
  it.each(['-1', 'NaN', '1e3', '%00', 'x'.repeat(300), '99999999999999999999999'])(
    '%s never answers 500',
    async (value) => {
      const token = await apiSignIn('AX10001');
      for (const route of routes.filter((r) => r.path.includes(':'))) {
        const path = route.path.replace(/:\w+/g, encodeURIComponent(value));
        const response = await call(path, { method: route.method, token });
        expect({ path, status: response.status }).toEqual({ path, status: expect.any(Number) });
        expect(response.status, path).toBeLessThan(500);
      }
    },
  );
});

describe('a bug in a handler', () => {
  it('becomes a JSON 500 instead of a crash', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(
        '*/api/boom',
        backend.handle(() => {
          throw new Error('boom');
        }),
      ),
    );
    const response = await call('/api/boom');
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ success: false, code: 'internal_error' });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
