/**
 * Parcels of 50 kg and over (docs/product.md#transport-fee): priced individually, so a
 * parcel weighed at 50 kg or more has no fee until staff set one: not in the debt, not payable
 * (paying its flight refuses, paying all skips it), not handed over or delivered, and the API
 * says so. Once staff set a fee in GEL it is charged like any other: in the debt, payable, on
 * the invoice.
 */
import { describe, expect, it } from 'vitest';
import type {
  CourierFlight,
  ErrorResponse,
  GetDebtSumApiResponse,
  GetParcelsApiResponse,
  InvoiceResponse,
  PaymentResponse,
  User,
} from '@/api';
import { SEED } from '@mocks/demo/seed';
import { post } from './demo-helpers';
import { courierOrder, request } from './helpers';
import { apiSignIn } from '../helpers/session';

const P = SEED.parcels;

const debtSum = async (token: string) =>
  (await request<GetDebtSumApiResponse>('/api/product/debtSum', { token })).body;
const me = async (token: string) =>
  (await request<{ candidate: User }>('/api/authorization/userInformation', { token })).body
    .candidate;
const tab = async (token: string, status: string) =>
  (await request<GetParcelsApiResponse>(`/api/product/gets/${status}/0/100`, { token })).body;

/** The customer's waiting parcel received at `weight` kg and put on a new flight; its flight number. */
async function heavyOnFlight(axid: string, parcelId: string, weight: number): Promise<string> {
  expect((await post('parcels/receive', { axid, parcelId, weight })).status).toBe(200);
  const shipped = await post('parcels/ship', { axid, parcelIds: [parcelId] });
  expect(shipped.status).toBe(200);
  return shipped.body.flights[0].flightId as string;
}

describe('a parcel of 50 kg or more', () => {
  it('has no fee until staff set one: not in the debt, and the API says it is priced individually', async () => {
    const token = await apiSignIn('AX10001');
    const before = await debtSum(token);
    expect(before.unpriced).toBe(0);

    const received = await post('parcels/receive', {
      axid: 'AX10001',
      parcelId: P.iWaitingJacket,
      weight: 50,
    });
    expect(received.body.parcel).toMatchObject({ weight: 50, fee: null, individualPrice: true });
    // Just under the line, the tariff applies: 49.999 kg × 9 USD × 2.6999 = 1214.93 GEL.
    const light = await post('parcels/receive', {
      axid: 'AX10001',
      parcelId: P.iWaitingLaptop,
      weight: 49.999,
    });
    expect(light.body.parcel).toMatchObject({ fee: 1214.93, individualPrice: false });

    const stock = await tab(token, 'stock');
    expect(stock.products.find((p) => p._id === P.iWaitingJacket)).toMatchObject({
      weight: 50,
      state: 'unpaid',
      individualPrice: true,
      individualFee: null,
    });
    expect(stock.products.find((p) => p._id === P.iWaitingLaptop)).toMatchObject({
      individualPrice: false,
      individualFee: null,
    });
    // Only the light one's fee joins the debt; the heavy one is counted apart.
    expect(await debtSum(token)).toMatchObject({
      success: true,
      deptSum: Math.round(before.deptSum * 100 + 121_493) / 100,
      unpriced: 1,
    });
    expect((await me(token)).debt).toBe(Math.round(before.deptSum * 100 + 121_493) / 100);
  });

  it('on a flight: paying the flight refuses, its group says so, hand-over and courier wait', async () => {
    const token = await apiSignIn('AX10001');
    const flightId = await heavyOnFlight('AX10001', P.iWaitingJacket, 120);
    const group = (await tab(token, 'sent')).flights.find((f) => f.flightId === flightId);
    expect(group).toMatchObject({ state: 'unpaid', debt: 0, unpriced: 1 });

    const refused = await request<ErrorResponse>('/api/payment/payFlightId', {
      token,
      json: { flightId },
    });
    expect(refused).toMatchObject({ status: 400, body: { code: 'nothing_to_pay' } });

    // Landed: still nothing to pay, not handed over, not delivered, on the invoice without a fee.
    expect((await post('flights/land', { flightId })).status).toBe(200);
    const handOver = await post('parcels/handover', {
      axid: 'AX10001',
      parcelIds: [P.iWaitingJacket],
    });
    expect(handOver).toMatchObject({ status: 400, body: { code: 'product_unpaid' } });
    const courierFlights = await request<{ flights: CourierFlight[] }>(
      '/api/courier/getFlights/didube',
      { token },
    );
    const ordered = await request<ErrorResponse>('/api/courier/create', {
      token,
      json: courierOrder([courierFlights.body.flights.find((f) => f.flightId === flightId)!._id]),
    });
    expect(ordered).toMatchObject({ status: 400, body: { code: 'product_unpaid' } });
    const invoice = await request<InvoiceResponse>(`/api/invoice/get/${flightId}/main`, {
      token,
    });
    expect(invoice.body.products).toEqual([
      expect.objectContaining({
        weight: 120,
        individualPrice: true,
        transportFee: null,
        amount: null,
      }),
    ]);
    expect(invoice.body.invoice.additionalInformation.allSum).toBe(0);
  });

  it('pay all skips it and pays the rest; the parcel stays unpaid', async () => {
    const token = await apiSignIn('AX10003');
    const before = await me(token);
    await heavyOnFlight('AX10003', P.eWaitingBag, 75.5);
    expect(await debtSum(token)).toMatchObject({ deptSum: 42.52, unpriced: 1 });
    const paid = await request<PaymentResponse>('/api/payment/payall', {
      token,
      json: { status: 'arrived' },
    });
    expect(paid.body).toMatchObject({
      balance: Math.round(before.balance * 100 - 4252) / 100,
      debt: 0,
    });
    const sent = await tab(token, 'sent');
    expect(sent.products.find((p) => p._id === P.eWaitingBag)?.state).toBe('unpaid');
    expect(await debtSum(token)).toMatchObject({ deptSum: 0, unpriced: 1 });
    const nothing = await request<ErrorResponse>('/api/payment/payall', {
      token,
      json: { status: 'arrived' },
    });
    expect(nothing.body.code).toBe('nothing_to_pay');
  });

  it('once staff set its fee in GEL, is charged like any other: debt, payment, invoice', async () => {
    const token = await apiSignIn('AX10003');
    const flightId = await heavyOnFlight('AX10003', P.eWaitingBag, 75.5);
    const priced = await post('parcels/fee', {
      axid: 'AX10003',
      parcelId: P.eWaitingBag,
      fee: 12.5,
    });
    expect(priced.status).toBe(200);
    expect(priced.body.parcel).toMatchObject({ fee: 12.5, individualPrice: true });

    expect(await debtSum(token)).toMatchObject({ deptSum: 55.02, unpriced: 0 });
    const product = (await tab(token, 'sent')).products.find((p) => p._id === P.eWaitingBag);
    expect(product).toMatchObject({ individualPrice: true, individualFee: 12.5 });
    expect((await tab(token, 'sent')).flights.find((f) => f.flightId === flightId)).toMatchObject({
      state: 'unpaid',
      debt: 12.5,
      unpriced: 0,
    });

    const before = await me(token);
    const paid = await request<PaymentResponse>('/api/payment/payFlightId', {
      token,
      json: { flightId },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.balance).toBe(Math.round(before.balance * 100 - 1250) / 100);
    expect(await debtSum(token)).toMatchObject({ deptSum: 42.52, unpriced: 0 });

    // Paid: its fee is fixed now.
    const again = await post('parcels/fee', { axid: 'AX10003', parcelId: P.eWaitingBag, fee: 1 });
    expect(again).toMatchObject({ status: 400, body: { code: 'wrong_stage' } });

    await post('flights/land', { flightId });
    const invoice = await request<InvoiceResponse>(`/api/invoice/get/${flightId}/main`, {
      token,
    });
    expect(invoice.body.products).toEqual([
      expect.objectContaining({ individualPrice: true, transportFee: null, amount: 12.5 }),
    ]);
    expect(invoice.body.invoice.additionalInformation.allSum).toBe(12.5);
  });

  it('staff set a fee only on such a parcel, above 0, at most 50,000 GEL, in tetri', async () => {
    await heavyOnFlight('AX10001', P.iWaitingJacket, 50);
    const fee = (parcelId: string, value: unknown) =>
      post('parcels/fee', { axid: 'AX10001', parcelId, fee: value });
    for (const value of [0, -5, 50_000.01, 1.234, 'much', null]) {
      const refused = await fee(P.iWaitingJacket, value);
      expect(refused, String(value)).toMatchObject({
        status: 400,
        body: { code: 'validation_error' },
      });
    }
    // A parcel under 50 kg is priced by the tariff.
    const light = await fee(P.iArrivedJacket, 10);
    expect(light).toMatchObject({ status: 400, body: { code: 'validation_error' } });
    expect((await fee('nope', 10)).status).toBe(404);
    expect((await fee(P.iWaitingJacket, 50_000)).body.parcel.fee).toBe(50_000);
    expect((await fee(P.iWaitingJacket, '0.01')).body.parcel.fee).toBe(0.01);
  });
});
