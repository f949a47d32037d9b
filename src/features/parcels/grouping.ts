/**
 * The parcel lists are grouped by flight and country (docs/product.md#parcel-lists). Pure, linear
 * in the number of parcels, so a list of 10,000 groups as fast as one of 100 per parcel.
 */
import type { CountryId, FlightGroup, ParcelStatus, Product } from '@/api';

export interface ParcelGroup {
  key: string;
  flightId: string | null;
  countryId: CountryId;
  /** The server's flight group, when it sent one for this key. */
  flight: FlightGroup | undefined;
  parcels: Product[];
  /** Paid or unpaid as the customer sees it (docs/product.md#payment-state-and-debt). */
  unpaid: boolean;
  /**
   * Parcels priced individually whose fee is not set yet (docs/product.md#transport-fee): the
   * server's count for the flight, else the loaded parcels'.
   */
  unpriced: number;
}

/**
 * A parcel of 50 kg or more whose fee staff have not set yet: it has no fee, shows "priced
 * individually", and is neither in the debt nor payable (docs/product.md#transport-fee).
 */
export const awaitsPrice = (parcel: Pick<Product, 'individualPrice' | 'individualFee'>) =>
  parcel.individualPrice && parcel.individualFee === null;

export const groupKey = (flightId: string | null, countryId: CountryId) =>
  `${flightId ?? '-'}|${countryId}`;

/**
 * Groups the loaded parcels in list order (a group appears where its newest parcel is). A
 * parcel on a flight belongs to that flight's country group; one without a flight to its
 * sending country. On tabs other than obtained, a group is unpaid if the server says so or any
 * of its loaded parcels is unpaid and already has a fee (it is weighed).
 */
export function groupParcels(
  parcels: readonly Product[],
  flights: readonly FlightGroup[],
  status: ParcelStatus,
): ParcelGroup[] {
  const flightByKey = new Map<string, FlightGroup>();
  const countryOfFlight = new Map<string, CountryId>();
  for (const flight of flights) {
    flightByKey.set(groupKey(flight.flightId, flight.countryId), flight);
    if (flight.flightId) countryOfFlight.set(flight.flightId, flight.countryId);
  }
  const groups = new Map<string, ParcelGroup>();
  for (const parcel of parcels) {
    const countryId =
      (parcel.flightId && countryOfFlight.get(parcel.flightId)) || parcel.senderCountryId;
    const key = groupKey(parcel.flightId, countryId);
    let group = groups.get(key);
    if (!group) {
      const flight = flightByKey.get(key);
      group = {
        key,
        flightId: parcel.flightId,
        countryId,
        flight,
        parcels: [],
        unpaid: flight?.state === 'unpaid',
        unpriced: flight?.unpriced ?? 0,
      };
      groups.set(key, group);
    }
    group.parcels.push(parcel);
    if (status !== 'obtained' && parcel.state === 'unpaid' && parcel.weight !== null) {
      group.unpaid = true;
      if (!group.flight && awaitsPrice(parcel)) group.unpriced += 1;
    }
  }
  return [...groups.values()];
}

/**
 * Whether a group's header shows its payment state: on every tab but waiting (nothing there is
 * weighed), for parcels on a flight and for parcels in stock not yet on one alike, so every lari
 * of the debt shows where it is owed (docs/product.md#payment-state-and-debt).
 */
export const showsPayment = (status: ParcelStatus) => status !== 'waiting';

/** The fee a group's header shows as due, in GEL; 0 when it shows none. */
export function shownFee(group: ParcelGroup, status: ParcelStatus): number {
  if (!showsPayment(status) || !group.unpaid || !group.flight) return 0;
  return Math.max(group.flight.debt, 0);
}

/** Country filter of the list: all, or one sending country. */
export type CountryFilter = 'all' | CountryId;

export function filterByCountry(parcels: readonly Product[], filter: CountryFilter): Product[] {
  return filter === 'all'
    ? [...parcels]
    : parcels.filter((parcel) => parcel.senderCountryId === filter);
}
