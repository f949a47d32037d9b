/**
 * Demo states beyond the seed, for benchmarks and the demo console (/__demo): a customer with
 * many parcels (waiting only, or spread over every stage and country), a new empty account, a
 * big debt on a small balance, and new flights numbered like the seeded ones.
 */
import type { CountryId, Currency, FlightNote, ParcelStatus, ProductCategory } from '@/api';
import type { DemoAccountKind } from '@/config/demo';
import { DEMO_PASSWORD_HASH } from '../lib/passwords';
import { PRODUCT_CATEGORIES, SHOPS } from '@/shared/catalog';
import { ensureInvoice, invoiceParcels, nextAxid, userByAxid } from '../api/domain';
import { newId, seedId } from '../lib/ids';
import {
  db,
  type FlightRecord,
  type ParcelRecord,
  type UserRecord,
  type UserRow,
} from '../db/collections';
import { COUNTRY, INVOICE_BRANCHES, PARCEL_STATUSES } from '../lib/enums';
import { atOnce, type Pace } from '../lib/pace';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const COUNTRIES: CountryId[] = ['1', '2', '3'];
const CURRENCY_OF: Record<CountryId, Currency> = { '1': 'CNY', '2': 'USD', '3': 'TRY' };
const PREFIX: Record<CountryId, string> = { '1': 'YT', '2': 'TBA', '3': 'TR' };
/** Days in the air by country, as in the seed's schedule. */
export const TRANSIT_DAYS: Record<CountryId, number> = { '1': 8, '2': 6, '3': 2 };

export const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

// ------------------------------------------------------------------ flights
export interface FlightPlan {
  countryId: CountryId;
  /** Departure (ms); null = not known yet. */
  start: number | null;
  estimated: number;
  /** Landing (ms); null = not landed. */
  end?: number | null;
  note?: FlightNote | null;
}

/**
 * A new flight numbered like the seeded ones (CN-2611-03: country, year and month of departure,
 * the next number of that month).
 */
export async function createFlight({
  countryId,
  start,
  estimated,
  end = null,
  note = 'FLIGHT_ON_TIME',
}: FlightPlan): Promise<FlightRecord> {
  const d = new Date(start ?? estimated);
  const prefix = `${COUNTRY[countryId].code}-${String(d.getUTCFullYear()).slice(2)}${String(d.getUTCMonth() + 1).padStart(2, '0')}-`;
  const taken = db.flights
    .all()
    .filter((f) => f.flightId.startsWith(prefix))
    .map((f) => Number(f.flightId.slice(prefix.length)) || 0);
  return db.flights.create({
    _id: newId(),
    flightId: `${prefix}${String(Math.max(0, ...taken) + 1).padStart(2, '0')}`,
    countryId,
    additionalText: note,
    startdAt: start === null ? null : iso(start),
    estimatedAt: iso(estimated),
    endAt: end === null ? null : iso(end),
    updateStatus: false,
  });
}

/** The note of a flight landing at `end`: on time, or 1–10 days early. */
export function landingNote(estimatedAt: string | null, end: number): FlightNote {
  const early = estimatedAt ? Math.floor((Date.parse(estimatedAt) - end) / DAY) : 0;
  return early >= 1
    ? (`FLIGHT_ARRIVED_EARLY_${Math.min(early, 10)}` as FlightNote)
    : 'FLIGHT_ARRIVED';
}

/**
 * The invoices of a customer's arrived and obtained parcels on `flights` (as the seed has them).
 * Each flight and branch looks through all the customer's parcels: `pace` has its turn after each.
 */
export async function ensureInvoices(
  owner: UserRecord,
  flights: FlightRecord[],
  pace: Pace = atOnce,
): Promise<void> {
  for (const flight of flights) {
    for (const branch of INVOICE_BRANCHES) {
      if (invoiceParcels(owner, flight.flightId, branch).length > 0)
        await ensureInvoice(owner, flight, branch);
      await pace();
    }
  }
}

// ------------------------------------------------------------------ many parcels
export interface BulkParcelsOptions {
  /** Account code of the customer, e.g. AX10001. */
  axid: string;
  count: number;
  /**
   * One tab for every parcel (default waiting: the bench:parcels variant), or 'spread': every
   * stage and every country in turn, sent / arrived / obtained ones on new flights.
   */
  status?: ParcelStatus | 'spread';
  /** How the job shares the main thread (mocks/lib/pace.ts); by default in one task. */
  pace?: Pace;
}

const BULK_PREFIX = seedId(7, 0).slice(0, 16);
const bulkId = (n: number) => seedId(7, n);

/** Whether bulk parcels were added already (the first one has a fixed id). */
export function hasBulkParcels(): boolean {
  return Boolean(db.parcels.findFirst((q) => q.where({ _id: bulkId(1) })));
}

/** The highest running number of the bulk parcels so far (0 for none). */
function lastBulkNumber(): number {
  let last = 0;
  for (const parcel of db.parcels.all()) {
    if (parcel._id.startsWith(BULK_PREFIX))
      last = Math.max(last, parseInt(parcel._id.slice(16), 16));
  }
  return last;
}

/** The flights of a spread: per country, one in the air, one landed, one handed over. */
async function spreadFlights(): Promise<Record<CountryId, Record<ParcelStatus, string | null>>> {
  const now = Date.now();
  const flights = {} as Record<CountryId, Record<ParcelStatus, string | null>>;
  for (const countryId of COUNTRIES) {
    const transit = TRANSIT_DAYS[countryId] * DAY;
    const sent = await createFlight({
      countryId,
      start: now - DAY,
      estimated: now - DAY + transit,
    });
    const landed = (ago: number) =>
      createFlight({
        countryId,
        start: now - ago * DAY - transit,
        estimated: now - ago * DAY,
        end: now - ago * DAY,
        note: 'FLIGHT_ARRIVED',
      });
    const arrived = await landed(3);
    const obtained = await landed(20);
    flights[countryId] = {
      waiting: null,
      stock: null,
      sent: sent.flightId,
      arrived: arrived.flightId,
      obtained: obtained.flightId,
    };
  }
  return flights;
}

/**
 * Adds `count` parcels to a customer, spread over the three countries, the categories and the
 * shops: all waiting (or all of `status`; parcels past waiting are weighed but on no flight), or
 * with status 'spread' every stage in turn (stock without a flight; sent, arrived and obtained on
 * new flights; obtained and every other arrived parcel paid). Ids and tracking numbers continue
 * after earlier bulk parcels. Returns how many were added.
 */
export async function addBulkParcels({
  axid,
  count,
  status = 'waiting',
  pace = atOnce,
}: BulkParcelsOptions): Promise<number> {
  const owner = userByAxid(axid);
  if (!owner) throw new Error(`No customer ${axid}`);
  if (status !== 'spread' && !PARCEL_STATUSES.includes(status))
    throw new Error(`No parcel status ${status}`);
  const flights = status === 'spread' ? await spreadFlights() : null;
  const first = lastBulkNumber();
  const start = Date.UTC(2026, 0, 1);
  for (let i = 0; i < count; i++) {
    const n = first + i;
    const countryId = COUNTRIES[n % 3]!;
    const stage = status === 'spread' ? PARCEL_STATUSES[i % PARCEL_STATUSES.length]! : status;
    const shops = SHOPS[countryId];
    const paid = stage === 'obtained' || (stage === 'arrived' && i % 2 === 0);
    const record: ParcelRecord = {
      _id: bulkId(n + 1),
      ownerId: owner._id,
      productOrderId: `${PREFIX[countryId]}${String(900_000_000 + n).padStart(12, '0')}`,
      productName: PRODUCT_CATEGORIES[n % PRODUCT_CATEGORIES.length] as ProductCategory,
      quantity: 1 + (n % 4),
      shop: shops[n % shops.length]!.key,
      otherShop: null,
      personalParcel: false,
      senderName: null,
      price: 10 + (n % 90),
      currency: CURRENCY_OF[countryId],
      description: n % 5 === 0 ? `Bulk parcel ${n + 1}` : null,
      branch: owner.takedPlaced.address,
      flightId: flights?.[countryId][stage] ?? null,
      senderCountryId: countryId,
      file: null,
      custom: false,
      clearance: false,
      state: paid ? 'paid' : 'unpaid',
      weight: stage === 'waiting' ? null : 0.5 + (n % 10) / 10,
      status: stage,
      createdAt: new Date(start + n * 60_000).toISOString(),
    };
    await db.parcels.create(record);
    await pace();
  }
  if (flights) {
    const ids = new Set(COUNTRIES.flatMap((c) => [flights[c].arrived, flights[c].obtained]));
    await ensureInvoices(
      owner,
      db.flights.findMany((q) => q.where({ flightId: (id) => ids.has(id) })),
      pace,
    );
  }
  return count;
}

// ------------------------------------------------------------------ accounts
const NAMES: Record<DemoAccountKind, { ka: [string, string]; en: [string, string] }> = {
  individual: { ka: ['დემო', 'მომხმარებელი'], en: ['Demo', 'Customer'] },
  company: { ka: ['დემო', 'დირექტორი'], en: ['Demo', 'Director'] },
  entrepreneur: { ka: ['დემო', 'მეწარმე'], en: ['Demo', 'Entrepreneur'] },
  foreigner: { ka: ['', ''], en: ['Demo', 'Visitor'] },
};

/**
 * A new customer of `kind` with no parcels, no balance and no notifications, signed up as the
 * sign-up form would (password demo1234, branch didube). Ids are derived from the account code.
 */
export async function addEmptyAccount(kind: DemoAccountKind = 'individual'): Promise<UserRecord> {
  const AXID = nextAxid();
  const n = AXID.slice(2);
  const organisation = kind === 'company' || kind === 'entrepreneur';
  const foreigner = kind === 'foreigner';
  const personId = kind === 'company' ? null : foreigner ? `DM${n}` : `99${n.padStart(9, '0')}`;
  const { ka, en } = NAMES[kind];
  return db.users.create({
    _id: newId(),
    AXID,
    email: `${AXID.toLowerCase()}@demo.ge`,
    passwordHash: DEMO_PASSWORD_HASH,
    phone: `59${n.padStart(7, '0')}`,
    type: organisation ? 2 : 1,
    balanceTetri: 0,
    takedPlaced: { city: '_TBILISI_', address: 'didube' },
    information: {
      nameKa: ka[0],
      lastNameKa: ka[1],
      nameEn: en[0],
      lastNameEn: en[1],
      city: '_TBILISI_',
      address: foreigner ? 'Rustaveli Ave. 1' : 'რუსთაველის გამზ. 1',
      personId,
      passportId: foreigner ? personId : null,
      orgId: kind === 'company' ? `4${n.padStart(8, '0')}` : null,
      LTDName:
        kind === 'company' ? 'შპს დემო' : kind === 'entrepreneur' ? 'ი/მ დემო მეწარმე' : null,
      LTDNameEn:
        kind === 'company' ? 'Demo LLC' : kind === 'entrepreneur' ? 'IE Demo Entrepreneur' : null,
      indEntrepreneur: kind === 'entrepreneur',
      foreignCitizen: foreigner,
    },
    registryFile: null,
    createdAt: new Date().toISOString(),
  });
}

// ------------------------------------------------------------------ a big debt
/** Heavy China parcels of a big debt: about 35 kg, over 700 GEL for an individual. */
const HEAVY: { name: ProductCategory; weight: number; price: number }[] = [
  { name: 'VARIOUS_FINISHED_PRODUCTS', weight: 14.5, price: 95 },
  { name: 'AUTO_PARTS', weight: 11.2, price: 80 },
  { name: 'TOOLS', weight: 9.8, price: 60 },
];

/**
 * A big debt on a small balance: three heavy, unpaid parcels arrived yesterday on a new China
 * flight, and the balance set to 3.50 GEL. Returns the flight.
 */
export async function addBigDebt(owner: UserRow): Promise<FlightRecord> {
  const end = Date.now() - DAY;
  const flight = await createFlight({
    countryId: '1',
    start: end - TRANSIT_DAYS['1'] * DAY,
    estimated: end,
    end,
    note: 'FLIGHT_ARRIVED',
  });
  for (const [i, item] of HEAVY.entries()) {
    await db.parcels.create({
      _id: newId(),
      ownerId: owner._id,
      productOrderId: `YT${flight._id.slice(-10).toUpperCase()}${i}`,
      productName: item.name,
      quantity: 1,
      shop: 'alibaba',
      otherShop: null,
      personalParcel: false,
      senderName: null,
      price: item.price,
      currency: 'USD',
      description: null,
      branch: owner.takedPlaced.address,
      flightId: flight.flightId,
      senderCountryId: '1',
      file: null,
      custom: false,
      clearance: false,
      state: 'unpaid',
      weight: item.weight,
      status: 'arrived',
      createdAt: iso(end - (TRANSIT_DAYS['1'] + 3) * DAY + i * HOUR),
    });
  }
  await db.users.update(owner, {
    data(draft) {
      draft.balanceTetri = 350;
    },
  });
  await ensureInvoices(owner, [flight]);
  return flight;
}
