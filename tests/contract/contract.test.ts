/**
 * Calls every operation of openapi.yaml on the mock handlers — authorised, and the documented
 * error cases — and validates each answer against the contract's schemas. The cases of each
 * group of operations are in tests/contract/cases/.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createHandlers } from '@mocks/handlers';
import { openDemoGate } from '@mocks/api/demoGate';
import { backend } from '@mocks/node';
import { ACCOUNT_CASES } from './cases/accounts';
import type { Case, Cases, Ctx } from './cases/case';
import { COURIER_CASES } from './cases/courier';
import { NOTIFICATION_CASES } from './cases/notifications';
import { PARCEL_CASES } from './cases/parcels';
import { PAYMENT_CASES } from './cases/payments';
import { PUBLIC_CASES } from './cases/public';
import { contractErrors, operations, type Operation } from './openapi';

const handlers = createHandlers(backend, openDemoGate);

const origin = () => window.location.origin;

async function call(op: Operation, c: Case, ctx: Ctx): Promise<Response> {
  const params = c.params?.(ctx) ?? {};
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  const url = new URL(path, origin());
  for (const [k, v] of Object.entries(c.query?.(ctx) ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = {};
  if (c.as) headers.Authorization = `Bearer ${ctx[`token:${c.as}`]}`;
  let body: BodyInit | undefined;
  if (c.body) {
    const value = c.body(ctx);
    if (value instanceof FormData || typeof value === 'string') body = value;
    else {
      body = JSON.stringify(value);
      headers['Content-Type'] = 'application/json';
    }
  }
  return fetch(url, { method: op.method.toUpperCase(), headers, body });
}

async function json(path: string, token?: string, init: RequestInit = {}) {
  const response = await fetch(new URL(path, origin()), {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  return response.json();
}

/** Ids the cases need, discovered through the API itself rather than hard-coded. */
async function discover(): Promise<Ctx> {
  const ctx: Ctx = {};
  for (const axid of ['AX10001', 'AX10002', 'AX10003']) {
    const r = await json('/api/authorization/signin', undefined, {
      method: 'POST',
      body: JSON.stringify({ email: axid, password: 'demo1234' }),
    });
    ctx[`token:${axid}`] = r.token;
  }
  const t1 = ctx['token:AX10001']!;
  const waiting = await json('/api/product/gets/waiting/0/100', t1);
  ctx.waitingId = waiting.products[0]._id;
  ctx.waitingId2 = waiting.products[1]?._id ?? waiting.products[0]._id;
  const arrived = await json('/api/product/gets/arrived/0/100', t1);
  ctx.arrivedId = arrived.products[0]._id;
  ctx.arrivedFlight = arrived.products[0].flightId;
  const other = await json('/api/product/gets/waiting/0/100', ctx['token:AX10002']);
  ctx.otherId = other.products[0]?._id ?? 'missing';
  const notes = await json('/api/notification/all', t1);
  ctx.notificationId = notes.notifications[0]._id;
  const otherNotes = await json('/api/notification/all', ctx['token:AX10002']);
  ctx.otherNotificationId = otherNotes.notifications[0]._id;
  const news = await json('/api/news/gets/0/4');
  ctx.newsId = news.news[0]._id;
  const flights = await json('/api/courier/getFlights/didube', t1);
  ctx.courierFlight = flights.flights[0]?._id ?? 'none';
  const payment = await json('/api/merchant/georgiancard/pay', t1, {
    method: 'POST',
    body: JSON.stringify({ amount: '1000', lari: '10', tetri: '00' }),
  });
  ctx.paymentId = payment.result._id;
  return ctx;
}
const CASES: Cases = {
  ...ACCOUNT_CASES,
  ...PARCEL_CASES,
  ...PAYMENT_CASES,
  ...COURIER_CASES,
  ...NOTIFICATION_CASES,
  ...PUBLIC_CASES,
};

describe('contract: every operation on the mock backend', () => {
  let ctx: Ctx;
  beforeEach(async () => {
    ctx = await discover();
  });

  it('has a case for every operation', () => {
    expect(operations.map((o) => o.operationId).filter((id) => !CASES[id])).toEqual([]);
  });

  for (const op of operations) {
    for (const c of CASES[op.operationId] ?? []) {
      it(`${op.operationId}: ${c.name} → ${c.status}`, async () => {
        const response = await call(op, c, ctx);
        const expected = Array.isArray(c.status) ? c.status : [c.status];
        expect(expected).toContain(response.status);
        expect(await contractErrors(op, response)).toEqual([]);
      });
    }
    if (op.secured) {
      it(`${op.operationId}: without a token → 401`, async () => {
        const c = CASES[op.operationId]![0]!;
        const response = await call(op, { ...c, as: null }, ctx);
        expect(response.status).toBe(401);
        expect(await contractErrors(op, response)).toEqual([]);
      });
    }
  }
});

describe('contract: handlers', () => {
  const handled = handlers.map((h) => {
    const info = h.info as { method?: string; path?: string };
    return `${String(info.method).toUpperCase()} ${String(info.path).replace(/^\*/, '')}`;
  });

  it.each(operations.map((o) => [o.operationId, o] as const))('%s has a handler', (_id, op) => {
    const expected = `${op.method.toUpperCase()} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`;
    expect(handled).toContain(expected);
  });

  it('every handler is an operation of openapi.yaml, but the demo console and uploaded files', () => {
    const documented = operations.map(
      (op) => `${op.method.toUpperCase()} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`,
    );
    // Not the customer contract: the demo console's controls (mocks/demo-openapi.yaml, see
    // tests/contract/demo.test.ts), its fault handler in front of /api, and the files served.
    const outside = (route: string) =>
      route.includes(' /__demo/') || route.endsWith(' /api*') || route.startsWith('GET /uploads/');
    expect(handled.filter((route) => !outside(route) && !documented.includes(route))).toEqual([]);
  });
});

describe('contract: the validator itself', () => {
  const op = (id: string) => operations.find((o) => o.operationId === id)!;
  const jsonResponse = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('rejects a body missing required fields', async () => {
    expect(
      await contractErrors(op('getUserInformation'), jsonResponse({ success: true })),
    ).not.toEqual([]);
  });

  it('rejects an undocumented status and an unknown error code', async () => {
    expect(await contractErrors(op('getRates'), jsonResponse({}, 418))).not.toEqual([]);
    const bad = { success: false, code: 'no_such_code', message: 'x' };
    expect(await contractErrors(op('signIn'), jsonResponse(bad, 400))).not.toEqual([]);
  });

  it('rejects a wrong content type', async () => {
    const xml = new Response('<a/>', { status: 200, headers: { 'Content-Type': 'text/xml' } });
    expect(await contractErrors(op('getRates'), xml)).not.toEqual([]);
  });
});
