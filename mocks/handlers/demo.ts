/**
 * demo: the controls of the demo console under /__demo/ (personas, staff simulator, scenarios,
 * export / import, faults), described in mocks/demo-openapi.yaml and never in openapi.yaml. They
 * exist only in the mock backend, answer the browser demo (service worker) and the HTTP server
 * alike, need no token (a token sent chooses the customer when no AX code is given), and take
 * and give JSON. Bad input is a 400 and an unknown id a 404, in the contract's error shape.
 *
 * `faultHandler` goes first of all handlers: it delays or fails /api calls as the console set it.
 * The faults, the mocking mode, the reset and the import are the mock backend's (./backend.ts).
 */
import { http, HttpResponse, type DefaultBodyType, type JsonBodyType, type PathParams } from 'msw';
import { array, boolean, mixed, number, object, type Schema } from 'yup';
import type { ParcelStatus, RateCode } from '@/api';
import { DEMO_PASSWORD, type DemoAccountKind } from '@/config/demo';
import {
  FAULT_ERRORS,
  FAULT_METHODS,
  FAULT_TIMES,
  LATENCIES,
  type FaultError,
  type Latency,
} from '@/config/faults';
import { FLIGHT_ID_MAX, ID_MAX, INDIVIDUAL_FEE_MAX } from '@/shared/rules';
import { PARCEL_STATUSES, RATE_CODES } from '../lib/enums';
import { addBigDebt, addBulkParcels, addEmptyAccount } from '../demo/scenarios';
import { decide } from '../demo/cardProvider';
import { Refusal } from '../demo/refusal';
import {
  customerOf,
  customerState,
  expireSessions,
  flagCustoms,
  handOver,
  landFlight,
  personas,
  receiveParcel,
  sendNotification,
  setFlightEdits,
  setIndividualFee,
  setRate,
  shipParcels,
  signInAs,
} from '../demo/staff';
import { exportSnapshot, MAX_IMPORT_BYTES } from '../demo/transfer';
import { debtTetri } from '../api/domain';
import type { DemoGate } from '../api/demoGate';
import { readJson, validate, type Answer } from '../api/http';
import type { MockBackend } from './backend';
import { toGel } from '../lib/money';
import { yieldingToBrowser } from '../lib/pace';
import { str, text } from '../lib/schemas';

// ------------------------------------------------------------------ body schemas
const oneOf = <T extends string | number>(values: readonly T[], name: string) =>
  mixed<T>((value): value is T => values.includes(value as T)).typeError(
    `${name} must be one of ${values.join(', ')}`,
  );
const axid = () =>
  text()
    .matches(/^AX\d{1,10}$/i, 'axid must be an account code like AX10001')
    .optional();
const id = (name: string) => text().max(ID_MAX).required(`${name} is required`);
const ids = () => array(text().required().max(ID_MAX)).max(10_000).optional();
const flag = (name: string) => boolean().typeError(`${name} must be true or false`);
const words = (max: number) => (name: string) =>
  text().required(`${name} is required`).max(max, `${name}: up to ${max} characters`);
const title = words(200);
const description = words(5000);

const customer = object({ axid: axid() });
const withParcel = object({ axid: axid(), parcelId: id('parcelId') });
const withParcels = object({ axid: axid(), parcelIds: ids() });
const withFlight = object({ flightId: text().max(FLIGHT_ID_MAX).required('flightId is required') });
const KINDS = ['individual', 'company', 'entrepreneur', 'foreigner'] as const;

const schemas = {
  signIn: object({ axid: axid().required('axid is required') }),
  customerQuery: object({
    axid: axid(),
    status: oneOf(PARCEL_STATUSES, 'status').optional(),
  }),
  receive: withParcel.shape({
    weight: number()
      .typeError('weight must be a number of kg')
      .moreThan(0, 'weight must be more than 0 kg')
      .max(1000, 'weight must be at most 1000 kg')
      .test(
        'grams',
        'weight: at most 3 decimals (grams)',
        (v) => v === undefined || Number.isInteger(Math.round(v * 1e6) / 1e3),
      )
      .optional(),
  }),
  fee: withParcel.shape({
    fee: number()
      .typeError('fee must be a number of GEL')
      .required('fee is required')
      .moreThan(0, 'fee must be more than 0 GEL')
      .max(INDIVIDUAL_FEE_MAX, `fee must be at most ${INDIVIDUAL_FEE_MAX} GEL`)
      .test('tetri', 'fee: at most 2 decimals (tetri)', (v) =>
        Number.isInteger(Math.round(v * 1e6) / 1e4),
      ),
  }),
  customs: withParcel.shape({
    custom: flag('custom').default(true),
    clearance: flag('clearance').optional(),
  }),
  edits: withFlight.shape({ open: flag('open').required('open is required') }),
  notification: customer.shape({
    titleKa: title('titleKa'),
    titleRu: title('titleRu'),
    titleEn: title('titleEn'),
    descriptionKa: description('descriptionKa'),
    descriptionRu: description('descriptionRu'),
    descriptionEn: description('descriptionEn'),
  }),
  rate: object({
    code: oneOf(RATE_CODES, 'code').required('code is required'),
    rate: number()
      .typeError('rate must be a number')
      .required('rate is required')
      .test('decimals', 'rate: at most 4 decimals', (v) =>
        Number.isInteger(Math.round(v * 1e8) / 1e4),
      ),
  }),
  emptyAccount: object({ kind: oneOf(KINDS, 'kind').default('individual') }),
  parcels: customer.shape({
    count: oneOf([100, 1000, 10_000] as const, 'count').required('count is required'),
  }),
  cardDecision: object({
    paymentId: id('paymentId'),
    approved: flag('approved').required('approved is required'),
  }),
  latency: object({ ms: oneOf(LATENCIES, 'ms').required('ms is required') }),
  offline: object({ offline: flag('offline').required('offline is required') }),
  fail: object({
    operation: text().max(60).optional(),
    method: oneOf(FAULT_METHODS, 'method').optional(),
    path: str()
      .max(300)
      .matches(/^\/api2?\/[\w./{}:%-]*$/, 'path must be an /api or /api2 path')
      .optional(),
    error: oneOf(FAULT_ERRORS, 'error').required('error is required'),
    times: oneOf(FAULT_TIMES, 'times').default('next'),
  }),
};

// ------------------------------------------------------------------ routes
type Action<T> = (data: T, request: Request) => Promise<object> | object;

/** `{ success: true, ...result }`, or the answer of a Refusal. */
async function answer<T>(action: Action<T>, data: T, request: Request) {
  try {
    return HttpResponse.json({ success: true, ...(await action(data, request)) } as JsonBodyType);
  } catch (error) {
    if (error instanceof Refusal) return error.answer();
    throw error;
  }
}

const PATH = (route: string) => `*/__demo/${route}`;

/** The resolver of a demo route: the gate first, then `resolver`. */
function gated(
  handle: MockBackend['handle'],
  gate: DemoGate,
  resolver: (request: Request) => Answer<DefaultBodyType>,
  { persist = true }: { persist?: boolean } = {},
) {
  return handle<PathParams, DefaultBodyType, DefaultBodyType>(
    ({ request }) => gate(request) ?? resolver(request),
    { persist },
  );
}

/** The demo routes of one gate. */
function routes(handle: MockBackend['handle'], gate: DemoGate) {
  /** A POST route; `schema` null: the body is not read. Faults change no data (not persisted). */
  const post = <T>(
    route: string,
    schema: Schema<T> | null,
    action: Action<T>,
    { persist = true, maxBytes }: { persist?: boolean; maxBytes?: number } = {},
  ) =>
    http.post<PathParams, DefaultBodyType, DefaultBodyType>(
      PATH(route),
      gated(
        handle,
        gate,
        async (request) => {
          if (!schema) return answer(action, undefined as T, request);
          const { data, error } = await readJson(request, schema, { maxBytes });
          return error ?? answer(action, data, request);
        },
        { persist },
      ),
    );

  /** A GET route; `schema` validates the query. */
  const get = <T>(route: string, schema: Schema<T> | null, action: Action<T>) =>
    http.get<PathParams, DefaultBodyType, DefaultBodyType>(
      PATH(route),
      gated(handle, gate, async (request) => {
        if (!schema) return answer(action, undefined as T, request);
        const query = Object.fromEntries(new URL(request.url).searchParams);
        const { data, error } = await validate(schema, query);
        return error ?? answer(action, data, request);
      }),
    );

  return { post, get };
}

/** Delays or fails /api calls as the demo console set it (first of all handlers). */
export const faultHandler = ({ faults }: MockBackend) => http.all('*/api*', faults.resolver);

/** The demo controls of `backend`, each behind `gate` (api/demoGate.ts). */
export function demoHandlers(backend: MockBackend, gate: DemoGate) {
  const { handle, faults, mocking } = backend;
  const { post, get } = routes(handle, gate);
  /** The fault settings, as every faults route answers them. */
  const settings = () => ({ faults: faults.settings() });
  return [
    // ---- personas
    get('personas', null, () => ({ personas: personas() })),
    post('personas/signin', schemas.signIn, (d) => signInAs(d.axid)),

    // ---- the chosen customer's parcels and flights
    get('customer', schemas.customerQuery, (d, r) =>
      customerState(customerOf(r, d.axid), d.status as ParcelStatus | undefined),
    ),

    // ---- staff simulator
    post('parcels/receive', schemas.receive, (d, r) =>
      receiveParcel(customerOf(r, d.axid), d.parcelId, d.weight),
    ),
    post('parcels/ship', withParcels, (d, r) => shipParcels(customerOf(r, d.axid), d.parcelIds)),
    post('parcels/handover', withParcels, (d, r) => handOver(customerOf(r, d.axid), d.parcelIds)),
    post('parcels/fee', schemas.fee, (d, r) =>
      setIndividualFee(customerOf(r, d.axid), d.parcelId, d.fee),
    ),
    post('parcels/customs', schemas.customs, (d, r) =>
      flagCustoms(customerOf(r, d.axid), d.parcelId, d.custom, d.clearance),
    ),
    post('flights/edits', schemas.edits, (d) => setFlightEdits(d.flightId, d.open)),
    post('flights/land', withFlight, (d) => landFlight(d.flightId)),
    post('notifications', schemas.notification, (d, r) =>
      sendNotification(customerOf(r, d.axid), d),
    ),
    post('rates', schemas.rate, (d) => setRate(d.code as RateCode, d.rate)),

    // ---- scenarios
    post('scenarios/empty-account', schemas.emptyAccount, async (d) => {
      const user = await addEmptyAccount(d.kind as DemoAccountKind);
      const { token } = await signInAs(user.AXID);
      return { AXID: user.AXID, email: user.email, password: DEMO_PASSWORD, token };
    }),
    post('scenarios/big-debt', customer, async (d, r) => {
      const user = customerOf(r, d.axid);
      const flight = await addBigDebt(user);
      const now = customerOf(r, user.AXID);
      return {
        AXID: user.AXID,
        flightId: flight.flightId,
        balance: toGel(now.balanceTetri),
        debt: toGel(debtTetri(now)),
      };
    }),
    post('scenarios/parcels', schemas.parcels, async (d, r) => {
      const user = customerOf(r, d.axid);
      // Thousands of records: the job hands the main thread back between slices, so the page
      // (where the mock runs, in the browser) keeps answering input while they are written. One
      // such job at a time: each numbers its parcels after the ones before.
      const added = await backend.locks.serialized('scenarios/parcels', () =>
        addBulkParcels({
          axid: user.AXID,
          count: d.count,
          status: 'spread',
          pace: yieldingToBrowser({ orMessage: true }),
        }),
      );
      return { AXID: user.AXID, added };
    }),
    post('reset', null, async () => {
      await backend.resetToSeed();
      return {};
    }),

    // ---- the card provider (the demo card page plays its payment page)
    post('card-provider/decide', schemas.cardDecision, (d) => decide(d.paymentId, d.approved)),

    // ---- export / import
    http.get(
      PATH('export'),
      gated(handle, gate, () =>
        HttpResponse.json(exportSnapshot(), {
          headers: {
            'Content-Disposition': `attachment; filename="parcel-portal-demo-${new Date().toISOString().slice(0, 10)}.json"`,
          },
        }),
      ),
    ),
    post(
      'import',
      object({ version: mixed(), savedAt: str().max(40).optional(), data: mixed() }),
      (d) => backend.importSnapshot(d),
      {
        maxBytes: MAX_IMPORT_BYTES,
      },
    ),

    // ---- faults
    get('faults', null, () => ({ ...settings(), ...mocking.state() })),
    post(
      'faults/latency',
      schemas.latency,
      (d) => (faults.setLatency(d.ms as Latency), settings()),
      { persist: false },
    ),
    post('faults/offline', schemas.offline, (d) => (faults.setOffline(d.offline), settings()), {
      persist: false,
    }),
    post(
      'faults/fail',
      schemas.fail,
      (d) => ({
        failure: faults.addFailure({ ...d, error: d.error as FaultError }),
        ...settings(),
      }),
      { persist: false },
    ),
    post('faults/clear', null, () => (faults.clear(), settings()), { persist: false }),
    post('faults/expire-session', customer, (d, r) => ({
      expired: expireSessions(customerOf(r, d.axid)),
      ...settings(),
    })),
  ];
}
