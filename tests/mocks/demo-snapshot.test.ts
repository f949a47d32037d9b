/**
 * The demo console's export and import (/__demo) through the handlers, as the browser console
 * calls them, and the demo data stored after every change. Every answer is checked against
 * mocks/demo-openapi.yaml (tests/mocks/demo-helpers.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SNAPSHOT_VERSION } from '@mocks/db/persistence';
import { SEED } from '@mocks/demo/seed';
import { backend } from '@mocks/node';
import { demo, type Json, parcelOf, post } from './demo-helpers';
import { call, flightNo } from './helpers';
import { apiSignIn } from '../helpers/session';

const P = SEED.parcels;

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
    backend.afterEachWrite(() => void (saves += 1));
  });
  afterEach(() => backend.afterEachWrite(null));

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
