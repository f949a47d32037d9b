/**
 * Calls every operation of openapi.yaml on the mock handlers — authorised, and the documented
 * error cases — and validates each answer against the contract's schemas.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { handlers } from '@mocks/handlers';
import { parcel, SEEDED_CUSTOMER, signUpBody } from '../data';
import { contractErrors, operations, type Operation } from './openapi';

type Ctx = Record<string, string>;
type Body = unknown | FormData | string;

interface Case {
  name: string;
  /** account that calls (signed in), or null for no token */
  as: 'AX10001' | 'AX10002' | null;
  params?: (ctx: Ctx) => Record<string, string | number>;
  query?: (ctx: Ctx) => Record<string, string | number>;
  body?: (ctx: Ctx) => Body;
  /** expected status; a list when the seed decides (e.g. enough money or not) */
  status: number | number[];
}

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
  for (const axid of ['AX10001', 'AX10002']) {
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

/** A declaration of a 45.50 USD parcel from Trendyol (Turkey). */
const product = (over: Record<string, unknown> = {}) =>
  parcel({
    productOrderId: 'CT2026112200001',
    senderCountryId: '3',
    shop: 'trendyol',
    amount: 45.5,
    description: 'Winter jacket',
    ...over,
  });

function form(file: Blob & { name?: string }, inputs: unknown, fileName: string): FormData {
  const data = new FormData();
  data.append('file', file, fileName);
  data.append('inputs', JSON.stringify(inputs));
  return data;
}
const png = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'file.png', { type: 'image/png' });
const pdf = () => new File(['%PDF-1.4\n%%EOF'], 'file.pdf', { type: 'application/pdf' });
const text = () => new File(['hello'], 'file.txt', { type: 'text/plain' });

const A = 'AX10001' as const;
const CASES: Record<string, Case[]> = {
  signIn: [
    {
      name: 'AX code',
      as: null,
      body: () => ({ email: 'ax10001', password: 'demo1234' }),
      status: 200,
    },
    {
      name: 'email',
      as: null,
      body: () => ({ email: 'company@demo.ge', password: 'demo1234' }),
      status: 200,
    },
    {
      name: 'wrong password',
      as: null,
      body: () => ({ email: 'AX10001', password: 'nope' }),
      status: 400,
    },
    { name: 'garbage', as: null, body: () => 'not json at all', status: 400 },
  ],
  getUserInformation: [{ name: 'own', as: A, status: 200 }],
  signUp: [
    { name: 'individual', as: null, body: () => signUpBody(), status: 200 },
    {
      name: 'email taken',
      as: null,
      body: () => signUpBody({ email: SEEDED_CUSTOMER.email }),
      status: 400,
    },
    { name: 'garbage', as: null, body: () => ({ type: 'x', email: 42 }), status: 400 },
  ],
  signUpWithFile: [
    {
      name: 'entrepreneur with extract',
      as: null,
      body: () =>
        form(
          png(),
          signUpBody({
            type: 2,
            indEntrepreneur: 'true',
            email: 'ie@example.ge',
            personId: '01024567899',
          }),
          'extract.png',
        ),
      status: 200,
    },
    {
      name: 'wrong file type',
      as: null,
      body: () => form(text(), signUpBody({ email: 'x@example.ge' }), 'a.txt'),
      status: 400,
    },
  ],
  updateProfile: [
    {
      name: 'valid',
      as: A,
      body: () => ({ city: '_KUTAISI_', phone: '599000111', address: 'რუსთაველის 5' }),
      status: 200,
    },
    {
      name: 'bad phone',
      as: A,
      body: () => ({ city: '_KUTAISI_', phone: '12', address: 'x' }),
      status: 400,
    },
  ],
  forgetPassword: [
    { name: 'known', as: null, body: () => ({ email: 'individual@demo.ge' }), status: 200 },
    { name: 'unknown', as: null, body: () => ({ email: 'nobody@example.ge' }), status: 404 },
  ],
  changePassword: [
    {
      name: 'valid',
      as: A,
      body: () => ({ oldPassword: 'demo1234', newPassword: 'newpass1', newRePassword: 'newpass1' }),
      status: 200,
    },
    {
      name: 'old wrong',
      as: A,
      body: () => ({ oldPassword: 'bad', newPassword: 'newpass1', newRePassword: 'newpass1' }),
      status: 400,
    },
  ],
  getDebtSum: [{ name: 'own', as: A, status: 200 }],
  getProducts: [
    ...['waiting', 'stock', 'sent', 'arrived', 'obtained'].map((status) => ({
      name: status,
      as: A,
      params: () => ({ status, skip: 0, limit: status === 'obtained' ? 30 : 100 }),
      status: 200,
    })),
    {
      name: 'unknown status',
      as: A,
      params: () => ({ status: 'lost', skip: 0, limit: 10 }),
      status: 400,
    },
    {
      name: 'negative skip',
      as: A,
      params: () => ({ status: 'waiting', skip: -1, limit: 10 }),
      status: 400,
    },
  ],
  getProductsWith: [
    { name: 'sent', as: A, params: () => ({ status: 'sent', skip: 0, limit: 100 }), status: 200 },
  ],
  getProduct: [
    { name: 'own', as: A, params: (c) => ({ id: c.waitingId! }), status: 200 },
    { name: "another customer's", as: A, params: (c) => ({ id: c.otherId! }), status: 404 },
  ],
  addProduct: [
    { name: 'valid', as: A, body: () => product(), status: 200 },
    {
      name: 'over 300 GEL without file',
      as: A,
      body: () => product({ productOrderId: 'CT2026112200002', amount: 500 }),
      status: 400,
    },
    { name: 'garbage', as: A, body: () => product({ quantity: 0, currency: 'XYZ' }), status: 400 },
  ],
  addProductWithFile: [
    {
      name: 'with invoice',
      as: A,
      body: () =>
        form(pdf(), product({ productOrderId: 'CT2026112200003', amount: 900 }), 'invoice.pdf'),
      status: 200,
    },
    {
      name: 'wrong file type',
      as: A,
      body: () => form(text(), product({ productOrderId: 'CT2026112200004' }), 'a.txt'),
      status: 400,
    },
  ],
  updateProduct: [
    {
      name: 'own waiting',
      as: A,
      body: (c) => ({ ...product(), productId: c.waitingId, amountGel: 122.85 }),
      status: 200,
    },
    {
      name: "another customer's",
      as: A,
      body: (c) => ({ ...product(), productId: c.otherId, amountGel: 1 }),
      status: 404,
    },
  ],
  updateProductWithFile: [
    {
      name: 'own waiting',
      as: A,
      body: (c) =>
        form(
          pdf(),
          { ...product({ amount: 800 }), productId: c.waitingId2, amountGel: 2159.92 },
          'invoice.pdf',
        ),
      status: 200,
    },
  ],
  deleteProduct: [
    { name: 'waiting', as: A, params: (c) => ({ id: c.waitingId! }), status: 200 },
    { name: 'arrived', as: A, params: (c) => ({ id: c.arrivedId! }), status: 400 },
    { name: "another customer's", as: A, params: (c) => ({ id: c.otherId! }), status: 404 },
  ],
  payAll: [{ name: 'arrived', as: A, body: () => ({ status: 'arrived' }), status: [200, 400] }],
  payFlight: [
    {
      name: 'arrived flight',
      as: A,
      body: (c) => ({ flightId: c.arrivedFlight }),
      status: [200, 400],
    },
    { name: 'unknown flight', as: A, body: () => ({ flightId: 'XX-0000-00' }), status: [400, 404] },
  ],
  startCardPayment: [
    {
      name: 'valid',
      as: A,
      body: () => ({ amount: '2550', lari: '25', tetri: '50' }),
      status: 200,
    },
    {
      name: 'leading zero',
      as: A,
      body: () => ({ amount: '0550', lari: '05', tetri: '50' }),
      status: 400,
    },
  ],
  updateCardPayment: [
    {
      name: 'success',
      as: A,
      body: (c) => ({ paymentId: c.paymentId }),
      status: 200,
    },
    { name: 'unknown', as: A, body: () => ({ paymentId: 'nope' }), status: 404 },
  ],
  checkAvailable: [
    { name: 'valid', as: null, query: () => ({ trx_id: 'TRX123', o_amount: 2550 }), status: 200 },
    { name: 'missing', as: null, status: 400 },
  ],
  getCourierFlights: [
    { name: 'didube', as: A, params: () => ({ branches: 'didube' }), status: 200 },
  ],
  getCourierParcels: [
    { name: 'didube', as: A, params: () => ({ branches: 'didube' }), status: 200 },
  ],
  createCourierOrder: [
    {
      name: 'order',
      as: A,
      body: (c) => ({
        ids: [c.courierFlight],
        sq1: 'tbilisi_0_5',
        city: '_TBILISI_',
        address: 'ჭავჭავაძის 1',
        name: 'გიორგი',
        phone: '599123456',
        branches: 'didube',
      }),
      status: [200, 400],
    },
    {
      name: 'no flights',
      as: A,
      body: () => ({
        ids: [],
        sq1: 'tbilisi_0_5',
        city: '_TBILISI_',
        address: 'ჭავჭავაძის 1',
        name: 'გიორგი',
        phone: '599123456',
        branches: 'didube',
      }),
      status: 400,
    },
  ],
  getNotifications: [{ name: 'own', as: A, status: 200 }],
  getNotification: [
    { name: 'own', as: A, params: (c) => ({ id: c.notificationId! }), status: 200 },
    {
      name: "another customer's",
      as: A,
      params: (c) => ({ id: c.otherNotificationId! }),
      status: 404,
    },
  ],
  getAllNotifications: [{ name: 'own', as: A, status: 200 }],
  markAllNotificationsRead: [{ name: 'own', as: A, status: 200 }],
  getInvoice: [
    {
      name: 'arrived flight',
      as: A,
      params: (c) => ({ flightId: c.arrivedFlight!, branch: 'main' }),
      status: 200,
    },
    {
      name: 'tbilisi variant',
      as: A,
      params: (c) => ({ flightId: c.arrivedFlight!, branch: 'tbilisi_1' }),
      status: 200,
    },
    {
      name: 'not theirs',
      as: A,
      params: () => ({ flightId: 'XX-0000-00', branch: 'main' }),
      status: 404,
    },
  ],
  createBranch: [
    { name: 'valid', as: A, body: () => ({ city: '_TBILISI_', address: 'gldani' }), status: 200 },
    { name: 'missing', as: A, body: () => ({ city: '_TBILISI_' }), status: 400 },
  ],
  getFlights: [
    { name: 'first page', as: null, params: () => ({ skip: 0, limit: 10 }), status: 200 },
    { name: 'bad limit', as: null, params: () => ({ skip: 0, limit: 'ten' }), status: 400 },
  ],
  getNewsList: [
    { name: 'home block', as: null, params: () => ({ skip: 0, limit: 4 }), status: 200 },
  ],
  getNews: [
    { name: 'exists', as: null, params: (c) => ({ id: c.newsId! }), status: 200 },
    { name: 'unknown', as: null, params: () => ({ id: 'no-such-news' }), status: 404 },
  ],
  getRates: [{ name: 'rates', as: null, status: 200 }],
  getOffices: [{ name: 'offices', as: null, status: 200 }],
  getTariffs: [{ name: 'tariffs', as: null, status: 200 }],
  getPage: [
    { name: 'terms', as: null, params: () => ({ slug: 'terms' }), status: 200 },
    { name: 'unknown', as: null, params: () => ({ slug: 'no-such-page' }), status: 404 },
  ],
  getPopup: [{ name: 'popup', as: null, status: 200 }],
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
