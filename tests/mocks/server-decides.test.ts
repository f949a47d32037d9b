/**
 * The server decides money: every handler that moves money or fixes a price computes
 * the figure itself and ignores what the client sends in its place: the courier's zone and tier,
 * the amount of a payment (all, or one flight), the amount a card top-up adds and the amount the
 * provider's availability check confirms, and a parcel's fee-relevant fields (weight, payment
 * state, stage, the 300 GEL rule's GEL amount).
 */
import { describe, expect, it } from 'vitest';
import type {
  CourierFlight,
  ErrorResponse,
  PaymentResponse,
  Product,
  StartCardPaymentResponse,
  UpdateCardPaymentResponse,
  User,
} from '@/api';
import { db } from '@mocks/db/collections';
import { SEED } from '@mocks/demo/seed';
import { call, courierOrder, flightNo, request } from './helpers';
import { apiSignIn } from '../helpers/session';
import { parcel } from '../data';

const me = async (token: string) =>
  (await request<{ candidate: User }>('/api/authorization/userInformation', { token })).body
    .candidate;

describe('the server decides money', () => {
  it('courier: stores its own zone and tier, from the city and the parcels, not the sq1 sent', async () => {
    const token = await apiSignIn('AX10001');
    // The paid flight's one parcel weighs 12 kg; Kutaisi is a regional town.
    await db.parcels.update((q) => q.where({ _id: SEED.parcels.iArrivedWatch }), {
      data(draft) {
        draft.weight = 12;
      },
    });
    const flights = (
      await request<{ flights: CourierFlight[] }>('/api/courier/getFlights/didube', { token })
    ).body.flights;
    const paid = flights.find((f) => f.flightId === flightNo('cnArrivedPaid'))!._id;
    const created = await request<{ order: { _id: string; sq1: string } }>('/api/courier/create', {
      token,
      json: courierOrder([paid], { sq1: 'tbilisi_0_5', city: '_KUTAISI_', price: 5 }),
    });
    expect(created.status).toBe(200);
    expect(created.body.order.sq1).toBe('regional_10_15');
    const stored = db.courierOrders.findFirst((q) => q.where({ _id: created.body.order._id }));
    expect(stored?.sq1).toBe('regional_10_15');
  });

  it('pay a flight: charges the flight’s fee, whatever amount the request names', async () => {
    const token = await apiSignIn('AX10001');
    const before = await me(token);
    const paid = await request<PaymentResponse>('/api/payment/payFlightId', {
      token,
      json: { flightId: flightNo('cnArrivedUnpaid'), amount: 0.01, debt: 0, balance: 1000 },
    });
    expect(paid.status).toBe(200);
    // The flight's fee is 46.44 GEL (1.35 kg and 0.8 kg × 8 USD × 2.6999).
    expect(paid.body.balance).toBe(Math.round(before.balance * 100 - 4644) / 100);
    expect(await me(token)).toMatchObject({ balance: paid.body.balance });
  });

  it('pay all: charges the whole debt, whatever amount the request names', async () => {
    const token = await apiSignIn('AX10003');
    const before = await me(token);
    expect(before.debt).toBe(42.52);
    const paid = await request<PaymentResponse>('/api/payment/payall', {
      token,
      json: { status: 'arrived', amount: 1, deptSum: 1 },
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      balance: Math.round(before.balance * 100 - 4252) / 100,
      debt: 0,
    });
  });

  it('card top-up: the outcome adds the payment’s own amount, never one the report names', async () => {
    const token = await apiSignIn('AX10001');
    const before = await me(token);
    const started = await request<StartCardPaymentResponse>('/api/merchant/georgiancard/pay', {
      token,
      json: { amount: '1000', lari: '10', tetri: '00' },
    });
    const paymentId = started.body.result._id;
    await request('/__demo/card-provider/decide', { json: { paymentId, approved: true } });
    const updated = await request<UpdateCardPaymentResponse>('/api/merchant/georgiancard/update', {
      token,
      json: { paymentId, status: 'success', amount: 9999, amountDB: 999_900 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.result).toMatchObject({ amount: 10, amountDB: 1000 });
    expect(updated.body.balance).toBe(Math.round(before.balance * 100 + 1000) / 100);
    expect((await me(token)).balance).toBe(updated.body.balance);
  });

  it('card availability check: OK only for the pending payment’s own amount, by either id', async () => {
    const token = await apiSignIn('AX10001');
    const started = await request<StartCardPaymentResponse>('/api/merchant/georgiancard/pay', {
      token,
      json: { amount: '2550', lari: '25', tetri: '50' },
    });
    const id = started.body.result._id;
    for (const query of [
      `trx_id=${id}&o_amount=2550`,
      `trx_id=T1&o_order_id=${id}&o_amount=2550`,
    ]) {
      const xml = await (await call(`/checkAvailable?${query}`)).text();
      expect(xml).toContain('<code>1</code>');
      expect(xml).toContain('<account-amount><id>AX10001</id><amount>2550</amount>');
    }
    for (const query of [`trx_id=${id}&o_amount=1`, `trx_id=T1&o_order_id=${id}&o_amount=99`]) {
      const xml = await (await call(`/checkAvailable?${query}`)).text();
      expect(xml).toContain('<code>2</code>');
      expect(xml).not.toContain('account-amount');
    }
  });

  it('parcels: the weight, payment state, stage and customs are the server’s', async () => {
    const token = await apiSignIn('AX10001');
    const added = await request<{ product: Product }>('/api/product/addProduct', {
      token,
      json: parcel({
        productOrderId: 'FORGED00000001',
        weight: 0.01,
        state: 'paid',
        status: 'arrived',
        flightId: flightNo('cnArrivedUnpaid'),
        custom: false,
        individualFee: 0.01,
      }),
    });
    expect(added.status).toBe(200);
    expect(added.body.product).toMatchObject({
      weight: null,
      state: 'unpaid',
      status: 'waiting',
      flightId: null,
      individualPrice: false,
      individualFee: null,
    });

    // 200 USD is 539.98 GEL: the invoice file is required whatever GEL amount the edit sends.
    const edit = await request<ErrorResponse>('/api/product/updateProduct', {
      token,
      json: { ...parcel({ amount: 200 }), productId: added.body.product._id, amountGel: 1 },
    });
    expect(edit).toMatchObject({ status: 400, body: { code: 'file_required' } });
  });
});
