/**
 * The mock backend reads request bodies the way every engine the portal supports can. Firefox's
 * Request has no `body` stream (`'body' in request` is false there); eslint-plugin-compat cannot
 * see a property read on a value, so these requests are made as Firefox makes them and given to
 * the handlers directly, as the browser demo does.
 */
import { getResponse, RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ErrorResponse, Product, SignInResponse } from '@/api';
import { MAX_JSON_BYTES } from '@mocks/api/http';
import { server } from '@mocks/node';
import { multipart, pdfFile } from './helpers';
import { DEMO_PASSWORD, parcel, SEEDED_CUSTOMER } from '../data';

/**
 * A Request as Firefox has it: the same methods (`arrayBuffer()`, `text()`, `formData()` …)
 * and headers, no `body` property. A clone is one too.
 */
function firefoxRequest(request: Request): Request {
  return new Proxy(request, {
    has: (target, key) => key !== 'body' && Reflect.has(target, key),
    get(target, key) {
      if (key === 'body') return undefined;
      if (key === 'clone') return () => firefoxRequest(target.clone());
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

async function answer<T>(
  path: string,
  init: { body: string; headers: Record<string, string>; token?: string },
): Promise<{ status: number; body: T }> {
  const headers = { ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const request = firefoxRequest(
    new Request(new URL(path, window.location.origin), {
      method: 'POST',
      headers,
      body: init.body,
    }),
  );
  expect('body' in request).toBe(false);
  const handlers = server
    .listHandlers()
    .filter((handler): handler is RequestHandler => handler instanceof RequestHandler);
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`no handler answered ${path}`);
  return { status: response.status, body: (await response.json()) as T };
}

const json = (value: unknown, token?: string) => ({
  body: typeof value === 'string' ? value : JSON.stringify(value),
  headers: { 'Content-Type': 'application/json' },
  token,
});

async function signIn(): Promise<string> {
  const { status, body } = await answer<SignInResponse>(
    '/api/authorization/signin',
    json({ email: SEEDED_CUSTOMER.axid, password: DEMO_PASSWORD }),
  );
  expect(status).toBe(200);
  return body.token;
}

describe('request bodies without Request.body, as Firefox sends them', () => {
  it('signs in with a JSON body and refuses a wrong password', async () => {
    expect(await signIn()).toMatch(/\S{20,}/);
    const wrong = await answer<ErrorResponse>(
      '/api/authorization/signin',
      json({ email: SEEDED_CUSTOMER.axid, password: 'nope' }),
    );
    expect(wrong).toMatchObject({ status: 400, body: { code: 'invalid_credentials' } });
  });

  it('declares a parcel with an invoice file in a multipart body', async () => {
    const token = await signIn();
    const { status, body } = await answer<{ product: Product }>('/api/product/addProductWithFile', {
      ...multipart(parcel({ productOrderId: 'FIREFOX1' }), pdfFile),
      token,
    });
    expect(status).toBe(200);
    expect(body.product).toMatchObject({ productOrderId: 'FIREFOX1', status: 'waiting' });
  });

  it('still refuses a JSON body over its limit that declares no length', async () => {
    const long = JSON.stringify({ email: 'x'.repeat(MAX_JSON_BYTES), password: DEMO_PASSWORD });
    const { status, body } = await answer<ErrorResponse>('/api/authorization/signin', json(long));
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'validation_error', message: expect.stringMatching(/MB/) });
  });
});
