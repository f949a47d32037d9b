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

  /** When `key` last tried, in the window (0 if it has not). */
  lastOf(key: string, now = Date.now()): number {
    return this.recent(key, now).at(-1) ?? 0;
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

/** The device tokens one account keeps (its newest), and all accounts together. */
const DEVICE_TOKENS_PER_ACCOUNT = 20;
const DEVICE_TOKENS_MAX = 10_000;
/** Past the failures of an address, each further guess waits twice as long, up to this. */
const STEP_MAX_SECONDS = 15 * 60;

/** The limits on attempts of one mock backend, every count at 0. */
export function createAttemptLimits() {
  /**
   * Password guesses at an account, after OWASP's "Slow Down Online Guessing Attacks with Device
   * Cookies" (docs/security.md#limits-on-attempts):
   *
   * - A successful sign-in gives the device a token for the account (`issue`). A device that
   *   sends it is limited by its own failures only: 5 in 15 minutes. Others' failures, at the
   *   account or from its address, never slow it down, so nobody can lock the owner out.
   * - Devices without one share a budget per account, whatever their addresses: 10 failures in
   *   15 minutes, then they wait. Many addresses get no more guesses than one.
   * - Per address (IPv6 by its /64: `networkOf`) the guesses of devices without a token step up
   *   instead of stopping: after 20 failures in 15 minutes each further one waits twice as long
   *   as the one before (1 s, 2 s, 4 s … up to 15 minutes).
   *
   * `account` is the account itself (its id) whichever identifier was typed, or the typed login
   * when no account has it; `client` is the caller's network.
   */
  const passwordGuesses = {
    device: new AttemptLimiter(5, 15 * MINUTE),
    account: new AttemptLimiter(10, 15 * MINUTE),
    client: new AttemptLimiter(Number.MAX_SAFE_INTEGER, 15 * MINUTE),
    /** The old password of a password change, per session. */
    session: new AttemptLimiter(5, 15 * MINUTE),
    /** Device token → the account it was given for, oldest first. */
    tokens: new Map<string, string>(),

    /** A new device token for `account`: a sign-in to it succeeded on this device. */
    issue(account: string): string {
      const token = [...crypto.getRandomValues(new Uint8Array(16))]
        .map((byte) => byte.toString(16).padStart(2, '0'))
        .join('');
      const own = [...this.tokens].filter(([, owner]) => owner === account);
      for (const [old] of own.slice(0, Math.max(0, own.length - DEVICE_TOKENS_PER_ACCOUNT + 1)))
        this.tokens.delete(old);
      this.tokens.set(token, account);
      for (const [old] of this.tokens) {
        if (this.tokens.size <= DEVICE_TOKENS_MAX) break;
        this.tokens.delete(old);
      }
      return token;
    },

    /** Reserves a guess at `account` from `client`; release it when the password matched. */
    reserve(account: string, client: string, deviceToken?: string, now = Date.now()): Attempt {
      if (deviceToken && this.tokens.get(deviceToken) === account) {
        return reserve([[this.device, deviceToken]], now);
      }
      const wait = Math.max(this.account.retryAfter(account, now), this.stepWait(client, now));
      if (wait > 0) return { wait, release: () => undefined };
      return reserve(
        [
          [this.account, account],
          [this.client, client],
        ],
        now,
      );
    },

    /** Reserves a guess at the old password of a password change in the session of `token`. */
    reserveInSession(token: string, now = Date.now()): Attempt {
      return reserve([[this.session, token]], now);
    },

    /** Seconds the address must wait: 0 under 20 failures, then twice as long at each one. */
    stepWait(client: string, now: number): number {
      const failures = this.client.countOf(client, now);
      if (failures < 20) return 0;
      const step = Math.min(STEP_MAX_SECONDS, 2 ** (failures - 20)) * 1000;
      const since = now - this.client.lastOf(client, now);
      return since >= step ? 0 : Math.max(1, Math.ceil((step - since) / 1000));
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
      passwordGuesses.tokens.clear();
      for (const limiter of [
        passwordGuesses.device,
        passwordGuesses.client,
        passwordGuesses.account,
        passwordGuesses.session,
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
 * header (over any the client sent); in the browser demo there is one client. An IPv6 address
 * counts by its /64, the block one subscriber gets (`networkOf`).
 */
export const CLIENT_HEADER = 'x-mock-client-address';
export const clientOf = (request: Request) =>
  networkOf(request.headers.get(CLIENT_HEADER) ?? 'browser');

/**
 * The network an address is counted by: an IPv4 address itself (also written as ::ffff:a.b.c.d),
 * an IPv6 address its first 64 bits, since one subscriber holds a whole /64.
 */
export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = (address.toLowerCase().split('%')[0] ?? '').split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
