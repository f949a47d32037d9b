/**
 * Hostile input against the real HTTP server of mocks/http-server.ts (not msw's interception):
 * every operation of openapi.yaml (here) and of the demo console's mocks/demo-openapi.yaml
 * (/__demo, hostile-http-demo.test.ts), with a valid token and without, gets prototype keys,
 * objects and arrays where strings belong, 1 MB bodies, wrong content types, broken multipart,
 * huge and malformed path ids, and three 500 KB requests on one keep-alive connection. Every
 * answer must come within a few seconds, never be a 5xx, carry no stack trace or file path, and
 * be JSON in the error shape of its document when it is an error. Operations are read from both
 * documents, so a new one is covered without editing these files (the contracts as data:
 * hostile-http/contract.ts; the input: hostile-http/cases.ts).
 */
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { courierOrderSchema, updateProfileSchema } from '@mocks/lib/schemas';
import { operations } from '../contract/openapi';
import { JSON_TYPE, PROTO } from './hostile-http/cases';
import { demoOperations, type Json } from './hostile-http/contract';
import { hostileOperationTests } from './hostile-http/suite';
import { hostileServer } from './hostile-http/transport';

const hostile = hostileServer();
const { server, send, signIn } = hostile;

describe('the HTTP server under hostile input', () => {
  // tests/setup.ts restores the seed and clears the demo console's faults before each test, so
  // what a /__demo case changes (latency, offline mode, data) ends with its operation.
  it('covers every operation of openapi.yaml and of mocks/demo-openapi.yaml', () => {
    expect(operations.length).toBeGreaterThanOrEqual(30);
    expect(demoOperations.length).toBeGreaterThanOrEqual(20);
  });

  hostileOperationTests(operations, hostile);
});

describe('the measured bugs', () => {
  const agent = new http.Agent({ keepAlive: true });
  afterAll(() => agent.destroy());
  const post = (path: string, body: string, token?: string) =>
    send(agent, { name: path, method: 'POST', path, headers: JSON_TYPE, body }, token);

  it('credentials only in __proto__ do not sign in', async () => {
    const answer = await post('/api/authorization/signin', `{${PROTO}}`);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ success: false, code: 'validation_error' });
  });

  it('an object where a string belongs is a 400 validation_error', async () => {
    const token = await signIn(agent);
    const city = '{"city":{"toString":1},"phone":"599000000","address":"x"}';
    for (const path of [
      '/api/authorization/signup',
      '/api/authorization/updateprofile',
      '/api/courier/create',
    ]) {
      const answer = await post(path, city, token);
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      expect(JSON.parse(answer.text)).toMatchObject({ code: 'validation_error' });
    }
  });

  it('string fields reject an object that shadows toString, without throwing', async () => {
    const shadowing = { toString: 1, valueOf: 1, trim: 1 };
    const profile = { city: shadowing, phone: '599000000', address: 'x' };
    await expect(updateProfileSchema.validate(profile)).rejects.toBeInstanceOf(ValidationError);
    const order = { ids: [shadowing], sq1: 'x', city: '_TBILISI_', address: 'x', name: 'x' };
    await expect(
      courierOrderSchema.validate({ ...order, phone: '599000000', branches: 'didube' }),
    ).rejects.toBeInstanceOf(ValidationError);
  });

  it('malformed percent-encoding is a JSON 400, not an HTML page', async () => {
    const answer = await send(agent, { name: '%ff', method: 'GET', path: '/api/news/get/%ff' });
    expect(answer.status).toBe(400);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text)).toMatchObject({ success: false, code: 'validation_error' });
  });

  it('a method fetch cannot represent does not take the server down', async () => {
    const trace = await send(agent, { name: 'TRACE', method: 'TRACE', path: '/api/news/gets/0/1' });
    expect(trace.status).toBe(404);
    const after = await send(agent, { name: 'after', method: 'GET', path: '/api/news/gets/0/1' });
    expect(after.status).toBe(200);
  });

  it('a header over 16 KB is a JSON 431', async () => {
    const answer = await send(new http.Agent(), {
      name: 'big header',
      method: 'GET',
      path: '/api/news/gets/0/1',
      headers: { 'X-Big': 'x'.repeat(20_000) },
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.text)).toMatchObject({ success: false, code: 'validation_error' });
  });
});

describe('the request log', () => {
  it('logs one line per request: method, path, status and time', async () => {
    const agent = new http.Agent();
    await signIn(agent);
    agent.destroy();
    await expect
      .poll(() => server.logged.at(-1))
      .toMatch(/^POST \/api\/authorization\/signin 200 \d+ms$/);
  });

  it('logs the demo controls alike', async () => {
    const agent = new http.Agent();
    await send(agent, { name: 'faults', method: 'GET', path: '/__demo/faults?x=1' });
    agent.destroy();
    await expect.poll(() => server.logged.at(-1)).toMatch(/^GET \/__demo\/faults 200 \d+ms$/);
  });

  it('never let a prototype be polluted', () => {
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(({} as Json).polluted).toBeUndefined();
  });
});
