/**
 * The demo console's controls (/__demo) through the handlers, as the browser console calls them:
 * personas, the staff simulator, scenarios, reset, export and import. Every answer is checked
 * against mocks/demo-openapi.yaml (tests/mocks/demo-helpers.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db/collections';
import { saveAfterEachWrite, SNAPSHOT_VERSION } from '@mocks/db/persistence';
import { addBulkParcels, hasBulkParcels } from '@mocks/db/scenarios';
import { SEED } from '@mocks/db/seed';
import { demo, post } from './demo-helpers';
import { call, flightNo, request } from './helpers';
import { apiSignIn } from '../helpers/session';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const P = SEED.parcels;
const DAY = 86_400_000;

const customer = async (axid = 'AX10001', query = '') =>
  (await demo(`customer?axid=${axid}${query}`)).body;
const parcelOf = async (id: string, axid = 'AX10001') =>
  (await customer(axid)).parcels.find((p: Json) => p._id === id) as Json;
const notifications = async (token: string) =>
  (await request<Json>('/api/notification/all', { token })).body.notifications as Json[];
/** The customer's notification titled `titleEn` (the seed dates some later in the day than now). */
const notification = async (token: string, titleEn: string) =>
  (await notifications(token)).find((n) => n.titleEn === titleEn);
const debt = async (token: string) =>
  (await request<Json>('/api/product/debtSum', { token })).body.deptSum as number;

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

describe('export and import', () => {
  const changeThings = async () => {
    await post('parcels/receive', { axid: 'AX10001', parcelId: P.iWaitingJacket, weight: 2 });
    await post('flights/land', { flightId: flightNo('usSent') });
    await post('scenarios/empty-account', { kind: 'foreigner' });
    await post('rates', { code: 'EUR', rate: 3.1 });
  };

  it('exports the whole state; reset and import bring back exactly the same', async () => {
    const token = await apiSignIn('AX10001');
    await changeThings();
    const exported = await demo('export');
    expect(exported.response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="parcel-portal-demo-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = exported.body;
    expect(file.version).toBe(SNAPSHOT_VERSION);
    expect(file.data.users).toHaveLength(5);
    // No password in clear text: a salted hash is what signs in.
    expect(JSON.stringify(file)).not.toContain('demo1234');
    expect(file.data.users[0]).not.toHaveProperty('password');

    await demo('reset', { method: 'POST' });
    expect((await demo('export')).body.data).not.toEqual(file.data);
    const imported = await post('import', file);
    expect(imported.body.counts).toMatchObject({ users: 5, rates: 4 });
    const again = (await demo('export')).body;
    expect(again.version).toBe(file.version);
    expect(again.data).toEqual(file.data);
    // and it works: the session in the file still signs the customer in
    expect((await parcelOf(P.iWaitingJacket)).weight).toBe(2);
    expect((await call('/api/product/debtSum', { token })).status).toBe(200);
  });

  it('refuses a broken or foreign file with a clear code, and changes nothing', async () => {
    await changeThings();
    const file = (await demo('export')).body;
    const data = file.data as Json;
    const without = (name: string) =>
      Object.fromEntries(Object.entries(data).filter(([k]) => k !== name));
    const cases: [string, unknown, string][] = [
      ['an empty object', {}, 'snapshot_invalid'],
      ['another app', { name: 'parcel-portal', items: [1, 2] }, 'snapshot_invalid'],
      ['a newer version', { ...file, version: SNAPSHOT_VERSION + 1 }, 'snapshot_version'],
      ['the version as text', { ...file, version: '1' }, 'snapshot_invalid'],
      ['no parcels', { ...file, data: without('parcels') }, 'snapshot_invalid'],
      ['users not a list', { ...file, data: { ...data, users: {} } }, 'snapshot_invalid'],
      [
        'a user that does not fit',
        { ...file, data: { ...data, users: [{ ...data.users[0], AXID: 5 }] } },
        'snapshot_invalid',
      ],
      [
        'a parcel of an unknown stage',
        { ...file, data: { ...data, parcels: [{ ...data.parcels[0], status: 'lost' }] } },
        'snapshot_invalid',
      ],
      ['no rates', { ...file, data: { ...data, rates: [] } }, 'snapshot_invalid'],
      ['no tariffs', { ...file, data: { ...data, tariffs: [] } }, 'snapshot_invalid'],
      [
        'one AX code twice',
        {
          ...file,
          data: { ...data, users: [data.users[0], { ...data.users[1], AXID: 'AX10001' }] },
        },
        'snapshot_invalid',
      ],
      ['a list', [file], 'validation_error'],
    ];
    for (const [name, body, code] of cases) {
      const answer = await post('import', body);
      expect({ name, status: answer.status, code: answer.body.code }).toEqual({
        name,
        status: 400,
        code,
      });
      expect(answer.body.message, name).toEqual(expect.any(String));
    }
    const text = await call('/__demo/import', {
      body: '{"version":1,',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(text.status).toBe(400);
    const after = (await demo('export')).body;
    expect(after.data).toEqual(file.data);
  });

  it('names the record that does not fit', async () => {
    const file = (await demo('export')).body;
    file.data.parcels[3].weight = 'heavy';
    const { body } = await post('import', file);
    expect(body).toMatchObject({ code: 'snapshot_invalid' });
    expect(body.message).toMatch(/^data\.parcels\[3\]\.weight: /);
  });
});

describe('persistence', () => {
  let saves = 0;
  beforeEach(() => {
    saves = 0;
    saveAfterEachWrite(() => void (saves += 1));
  });
  afterEach(() => saveAfterEachWrite(null));

  it('stores every change of data like any other demo change, never reads or fault settings', async () => {
    await post('parcels/receive', { axid: 'AX10001', parcelId: P.iWaitingJacket, weight: 3 });
    expect(saves).toBe(1);
    await post('flights/land', { flightId: flightNo('usSent') });
    await demo('reset', { method: 'POST' });
    expect(saves).toBe(3);

    await demo('customer?axid=AX10001');
    await demo('export');
    await post('faults/latency', { ms: 0 });
    await post('faults/offline', { offline: false });
    await demo('faults/clear', { method: 'POST' });
    await post('parcels/receive', { axid: 'AX10001', parcelId: P.iStockCables }); // refused
    expect(saves).toBe(3);
  });
});
