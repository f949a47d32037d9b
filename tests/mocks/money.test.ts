import { describe, expect, it } from 'vitest';
import type {
  ErrorResponse,
  MerchantPayment,
  PaymentResponse,
  StartCardPaymentResponse,
  User,
} from '@/api';
import { call, flightNo, request, type Either } from './helpers';
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
  it('answers the payment-avail-response XML', async () => {
    const response = await call('/checkAvailable?trx_id=7C1A2B3D4E5F&o_amount=2550');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/xml/);
    const xml = await response.text();
    const doc = new DOMParser().parseFromString(xml, 'text/xml');
    const text = (selector: string) => doc.querySelector(selector)?.textContent;
    expect(doc.documentElement.nodeName).toBe('payment-avail-response');
    expect(text('result > code')).toBe('1');
    expect(text('result > desc')).toBe('OK');
    expect(text('merchant-trx')).toBe('7C1A2B3D4E5F');
    expect(text('purchase > shortDesc')).toBe('ბალანსის შევსება');
    expect(text('purchase > longDesc')).toContain('ბალანსის შევსება');
    expect(text('account-amount > amount')).toBe('2550');
    expect(text('account-amount > currency')).toBe('981');
    expect(text('account-amount > exponent')).toBe('2');
  });

  it('names the account when the transaction is a known payment', async () => {
    const token = await apiSignIn('AX10001');
    const { body } = await request<StartCardPaymentResponse>('/api/merchant/georgiancard/pay', {
      token,
      json: { amount: '1000', lari: '10', tetri: '00' },
    });
    const xml = await (
      await call(`/checkAvailable?trx_id=${body.result._id}&o_amount=1000`)
    ).text();
    expect(xml).toContain('<account-amount><id>AX10001</id><amount>1000</amount>');
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
