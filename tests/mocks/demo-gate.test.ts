/**
 * The demo controls of the HTTP server hold on every spelling of their path: without the secret
 * in X-Demo-Secret, whatever reaches a demo handler answers 401 and changes nothing. The handlers
 * ask the gate themselves, so they hold without the server's door too. The server answers only
 * its own host names (DNS rebinding).
 */
import http from 'node:http';
import fc from 'fast-check';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/collections';
import { createHandlers } from '@mocks/handlers';
import { secretDemoGate } from '@mocks/api/demoGate';
import { startMockServer } from '@mocks/http-server';
import { backend } from '@mocks/node';
import { realHttpServer } from './helpers';

const server = realHttpServer();

/** A request sent with its path exactly as written (fetch would normalise it). */
function raw(
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
  url = server.api.url,
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((done, fail) => {
    const request = http.request(
      { host: hostname, port, path, method, headers: { Connection: 'close', ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => done({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', fail);
    request.end(body);
  });
}

const secret = () => ({ 'X-Demo-Secret': server.api.demoSecret! });

/** Spellings of the export's path that a handler or a URL parser may read as /__demo/export. */
const EXPORT_SPELLINGS = [
  '/__demo/export',
  '/__DEMO/export',
  '/__Demo/export',
  '/__demo/EXPORT',
  '//__demo/export',
  '///__demo//export',
  '/x/__demo/export',
  '/api/__demo/export',
  '/api/../__demo/export',
  '/api/%2e%2e/__demo/export',
  '/./__demo/export',
  '/__demo/./export',
  '/__demo/export/',
  '/__demo/export?download=1',
  '/__demo/export#top',
  '/%5F%5Fdemo/export',
  '/%5f%5fDEMO/export',
  '/%255f%255fdemo/export',
  '/__demo%2Fexport',
  '/__dem%6F/export',
  '/\\__demo\\export',
  '/x\\..\\__demo/export',
];

describe('the demo controls on every spelling of their path', () => {
  it.each(EXPORT_SPELLINGS)('GET %s without the secret: 401, and no token leaks', async (path) => {
    const answer = await raw(path);
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: 'unauthorized' });
    expect(answer.body).not.toMatch(/sessions|token/i);
  });

  it('the same spellings with the secret reach the export, or no handler at all', async () => {
    const reached: string[] = [];
    for (const path of EXPORT_SPELLINGS) {
      const answer = await raw(path, { headers: secret() });
      expect([200, 404], path).toContain(answer.status);
      if (answer.status === 200) reached.push(path);
    }
    // The gate is tested on spellings that do reach the controls, not only on dead ends.
    expect(reached).toEqual(
      expect.arrayContaining(['/__demo/export', '//__demo/export', '/x/__demo/export']),
    );
  });

  it('a customer cannot approve their own top-up through another spelling', async () => {
    const signIn = await raw('/api/authorization/signin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'AX10001', password: 'demo1234' }),
    });
    const token = (JSON.parse(signIn.body) as { token: string }).token;
    const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const before = db.users.findFirst((q) => q.where({ AXID: 'AX10001' }))!.balanceTetri;
    const started = await raw('/api/merchant/georgiancard/pay', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ amount: '100000', lari: '1000', tetri: '00' }),
    });
    const paymentId = (JSON.parse(started.body) as { result: { _id: string } }).result._id;
    for (const path of [
      '/__DEMO/card-provider/decide',
      '/x/__demo/card-provider/decide',
      '//__Demo/card-provider/decide',
    ]) {
      const decided = await raw(path, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ paymentId, approved: true }),
      });
      expect(decided.status, path).toBe(401);
    }
    await raw('/api/merchant/georgiancard/update', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ paymentId }),
    });
    expect(db.users.findFirst((q) => q.where({ AXID: 'AX10001' }))!.balanceTetri).toBe(before);
  });

  it('a cross-site text/plain reset wipes nothing', async () => {
    const before = db.parcels.count();
    await raw('/__demo/parcels/receive', { method: 'POST' }); // nothing: no secret
    const reset = await raw('/__DEMO/reset', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: 'https://evil.example' },
      body: '{}',
    });
    // Refused before the demo gate: the origin is outside the allow-list.
    expect(reset.status).toBe(403);
    expect(db.parcels.count()).toBe(before);
  });

  it('a generated spelling that reaches a demo handler answers 401 without the secret', async () => {
    const ROUTES = ['export', 'personas', 'faults'];
    /** `__demo` with each letter in either case and, at random, percent-encoded. */
    // Half the time as the handlers spell it, so that many reach them; else changed in case and
    // encoding, which may reach no handler but must still never pass the door.
    const variant = fc
      .array(fc.tuple(fc.boolean(), fc.boolean()), { minLength: 6, maxLength: 6 })
      .map((choices) =>
        [...'__demo']
          .map((char, i) => {
            const [upper, encoded] = choices[i]!;
            const cased = upper ? char.toUpperCase() : char;
            return encoded ? `%${cased.charCodeAt(0).toString(16).toUpperCase()}` : cased;
          })
          .join(''),
      );
    const demoWord = fc.oneof(fc.constant('__demo'), variant);
    const separator = fc.constantFrom('/', '//', '/./', '/x/../', '/%2e/', '\\');
    const prefix = fc.array(fc.stringMatching(/^[a-z0-9]{1,6}$/), { maxLength: 2 });
    const route = fc.constantFrom(...ROUTES).chain((name) =>
      fc.oneof(
        fc.constant(name),
        fc
          .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
          .map((upper) => [...name].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('')),
      ),
    );
    let reached = 0;
    await fc.assert(
      fc.asyncProperty(
        prefix,
        separator,
        demoWord,
        separator,
        route,
        async (before, sep1, word, sep2, name) => {
          const path = `/${before.join('/')}${sep1}${word}${sep2}${name}`;
          const withSecret = await raw(path, { headers: secret() });
          if (withSecret.status === 200) reached += 1;
          const without = await raw(path);
          expect(without.status, path).toBe(401);
        },
      ),
      { numRuns: 100 },
    );
    // The generator does make spellings that reach the controls.
    expect(reached).toBeGreaterThan(0);
  });
});

describe('the demo handlers ask the gate themselves', () => {
  const handlers = createHandlers(backend, secretDemoGate('s3cret'));
  const ask = (path: string, headers: Record<string, string> = {}) =>
    getResponse(handlers, new Request(`http://localhost${path}`, { headers }));

  it.each(['/__demo/export', '//__demo/export', '/x/__demo/export', '/api/__demo/personas'])(
    '%s with no server in front: 401 without the secret, 200 with it',
    async (path) => {
      expect((await ask(path))?.status).toBe(401);
      expect((await ask(path, { 'X-Demo-Secret': 'wrong' }))?.status).toBe(401);
      expect((await ask(path, { 'X-Demo-Secret': 's3cret' }))?.status).toBe(200);
    },
  );

  it('with the controls off they answer 404', async () => {
    const off = createHandlers(backend, secretDemoGate(null));
    const response = await getResponse(off, new Request('http://localhost/__demo/export'));
    expect(response?.status).toBe(404);
  });
});

describe('only the server’s own host names', () => {
  it.each(['localhost', '127.0.0.1', '[::1]'])('answers Host %s', async (name) => {
    const { port } = new URL(server.api.url);
    const answer = await raw('/api/tariffs/gets', { headers: { Host: `${name}:${port}` } });
    expect(answer.status).toBe(200);
  });

  it.each(['evil.example', 'localhost.evil.example', '127.0.0.1.nip.io', 'attacker:80'])(
    'refuses Host %j with a clear message',
    async (name) => {
      const answer = await raw('/api/tariffs/gets', { headers: { Host: name } });
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({
        success: false,
        message: expect.stringContaining('MOCK_ALLOWED_HOSTS'),
      });
    },
  );

  it('answers the names in allowedHosts (MOCK_ALLOWED_HOSTS) too', async () => {
    const other = await startMockServer({ log: false, seed: false, allowedHosts: ['portal.test'] });
    try {
      const { port } = new URL(other.url);
      const named = await raw(
        '/api/tariffs/gets',
        { headers: { Host: `portal.test:${port}` } },
        other.url,
      );
      expect(named.status).toBe(200);
      const stranger = await raw(
        '/api/tariffs/gets',
        { headers: { Host: `evil.test:${port}` } },
        other.url,
      );
      expect(stranger.status).toBe(403);
    } finally {
      await other.close();
    }
  });
});
