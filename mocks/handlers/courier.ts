/** courier: delivery of arrived parcels from a branch (flights to choose, parcels, the order). */
import { http, type PathParams } from 'msw';
import type {
  Branch,
  CourierMessage,
  CreateCourierOrderApiResponse,
  CreateCourierOrderRequest,
  ErrorResponse,
  GetCourierFlightsApiResponse,
  GetCourierParcelsApiResponse,
} from '@/api';
import { courierQuote, totalWeight } from '@/shared/courier';
import { db, type FlightRecord, type ParcelRecord, type UserRow } from '../db/collections';
import { BRANCHES } from '../lib/enums';
import { awaitsPriceUnpaid, findFlight, readBranch, toProduct, unpaidTetri } from '../api/domain';
import { badRequest, ok, parseEnumParam, readJson } from '../api/http';
import type { MockBackend } from './backend';
import { newId } from '../lib/ids';
import { notify } from '../api/notify';
import { courierOrderSchema } from '../lib/schemas';

/** The customer's arrived parcels kept at `branch`. */
function arrivedAt(user: UserRow, branch: Branch) {
  return db.parcels
    .findMany((q) => q.where({ ownerId: user._id, status: 'arrived' }), {
      orderBy: { createdAt: 'desc' },
    })
    .filter((parcel) => readBranch(parcel.branch) === branch);
}

/** Flights (record `_id`) the customer has already ordered a courier for. */
function orderedFlights(user: UserRow): Set<string> {
  const orders = db.courierOrders.findMany((q) => q.where({ userId: user._id }));
  return new Set(orders.flatMap((order) => order.ids));
}

/**
 * Flights (record `_id` and number) of the given parcels that no courier order has taken yet,
 * newest arrival first.
 */
function flightsOf(user: UserRow, parcels: ReturnType<typeof arrivedAt>) {
  const ordered = orderedFlights(user);
  const numbers = [
    ...new Set(parcels.map((p) => p.flightId).filter((id): id is string => id !== null)),
  ];
  return numbers
    .map((flightId) => findFlight(flightId))
    .filter((flight): flight is FlightRecord => flight !== undefined && !ordered.has(flight._id))
    .sort((a, b) => (b.endAt ?? '').localeCompare(a.endAt ?? ''));
}

/** The arrived parcels at `branch` whose flight is still to be delivered. */
function deliverableAt(user: UserRow, branch: Branch) {
  const parcels = arrivedAt(user, branch);
  const open = new Set(flightsOf(user, parcels).map((flight) => flight.flightId));
  return parcels.filter((parcel) => open.has(parcel.flightId ?? ''));
}

/**
 * A parcel that cannot be delivered before it is paid: its fee is unpaid, or it is priced
 * individually and staff have not set the fee yet.
 */
const owes = (parcel: ParcelRecord, user: UserRow) =>
  unpaidTetri(parcel, user) > 0 || awaitsPriceUnpaid(parcel);

const branchParam = (value: string | readonly string[] | undefined) =>
  parseEnumParam<Branch>(value, BRANCHES, 'branches');

export function courierHandlers({ withAuth }: MockBackend) {
  return [
    http.get<{ branches: string }, never, GetCourierFlightsApiResponse | ErrorResponse>(
      '*/api/courier/getFlights/:branches',
      withAuth(({ params, user }) => {
        const branch = branchParam(params.branches);
        if (branch.error) return branch.error;
        const body: GetCourierFlightsApiResponse = {
          success: true,
          flights: flightsOf(user, arrivedAt(user, branch.data)).map(({ flightId, _id }) => ({
            flightId,
            _id,
          })),
        };
        return ok(body);
      }),
    ),

    http.get<{ branches: string }, never, GetCourierParcelsApiResponse | ErrorResponse>(
      '*/api/courier/getParcels/:branches',
      withAuth(({ params, user }) => {
        const branch = branchParam(params.branches);
        if (branch.error) return branch.error;
        const parcels = deliverableAt(user, branch.data);
        const message: CourierMessage =
          parcels.length === 0
            ? 'user_have_not_products'
            : parcels.some((p) => owes(p, user))
              ? 'product_unpaid'
              : 'ok';
        const body: GetCourierParcelsApiResponse = {
          success: true,
          message,
          parcels: parcels.map(toProduct),
        };
        return ok(body);
      }),
    ),

    http.post<PathParams, CreateCourierOrderRequest, CreateCourierOrderApiResponse | ErrorResponse>(
      '*/api/courier/create',
      withAuth(async ({ request, user }) => {
        const { data, error } = await readJson(request, courierOrderSchema);
        if (error) return error;
        if (data.ids.length === 0) return badRequest('no_flights_selected');
        const parcels = deliverableAt(user, data.branches);
        if (parcels.length === 0) return badRequest('user_have_not_products');
        const available = new Map(
          flightsOf(user, parcels).map((flight) => [flight._id, flight.flightId]),
        );
        if (!data.ids.every((id) => available.has(id))) {
          return badRequest(
            'no_flights_selected',
            'Select flights with parcels arrived at this branch',
          );
        }
        const chosen = new Set(data.ids.map((id) => available.get(id)));
        const delivered = parcels.filter((p) => chosen.has(p.flightId ?? ''));
        if (delivered.some((p) => owes(p, user))) return badRequest('product_unpaid');
        // The zone and tier are the server's, from the city and the delivered parcels' weights
        // (docs/product.md#courier-tariff); the sq1 the form sent is not taken.
        const { sq1 } = courierQuote(data.city, totalWeight(delivered.map((p) => p.weight)));
        const { userId: _user, ...order } = await db.courierOrders.create({
          _id: newId(),
          userId: user._id,
          userAXID: user.AXID,
          ids: [...new Set(data.ids)],
          sq1,
          city: data.city,
          address: data.address,
          name: data.name,
          phone: data.phone,
          branches: data.branches,
          createdAt: new Date().toISOString(),
        });
        await notify(user, {
          kind: 'courierOrdered',
          flights: [...new Set(data.ids)].map((id) => available.get(id) ?? id),
          address: data.address,
        });
        const body: CreateCourierOrderApiResponse = {
          success: true,
          message: 'Courier order created',
          order,
        };
        return ok(body);
      }),
    ),
  ];
}
