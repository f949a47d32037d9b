/**
 * Where the browser goes to pay by card, and back. With the mock backend the provider is the
 * in-app demo card page and the server's redirectUrl leads there; with a real backend the
 * provider's page comes from configuration (env.cardProviderUrl) with the payment's query.
 */
import type { StartCardPaymentResponse } from '@/api';
import { env } from '@/config/env';
import { basePath } from '@/config/paths';
import { cardProviderUrl, cardReturnUrls } from '@/shared/cardProvider';

/** The provider page to open for a started payment, or null when none is configured. */
export function providerPage(response: StartCardPaymentResponse): string | null {
  if (env.apiMocking) return response.redirectUrl || null;
  if (!env.cardProviderUrl) return null;
  const { result } = response;
  return cardProviderUrl(env.cardProviderUrl, {
    orderId: result._id,
    amountTetri: result.amountDB,
    account: result.userAXID,
    timestamp: result.createdAt,
    ...cardReturnUrls(`${window.location.origin}${basePath}`),
  });
}

/**
 * A URL as the router's path when it is this app's own (a path, or an absolute URL on this
 * origin, under the app's base path); null for another site or another app on this one.
 */
export function inAppPath(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, window.location.origin);
  } catch {
    return null;
  }
  if (parsed.origin !== window.location.origin) return null;
  const { pathname } = parsed;
  if (basePath && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return null;
  return `${pathname.slice(basePath.length) || '/'}${parsed.search}${parsed.hash}`;
}
