/**
 * The staff simulator of the demo console: what the forwarder's staff do to a customer's parcels
 * (receive, ship, land, hand over, customs), to flights, rates and notifications, plus the
 * personas (accounts to sign in as) and a read of a customer's parcels and flights. Every action
 * throws a Refusal (400 / 404) instead of doing part of the work.
 */
import type { CountryId, ParcelStatus, RateCode } from '@/api';
import { DEMO_ACCOUNTS, type DemoAccountKind } from '@/config/demo';
import {
  db,
  type FlightRecord,
  type ParcelRecord,
  type RowOf,
  type UserRecord,
  type UserRow,
} from '../db/collections';
import { RATES } from '../db/fixtures/reference';
import { createFlight, ensureInvoices, iso, landingNote, TRANSIT_DAYS } from './scenarios';
import { currentUser } from '../api/http';
import {
  awaitsPrice,
  debtTetri,
  DEBT_STATUSES,
  isIndividuallyPriced,
  parcelFeeTetri,
  userByAxid,
} from '../api/domain';
import { toGel, toTetri } from '../lib/money';
import { notify, type LangTexts } from '../api/notify';
import { openSession } from '../api/sessions';
import { invalid, missing, Refusal, wrongStage } from './refusal';

const DAY = 86_400_000;
type ParcelRow = RowOf<'parcels'>;
type FlightRow = RowOf<'flights'>;

// ------------------------------------------------------------------ customers
const DEMO_AXIDS: readonly string[] = DEMO_ACCOUNTS.map((a) => a.axid);

export function kindOf(user: UserRecord): DemoAccountKind {
  if (user.information.indEntrepreneur) return 'entrepreneur';
  if (user.type === 2) return 'company';
  return user.information.foreignCitizen ? 'foreigner' : 'individual';
}

const nameOf = (user: UserRecord) =>
  user.type === 2 && user.information.LTDNameEn
    ? user.information.LTDNameEn
    : `${user.information.nameEn} ${user.information.lastNameEn}`.trim();

/** The demo accounts first, then the accounts created in this demo (sign-up or the console). */
export function personas() {
  return db.users
    .all()
    .map((user) => ({
      AXID: user.AXID,
      name: nameOf(user),
      kind: kindOf(user),
      email: user.email,
      demo: DEMO_AXIDS.includes(user.AXID),
    }))
    .sort((a, b) => Number(b.demo) - Number(a.demo) || a.AXID.localeCompare(b.AXID));
}

/**
 * The customer an action is for: by AX code, else the one of the bearer token sent. No AX code
 * and no token: 400; a token that is no longer valid: 401; an unknown AX code: 404.
 */
export function customerOf(request: Request, axid: string | undefined): UserRow {
  if (axid) {
    const user = userByAxid(axid.toUpperCase());
    if (!user) throw missing(`No customer ${axid}`);
    return user;
  }
  if (!request.headers.has('authorization'))
    throw invalid("axid is required (or send the customer's bearer token)");
  const user = currentUser(request);
  if (!user)
    throw new Refusal(401, 'unauthorized', 'The bearer token is not valid: send axid instead');
  return user;
}

export async function signInAs(axid: string) {
  const user = userByAxid(axid.toUpperCase());
  if (!user) throw missing(`No customer ${axid}`);
  return { AXID: user.AXID, token: await openSession(user, { remember: true }) };
}

/** Signs the customer out everywhere: the next call with any of their tokens answers 401. */
export function expireSessions(user: UserRecord): number {
  return db.sessions.deleteMany((q) => q.where({ userId: user._id })).length;
}

// ------------------------------------------------------------------ the read for the console
type Stage = 'planned' | 'departed' | 'landed';

function stageOf(flight: FlightRecord, now = Date.now()): Stage {
  if (flight.endAt) return 'landed';
  return flight.startdAt && Date.parse(flight.startdAt) <= now ? 'departed' : 'planned';
}

const flightView = (flight: FlightRecord, parcels?: number) => ({
  _id: flight._id,
  flightId: flight.flightId,
  countryId: flight.countryId,
  stage: stageOf(flight),
  updateStatus: flight.updateStatus,
  startdAt: flight.startdAt,
  estimatedAt: flight.estimatedAt,
  endAt: flight.endAt,
  ...(parcels === undefined ? {} : { parcels }),
});

const parcelView = (parcel: ParcelRecord, owner: UserRecord) => ({
  _id: parcel._id,
  productOrderId: parcel.productOrderId,
  productName: parcel.productName,
  status: parcel.status,
  senderCountryId: parcel.senderCountryId,
  flightId: parcel.flightId,
  weight: parcel.weight,
  // null: priced individually and no fee set yet
  fee: awaitsPrice(parcel) ? null : toGel(parcelFeeTetri(parcel, owner)),
  individualPrice: isIndividuallyPriced(parcel),
  state: parcel.state,
  custom: parcel.custom,
  clearance: parcel.clearance,
  createdAt: parcel.createdAt,
});

const customerView = (user: UserRecord) => ({
  AXID: user.AXID,
  name: nameOf(user),
  kind: kindOf(user),
  email: user.email,
  balance: toGel(user.balanceTetri),
  debt: toGel(debtTetri(user)),
});

/** The customer with their parcels (newest first; one stage when asked) and their flights. */
export function customerState(user: UserRecord, status?: ParcelStatus) {
  const all = db.parcels.findMany((q) => q.where({ ownerId: user._id }), {
    orderBy: { createdAt: 'desc' },
  });
  const counts = new Map<string, number>();
  for (const p of all) if (p.flightId) counts.set(p.flightId, (counts.get(p.flightId) ?? 0) + 1);
  const flights = db.flights
    .findMany((q) => q.where({ flightId: (id) => counts.has(id) }))
    .sort((a, b) =>
      (b.startdAt ?? b.estimatedAt ?? '').localeCompare(a.startdAt ?? a.estimatedAt ?? ''),
    )
    .map((flight) => flightView(flight, counts.get(flight.flightId)));
  const parcels = status ? all.filter((p) => p.status === status) : all;
  return {
    customer: customerView(user),
    parcels: parcels.map((p) => parcelView(p, user)),
    flights,
  };
}

// ------------------------------------------------------------------ parcels
function ownParcel(user: UserRecord, id: string): ParcelRow {
  const parcel = db.parcels.findFirst((q) => q.where({ _id: id, ownerId: user._id }));
  if (!parcel) throw missing(`${user.AXID} has no parcel ${id}`);
  return parcel;
}

/** The customer's parcels of `status`: the given ones (each must be there and at that stage) or all. */
function parcelsAt(user: UserRecord, status: ParcelStatus, ids?: string[]): ParcelRow[] {
  if (!ids) return db.parcels.findMany((q) => q.where({ ownerId: user._id, status }));
  return [...new Set(ids)].map((id) => {
    const parcel = ownParcel(user, id);
    if (parcel.status !== status)
      throw wrongStage(`Parcel ${parcel.productOrderId} is ${parcel.status}, not ${status}`);
    return parcel;
  });
}

/** A plausible weight for a parcel weighed without one: 0.3 kg and 0.4 kg per item (up to 20). */
const defaultWeight = (parcel: ParcelRecord) =>
  Math.round((0.3 + 0.4 * Math.min(parcel.quantity, 20)) * 100) / 100;

/** A waiting parcel arrives at the warehouse: it is weighed and moves to stock. */
export async function receiveParcel(user: UserRecord, parcelId: string, weight?: number) {
  const [parcel] = parcelsAt(user, 'waiting', [parcelId]);
  const kg = weight ?? defaultWeight(parcel!);
  const updated = await db.parcels.update(parcel!, {
    data(draft) {
      draft.status = 'stock';
      draft.weight = kg;
    },
  });
  await notify(user, {
    kind: 'parcelReceived',
    trackingNumber: parcel!.productOrderId,
    weight: kg,
  });
  return { parcel: parcelView(updated ?? parcel!, user) };
}

/** Stock parcels leave on a new flight of their country (one per country), departing now. */
export async function shipParcels(user: UserRecord, ids?: string[]) {
  const parcels = parcelsAt(user, 'stock', ids);
  if (parcels.length === 0) throw wrongStage(`${user.AXID} has no parcels in stock`);
  const now = Date.now();
  const flights: FlightRecord[] = [];
  for (const countryId of [...new Set(parcels.map((p) => p.senderCountryId))].sort()) {
    const flight = await createFlight({
      countryId: countryId as CountryId,
      start: now,
      estimated: now + TRANSIT_DAYS[countryId] * DAY,
    });
    flights.push(flight);
    const ids = new Set(parcels.filter((p) => p.senderCountryId === countryId).map((p) => p._id));
    await db.parcels.updateMany((q) => q.where({ _id: (id) => ids.has(id) }), {
      data(draft) {
        draft.status = 'sent';
        draft.flightId = flight.flightId;
      },
    });
  }
  return { parcels: parcels.length, flights: flights.map((f) => flightView(f)) };
}

/**
 * Arrived parcels are handed over (obtained); their fee must be paid first, and a parcel priced
 * individually must have been priced (and paid).
 */
export async function handOver(user: UserRecord, ids?: string[]) {
  const arrived = parcelsAt(user, 'arrived', ids);
  const unpaid = arrived.filter(
    (p) => p.state === 'unpaid' && (parcelFeeTetri(p, user) > 0 || awaitsPrice(p)),
  );
  if (ids && unpaid.length > 0)
    throw new Refusal(400, 'product_unpaid', `Parcel ${unpaid[0]!.productOrderId} is unpaid`);
  const ready = new Set(arrived.filter((p) => !unpaid.includes(p)).map((p) => p._id));
  if (ready.size === 0) {
    if (unpaid.length > 0)
      throw new Refusal(400, 'product_unpaid', `${user.AXID}'s arrived parcels are unpaid`);
    throw wrongStage(`${user.AXID} has no arrived parcels`);
  }
  await db.parcels.updateMany((q) => q.where({ _id: (id) => ready.has(id) }), {
    data(draft) {
      draft.status = 'obtained';
    },
  });
  return { parcels: ready.size };
}

/**
 * Staff set the fee of a parcel priced individually (50 kg or more), in GEL: from then on it is
 * charged like any other (in the debt, payable, on the invoice). It can be changed until paid.
 */
export async function setIndividualFee(user: UserRecord, parcelId: string, feeGel: number) {
  const parcel = ownParcel(user, parcelId);
  if (!isIndividuallyPriced(parcel))
    throw invalid(
      `Parcel ${parcel.productOrderId} weighs ${parcel.weight ?? 0} kg: only parcels of 50 kg or more are priced individually`,
    );
  if (!DEBT_STATUSES.includes(parcel.status))
    throw wrongStage(`Parcel ${parcel.productOrderId} was handed over already`);
  if (parcel.state === 'paid') throw wrongStage(`Parcel ${parcel.productOrderId} is paid already`);
  const updated = await db.parcels.update(parcel, {
    data(draft) {
      draft.individualFeeTetri = toTetri(feeGel);
    },
  });
  return { parcel: parcelView(updated ?? parcel, user) };
}

/** Staff flag a parcel for customs (and clearance); an obtained parcel is past customs. */
export async function flagCustoms(
  user: UserRecord,
  parcelId: string,
  custom: boolean,
  clearance?: boolean,
) {
  const parcel = ownParcel(user, parcelId);
  if (parcel.status === 'obtained')
    throw wrongStage(`Parcel ${parcel.productOrderId} was handed over already`);
  const updated = await db.parcels.update(parcel, {
    data(draft) {
      draft.custom = custom;
      if (clearance !== undefined) draft.clearance = clearance;
    },
  });
  return { parcel: parcelView(updated ?? parcel, user) };
}

// ------------------------------------------------------------------ flights
function flightOf(id: string): FlightRow {
  const flight =
    db.flights.findFirst((q) => q.where({ flightId: id })) ??
    db.flights.findFirst((q) => q.where({ _id: id }));
  if (!flight) throw missing(`No flight ${id}`);
  return flight;
}

/** Staff open a flight for edits (its sent parcels can be edited) or close it. */
export async function setFlightEdits(flightId: string, open: boolean) {
  const flight = flightOf(flightId);
  if (flight.endAt) throw wrongStage(`Flight ${flight.flightId} has landed`);
  const updated = await db.flights.update(flight, {
    data(draft) {
      draft.updateStatus = open;
    },
  });
  return { flight: flightView(updated ?? flight) };
}

/**
 * A departed flight lands now: its sent parcels arrive (their unpaid fees stay in the debt until
 * paid), their invoices exist, and each customer with parcels on it gets a notification.
 */
export async function landFlight(flightId: string) {
  const flight = flightOf(flightId);
  const stage = stageOf(flight);
  if (stage !== 'departed')
    throw wrongStage(
      `Flight ${flight.flightId} ${stage === 'landed' ? 'has landed already' : 'has not departed'}`,
    );
  const now = Date.now();
  const landed =
    (await db.flights.update(flight, {
      data(draft) {
        draft.endAt = iso(now);
        draft.additionalText = landingNote(flight.estimatedAt, now);
        draft.updateStatus = false;
      },
    })) ?? flight;
  const parcels = await db.parcels.updateMany(
    (q) => q.where({ flightId: flight.flightId, status: 'sent' }),
    {
      data(draft) {
        draft.status = 'arrived';
      },
    },
  );
  const owners = new Map<string, number>();
  for (const p of parcels) owners.set(p.ownerId, (owners.get(p.ownerId) ?? 0) + 1);
  const customers: string[] = [];
  for (const [ownerId, count] of owners) {
    const owner = db.users.findFirst((q) => q.where({ _id: ownerId }));
    if (!owner) continue;
    customers.push(owner.AXID);
    await ensureInvoices(owner, [landed]);
    await notify(owner, { kind: 'flightLanded', flightId: flight.flightId, parcels: count });
  }
  return { flight: flightView(landed), parcels: parcels.length, customers: customers.sort() };
}

// ------------------------------------------------------------------ notifications, rates
export type NotificationTexts = Record<
  'titleKa' | 'titleRu' | 'titleEn' | 'descriptionKa' | 'descriptionRu' | 'descriptionEn',
  string
>;

export async function sendNotification(user: UserRecord, t: NotificationTexts) {
  const lang = (ka: string, ru: string, en: string): LangTexts => ({ ka, ru, en });
  const { userId: _user, ...notification } = await notify(user, {
    kind: 'custom',
    title: lang(t.titleKa, t.titleRu, t.titleEn),
    description: lang(t.descriptionKa, t.descriptionRu, t.descriptionEn),
  });
  return { notification };
}

/** A rate may move between a tenth and ten times the seeded one (CNY is quoted per 10). */
export function rateBounds(code: RateCode): [number, number] {
  const seeded = RATES.find((r) => r.code === code)!.rate;
  return [Math.round(seeded * 1000) / 10_000, Math.round(seeded * 100_000) / 10_000];
}

export async function setRate(code: RateCode, rate: number) {
  const [low, high] = rateBounds(code);
  if (!(rate >= low && rate <= high))
    throw invalid(`The ${code} rate must be between ${low} and ${high} GEL`);
  await db.rates.update((q) => q.where({ code }), {
    data(draft) {
      draft.rate = rate;
    },
  });
  return { rates: db.rates.all().map(({ code, rate }) => ({ code, rate })) };
}
