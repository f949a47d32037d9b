/**
 * Limits on repeated attempts (docs/security.md#limits-on-attempts): failed sign-ins and wrong old
 * passwords, password recovery, sign-ups. Past a limit the mock answers 429 with Retry-After, as
 * the contract declares. Kept in memory only, by each mock backend (`createAttemptLimits()`,
 * mocks/handlers/backend.ts): a restart forgets them, and a reset of the demo data clears them.
 *
 * An attempt is reserved before the work it limits starts (a password hash takes milliseconds),
 * in the same synchronous step as the check: a burst of parallel requests finds the places taken,
 * never a count that has not been written yet. A sign-in that succeeds gives its place back, so
 * only failures count there.
 */
const MINUTE = 60_000;

/** A reserved attempt: `wait` 0 when it may go ahead, else the seconds to wait (nothing taken). */
export interface Attempt {
  wait: number;
  /** Gives the place back: the attempt no longer counts (a sign-in that succeeded). */
  release(): void;
}

/** A sliding window of attempts per key. */
export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();
  /** When the keys were last swept of attempts out of the window. */
  private sweptAt = 0;

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Seconds until `key` may try again: 0 while it is under the limit. */
  retryAfter(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    if (recent.length < this.max) return 0;
    return Math.max(1, Math.ceil((recent[recent.length - this.max]! + this.windowMs - now) / 1000));
  }

  /** The attempts of `key` in the window. */
  countOf(key: string, now = Date.now()): number {
    return this.recent(key, now).length;
  }

  /**
   * Counts one attempt of `key` at `now`. At most once a window, every key whose attempts have
   * all left the window is forgotten: the map holds the keys of one window, not of all time.
   */
  take(key: string, now = Date.now()): void {
    if (now - this.sweptAt >= this.windowMs) {
      this.sweptAt = now;
      for (const other of [...this.attempts.keys()]) this.recent(other, now);
    }
    this.attempts.set(key, [...this.recent(key, now), now]);
  }

  /** How many keys are kept. */
  get size(): number {
    return this.attempts.size;
  }

  /** Forgets one attempt of `key` made at `at`. */
  give(key: string, at: number): void {
    const list = this.attempts.get(key);
    const index = list?.lastIndexOf(at) ?? -1;
    if (index >= 0) list!.splice(index, 1);
  }

  clear(): void {
    this.attempts.clear();
  }

  private recent(key: string, now: number): number[] {
    const recent = (this.attempts.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length) this.attempts.set(key, recent);
    else this.attempts.delete(key);
    return recent;
  }
}

/** Reserves one attempt in each of `places` at once, or none (with the longest wait). */
function reserve(places: readonly [AttemptLimiter, string][], now = Date.now()): Attempt {
  const wait = Math.max(0, ...places.map(([limiter, key]) => limiter.retryAfter(key, now)));
  if (wait > 0) return { wait, release: () => undefined };
  for (const [limiter, key] of places) limiter.take(key, now);
  let released = false;
  return {
    wait: 0,
    release() {
      if (released) return;
      released = true;
      for (const [limiter, key] of places) limiter.give(key, now);
    },
  };
}

/** The limits on attempts of one mock backend, every count at 0. */
export function createAttemptLimits() {
  /**
   * Password guesses (sign-in, and the old password of a password change), after OWASP's
   * authentication guidance: limits per address and account, and a slow-down per account that
   * never locks its owner out.
   *
   * - An address may fail 5 times in 15 minutes on one account, and 20 times on all accounts.
   * - An account that has failed 10 times in 15 minutes, from any addresses, is slowed down:
   *   an address that has failed on it already may guess once a minute. An address that has not
   *   failed on it (its owner's, typically) is not slowed down, so whoever hammers an account
   *   cannot lock its owner out, and the guesses per account stay bounded.
   *
   * `account` is the account itself (its id) whichever identifier was typed, or the typed login
   * when no account has it; `client` is the caller's network address.
   */
  const passwordGuesses = {
    pair: new AttemptLimiter(5, 15 * MINUTE),
    client: new AttemptLimiter(20, 15 * MINUTE),
    account: new AttemptLimiter(10, 15 * MINUTE),
    pace: new AttemptLimiter(1, MINUTE),

    /** Reserves a guess at `account` from `client`; release it when the password matched. */
    reserve(account: string, client: string, now = Date.now()): Attempt {
      const pair = `${account}\n${client}`;
      const places: [AttemptLimiter, string][] = [
        [this.pair, pair],
        [this.client, client],
        [this.account, account],
      ];
      const slowedDown =
        this.account.retryAfter(account, now) > 0 && this.pair.countOf(pair, now) > 0;
      if (slowedDown) places.push([this.pace, account]);
      // The account's own count never refuses by itself: it only decides the slow-down.
      const counted = places.filter(([limiter]) => limiter !== this.account);
      const attempt = reserve(counted, now);
      if (attempt.wait > 0) return attempt;
      this.account.take(account, now);
      return {
        wait: 0,
        release: () => {
          attempt.release();
          this.account.give(account, now);
        },
      };
    },
  };

  /** Password recovery requests: 3 per account and 10 per address in an hour, found or not. */
  const recoveryRequests = {
    account: new AttemptLimiter(3, 60 * MINUTE),
    client: new AttemptLimiter(10, 60 * MINUTE),
    reserve(account: string, client: string): Attempt {
      return reserve([
        [this.account, account],
        [this.client, client],
      ]);
    },
  };

  /** Sign-ups: 10 per address in an hour, whatever their outcome. */
  const signUps = {
    client: new AttemptLimiter(10, 60 * MINUTE),
    reserve(client: string): Attempt {
      return reserve([[this.client, client]]);
    },
  };

  return {
    passwordGuesses,
    recoveryRequests,
    signUps,
    /** Forgets every attempt counted. */
    clear(): void {
      for (const limiter of [
        passwordGuesses.pair,
        passwordGuesses.client,
        passwordGuesses.account,
        passwordGuesses.pace,
        recoveryRequests.account,
        recoveryRequests.client,
        signUps.client,
      ])
        limiter.clear();
    },
  };
}

export type AttemptLimits = ReturnType<typeof createAttemptLimits>;

/**
 * The client of a request: its network address, which mocks/http-server.ts writes into this
 * header (over any the client sent); in the browser demo there is one client.
 */
export const CLIENT_HEADER = 'x-mock-client-address';
export const clientOf = (request: Request) => request.headers.get(CLIENT_HEADER) ?? 'browser';
