/**
 * The card provider's payment page and its query (docs/product.md#card-payments: amount, order
 * id, account code, timestamp, success and failure return URLs, currency 981). Written once, read
 * on both sides: the mock backend builds its redirectUrl with it (the in-app demo card page plays
 * the provider), the app builds the real provider's URL from `env.cardProviderUrl` with it, and the
 * demo card page reads it back. Names follow Georgian Card's merchant parameters: the merchant's
 * own values carry the `o.` prefix (the provider hands them back as `o_amount`, `o_order_id` …,
 * see /checkAvailable), the return URLs are `back_url_s` and `back_url_f`.
 */
import { paths } from '@/config/paths';

/** ISO 4217 numeric code of the lari. */
export const CARD_CURRENCY = '981';

export interface CardRedirect {
  /** The payment's id: the merchant's order id. */
  orderId: string;
  /** Amount in integer tetri (exponent 2). */
  amountTetri: number;
  /** The customer's account code (AX code). */
  account: string;
  /** When the payment was created, ISO 8601. */
  timestamp: string;
  successUrl: string;
  failUrl: string;
}

const KEYS = {
  orderId: 'o.order_id',
  amountTetri: 'o.amount',
  account: 'o.account',
  timestamp: 'o.timestamp',
  currency: 'currency',
  successUrl: 'back_url_s',
  failUrl: 'back_url_f',
} as const;

/**
 * The return URLs of a card payment: /payments/success and /payments/failed of the app at `root`
 * (its origin and base path).
 */
export function cardReturnUrls(root: string): Pick<CardRedirect, 'successUrl' | 'failUrl'> {
  return {
    successUrl: `${root}${paths.paymentSuccess}`,
    failUrl: `${root}${paths.paymentFailed}`,
  };
}

/** The provider page's query for a payment. */
export function cardProviderQuery(redirect: CardRedirect): URLSearchParams {
  return new URLSearchParams([
    [KEYS.orderId, redirect.orderId],
    [KEYS.amountTetri, String(redirect.amountTetri)],
    [KEYS.currency, CARD_CURRENCY],
    [KEYS.account, redirect.account],
    [KEYS.timestamp, redirect.timestamp],
    [KEYS.successUrl, redirect.successUrl],
    [KEYS.failUrl, redirect.failUrl],
  ]);
}

/** `page` (absolute, or a path of this app) with the payment's query appended to its own. */
export function cardProviderUrl(page: string, redirect: CardRedirect): string {
  const query = cardProviderQuery(redirect).toString();
  const [beforeHash = '', hash] = page.split(/#(.*)/s);
  const joiner = !beforeHash.includes('?') ? '?' : /[?&]$/.test(beforeHash) ? '' : '&';
  return `${beforeHash}${joiner}${query}${hash !== undefined ? `#${hash}` : ''}`;
}

/** The payment a provider page was opened for, or null when the query lacks a part of it. */
export function readCardProviderQuery(query: URLSearchParams): CardRedirect | null {
  const get = (key: string) => query.get(key)?.trim() ?? '';
  const amount = get(KEYS.amountTetri);
  const redirect = {
    orderId: get(KEYS.orderId),
    amountTetri: Number(amount),
    account: get(KEYS.account),
    timestamp: get(KEYS.timestamp),
    successUrl: get(KEYS.successUrl),
    failUrl: get(KEYS.failUrl),
  };
  const complete =
    redirect.orderId !== '' &&
    /^[1-9][0-9]{0,8}$/.test(amount) &&
    get(KEYS.currency) === CARD_CURRENCY &&
    redirect.account !== '' &&
    redirect.successUrl !== '' &&
    redirect.failUrl !== '';
  return complete ? redirect : null;
}
