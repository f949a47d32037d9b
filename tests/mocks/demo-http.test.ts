/**
 * The demo controls over the real HTTP server of mocks/http-server.ts (as `npm run mock:server`
 * serves them to integrators): the recipes an integrator needs (land a flight,
 * add latency, reset), a network error that drops the connection, export and import, the
 * request log, and the contract's files.
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { db } from '@mocks/db/collections';
import { SEED } from '@mocks/demo/seed';
import { realHttpServer } from './helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const server = realHttpServer();

async function send(path: string, init: { json?: unknown; token?: string; method?: string } = {}) {
  const headers: Record<string, string> = { 'X-Demo-Secret': server.api.demoSecret! };
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(`${server.api.url}${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return { status: response.status, body: (await response.json()) as Json, response };
}

const flightNo = (role: keyof typeof SEED.flights) =>
  db.flights.findFirst((q) => q.where({ _id: SEED.flights[role] }))!.flightId;

describe('the demo controls over HTTP', () => {
  it('land a flight (docs recipe), and the customer sees the parcels arrived', async () => {
    const { body: me } = await send('/__demo/personas/signin', { json: { axid: 'AX10001' } });
    const flightId = flightNo('usSent');
    const landed = await send('/__demo/flights/land', { json: { flightId } });
    expect(landed).toMatchObject({ status: 200, body: { parcels: 1, customers: ['AX10001'] } });
    const arrived = await send('/api/product/gets/arrived/0/100', { token: me.token });
    expect(arrived.body.flights.map((g: Json) => g.flightId)).toContain(flightId);
    expect((await send('/__demo/flights/land', { json: { flightId } })).body.code).toBe(
      'wrong_stage',
    );
    await expect
      .poll(() => server.logged.at(-1))
      .toMatch(/^POST \/__demo\/flights\/land 400 \d+ms$/);
    expect(server.logged).toContainEqual(
      expect.stringMatching(/^POST \/__demo\/flights\/land 200 \d+ms$/),
    );
  });

  it('add latency (docs recipe) to /api calls only', async () => {
    expect((await send('/__demo/faults/latency', { json: { ms: 300 } })).status).toBe(200);
    try {
      const started = performance.now();
      expect((await send('/api/tariffs/gets')).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
      const quick = performance.now();
      await send('/__demo/faults');
      expect(performance.now() - quick).toBeLessThan(290);
    } finally {
      await send('/__demo/faults/clear', { method: 'POST' });
    }
  });

  it('drop the connection for a network error, and keep serving', async () => {
    await send('/__demo/faults/fail', { json: { operation: 'getTariffs', error: 'network' } });
    const dropped = await new Promise<string>((resolve) => {
      const url = new URL('/api/tariffs/gets', server.api.url);
      http
        .get(url, (response) => resolve(`answered ${response.statusCode}`))
        .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    expect(dropped).toMatch(/ECONNRESET|socket hang up/);
    expect((await send('/api/tariffs/gets')).status).toBe(200);
    expect(server.logged).toContainEqual(
      expect.stringMatching(/^GET \/api\/tariffs\/gets 0 \d+ms \(aborted\)$/),
    );
  });

  it('export, reset (docs recipe) and import the same state', async () => {
    await send('/__demo/parcels/receive', {
      json: { axid: 'AX10002', parcelId: SEED.parcels.cWaitingStock, weight: 7 },
    });
    const file = (await send('/__demo/export')).body;
    expect((await send('/__demo/reset', { method: 'POST' })).body).toEqual({ success: true });
    const state = await send('/__demo/customer?axid=AX10002&status=stock');
    expect(state.body.parcels.map((p: Json) => p._id)).not.toContain(SEED.parcels.cWaitingStock);
    expect((await send('/__demo/import', { json: file })).status).toBe(200);
    expect((await send('/__demo/export')).body.data).toEqual(file.data);
    const broken = await send('/__demo/import', { json: { ...file, version: 99 } });
    expect(broken).toMatchObject({ status: 400, body: { code: 'snapshot_version' } });
  });

  it('answer CORS preflights of the dev server only, and unknown /__demo routes in the error shape', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.api.url}/__demo/flights/land`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
    const dev = await preflight('http://localhost:5173');
    expect(dev.status).toBe(204);
    expect(dev.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(dev.headers.get('access-control-allow-headers')).toContain('X-Demo-Secret');
    const stranger = await preflight('https://evil.example');
    expect(stranger.status).toBe(403);
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const read = await fetch(`${server.api.url}/api/tariffs/gets`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    const unknown = await send('/__demo/nothing');
    expect(unknown).toMatchObject({ status: 404, body: { success: false, code: 'not_found' } });
  });

  it("date every answer and let the dev server's pages read the date (how old kept data is)", async () => {
    const read = await fetch(`${server.api.url}/api/tariffs/gets`, {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(Number.isNaN(Date.parse(read.headers.get('date') ?? ''))).toBe(false);
    expect(read.headers.get('access-control-expose-headers')).toMatch(/\bDate\b/);
  });

  it('listen on the loopback interface unless told otherwise', () => {
    expect(server.api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('refuse every control without the secret, and a wrong one', async () => {
    const before = db.users.count();
    for (const [path, init] of [
      ['/__demo/personas/signin', { method: 'POST', body: '{"axid":"AX10001"}' }],
      ['/__demo/export', {}],
      ['/__demo/scenarios/empty-account', { method: 'POST', body: '{}' }],
      [
        '/__demo/card-provider/decide',
        { method: 'POST', body: '{"paymentId":"x","approved":true}' },
      ],
    ] as const) {
      for (const secret of [undefined, 'guess', `${server.api.demoSecret}x`]) {
        const response = await fetch(`${server.api.url}${path}`, {
          ...init,
          headers: {
            'Content-Type': 'application/json',
            ...(secret === undefined ? {} : { 'X-Demo-Secret': secret }),
          },
        });
        expect(response.status, `${path} with ${secret ?? 'no secret'}`).toBe(401);
        const body = (await response.json()) as Json;
        expect(body).toMatchObject({ success: false, code: 'unauthorized' });
        expect(JSON.stringify(body)).not.toContain('token');
      }
    }
    expect(db.users.count()).toBe(before);
  });
});

describe('the contract over HTTP', () => {
  it('serves openapi.yaml as written and openapi.json converted, for tools that import it', async () => {
    const written = await readFile(resolve(__dirname, '../../openapi.yaml'), 'utf8');
    const yaml = await fetch(`${server.api.url}/openapi.yaml`);
    expect(yaml.status).toBe(200);
    expect(yaml.headers.get('content-type')).toBe('application/yaml; charset=utf-8');
    expect(await yaml.text()).toBe(written);
    const json = await fetch(`${server.api.url}/openapi.json?x=1`);
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await json.json()).toEqual(parseYaml(written));
    const other = await fetch(`${server.api.url}/openapi.yml`);
    expect(other.status).toBe(404);
  });
});
