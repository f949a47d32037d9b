/**
 * The browser's worker gets one handler that passes each request to the handlers its path may
 * concern (mocks/lib/routing.ts). For any request, those must be every handler of the full list
 * that matches it, in the same order: then the same handler answers as before. (A handler's
 * leading `*` stands for the origin: see matchesAtOrigin.)
 */
import fc from 'fast-check';
import type { RequestHandler } from 'msw';
import { getResponse, matchRequestUrl } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '@mocks/handlers';
import { openDemoGate } from '@mocks/api/demoGate';
import { backend } from '@mocks/node';
import { routeHandlers } from '@mocks/lib/routing';
import { loadContract, operations } from '../contract/openapi';

const handlers = createHandlers(backend, openDemoGate);

const ORIGIN = 'http://127.0.0.1:4173';
const router = routeHandlers(handlers);
const demoOperations = loadContract('mocks/demo-openapi.yaml').operations;

/** An operation's path with its parameters filled in ("/api/product/{id}" → "/api/product/1"). */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '1');

/**
 * Whether `handler` matches with the leading `*` of its path read as the origin, as every client
 * of the mock backend sends it. MSW also lets that `*` swallow leading path segments
 * (`/x/api/popap/get` matches `*\/api/popap/get`); a real server answers such a path 404, and the
 * router does not follow it either.
 */
function matchesAtOrigin(handler: RequestHandler, url: string): boolean {
  const path = (handler.info as { path?: unknown }).path;
  if (typeof path !== 'string' || !path.startsWith('*/')) return true;
  return matchRequestUrl(new URL(url), `${new URL(url).origin}${path.slice(1)}`).matches;
}

async function matching(list: readonly RequestHandler[], method: string, url: string) {
  const found: RequestHandler[] = [];
  for (const handler of list) {
    if (
      (await handler.test({ request: new Request(url, { method }) })) &&
      matchesAtOrigin(handler, url)
    )
      found.push(handler);
  }
  return found;
}

async function expectSameHandlers(method: string, url: string) {
  const everyMatch = await matching(handlers, method, url);
  expect(await matching(router.candidates(url), method, url)).toEqual(everyMatch);
}

describe('the worker’s handler router', () => {
  it.each([...operations, ...demoOperations].map((op) => [op.operationId, op.method, op.path]))(
    '%s (%s %s) reaches the same handlers',
    async (_, method, path) => {
      const url = `${ORIGIN}${concrete(path)}`;
      const everyMatch = await matching(handlers, method, url);
      // The operation's own handler, and the demo faults' in front of every /api call.
      expect(everyMatch.length).toBeGreaterThan(0);
      await expectSameHandlers(method, url);
      await expectSameHandlers(method, `${url}?lang=ka`);
    },
  );

  it('uploads, other letter cases and unknown paths reach the same handlers', async () => {
    for (const path of [
      '/uploads/invoices/sample-invoice.pdf',
      '/API/Popap/GET',
      '/api/product/debtsum',
      '/api',
      '/api2',
      '/',
      '/nothing/here/at/all',
      '/__demo/',
      // A handler's path behind other segments: no handler answers, as the router has it.
      '/api/__demo/faults',
      '/x/api/popap/get',
    ]) {
      for (const method of ['GET', 'POST']) await expectSameHandlers(method, `${ORIGIN}${path}`);
    }
  });

  it('any path built from the handlers’ words reaches the same handlers', async () => {
    const words = [
      'api',
      'api2',
      'API',
      'product',
      'gets',
      'popap',
      'get',
      '__demo',
      'faults',
      'x',
      '%ff',
      '',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.constantFrom(...words), fc.string({ maxLength: 6 })), {
          maxLength: 5,
        }),
        fc.constantFrom('GET', 'POST', 'DELETE'),
        async (segments, method) => {
          const path = '/' + segments.map((s) => encodeURIComponent(s)).join('/');
          await expectSameHandlers(method, `${ORIGIN}${path}`);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('answers as the full list does', async () => {
    const routed = await getResponse([router.handler], new Request(`${ORIGIN}/api/popap/get`));
    const direct = await getResponse(handlers, new Request(`${ORIGIN}/api/popap/get`));
    expect(routed?.status).toBe(200);
    expect(await routed?.json()).toEqual(await direct?.json());

    const unknown = await getResponse([router.handler], new Request(`${ORIGIN}/no/such/path`));
    expect(unknown).toBeUndefined();
  });
});
