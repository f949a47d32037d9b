/** Plain-fetch helpers for the mock backend tests (the server of tests/setup.ts answers). */
import { afterAll, beforeAll } from 'vitest';
import type { ErrorResponse } from '@/api';
import { db } from '@mocks/db/collections';
import { SEED } from '@mocks/demo/seed';
import { startMockServer, type MockServer } from '@mocks/http-server';
import { backend, server as msw } from '@mocks/node';

/** A success body or an ErrorResponse, for tests that read either. */
export type Either<T> = Omit<T, 'success'> & Omit<ErrorResponse, 'success'> & { success: boolean };

type Options = {
  method?: string;
  token?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
};

export async function call(
  path: string,
  { method, token, json, body, headers = {} }: Options = {},
): Promise<Response> {
  const init: RequestInit = {
    method: method ?? (json !== undefined || body !== undefined ? 'POST' : 'GET'),
    headers: { ...headers },
  };
  if (token) (init.headers as Record<string, string>).Authorization = `Bearer ${token}`;
  if (json !== undefined) {
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
    init.body = JSON.stringify(json);
  } else if (body !== undefined) {
    init.body = body;
  }
  return fetch(new URL(path, window.location.origin), init);
}

/** Status and parsed JSON body. */
export async function request<T = Record<string, unknown>>(
  path: string,
  options: Options = {},
): Promise<{ status: number; body: T }> {
  const response = await call(path, options);
  return { status: response.status, body: (await response.json()) as T };
}

/**
 * A card payment as a customer pays it: the provider (the demo card page's step) approves or
 * declines it on its own side, then the customer's return settles it. The settlement's answer.
 */
export async function payByCard<T = Record<string, unknown>>(
  token: string,
  paymentId: string,
  approved: boolean,
): Promise<{ status: number; body: T }> {
  await request('/__demo/card-provider/decide', { json: { paymentId, approved } });
  return request<T>('/api/merchant/georgiancard/update', { token, json: { paymentId } });
}

/** The flight number (date dependent) of a seeded flight role. */
export function flightNo(role: keyof typeof SEED.flights): string {
  const flight = db.flights.findFirst((q) => q.where({ _id: SEED.flights[role] }));
  if (!flight) throw new Error(`no seeded flight ${role}`);
  return flight.flightId;
}

/**
 * A multipart/form-data body of `file` + `inputs`, written by hand: under jsdom the global
 * Blob/FormData are jsdom's, and Node's fetch would send a jsdom Blob as "[object Blob]".
 */
export function multipart(
  inputs: unknown,
  file?: { content: string; type: string; name: string },
): { body: string; headers: Record<string, string> } {
  const boundary = '----pp-test-boundary';
  const parts: string[] = [];
  if (file) {
    const type = file.type ? `Content-Type: ${file.type}\r\n` : '';
    parts.push(
      `Content-Disposition: form-data; name="file"; filename="${file.name}"\r\n${type}\r\n${file.content}`,
    );
  }
  const text = typeof inputs === 'string' ? inputs : JSON.stringify(inputs);
  parts.push(`Content-Disposition: form-data; name="inputs"\r\n\r\n${text}`);
  const body = `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('')}--${boundary}--\r\n`;
  return { body, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } };
}

export const pdfFile = {
  content: '%PDF-1.4\n%%EOF\n',
  type: 'application/pdf',
  name: 'invoice.pdf',
};

/** A valid courier order for the flights `ids`; override fields per test. */
export const courierOrder = (ids: string[], over: Record<string, unknown> = {}) => ({
  ids,
  sq1: 'tbilisi_0_5',
  city: '_TBILISI_',
  address: 'წერეთლის გამზ. 116, ბინა 14',
  name: 'Giorgi Beridze',
  phone: '599123456',
  branches: 'didube',
  ...over,
});

/** An in-memory Storage (localStorage's methods), counting writes. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & {
    writes: number;
    items: Map<string, string>;
  } = {
    writes: 0,
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem(key, value) {
      storage.writes += 1;
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
  };
  return storage;
}

/**
 * The real HTTP server of mocks/http-server.ts (`npm run mock:server`) for the file's tests, on a
 * free port, with its request log. tests/setup.ts intercepts node's fetch and http with msw, so
 * that is switched off meanwhile and these requests reach the real server. The server runs over
 * vitest's mock backend (mocks/node.ts): tests/setup.ts's reset before each test clears its faults
 * and counts of attempts too.
 */
export function realHttpServer() {
  const server = { api: undefined as unknown as MockServer, logged: [] as string[] };
  beforeAll(async () => {
    msw.close();
    server.api = await startMockServer({
      log: (line) => server.logged.push(line),
      backend,
    });
  });
  afterAll(async () => {
    await server.api.close();
    msw.listen({ onUnhandledFrame: 'error' });
  });
  return server;
}
