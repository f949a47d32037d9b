/**
 * The demo console's controls (/__demo) through the handlers, as the browser console calls them:
 * personas, the customer read, scenarios and reset (the staff simulator: demo-staff.test.ts;
 * export, import and persistence: demo-snapshot.test.ts). Every answer is checked against
 * mocks/demo-openapi.yaml (tests/mocks/demo-helpers.ts).
 */
import { describe, expect, it } from 'vitest';
import { addBulkParcels, hasBulkParcels } from '@mocks/demo/scenarios';
import { SEED } from '@mocks/demo/seed';
import { customer, debt, demo, type Json, parcelOf, post } from './demo-helpers';
import { call, flightNo, request } from './helpers';
import { apiSignIn } from '../helpers/session';

const P = SEED.parcels;

describe('personas', () => {
  it('lists the demo accounts first, then the accounts created in this demo', async () => {
    await post('scenarios/empty-account', { kind: 'company' });
    const { body } = await demo('personas');
    expect(body.personas).toEqual([
      {
        AXID: 'AX10001',
        name: 'Giorgi Beridze',
        kind: 'individual',
        email: 'individual@demo.ge',
        demo: true,
      },
      expect.objectContaining({ AXID: 'AX10002', kind: 'company', demo: true }),
      expect.objectContaining({ AXID: 'AX10003', kind: 'entrepreneur', demo: true }),
      expect.objectContaining({ AXID: 'AX10004', kind: 'foreigner', demo: true }),
      expect.objectContaining({ AXID: 'AX10005', name: 'Demo LLC', kind: 'company', demo: false }),
    ]);
  });

  it('signs in as one, with a token like signIn gives', async () => {
    const { status, body } = await post('personas/signin', { axid: 'ax10003' });
    expect(status).toBe(200);
    expect(body.AXID).toBe('AX10003');
    const me = await request<Json>('/api/authorization/userInformation', { token: body.token });
    expect(me.body.candidate.AXID).toBe('AX10003');

    expect((await post('personas/signin', { axid: 'AX99999' })).body.code).toBe('not_found');
    expect((await post('personas/signin', {})).body.code).toBe('validation_error');
    expect((await post('personas/signin', { axid: 'x; drop' })).status).toBe(400);
  });
});

describe('the customer read', () => {
  it("lists a customer's parcels with their stages and the flights they are on", async () => {
    const state = await customer('AX10001');
    expect(state.customer).toMatchObject({ AXID: 'AX10001', balance: 125.5, kind: 'individual' });
    expect(state.parcels).toHaveLength(Object.keys(P).filter((k) => k.startsWith('i')).length);
    const stages = new Set(state.parcels.map((p: Json) => p.status));
    expect([...stages].sort()).toEqual(['arrived', 'obtained', 'sent', 'stock', 'waiting']);
    const flights = Object.fromEntries(state.flights.map((f: Json) => [f.flightId, f]));
    expect(flights[flightNo('cnArrivedUnpaid')]).toMatchObject({ stage: 'landed', parcels: 2 });
    expect(flights[flightNo('cnSentEditable')]).toMatchObject({
      stage: 'departed',
      updateStatus: true,
    });
    expect(flights[flightNo('cnNext')]).toMatchObject({ stage: 'planned', parcels: 1 });

    const sent = await customer('AX10001', '&status=sent');
    expect(sent.parcels.every((p: Json) => p.status === 'sent')).toBe(true);
  });

  it('takes the customer of the bearer token when no AX code is given', async () => {
    const token = await apiSignIn('AX10002');
    expect((await demo('customer', { token })).body.customer.AXID).toBe('AX10002');
    const none = await demo('customer');
    expect(none).toMatchObject({ status: 400, body: { code: 'validation_error' } });
    const stale = await demo('customer', { token: 'pp_expired' });
    expect(stale).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
    expect((await demo('customer?axid=AX77777')).status).toBe(404);
    expect((await demo('customer?axid=..%2Fetc')).status).toBe(400);
    expect((await demo('customer?axid=AX10001&status=lost')).status).toBe(400);
  });

  it('answers hostile query strings with a 4xx', async () => {
    for (const query of [
      `axid=${'9'.repeat(5000)}`,
      'axid=%ff',
      'axid=%00',
      'axid=__proto__',
      'axid=AX10001&axid=constructor',
      '__proto__[axid]=AX10001',
      'status=__proto__&axid=AX10001',
    ]) {
      const { status } = await demo(`customer?${query}`);
      expect({ query: query.slice(0, 40), status }).toEqual({
        query: query.slice(0, 40),
        status: expect.toSatisfy((s: number) => s >= 400 && s < 500),
      });
    }
  });
});

describe('scenarios', () => {
  it('creates a new empty account that can sign in', async () => {
    const { body } = await post('scenarios/empty-account', {});
    expect(body).toMatchObject({ AXID: 'AX10005', email: 'ax10005@demo.ge', password: 'demo1234' });
    const me = await request<Json>('/api/authorization/userInformation', { token: body.token });
    expect(me.body.candidate).toMatchObject({ AXID: 'AX10005', type: 1, balance: 0, debt: 0 });
    const token = await apiSignIn(body.email, { password: body.password });
    const waiting = await request<Json>('/api/product/gets/waiting/0/100', { token });
    expect(waiting.body.count.total).toBe(0);
    expect((await customer('AX10005')).parcels).toEqual([]);

    for (const kind of ['company', 'entrepreneur', 'foreigner']) {
      const made = await post('scenarios/empty-account', { kind });
      const user = await request<Json>('/api/authorization/userInformation', {
        token: made.body.token,
      });
      expect({ kind, type: user.body.candidate.type }).toEqual({
        kind,
        type: kind === 'foreigner' ? 1 : 2,
      });
    }
    expect((await post('scenarios/empty-account', { kind: 'alien' })).status).toBe(400);
  });

  it('gives a customer a big debt on a small balance', async () => {
    const token = await apiSignIn('AX10002');
    const { body } = await post('scenarios/big-debt', {}, { token });
    expect(body).toMatchObject({ AXID: 'AX10002', balance: 3.5 });
    expect(body.debt).toBeGreaterThan(500);
    expect(await debt(token)).toBe(body.debt);
    const pay = await request<Json>('/api/payment/payall', { token, json: { status: 'arrived' } });
    expect(pay.body.code).toBe('not_enough_money');
    expect((await post('scenarios/big-debt', { axid: 'AX404' })).status).toBe(404);
  });

  it('gives a customer N parcels over every stage and country', async () => {
    const before = (await customer('AX10003')).parcels.length;
    const { body } = await post('scenarios/parcels', { axid: 'AX10003', count: 100 });
    expect(body).toEqual({ success: true, AXID: 'AX10003', added: 100 });
    const state = await customer('AX10003');
    expect(state.parcels).toHaveLength(before + 100);
    const combos = new Set(state.parcels.map((p: Json) => `${p.status}/${p.senderCountryId}`));
    for (const status of ['waiting', 'stock', 'sent', 'arrived', 'obtained'])
      for (const country of ['1', '2', '3']) expect(combos).toContain(`${status}/${country}`);
    const stageOf = new Map(state.flights.map((f: Json) => [f.flightId, f.stage]));
    for (const parcel of state.parcels as Json[]) {
      const expected = { sent: 'departed', arrived: 'landed', obtained: 'landed' }[
        parcel.status as string
      ];
      if (expected) expect(stageOf.get(parcel.flightId)).toBe(expected);
    }
    // again: new ids and tracking numbers, no clash
    await post('scenarios/parcels', { axid: 'AX10003', count: 100 });
    const all = (await customer('AX10003')).parcels as Json[];
    expect(new Set(all.map((p) => p.productOrderId)).size).toBe(before + 200);

    for (const count of [50, 0, '100', 100_000])
      expect((await post('scenarios/parcels', { axid: 'AX10003', count })).status).toBe(400);
  });

  it('keeps the waiting-only variant of ?demo-parcels=N (bench:parcels)', async () => {
    expect(hasBulkParcels()).toBe(false);
    await addBulkParcels({ axid: 'AX10001', count: 30 });
    expect(hasBulkParcels()).toBe(true);
    const token = await apiSignIn('AX10001');
    const waiting = await request<Json>('/api/product/gets/waiting/0/100', { token });
    expect(waiting.body.count.total).toBe(6 + 30);
  });

  it('resets to the seed, keeping the sessions of seeded customers', async () => {
    const token = await apiSignIn('AX10001');
    await post('parcels/receive', { axid: 'AX10001', parcelId: P.iWaitingJacket });
    const made = await post('scenarios/empty-account', {});
    const reset = await demo('reset', { method: 'POST' });
    expect(reset).toMatchObject({ status: 200, body: { success: true } });
    expect((await parcelOf(P.iWaitingJacket)).status).toBe('waiting');
    expect((await demo('customer?axid=AX10005')).status).toBe(404);
    expect((await call('/api/product/debtSum', { token })).status).toBe(200);
    expect((await call('/api/product/debtSum', { token: made.body.token })).status).toBe(401);
  });
});
