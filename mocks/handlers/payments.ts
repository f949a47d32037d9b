/** payments: paying flight debts from the balance (all at once, or one flight). */
import { http, type HttpResponse, type PathParams } from 'msw';
import type {
  ErrorResponse,
  PayAllApiResponse,
  PayAllRequest,
  PayFlightApiResponse,
  PayFlightRequest,
} from '@/api';
import { db, type UserRow } from '../db/collections';
import { debtTetri, payableParcels, unpaidTetri } from '../lib/domain';
import { badRequest, notFound, ok, readJson, withAuth, type ErrorAnswer } from '../lib/http';
import { toGel } from '../lib/money';
import { payAllSchema, payFlightSchema } from '../lib/schemas';

/** Pays the given parcels' fees from the balance, all or nothing. */
async function pay(
  user: UserRow,
  flightId?: string,
): Promise<HttpResponse<PayAllApiResponse> | ErrorAnswer> {
  const parcels = payableParcels(user, flightId);
  const amount = parcels.reduce((sum, parcel) => sum + unpaidTetri(parcel, user), 0);
  if (amount === 0) return badRequest('nothing_to_pay');
  if (user.balanceTetri < amount) return badRequest('not_enough_money');
  const ids = new Set(parcels.map((p) => p._id));
  await db.parcels.updateMany((q) => q.where({ _id: (id) => ids.has(id) }), {
    data(draft) {
      draft.state = 'paid';
    },
  });
  const updated = await db.users.update(user, {
    data(draft) {
      draft.balanceTetri -= amount;
    },
  });
  const payer = updated ?? user;
  const body: PayAllApiResponse = {
    success: true,
    message: 'Payment completed',
    balance: toGel(payer.balanceTetri),
    debt: toGel(debtTetri(payer)),
  };
  return ok(body);
}

export const paymentHandlers = [
  http.post<PathParams, PayAllRequest, PayAllApiResponse | ErrorResponse>(
    '*/api/payment/payall',
    withAuth(async ({ request, user }) => {
      // `status` is the tab the customer pays from; the whole debt is paid.
      const { error } = await readJson(request, payAllSchema);
      return error ?? pay(user);
    }),
  ),

  http.post<PathParams, PayFlightRequest, PayFlightApiResponse | ErrorResponse>(
    '*/api/payment/payFlightId',
    withAuth(async ({ request, user }) => {
      const { data, error } = await readJson(request, payFlightSchema);
      if (error) return error;
      const hasParcels = db.parcels.findFirst((q) =>
        q.where({ ownerId: user._id, flightId: data.flightId }),
      );
      return hasParcels ? pay(user, data.flightId) : notFound();
    }),
  ),
];
