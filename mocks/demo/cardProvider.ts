/**
 * The card provider's side of the mock. In the demo the in-app card page (/demo-card) plays the
 * provider's payment page: it records the provider's decision here through the demo controls
 * (`POST /__demo/card-provider/decide`), which no customer API call reaches. The merchant's side
 * (updateCardPayment) asks `outcomeOf`, as a real backend asks the provider for a payment's status
 * with its own credentials; nothing the customer's browser sends to /api states an outcome.
 */
import { db, type PaymentRecord } from '../db/collections';
import { missing } from './refusal';

export type ProviderOutcome = 'approved' | 'declined';

/** What the provider decided for the payment, or null while it has not. */
export const outcomeOf = (payment: PaymentRecord): ProviderOutcome | null =>
  payment.providerOutcome ?? null;

/**
 * The provider approves or declines the payment `paymentId`. A provider decides a payment once:
 * a second decision changes nothing and answers the first.
 */
export async function decide(
  paymentId: string,
  approved: boolean,
): Promise<{ paymentId: string; outcome: ProviderOutcome }> {
  const payment = db.payments.findFirst((q) => q.where({ _id: paymentId }));
  if (!payment) throw missing(`no card payment ${paymentId}`);
  const decided = outcomeOf(payment);
  if (decided) return { paymentId, outcome: decided };
  const outcome: ProviderOutcome = approved ? 'approved' : 'declined';
  await db.payments.update(payment, {
    data(draft) {
      draft.providerOutcome = outcome;
    },
  });
  return { paymentId, outcome };
}
