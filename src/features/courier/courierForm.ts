/**
 * The courier order (docs/product.md#courier-order): at least one flight; city, a Georgian
 * address, the receiver's name and 9-digit phone, and the branch, all required. The patterns are
 * the shared rules (src/shared/rules), which the mock backend checks too.
 */
import * as yup from 'yup';
import type { Branch, CreateCourierOrderRequest, Product, User } from '@/api';
import type { Language } from '@/i18n/languages';
import { BRANCHES } from '@/shared/branches';
import { capitalize } from '@/shared/format';
import { courierQuote, totalWeight, type CourierQuote } from '@/shared/courier';
import {
  ADDRESS_MAX,
  CITY_KEY,
  CITY_KEY_MAX,
  COURIER_NAME_MAX,
  GEORGIAN_ADDRESS,
  matchesUpTo,
  PHONE,
  PHONE_DIGITS,
} from '@/shared/rules';

export const COURIER_MSG = {
  flights: 'courier:v.flights',
  branch: 'courier:v.branch',
  city: 'courier:v.city',
  address: 'courier:v.address',
  name: 'courier:v.name',
  phone: 'courier:v.phone',
  tooLong: 'courier:v.tooLong',
} as const;

export interface CourierValues {
  branch: Branch | '';
  /** `_id` of the selected flights. */
  flights: string[];
  city: string;
  address: string;
  /** Delivered to somebody else: name and phone are theirs, typed by hand. */
  thirdParty: boolean;
  name: string;
  phone: string;
}

const text = (message: string) => yup.string().defined(message).trim().required(message);

export const courierSchema: yup.ObjectSchema<CourierValues> = yup.object({
  branch: yup
    .mixed<Branch | ''>()
    .defined()
    .test('branch', COURIER_MSG.branch, (value) => BRANCHES.includes(value as Branch)),
  flights: yup.array(yup.string().defined()).defined().min(1, COURIER_MSG.flights),
  city: text(COURIER_MSG.city)
    .max(CITY_KEY_MAX, COURIER_MSG.city)
    .test(matchesUpTo(CITY_KEY, CITY_KEY_MAX, COURIER_MSG.city)),
  // Over its length the address is refused before its pattern runs (matchesUpTo).
  address: text(COURIER_MSG.address)
    .max(ADDRESS_MAX, COURIER_MSG.tooLong)
    .test(matchesUpTo(GEORGIAN_ADDRESS, ADDRESS_MAX, COURIER_MSG.address)),
  thirdParty: yup.boolean().defined(),
  // The customer's own name and phone come from the profile (receiverOf); only a third party's
  // are typed, and checked.
  name: yup
    .string()
    .ensure()
    .when('thirdParty', {
      is: true,
      then: () => text(COURIER_MSG.name).max(COURIER_NAME_MAX, COURIER_MSG.tooLong),
    }),
  phone: yup
    .string()
    .ensure()
    .when('thirdParty', {
      is: true,
      then: () =>
        text(COURIER_MSG.phone)
          .max(PHONE_DIGITS, COURIER_MSG.phone)
          .test(matchesUpTo(PHONE, PHONE_DIGITS, COURIER_MSG.phone)),
    }),
});

/** What the phone field keeps of what is typed or pasted: digits, at most nine. */
export const phoneDigits = (value: string) => value.replace(/\D/g, '').slice(0, PHONE_DIGITS);

/**
 * The customer as a receiver, from the profile: an organisation (not an individual
 * entrepreneur) by its name, a person by first and last name — Georgian in the Georgian
 * interface when the profile has it.
 */
export function profileReceiver(user: User, lng: Language): { name: string; phone: string } {
  const info = user.information;
  let name: string;
  if (user.type === 2 && !info.indEntrepreneur) {
    name = (lng === 'ka' ? info.LTDName || info.LTDNameEn : info.LTDNameEn || info.LTDName) ?? '';
  } else if (lng === 'ka' && info.nameKa.trim()) {
    name = `${info.nameKa} ${info.lastNameKa}`;
  } else {
    name = `${capitalize(info.nameEn)} ${capitalize(info.lastNameEn)}`;
  }
  return { name: name.trim(), phone: phoneDigits(user.phone) };
}

/** The order's first values: the saved branch and the profile's city; no third party yet. */
export function emptyOrder(branch: Branch, user: User | undefined): CourierValues {
  return {
    branch,
    flights: [],
    city: user?.information.city ?? '',
    address: '',
    thirdParty: false,
    name: '',
    phone: '',
  };
}

/**
 * Who receives the parcels: a third party as typed, otherwise the customer as the profile says
 * (derived on every render, so a profile that loads after the panel opened still shows).
 */
export function receiverOf(
  values: CourierValues,
  user: User | undefined,
  lng: Language,
): { name: string; phone: string } {
  if (values.thirdParty) return { name: values.name, phone: values.phone };
  return user ? profileReceiver(user, lng) : { name: '', phone: '' };
}

/** One flight of the branch as the panel lists it: its parcels, their weight, whether paid. */
export interface CourierFlightRow {
  _id: string;
  flightId: string;
  parcels: number;
  weight: number;
  unpaid: boolean;
}

export function flightRows(
  flights: readonly { _id: string; flightId: string }[],
  parcels: readonly Product[],
): CourierFlightRow[] {
  return flights.map(({ _id, flightId }) => {
    const own = parcels.filter((parcel) => parcel.flightId === flightId);
    return {
      _id,
      flightId,
      parcels: own.length,
      weight: totalWeight(own.map((parcel) => parcel.weight)),
      unpaid: own.some((parcel) => parcel.state === 'unpaid'),
    };
  });
}

/** The total weight of the selected flights' parcels, in kg. */
export function selectedWeight(values: CourierValues, rows: readonly CourierFlightRow[]): number {
  return totalWeight(
    rows.filter((row) => values.flights.includes(row._id)).map((row) => row.weight),
  );
}

/** The price of delivering the selected flights to the chosen city; null until both are chosen. */
export function quoteOf(
  values: CourierValues,
  rows: readonly CourierFlightRow[],
): CourierQuote | null {
  if (!values.city || values.flights.length === 0) return null;
  return courierQuote(values.city, selectedWeight(values, rows));
}

/** The request of /api/courier/create. */
export function orderRequest(
  values: CourierValues,
  receiver: { name: string; phone: string },
  quote: CourierQuote,
): CreateCourierOrderRequest {
  return {
    ids: values.flights,
    sq1: quote.sq1,
    city: values.city,
    address: values.address.trim(),
    name: receiver.name.trim(),
    phone: receiver.phone,
    branches: values.branch as Branch,
  };
}
