/**
 * Limits on repeated attempts (failed sign-ins, password recovery): a sliding window of attempts
 * per key (an account, a client). Past the limit the mock answers 429 with Retry-After, as the
 * contract declares. Kept in memory only: a restart forgets them, as a real gateway's counters
 * may not, and a reset of the demo data clears them.
 */
import { onClearDb } from '../db/collections';

const MINUTE = 60_000;

export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Seconds until `key` may try again: 0 while it is under the limit. */
  retryAfter(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    if (recent.length < this.max) return 0;
    return Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000));
  }

  /** Counts one attempt of `key`. */
  count(key: string, now = Date.now()): void {
    this.attempts.set(key, [...this.recent(key, now), now]);
  }

  clear(): void {
    this.attempts.clear();
  }

  private recent(key: string, now: number): number[] {
    return (this.attempts.get(key) ?? []).filter((at) => at > now - this.windowMs);
  }
}

/** Failed sign-ins: 5 per account and 20 per client in 15 minutes. */
export const failedSignIns = {
  account: new AttemptLimiter(5, 15 * MINUTE),
  client: new AttemptLimiter(20, 15 * MINUTE),
};

/** Password recovery requests: 3 per account and 10 per client in an hour. */
export const recoveryRequests = {
  account: new AttemptLimiter(3, 60 * MINUTE),
  client: new AttemptLimiter(10, 60 * MINUTE),
};

/** Forgets every attempt counted. */
export function clearAttemptLimits(): void {
  for (const limiter of [...Object.values(failedSignIns), ...Object.values(recoveryRequests)])
    limiter.clear();
}

// A reset of the demo data (a seed, an import) starts the counts anew.
onClearDb(clearAttemptLimits);

/**
 * The client of a request: its network address, which mocks/http-server.ts writes into this
 * header (over any the client sent); in the browser demo there is one client.
 */
export const CLIENT_HEADER = 'x-mock-client-address';
export const clientOf = (request: Request) => request.headers.get(CLIENT_HEADER) ?? 'browser';

/** Seconds until the pair (account, client) may try again: the longer of the two waits. */
export function waitOf(
  limiters: { account: AttemptLimiter; client: AttemptLimiter },
  account: string,
  client: string,
): number {
  return Math.max(limiters.account.retryAfter(account), limiters.client.retryAfter(client));
}
