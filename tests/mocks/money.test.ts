import { describe, expect, it } from 'vitest';
import type {
  ErrorResponse,
  MerchantPayment,
  PaymentResponse,
  StartCardPaymentResponse,
  User,
} from '@/api';
import { db } from '@mocks/db/collections';
import { call, flightNo, payByCard, request, type Either } from './helpers';
import { apiSignIn } from '../helpers/session';

const me = async (token: string) =>
  (await request<{ candidate: User }>('/api/authorization/userInformation', { token })).body
    .candidate;
const debt = async (token: string) =>
  (await request<{ deptSum: number }>('/api/product/debtSum', { token })).body.deptSum;

describe('paying debts from the balance', () => {
  it('refuses payAll above the balance, pays the small flight, refuses the big one', async () => {
    const token = await apiSignIn('AX10001');
    expect(await debt(token)).toBe(303.49);
    const all = await request<ErrorResponse>('/api/payment/payall', {
      token,
      json: { status: 'arrived' },
    });
    expect(all).toMatchObject({ status: 400, body: { code: 'not_enough_money' } });

    const small = await request<PaymentResponse>('/api/payment/payFlightId', {
      token,
      json: { flightId: flightNo('cnArrivedUnpaid') },
    });
    expect(small.body).toEqual({
      success: true,
      message: expect.any(String),
      balance: 79.06,
      debt: 257.05,
    });
    expect(await me(token)).toMatchObject({ balance: 79.06, debt: 257.05 });

    const again = await request<ErrorResponse>('/api/payment/payFlightId', {
      token,
      json: { flightId: flightNo('cnArrivedUnpaid') },
    });
    expect(again.body.code).toBe('nothing_to_pay');
    const big = await request<ErrorResponse>('/api/payment/payFlightId', {
      token,
      json: { flightId: flightNo('usArrivedUnpaid') },
    });
    expect(big.body.code).toBe('not_enough_money');
    const unknown = await call('/api/payment/payFlightId', {
      token,
      json: { flightId: 'XX-0000-00' },
    });
    expect(unknown.status).toBe(404);
  });

  it('pays everything when the balance covers it, then has nothing to pay', async () => {
    const token = await apiSignIn('AX10003');
    expect(await debt(token)).toBe(42.52);
    const paid = await request<PaymentResponse>('/api/payment/payall', {
      token,
      json: { status: 'arrived' },
    });
    expect(paid.body).toMatchObject({ success: true, balance: 37.48, debt: 0 });
    const again = await request<ErrorResponse>('/api/payment/payall', {
      token,
      json: { status: 'arrived' },
    });
    expect(again.body.code).toBe('nothing_to_pay');
  });
});

describe('card top-up', () => {
  const start = (token: string, json: unknown) =>
    request<Either<StartCardPaymentResponse>>('/api/merchant/georgiancard/pay', { token, json });
  /** The customer's return: settle the payment (the body names it; anything else is not read). */
  const update = (token: string, paymentId: string, extra: object = {}) =>
    request<Either<{ result: MerchantPayment; balance: number }>>(
      '/api/merchant/georgiancard/update',
      { token, json: { paymentId, ...extra } },
    );
  /** The card provider's decision, on its own side (the demo card page's step). */
  const decide = (paymentId: string, approved: boolean) =>
    request<{ outcome: string }>('/__demo/card-provider/decide', {
      json: { paymentId, approved },
    });

  it('creates a pending payment with the demo card page URL', async () => {
    const token = await apiSignIn('AX10001');
    const { status, body } = await start(token, { amount: '2550', lari: '25', tetri: '50' });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      amount: 25.5,
      amountDB: 2550,
      userAXID: 'AX10001',
      status: 'pending',
      type: 'georgiancard',
    });
    // The demo card page, with the provider's query (src/shared/cardProvider.ts).
    const url = new URL(body.redirectUrl, window.location.origin);
    expect(url.pathname).toBe('/demo-card');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'o.order_id': body.result._id,
      'o.amount': '2550',
      currency: '981',
      'o.account': 'AX10001',
      'o.timestamp': body.result.createdAt,
      back_url_s: `${window.location.origin}/payments/success`,
      back_url_f: `${window.location.origin}/payments/failed`,
    });
  });

  it.each([
    ['leading zero', { amount: '0550', lari: '05', tetri: '50' }],
    ['five lari digits', { amount: '1000000', lari: '10000', tetri: '00' }],
    ['one tetri digit', { amount: '105', lari: '10', tetri: '5' }],
    ['amount not lari+tetri', { amount: '9999', lari: '10', tetri: '00' }],
    ['letters', { amount: '1a00', lari: '1a', tetri: '00' }],
  ])('rejects %s', async (_name, json) => {
    const token = await apiSignIn('AX10001');
    expect((await start(token, json)).body.code).toBe('validation_error');
  });

  it('takes no outcome from the customer: a success they report changes nothing', async () => {
    const token = await apiSignIn('AX10001');
    const id = (await start(token, { amount: '2550', lari: '25', tetri: '50' })).body.result._id;
    const forged = await update(token, id, { status: 'success', amount: 9999, amountDB: 999_900 });
    expect(forged.status).toBe(200);
    expect(forged.body).toMatchObject({ balance: 125.5, result: { status: 'pending' } });
    expect((await update(token, id, { status: 'success' })).body.balance).toBe(125.5);
  });

  it('adds an approved payment once, however often it is settled', async () => {
    const token = await apiSignIn('AX10001');
    const id = (await start(token, { amount: '2550', lari: '25', tetri: '50' })).body.result._id;
    expect((await decide(id, true)).body.outcome).toBe('approved');
    expect((await update(token, id)).body).toMatchObject({
      balance: 151,
      result: { status: 'success' },
    });
    expect((await update(token, id)).body.balance).toBe(151);
    expect((await update(token, id, { status: 'failed' })).body.result.status).toBe('success');
    // The provider decides once: a later decline does not undo the approval.
    expect((await decide(id, false)).body.outcome).toBe('approved');
    expect((await update(token, id)).body.balance).toBe(151);
  });

  it('adds nothing for a declined payment', async () => {
    const token = await apiSignIn('AX10001');
    const id = (await start(token, { amount: '1000', lari: '10', tetri: '00' })).body.result._id;
    expect((await decide(id, false)).body.outcome).toBe('declined');
    expect((await update(token, id, { status: 'success' })).body).toMatchObject({
      balance: 125.5,
      result: { status: 'failed' },
    });
    expect((await decide(id, true)).body.outcome).toBe('declined');
    expect((await update(token, id)).body.balance).toBe(125.5);
  });

  it("answers 404 for another customer's payment and 400 for a bad body", async () => {
    const token = await apiSignIn('AX10001');
    const id = (await start(token, { amount: '2550', lari: '25', tetri: '50' })).body.result._id;
    await decide(id, true);
    const other = await apiSignIn('AX10002');
    expect((await update(other, id)).status).toBe(404);
    expect((await update(token, '')).body.code).toBe('validation_error');
    expect((await decide('nope', true)).status).toBe(404);
    expect((await update(token, id)).body.balance).toBe(151);
  });
});

describe('/checkAvailable', () => {
  /** A card payment AX10001 started for `tetri`, still pending: its id. */
  async function pendingPayment(tetri: number): Promise<string> {
    const token = await apiSignIn('AX10001');
    const { body } = await request<StartCardPaymentResponse>('/api/merchant/georgiancard/pay', {
      token,
      json: { amount: String(tetri), lari: String(Math.floor(tetri / 100)), tetri: '00' },
    });
    return body.result._id;
  }

  const read = async (query: string) => {
    const response = await call(`/checkAvailable?${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/xml/);
    const xml = await response.text();
    const doc = new DOMParser().parseFromString(xml, 'text/xml');
    expect(doc.documentElement.nodeName).toBe('payment-avail-response');
    return { xml, text: (selector: string) => doc.querySelector(selector)?.textContent };
  };

  it('answers OK for a pending payment of exactly that amount, with its account', async () => {
    const id = await pendingPayment(2500);
    const { text } = await read(`trx_id=${id}&o_amount=2500`);
    expect(text('result > code')).toBe('1');
    expect(text('result > desc')).toBe('OK');
    expect(text('merchant-trx')).toBe(id);
    expect(text('purchase > shortDesc')).toBe('ბალანსის შევსება');
    expect(text('purchase > longDesc')).toContain('ბალანსის შევსება');
    expect(text('account-amount > id')).toBe('AX10001');
    expect(text('account-amount > amount')).toBe('2500');
    expect(text('account-amount > currency')).toBe('981');
    expect(text('account-amount > exponent')).toBe('2');
  });

  it.each([
    ['an order never started', async () => 'trx_id=NEVER12345&o_amount=500000'],
    [
      'a seeded top-up, paid long ago',
      async () => {
        const paid = db.payments.findFirst((q) => q.where({ status: 'success' }))!;
        return `trx_id=${paid._id}&o_amount=${paid.amountDB}`;
      },
    ],
    ['another amount', async () => `trx_id=${await pendingPayment(2500)}&o_amount=2501`],
    [
      'a payment already settled',
      async () => {
        const id = await pendingPayment(2500);
        await payByCard(await apiSignIn('AX10001'), id, true);
        return `trx_id=${id}&o_amount=2500`;
      },
    ],
    [
      'a payment declined',
      async () => {
        const id = await pendingPayment(2500);
        await payByCard(await apiSignIn('AX10001'), id, false);
        return `trx_id=${id}&o_amount=2500`;
      },
    ],
  ])('refuses %s with code 2, naming no account and no amount', async (_name, query) => {
    const { xml, text } = await read(await query());
    expect(text('result > code')).toBe('2');
    expect(xml).not.toMatch(/account-amount|AX1000|<amount>/);
  });

  it.each([
    '',
    '?trx_id=abc',
    '?o_amount=100',
    '?trx_id=abc&o_amount=0',
    '?trx_id=abc&o_amount=12.5',
    '?trx_id=%3Cx%3E&o_amount=5',
  ])('rejects %s with 400 (XML, or JSON on request)', async (query) => {
    const xml = await call(`/checkAvailable${query}`);
    expect(xml.status).toBe(400);
    expect(await xml.text()).toContain('<code>2</code>');
    const json = await request<ErrorResponse>(`/checkAvailable${query}`, {
      headers: { Accept: 'application/json' },
    });
    expect(json).toMatchObject({ status: 400, body: { code: 'validation_error' } });
  });
});
