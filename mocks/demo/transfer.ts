/**
 * The whole demo state in and out: export (the persistence snapshot with its version), import
 * (checked completely before it replaces anything) and reset to the seed. Sessions of the
 * current demo survive a reset and an import when their customer is still there, so a signed-in
 * visitor (or the console) stays signed in.
 *
 * Each is done for one mock backend (mocks/handlers/backend.ts), which is told that its whole
 * database is replaced: its counts of attempts start anew, and the shared demo stores the whole.
 */
import { clearDb, COLLECTION_NAMES, db, SCHEMAS, type SessionRecord } from '../db/collections';
import { CUSTOMER_TYPES, RATE_CODES } from '../lib/enums';
import { restoreSnapshot, SNAPSHOT_VERSION, takeSnapshot, type Snapshot } from '../db/persistence';
import { seedDatabase } from './seed';
import type { Uploads } from '../db/uploads';
import { Refusal } from './refusal';

export const exportSnapshot = takeSnapshot;

/** The largest file an import reads (the HTTP server refuses longer bodies anyway). */
export const MAX_IMPORT_BYTES = 8 * 1_048_576;

const broken = (message: string) => new Refusal(400, 'snapshot_invalid', message);

/** Sessions to keep: those of the current demo whose customer exists in `users`. */
function carriedSessions(users: readonly { _id: string }[], known: Set<string>): SessionRecord[] {
  const ids = new Set(users.map((u) => u._id));
  return db.sessions
    .all()
    .filter((s) => ids.has(s.userId) && !known.has(s.token))
    .map(({ token, userId, createdAt }) => ({ token, userId, createdAt }));
}

/** What a reset or an import changes beside the collections: its mock backend's. */
export interface DataOwner {
  uploads: Uploads;
  /** The whole database is being replaced (mocks/handlers/backend.ts). */
  dataReplaced(): void;
}

export async function resetToSeed(owner: DataOwner): Promise<void> {
  const sessions = db.sessions.all().map(({ token, userId, createdAt }) => ({
    token,
    userId,
    createdAt,
  }));
  owner.uploads.clear();
  owner.dataReplaced();
  await seedDatabase();
  const users = new Set(db.users.all().map((u) => u._id));
  for (const session of sessions) if (users.has(session.userId)) await db.sessions.create(session);
}

type Issue = { message: string; path?: readonly (PropertyKey | { key: PropertyKey })[] };
type StandardResult = { issues?: readonly Issue[] };
type StandardSchema = {
  '~standard': { validate(value: unknown): StandardResult | Promise<StandardResult> };
};

/**
 * Why a decoded file is no importable demo state (version, every record against its collection's
 * schema, the rates and tariffs the fees need); null when it is one. An import and the HTTP
 * server's MOCK_DB_FILE (mocks/demo/file.ts) check with it.
 */
export async function snapshotProblem(file: Record<string, unknown>): Promise<Refusal | null> {
  const { version, data } = file;
  if (typeof version !== 'number' || typeof data !== 'object' || data === null)
    return broken('This is not a Parcel Portal demo export: it has no version and data');
  if (version !== SNAPSHOT_VERSION)
    return new Refusal(
      400,
      'snapshot_version',
      `This file holds demo data of version ${version}; this demo reads version ${SNAPSHOT_VERSION}`,
    );
  const collections = data as Record<string, unknown>;
  for (const name of COLLECTION_NAMES) {
    const records = collections[name];
    if (!Array.isArray(records)) return broken(`data.${name} is missing or not a list`);
    const schema = SCHEMAS[name] as unknown as StandardSchema;
    for (const [index, record] of records.entries()) {
      const { issues } = await schema['~standard'].validate(record);
      const issue = issues?.[0];
      if (issue) {
        const at = (issue.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p));
        return broken(`data.${name}[${index}]${at.map((k) => `.${k}`).join('')}: ${issue.message}`);
      }
    }
  }
  const { users, rates, tariffs } = collections as {
    users: { _id: string; AXID: string }[];
    rates: { code: string }[];
    tariffs: { country: number; type: number }[];
  };
  if (new Set(users.map((u) => u._id)).size !== users.length)
    return broken('data.users has two customers with one _id');
  if (new Set(users.map((u) => u.AXID)).size !== users.length)
    return broken('data.users has two customers with one AXID');
  const rate = RATE_CODES.find((code) => !rates.some((r) => r.code === code));
  if (rate) return broken(`data.rates has no ${rate} rate`);
  for (const country of [1, 2, 3])
    for (const type of CUSTOMER_TYPES)
      if (!tariffs.some((t) => t.country === country && t.type === type))
        return broken(`data.tariffs has no tariff for country ${country}, customer type ${type}`);
  return null;
}

/**
 * Replaces the demo state with an exported one. A file of another version, of another shape or
 * with a record that does not fit its collection is refused (400) and changes nothing.
 */
export async function importSnapshot(owner: DataOwner, file: Record<string, unknown>) {
  const problem = await snapshotProblem(file);
  if (problem) throw problem;
  const snapshot = file as Snapshot;
  const users = snapshot.data.users as { _id: string }[];
  const known = new Set((snapshot.data.sessions as SessionRecord[]).map((s) => s.token));
  const kept = carriedSessions(users, known);
  const backup = takeSnapshot();
  owner.dataReplaced();
  try {
    await restoreSnapshot({
      ...snapshot,
      data: { ...snapshot.data, sessions: [...snapshot.data.sessions, ...kept] },
    });
  } catch (error) {
    // Checked above, so not expected: put the previous state back.
    clearDb();
    owner.dataReplaced();
    await restoreSnapshot(backup);
    console.warn('[mock backend] import failed', error);
    throw broken('The file could not be imported');
  }
  return {
    counts: Object.fromEntries(COLLECTION_NAMES.map((name) => [name, db[name].all().length])),
  };
}
