/**
 * The demo console's staff simulator (/__demo) through the handlers, as the browser console calls
 * it: receiving, shipping, landing and handing over parcels, flights opened for edits, customs,
 * notifications and exchange rates. Every answer is checked against mocks/demo-openapi.yaml
 * (tests/mocks/demo-helpers.ts).
 */
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/collections';
import { SEED } from '@mocks/demo/seed';
import { debt, type Json, notification, parcelOf, post } from './demo-helpers';
import { flightNo, request } from './helpers';
import { apiSignIn } from '../helpers/session';

const P = SEED.parcels;
const DAY = 86_400_000;

describe('staff simulator', () => {
  it('receives a waiting parcel: weighed, in stock, and the customer is told in three languages', async () => {
    const token = await apiSignIn('AX10001');
    const received = await post('parcels/receive', {
      axid: 'AX10001',
      parcelId: P.iWaitingJacket,
      weight: 1.25,
    });
    expect(received.body.parcel).toMatchObject({ status: 'stock', weight: 1.25, state: 'unpaid' });
    expect(received.body.parcel.fee).toBeGreaterThan(0);
    const note = await notification(token, 'Parcel at the warehouse');
    expect(note).toMatchObject({
      status: '1',
      titleKa: 'ამანათი საწყობშია',
      titleRu: 'Посылка на складе',
      titleEn: 'Parcel at the warehouse',
    });
    expect(note!.descriptionEn).toContain('YT2411220384512');

    // a plausible weight when none is given: 0.3 kg + 0.4 kg per item
    const laptop = await post('parcels/receive', { parcelId: P.iWaitingLaptop }, { token });
    expect(laptop.body.parcel.weight).toBe(0.7);
  });

  it('refuses a parcel at another stage, of another customer, unknown, or a silly weight', async () => {
    const receive = (body: Json) => post('parcels/receive', { axid: 'AX10001', ...body });
    expect((await receive({ parcelId: P.iStockCables })).body.code).toBe('wrong_stage');
    expect((await receive({ parcelId: P.cWaitingStock })).status).toBe(404);
    expect((await receive({ parcelId: 'nope' })).status).toBe(404);
    for (const weight of [0, -1, 'heavy', 1e6, 1.2345, { toString: 1 }]) {
      const answer = await receive({ parcelId: P.iWaitingJacket, weight });
      expect({ weight, status: answer.status }).toEqual({ weight, status: 400 });
    }
    expect((await parcelOf(P.iWaitingJacket)).status).toBe('waiting');
  });

  it('ships stock parcels on a new flight of their country, numbered like the seeded ones', async () => {
    await post('parcels/receive', { axid: 'AX10001', parcelId: P.iWaitingBoots });
    const before = Date.now();
    const { body } = await post('parcels/ship', { axid: 'AX10001' });
    // cables (China, stock on the planned flight), perfume and boots (Turkey)
    expect(body.parcels).toBe(3);
    expect(body.flights.map((f: Json) => f.countryId)).toEqual(['1', '3']);
    const seeded = Object.values(SEED.flights).map(
      (id) => db.flights.findFirst((q) => q.where({ _id: id }))!.flightId,
    );
    for (const flight of body.flights) {
      expect(flight.flightId).toMatch(/^(CN|TR)-\d{4}-\d{2}$/);
      expect(seeded).not.toContain(flight.flightId);
      expect(flight).toMatchObject({ stage: 'departed', endAt: null, updateStatus: false });
      expect(Date.parse(flight.startdAt)).toBeGreaterThanOrEqual(before - 1000);
    }
    const china = body.flights[0];
    expect(Date.parse(china.estimatedAt) - Date.parse(china.startdAt)).toBe(8 * DAY);
    const cables = await parcelOf(P.iStockCables);
    expect(cables).toMatchObject({ status: 'sent', flightId: china.flightId });

    // the customer sees the parcels on the new flight in the sent tab
    const token = await apiSignIn('AX10001');
    const sent = await request<Json>('/api/product/gets/sent/0/100', { token });
    expect(sent.body.flights.map((g: Json) => g.flightId)).toContain(china.flightId);

    expect((await post('parcels/ship', { axid: 'AX10001' })).body.code).toBe('wrong_stage');
    const waiting = await post('parcels/ship', { axid: 'AX10001', parcelIds: [P.iWaitingGift] });
    expect(waiting.body.code).toBe('wrong_stage');
  });

  it('opens and closes a flight for edits', async () => {
    const token = await apiSignIn('AX10002');
    const flightId = flightNo('cnSent');
    const editable = async () =>
      (await request<Json>('/api/product/gets/sent/0/100', { token })).body.flights.find(
        (g: Json) => g.flightId === flightId,
      ).updateStatus as boolean;
    expect(await editable()).toBe(false);
    expect((await post('flights/edits', { flightId, open: true })).body.flight.updateStatus).toBe(
      true,
    );
    expect(await editable()).toBe(true);
    await post('flights/edits', { flightId: SEED.flights.cnSent, open: false });
    expect(await editable()).toBe(false);

    const landed = await post('flights/edits', { flightId: flightNo('cnObtained'), open: true });
    expect(landed.body.code).toBe('wrong_stage');
    expect((await post('flights/edits', { flightId: 'XX-0000-00', open: true })).status).toBe(404);
    expect((await post('flights/edits', { flightId, open: 'maybe' })).status).toBe(400);
  });

  it('lands a flight: its parcels arrive unpaid, with an invoice, and every customer on it is told', async () => {
    const token = await apiSignIn('AX10001');
    const flightId = flightNo('trSent');
    const { body } = await post('flights/land', { flightId });
    expect(body.parcels).toBe(2);
    expect(body.customers).toEqual(['AX10001', 'AX10003']);
    expect(body.flight.stage).toBe('landed');
    expect(Date.now() - Date.parse(body.flight.endAt)).toBeLessThan(5000);
    expect(db.flights.findFirst((q) => q.where({ flightId }))!.additionalText).toMatch(
      /^FLIGHT_ARRIVED/,
    );
    expect((await parcelOf(P.iSentDress)).status).toBe('arrived');
    expect((await parcelOf(P.eSentTools, 'AX10003')).status).toBe('arrived');
    const invoice = await request<Json>(`/api/invoice/get/${flightId}/main`, { token });
    expect(invoice.status).toBe(200);
    const title = `Flight ${flightId} has arrived in Tbilisi`;
    expect(await notification(token, title)).toMatchObject({ status: '1' });
    const other = await notification(await apiSignIn('AX10003'), title);
    expect(other!.titleRu).toBe(`Рейс ${flightId} прибыл в Тбилиси`);

    expect((await post('flights/land', { flightId })).body.code).toBe('wrong_stage');
    expect((await post('flights/land', { flightId: flightNo('cnNext') })).body.code).toBe(
      'wrong_stage',
    );
    expect((await post('flights/land', { flightId: 'nope' })).status).toBe(404);
  });

  it('lands unpaid parcels into the debt', async () => {
    const token = await apiSignIn('AX10001');
    const flightId = flightNo('cnSentEditable');
    const before = await debt(token);
    await post('flights/land', { flightId });
    const arrived = await request<Json>('/api/product/gets/arrived/0/100', { token });
    const group = arrived.body.flights.find((g: Json) => g.flightId === flightId);
    expect(group).toMatchObject({ state: 'unpaid', updateStatus: false });
    expect(group.debt).toBeCloseTo(23.76 + 14.04, 2);
    expect(group.endAt).not.toBeNull();
    expect(await debt(token)).toBe(before);
    const pay = await request<Json>('/api/payment/payFlightId', { token, json: { flightId } });
    expect(pay.status).toBe(200);
  });

  it('hands paid arrived parcels over, never unpaid ones', async () => {
    const { body } = await post('parcels/handover', { axid: 'AX10001' });
    expect(body.parcels).toBe(3); // the paid ones of two flights
    expect((await parcelOf(P.iArrivedShirts)).status).toBe('obtained');
    expect((await parcelOf(P.iArrivedJacket)).status).toBe('arrived');
    expect((await post('parcels/handover', { axid: 'AX10001' })).body.code).toBe('product_unpaid');
    const unpaid = await post('parcels/handover', {
      axid: 'AX10001',
      parcelIds: [P.iArrivedJacket],
    });
    expect(unpaid.body.code).toBe('product_unpaid');
    const waiting = await post('parcels/handover', {
      axid: 'AX10001',
      parcelIds: [P.iWaitingJacket],
    });
    expect(waiting.body.code).toBe('wrong_stage');
  });

  it('flags a parcel for customs', async () => {
    const token = await apiSignIn('AX10001');
    const { body } = await post('parcels/customs', {
      axid: 'AX10001',
      parcelId: P.iWaitingGift,
      clearance: true,
    });
    expect(body.parcel).toMatchObject({ custom: true, clearance: true });
    const product = await request<Json>(`/api/product/get/${P.iWaitingGift}`, { token });
    expect(product.body.product).toMatchObject({ custom: true, clearance: true });
    const off = await post(
      'parcels/customs',
      { parcelId: P.iWaitingGift, custom: false },
      { token },
    );
    expect(off.body.parcel).toMatchObject({ custom: false, clearance: true });

    const obtained = await post('parcels/customs', { axid: 'AX10001', parcelId: P.iObtainedShoes });
    expect(obtained.body.code).toBe('wrong_stage');
    const silly = await post('parcels/customs', {
      axid: 'AX10001',
      parcelId: P.iWaitingGift,
      custom: [],
    });
    expect(silly.status).toBe(400);
  });

  it('sends a notification written in ka, ru and en', async () => {
    const texts = {
      titleKa: 'ოფისი დაკეტილია',
      titleRu: 'Офис закрыт',
      titleEn: 'Office closed',
      descriptionKa: '26 მაისს ფილიალები დაკეტილია.',
      descriptionRu: '26 мая филиалы закрыты.',
      descriptionEn: 'Our branches are closed on 26 May.',
    };
    const token = await apiSignIn('AX10002');
    const unread = (await request<Json>('/api/notification/gets', { token })).body.unread as number;
    const { body } = await post('notifications', { axid: 'AX10002', ...texts });
    expect(body.notification).toMatchObject({ ...texts, status: '1' });
    expect(await notification(token, texts.titleEn)).toMatchObject(texts);
    expect((await request<Json>('/api/notification/gets', { token })).body.unread).toBe(unread + 1);

    const { titleRu: _missing, ...partial } = texts;
    expect((await post('notifications', { axid: 'AX10002', ...partial })).status).toBe(400);
    const long = { axid: 'AX10002', ...texts, descriptionEn: 'x'.repeat(5001) };
    expect((await post('notifications', long)).status).toBe(400);
  });

  it('changes an exchange rate within sane bounds, and fees follow', async () => {
    const token = await apiSignIn('AX10001');
    const before = await debt(token);
    const { body } = await post('rates', { code: 'USD', rate: 2.6999 * 2 });
    expect(body.rates).toContainEqual({ code: 'USD', rate: 5.3998 });
    const rates = await request<Json>('/api2/rate/get');
    expect(rates.body.rates).toContainEqual({ code: 'USD', rate: 5.3998 });
    expect(await debt(token)).toBeCloseTo(before * 2, 1);

    for (const bad of [
      { code: 'USD', rate: 0 },
      { code: 'USD', rate: -2 },
      { code: 'USD', rate: 0.1 },
      { code: 'USD', rate: 99 },
      { code: 'USD', rate: 2.12345 },
      { code: 'GBP', rate: 3 },
      { code: 'EUR', rate: '3' + 'x' },
    ]) {
      expect({ bad, status: (await post('rates', bad)).status }).toEqual({ bad, status: 400 });
    }
    expect((await post('rates', { code: 'TRY', rate: 0.09 })).status).toBe(200);
  });
});
