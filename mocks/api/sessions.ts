/**
 * Sessions that end (docs/security.md): a bearer token is valid while its session is not idle for
 * longer than IDLE_MS, or, when the customer chose "remember me", until REMEMBERED_MS after sign-in.
 * Each sign-in opens a session of its own (one per device): a new one, with or without "remember
 * me", leaves the others alone. They end by signing out (this one), signing out everywhere (all
 * of the account's), changing the password (all but the one that changed it), the demo console's
 * "expire session", and a sign-in past MAX_SESSIONS, which ends the account's oldest.
 */
import { db, type SessionRecord, type UserRecord } from '../db/collections';
import { newToken } from '../lib/ids';

const MINUTE = 60_000;
/** A session without "remember me" ends after 30 minutes without a request. */
export const IDLE_MS = 30 * MINUTE;
/** A remembered session ends 30 days after sign-in, however active. */
export const REMEMBERED_MS = 30 * 24 * 60 * MINUTE;
/** The sessions one account keeps at most: a sign-in past them ends the oldest. */
export const MAX_SESSIONS = 10;
/** The last activity is written at most this often, not on every request. */
const TOUCH_MS = MINUTE;

/** Signs a customer in: a new bearer token. */
export async function openSession(
  user: Pick<UserRecord, '_id'>,
  { remember = false }: { remember?: boolean } = {},
): Promise<string> {
  const token = newToken();
  const now = new Date().toISOString();
  // The oldest sessions past the cap end in the same step as the new one is written.
  const open = db.sessions.findMany((q) => q.where({ userId: user._id }), {
    orderBy: { createdAt: 'asc' },
  });
  const ending = new Set(
    open.slice(0, Math.max(0, open.length - MAX_SESSIONS + 1)).map((s) => s.token),
  );
  if (ending.size) db.sessions.deleteMany((q) => q.where({ token: (t) => ending.has(t) }));
  await db.sessions.create({ token, userId: user._id, createdAt: now, lastSeenAt: now, remember });
  return token;
}

/** Whether the session has ended by time at `now`. */
export function sessionExpired(session: SessionRecord, now = Date.now()): boolean {
  if (session.remember) return now - Date.parse(session.createdAt) > REMEMBERED_MS;
  return now - Date.parse(session.lastSeenAt ?? session.createdAt) > IDLE_MS;
}

/**
 * The session of `token` if it is still valid, its activity noted; an ended one is removed.
 */
export function liveSession(token: string, now = Date.now()): SessionRecord | null {
  const session = db.sessions.findFirst((q) => q.where({ token }));
  if (!session) return null;
  if (sessionExpired(session, now)) {
    db.sessions.deleteMany((q) => q.where({ token }));
    return null;
  }
  const seen = Date.parse(session.lastSeenAt ?? session.createdAt);
  if (!session.remember && now - seen > TOUCH_MS) {
    void db.sessions.update(session, {
      data(draft) {
        draft.lastSeenAt = new Date(now).toISOString();
      },
    });
  }
  return session;
}

/** Ends every session of `user` but the one of `keep`: the number ended. */
export function endOtherSessions(user: Pick<UserRecord, '_id'>, keep: string): number {
  return db.sessions.deleteMany((q) => q.where({ userId: user._id, token: (t) => t !== keep }))
    .length;
}

/** Ends every session of `user` (sign out everywhere): the number ended. */
export function endAllSessions(user: Pick<UserRecord, '_id'>): number {
  return db.sessions.deleteMany((q) => q.where({ userId: user._id })).length;
}

/** Ends the session of `token` (a sign-out): the token answers 401 from then on. */
export function endSession(token: string): void {
  db.sessions.deleteMany((q) => q.where({ token }));
}
