/**
 * payments: paying flight debts from the balance (all at once, or one flight), and topping the
 * balance up by card. With the mock backend the card "provider" is the in-app demo card page
 * (/demo-card), which records its decision on the provider's side (mocks/demo/cardProvider.ts);
 * georgiancard/update then settles the payment by that decision alone. /checkAvailable is the
 * provider's availability check, answered as Georgian Card's payment-avail-response XML.
 */
import { http, HttpResponse, type PathParams } from 'msw';
import type {
  ErrorResponse,
  PayAllApiResponse,
  PayAllRequest,
  PayFlightApiResponse,
  PayFlightRequest,
  CheckAvailableApiResponse,
  MerchantPayment,
  StartCardPaymentApiResponse,
  StartCardPaymentRequest,
  UpdateCardPaymentApiResponse,
  UpdateCardPaymentRequest,
} from '@/api';
import { company } from '@/config/company';
import { basePath, paths } from '@/config/paths';
import { cardProviderUrl, cardReturnUrls } from '@/shared/cardProvider';
import { db, type UserRow, type PaymentRecord } from '../db/collections';
import { outcomeOf } from '../demo/cardProvider';
import { debtTetri, payableParcels, unpaidTetri } from '../api/domain';
import { badRequest, notFound, ok, readJson, type ErrorAnswer } from '../api/http';
import type { MockBackend } from './backend';
import { newId } from '../lib/ids';
import type { Locks } from '../lib/locks';
import { toGel } from '../lib/money';
import { notify } from '../api/notify';
import {
  payAllSchema,
  payFlightSchema,
  startCardPaymentSchema,
  updateCardPaymentSchema,
} from '../lib/schemas';

/** The lock of a customer's balance: payments and card top-ups of one customer queue on it. */
const balanceKey = (user: UserRow) => `balance:${user._id}`;

/** The customer as stored now (a request's `user` was read before it waited for the lock). */
const freshUser = (user: UserRow): UserRow =>
  db.users.findFirst((q) => q.where({ _id: user._id })) ?? user;

/**
 * Pays the given parcels' fees from the balance, all or nothing. Operations on one customer's
 * balance run one at a time (locks.serialized): a second payment reads the debt and balance the
 * first one left, so paying twice, or from two tabs at once, charges once and never takes the
 * balance below 0.
 */
function pay(
  locks: Locks,
  user: UserRow,
  flightId?: string,
): Promise<HttpResponse<PayAllApiResponse> | ErrorAnswer> {
  return locks.serialized(balanceKey(user), () => payNow(freshUser(user), flightId));
}

async function payNow(
  user: UserRow,
  flightId?: string,
): Promise<HttpResponse<PayAllApiResponse> | ErrorAnswer> {
  // The amount is the server's own: the fees of the parcels that owe one (a parcel priced
  // individually without its fee yet owes none and stays unpaid); the body names no amount.
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
  const flights = [...new Set(parcels.map((p) => p.flightId).filter((id) => id !== null))];
  await notify(
    payer,
    flightId === undefined
      ? { kind: 'debtPaid', amountTetri: amount, flights }
      : { kind: 'paymentCompleted', amountTetri: amount, flight: flightId },
  );
  const body: PayAllApiResponse = {
    success: true,
    message: 'Payment completed',
    balance: toGel(payer.balanceTetri),
    debt: toGel(debtTetri(payer)),
  };
  return ok(body);
}

function balanceHandlers({ withAuth, locks }: MockBackend) {
  return [
    http.post<PathParams, PayAllRequest, PayAllApiResponse | ErrorResponse>(
      '*/api/payment/payall',
      withAuth(async ({ request, user }) => {
        // `status` is the tab the customer pays from; the whole debt is paid.
        const { error } = await readJson(request, payAllSchema);
        return error ?? pay(locks, user);
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
        return hasParcels ? pay(locks, user, data.flightId) : notFound();
      }),
    ),
  ];
}

const toMerchantPayment = ({
  userId: _user,
  providerOutcome: _outcome,
  ...payment
}: PaymentRecord): MerchantPayment => payment;

/** "Balance top-up" in Georgian, the purchase description the bank shows. */
const SHORT_DESC = 'ბალანსის შევსება';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';

/** The XML builder is loaded on the first /checkAvailable call, not with the rest of the demo. */
async function buildXml(tree: object): Promise<string> {
  const { XMLBuilder } = await import('fast-xml-parser');
  return `${XML_HEAD}${new XMLBuilder({ format: false, suppressEmptyNode: false }).build(tree)}`;
}

function availabilityXml(trxId: string, amount: string, account: string): Promise<string> {
  return buildXml({
    'payment-avail-response': {
      result: { code: 1, desc: 'OK' },
      'merchant-trx': trxId,
      purchase: {
        shortDesc: SHORT_DESC,
        longDesc: `${company.productName} ${SHORT_DESC}`,
        'account-amount': { id: account, amount, currency: 981, exponent: 2 },
      },
    },
  });
}

function rejectedXml(message: string): Promise<string> {
  return buildXml({ 'payment-avail-response': { result: { code: 2, desc: message } } });
}

function cardHandlers({ handle, withAuth, locks }: MockBackend) {
  return [
    http.post<PathParams, StartCardPaymentRequest, StartCardPaymentApiResponse | ErrorResponse>(
      '*/api/merchant/georgiancard/pay',
      withAuth(async ({ request, user }) => {
        const { data, error } = await readJson(request, startCardPaymentSchema);
        if (error) return error;
        const tetri = Number(data.amount);
        const payment = await db.payments.create({
          _id: newId(),
          userId: user._id,
          amount: toGel(tetri),
          amountDB: tetri,
          userAXID: user.AXID,
          createdAt: new Date().toISOString(),
          destination: 'balance',
          type: 'georgiancard',
          status: 'pending',
        });
        // The provider's return URLs lead back to the app that started the payment: in the browser
        // the demo's own base path (basePath), before the mock server none.
        const origin = request.headers.get('origin') ?? new URL(request.url).origin;
        const body: StartCardPaymentApiResponse = {
          success: true,
          result: toMerchantPayment(payment),
          redirectUrl: cardProviderUrl(`${basePath}${paths.demoCardPage}`, {
            orderId: payment._id,
            amountTetri: payment.amountDB,
            account: payment.userAXID,
            timestamp: payment.createdAt,
            ...cardReturnUrls(`${origin}${basePath}`),
          }),
        };
        return ok(body);
      }),
    ),

    http.post<PathParams, UpdateCardPaymentRequest, UpdateCardPaymentApiResponse | ErrorResponse>(
      '*/api/merchant/georgiancard/update',
      withAuth(async ({ request, user }) => {
        // The body names the payment only; a `status` sent anyway is not read: the outcome is the
        // provider's word (outcomeOf), never the customer's.
        const { data, error } = await readJson(request, updateCardPaymentSchema);
        if (error) return error;
        // One at a time with the customer's other balance operations: two settlements of the same
        // payment (two tabs, a retry) both find it pending only if they interleave.
        return locks.serialized(balanceKey(user), async () => {
          const payment = db.payments.findFirst((q) =>
            q.where({ _id: data.paymentId, userId: user._id }),
          );
          if (!payment) return notFound();
          let result = payment;
          let payer = freshUser(user);
          const outcome = outcomeOf(payment);
          // Only a pending payment the provider has decided changes: a repeated settlement never
          // adds the amount twice.
          if (payment.status === 'pending' && outcome) {
            result =
              (await db.payments.update(payment, {
                data(draft) {
                  draft.status = outcome === 'approved' ? 'success' : 'failed';
                },
              })) ?? payment;
            if (outcome === 'approved') {
              payer =
                (await db.users.update(payer, {
                  data(draft) {
                    draft.balanceTetri += payment.amountDB;
                  },
                })) ?? payer;
              await notify(payer, {
                kind: 'toppedUp',
                amountTetri: payment.amountDB,
                balanceTetri: payer.balanceTetri,
              });
            }
          }
          const body: UpdateCardPaymentApiResponse = {
            success: true,
            result: toMerchantPayment(result),
            balance: toGel(payer.balanceTetri),
          };
          return ok(body);
        });
      }),
    ),

    http.get<PathParams, never, CheckAvailableApiResponse | ErrorResponse>(
      '*/checkAvailable',
      handle(async ({ request }) => {
        const query = new URL(request.url).searchParams;
        const trxId = query.get('trx_id')?.trim() ?? '';
        const amount = query.get('o_amount')?.trim() ?? '';
        if (!/^[A-Za-z0-9_-]{1,64}$/.test(trxId) || !/^[1-9][0-9]{0,8}$/.test(amount)) {
          const message = 'trx_id and o_amount are required';
          return (request.headers.get('accept') ?? '').includes('application/json')
            ? badRequest('validation_error', message)
            : HttpResponse.xml(await rejectedXml(message), { status: 400 });
        }
        // OK only for a payment the portal started (the provider passes back our order id, the
        // payment's _id), still pending, for exactly the amount asked; anything else is refused
        // with neither account nor amount in the answer (docs/product.md#payment-pages).
        const orderId = query.get('o_order_id') ?? trxId;
        const payment = db.payments.findFirst((q) => q.where({ _id: orderId }));
        if (payment?.status !== 'pending' || String(payment.amountDB) !== amount) {
          return HttpResponse.xml(await rejectedXml('Payment not available'));
        }
        return HttpResponse.xml(await availabilityXml(trxId, amount, payment.userAXID));
      }),
    ),
  ];
}

export function paymentHandlers(backend: MockBackend) {
  return [...balanceHandlers(backend), ...cardHandlers(backend)];
}
