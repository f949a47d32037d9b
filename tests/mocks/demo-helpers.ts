/**
 * Calls of the demo console's /__demo controls in tests: every answer is checked against
 * mocks/demo-openapi.yaml (status documented, body of the documented shape).
 */
import { expect } from 'vitest';
import { loadContract } from '../contract/openapi';
import { call, request } from './helpers';

export const demoContract = loadContract('mocks/demo-openapi.yaml');

// Bodies of the controls are read loosely in tests: their shape is checked against the document.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

type Options = Parameters<typeof call>[1] & { method?: string };

/** Calls /__demo/<route> (JSON body → POST); the answer must be as the document says. */
export async function demo<T = Json>(
  route: string,
  options: Options = {},
): Promise<{ status: number; body: T; response: Response }> {
  const path = `/__demo/${route}`;
  const response = await call(path, options);
  const method = (options.method ?? (options.json !== undefined ? 'POST' : 'GET')).toLowerCase();
  const template = path.split('?')[0];
  const op = demoContract.operations.find((o) => o.path === template && o.method === method);
  if (!op) throw new Error(`mocks/demo-openapi.yaml has no ${method} ${template}`);
  expect(await demoContract.contractErrors(op, response.clone()), `${method} ${path}`).toEqual([]);
  return { status: response.status, body: (await response.json()) as T, response };
}

/** POST /__demo/<route> with a JSON body. */
export const post = <T = Json>(route: string, json: unknown = {}, options: Options = {}) =>
  demo<T>(route, { ...options, json });

/** A customer's state as the console reads it: the customer, their parcels and flights. */
export const customer = async (axid = 'AX10001', query = '') =>
  (await demo(`customer?axid=${axid}${query}`)).body;
export const parcelOf = async (id: string, axid = 'AX10001') =>
  (await customer(axid)).parcels.find((p: Json) => p._id === id) as Json;
const notifications = async (token: string) =>
  (await request<Json>('/api/notification/all', { token })).body.notifications as Json[];
/** The customer's notification titled `titleEn` (the seed dates some later in the day than now). */
export const notification = async (token: string, titleEn: string) =>
  (await notifications(token)).find((n) => n.titleEn === titleEn);
export const debt = async (token: string) =>
  (await request<Json>('/api/product/debtSum', { token })).body.deptSum as number;
