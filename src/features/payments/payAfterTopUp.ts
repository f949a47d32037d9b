/**
 * The payment a top-up was started for: the pay dialog's "Add balance" remembers what it was to
 * pay (the whole debt or one flight, and the amount), so the success page can offer to pay it now.
 * Kept in the tab's session storage, which survives the trip to the card provider's page and back.
 */
import type { PayTarget } from './PayConfirmDialog';

const KEY = 'pp.payAfterTopUp';

export interface PendingPay {
  target: PayTarget;
  /** The amount the dialog was to pay, in integer tetri. */
  amountTetri: number;
}

export function rememberPay(pending: PendingPay): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage refused (private mode): the success page just offers the dashboard.
  }
}

export function forgetPay(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}

/** The remembered payment, or null when there is none or it is unreadable. */
export function pendingPay(): PendingPay | null {
  let value: unknown;
  try {
    value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { target, amountTetri } = value as Partial<PendingPay>;
  if (!Number.isSafeInteger(amountTetri) || (amountTetri ?? 0) <= 0) return null;
  if (target?.kind === 'all') return { target, amountTetri: amountTetri! };
  if (target?.kind === 'flight' && typeof target.flightId === 'string' && target.flightId) {
    return { target: { kind: 'flight', flightId: target.flightId }, amountTetri: amountTetri! };
  }
  return null;
}
