/**
 * Business rules shared by the handlers: rates, tariffs and fees, the debt, the public shape of
 * users and parcels, flight groups of the parcel lists, and invoices.
 */
import type {
  Branch,
  CountryId,
  Currency,
  FlightGroup,
  InvoiceBranch,
  Product,
  RateCode,
  User,
} from '@/api';
import { INDIVIDUAL_PRICE_KG } from '@/shared/rules';
import {
  db,
  type FlightRecord,
  type InvoiceRecord,
  type ParcelRecord,
  type UserRecord,
  type UserRow,
} from '../db/collections';
import { COUNTRY, LEGACY_BRANCH, TBILISI_BRANCHES, type StoredBranch } from '../lib/enums';
import { stableId } from '../lib/ids';
import { declaredGelTetri, feeTetri, toGel } from '../lib/money';

// ------------------------------------------------------------------ rates, tariffs, fees
// The rates and tariffs are a handful of records read once per parcel whose fee a list sums up
// (thousands in the demo's scenarios): a plain search of them costs far less than a query.
export function rateOf(code: RateCode): number {
  const rate = db.rates.all().find((record) => record.code === code)?.rate;
  if (!rate) throw new Error(`No ${code} rate in the database`);
  return rate;
}

export function tariffOf(countryId: CountryId, customerType: User['type']): number {
  const country = COUNTRY[countryId].tariff;
  const tariff = db.tariffs
    .all()
    .find((record) => record.country === country && record.type === customerType);
  if (!tariff) throw new Error(`No tariff for country ${country}, type ${customerType}`);
  return tariff.amount;
}

/** A declared amount in GEL tetri with the current rates (CNY per 10). */
export function declaredTetri(amount: number, currency: Currency): number {
  return declaredGelTetri(amount, currency, rateOf);
}

/**
 * The parcel weighs 50 kg or more (compared in grams): it is priced individually, its fee the one
 * staff set in GEL (docs/product.md#transport-fee).
 */
export function isIndividuallyPriced(parcel: Pick<ParcelRecord, 'weight'>): boolean {
  return parcel.weight !== null && Math.round(parcel.weight * 1000) >= INDIVIDUAL_PRICE_KG * 1000;
}

/** The individual fee staff set, in tetri; null while none is set (or the record predates it). */
export const individualFeeOf = (parcel: Pick<ParcelRecord, 'individualFeeTetri'>) =>
  parcel.individualFeeTetri ?? null;

/** Priced individually, and staff have not set its fee yet: it has no fee at all. */
export function awaitsPrice(parcel: ParcelRecord): boolean {
  return isIndividuallyPriced(parcel) && individualFeeOf(parcel) === null;
}

/**
 * Transport fee of a parcel in tetri: 0 until it is weighed, and for a parcel priced individually
 * until staff set its fee; weight × tariff × USD rate otherwise.
 */
export function parcelFeeTetri(parcel: ParcelRecord, owner: UserRecord): number {
  if (parcel.weight === null) return 0;
  if (isIndividuallyPriced(parcel)) return individualFeeOf(parcel) ?? 0;
  return feeTetri(parcel.weight, tariffOf(parcel.senderCountryId, owner.type), rateOf('USD'));
}

/** What is still to pay for a parcel, in tetri. */
export function unpaidTetri(parcel: ParcelRecord, owner: UserRecord): number {
  return parcel.state === 'unpaid' ? parcelFeeTetri(parcel, owner) : 0;
}

/**
 * Unpaid and without a fee to pay because staff have not priced it yet: not in the debt, not
 * payable, and not to be handed over or delivered until it is priced and paid.
 */
export const awaitsPriceUnpaid = (parcel: ParcelRecord) =>
  parcel.state === 'unpaid' && awaitsPrice(parcel);

/**
 * The customer's parcels that `keep` accepts, in the order they were added. A plain filter of the
 * collection's records: a customer of the demo's scenarios has tens of thousands, and a query of
 * them costs several times as much, on the main thread of the page the mock runs in.
 */
export function parcelsOf(
  owner: Pick<UserRecord, '_id'>,
  keep: (parcel: ParcelRecord) => boolean = () => true,
): ParcelRecord[] {
  return db.parcels.all().filter((parcel) => parcel.ownerId === owner._id && keep(parcel));
}

/** Newest first, by when the records were created (ISO dates compare as text); ties keep their order. */
export const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;

/** Parcels whose fee counts in the debt: weighed abroad, on the way, or arrived. */
export const DEBT_STATUSES: readonly ParcelRecord['status'][] = ['stock', 'sent', 'arrived'];

/** The customer's parcels that still owe a fee (optionally of one flight). */
export function payableParcels(owner: UserRecord, flightId?: string): ParcelRecord[] {
  return parcelsOf(
    owner,
    (parcel) =>
      DEBT_STATUSES.includes(parcel.status) &&
      (flightId === undefined || parcel.flightId === flightId) &&
      unpaidTetri(parcel, owner) > 0,
  );
}

export function debtTetri(owner: UserRecord): number {
  return payableParcels(owner).reduce((sum, parcel) => sum + unpaidTetri(parcel, owner), 0);
}

/**
 * Where the debt is owed, grouped as the parcel lists group parcels (by flight and country;
 * parcels in stock not yet on a flight by country): only the groups with a fee due. The parts
 * add up to debtTetri (docs/product.md#payment-state-and-debt).
 */
export function debtParts(owner: UserRecord): FlightGroup[] {
  const payable = payableParcels(owner);
  return flightGroups(owner, payable).filter((group) => group.debt > 0);
}

/** How many of the customer's parcels in the debt's stages wait for their individual price. */
export function unpricedCount(owner: UserRecord): number {
  return parcelsOf(
    owner,
    (parcel) =>
      DEBT_STATUSES.includes(parcel.status) && parcel.state === 'unpaid' && awaitsPrice(parcel),
  ).length;
}

// ------------------------------------------------------------------ public shapes
/** A stored legacy `qurdiani` reads as didube. */
export function readBranch(branch: StoredBranch): Branch {
  return branch === LEGACY_BRANCH ? 'didube' : branch;
}

export function toCandidate(user: UserRecord): User {
  const { passwordHash: _password, balanceTetri, registryFile: _file, takedPlaced, ...rest } = user;
  return {
    ...rest,
    information: { ...user.information },
    takedPlaced: { city: takedPlaced.city, address: readBranch(takedPlaced.address) },
    balance: toGel(balanceTetri),
    debt: toGel(debtTetri(user)),
  };
}

export function toProduct(parcel: ParcelRecord): Product {
  const { ownerId: _owner, branch, individualFeeTetri: _fee, ...rest } = parcel;
  const individualPrice = isIndividuallyPriced(parcel);
  const fee = individualFeeOf(parcel);
  return {
    ...rest,
    branch: readBranch(branch),
    individualPrice,
    individualFee: individualPrice && fee !== null ? toGel(fee) : null,
  };
}

export function findFlight(flightId: string): FlightRecord | undefined {
  return db.flights.findFirst((q) => q.where({ flightId }));
}

export function userByAxid(axid: string): UserRow | undefined {
  return db.users.findFirst((q) => q.where({ AXID: axid }));
}

/** The next free account code: AX10005, AX10006, … */
export function nextAxid(): string {
  const highest = Math.max(10_000, ...db.users.all().map((u) => Number(u.AXID.slice(2)) || 0));
  return `AX${highest + 1}`;
}

// ------------------------------------------------------------------ flight groups
const isTbilisi = (parcel: ParcelRecord) => TBILISI_BRANCHES.includes(readBranch(parcel.branch));

/**
 * Groups parcels by flight and country (parcels not yet on a flight form one group per country,
 * flightId null). The group's debt and state come from all of `scope` (the customer's parcels of
 * the tab), not only from the loaded page. One pass over each list, so 10,000 parcels group in
 * time linear in their number.
 */
export function flightGroups(
  owner: UserRecord,
  parcels: ParcelRecord[],
  scope: ParcelRecord[] = parcels,
): FlightGroup[] {
  const flights = new Map<string, FlightRecord | undefined>();
  const flightOf = (flightId: string) => {
    if (!flights.has(flightId)) flights.set(flightId, findFlight(flightId));
    return flights.get(flightId);
  };
  const keyOf = (parcel: ParcelRecord) => {
    const countryId = parcel.flightId
      ? (flightOf(parcel.flightId)?.countryId ?? parcel.senderCountryId)
      : parcel.senderCountryId;
    return { key: `${parcel.flightId ?? ''}|${countryId}`, countryId };
  };

  const keys = new Map<string, { flightId: string | null; countryId: CountryId }>();
  for (const parcel of parcels) {
    const { key, countryId } = keyOf(parcel);
    if (!keys.has(key)) keys.set(key, { flightId: parcel.flightId, countryId });
  }
  const members = new Map<string, ParcelRecord[]>();
  for (const parcel of scope) {
    const { key } = keyOf(parcel);
    if (!keys.has(key)) continue;
    const list = members.get(key);
    if (list) list.push(parcel);
    else members.set(key, [parcel]);
  }

  return [...keys.entries()].map(([key, { flightId, countryId }]) => {
    const group = members.get(key) ?? [];
    const flight = flightId ? flightOf(flightId) : undefined;
    const debt = group.reduce((sum, p) => sum + unpaidTetri(p, owner), 0);
    // Only parcels that owe their fee (stock, sent, arrived) wait for a price that matters.
    const unpriced = group.filter(
      (p) => DEBT_STATUSES.includes(p.status) && awaitsPriceUnpaid(p),
    ).length;
    return {
      flightId,
      countryId,
      state: debt > 0 || unpriced > 0 ? 'unpaid' : 'paid',
      tbilisi: group.length > 0 && group.every(isTbilisi),
      custom: group.some((p) => p.custom),
      updateStatus: flight?.updateStatus ?? false,
      debt: toGel(debt),
      unpriced,
      startdAt: flight?.startdAt ?? null,
      estimatedAt: flight?.estimatedAt ?? null,
      endAt: flight?.endAt ?? null,
    };
  });
}

// ------------------------------------------------------------------ invoices
export const INVOICE_STATUSES: readonly ParcelRecord['status'][] = ['arrived', 'obtained'];

/** The customer's invoiced parcels of a flight; the tbilisi_1 variant keeps the Tbilisi branches' ones. */
export function invoiceParcels(
  owner: UserRecord,
  flightId: string,
  branch: InvoiceBranch,
): ParcelRecord[] {
  return db.parcels
    .findMany((q) =>
      q.where({
        ownerId: owner._id,
        flightId,
        status: (status) => INVOICE_STATUSES.includes(status),
      }),
    )
    .filter((parcel) => branch === 'main' || isTbilisi(parcel));
}

/** The invoice header of (customer, flight, variant), created once with a stable number. */
export async function ensureInvoice(
  owner: UserRecord,
  flight: FlightRecord,
  branch: InvoiceBranch,
): Promise<InvoiceRecord> {
  const existing = db.invoices.findFirst((q) =>
    q.where({ userId: owner._id, flightId: flight.flightId, branch }),
  );
  if (existing) return existing;
  const key = `${flight.flightId}|${owner.AXID}|${branch}`;
  return db.invoices.create({
    _id: stableId(key),
    userId: owner._id,
    flightId: flight.flightId,
    branch,
    invoiceUnicId: `PP-${flight.flightId.replace(/-/g, '')}-${owner.AXID.slice(2)}${branch === 'tbilisi_1' ? '-T1' : ''}`,
    createdAt: flight.endAt ?? flight.estimatedAt ?? new Date().toISOString(),
  });
}
