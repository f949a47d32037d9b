/**
 * The HTTP server's database file (`MOCK_DB_FILE=path.json npm run mock:server`): the browser's
 * snapshot format (mocks/db/persistence.ts: { version, savedAt, data }) in a JSON file, so that a
 * team's shared mock server keeps its data across restarts.
 *
 * - At start the file is loaded when it exists, after the same complete check as a demo import
 *   (version, every record against its collection's schema, rates and tariffs); a file that is
 *   not JSON, of another version or shape, or with a record that does not fit stops the start
 *   with a DbFileError and is never written. A missing file is seeded and written at once.
 * - After each successful write request (demo resets and imports included) the whole snapshot is
 *   written, before the answer goes out: to a temporary file in the same directory, flushed to
 *   the disk, then renamed over the file. It holds password hashes and live tokens, so both
 *   files are readable by their owner only (0600), and the temporary one, under a random name,
 *   is created anew or not at all (a file or symbolic link already there is never followed). A kill at any moment (kill -9 included) leaves either
 *   the previous or the new file, never half of one, and every write that was answered is in it.
 *
 * Uploaded files' bytes are not in the snapshot (as in the browser): after a restart an invoice
 * link of an upload serves the generated sample PDF (mocks/handlers/uploads.ts).
 */
import {
  closeSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join, resolve } from 'node:path';
import { snapshotProblem } from './transfer';
import { isSnapshot, liveSnapshot, restoreSnapshot } from '../db/persistence';
import { seedDatabase } from './seed';

/** Why the file cannot be used: one line naming the file; the file is left as it was. */
export class DbFileError extends Error {
  constructor(
    readonly path: string,
    problem: string,
  ) {
    const said = problem.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
    super(`MOCK_DB_FILE ${path}: ${said}; the file was left as it is`);
    this.name = 'DbFileError';
  }
}

/** Owner only: the file holds password hashes and live session tokens. */
const OWNER_ONLY = 0o600;

/** `text` replaces the file at `path` in one step (a temporary file renamed over it). */
function writeAtomically(path: string, text: string): void {
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(8).toString('hex')}.tmp`);
  // 'wx': created here, or an error; never a file or link that someone put there.
  const fd = openSync(temporary, 'wx', OWNER_ONLY);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(temporary, path);
}

/** The file's text, or null when there is no file. */
function readIfThere(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    throw new DbFileError(path, `cannot be read (${code ?? String(error)})`);
  }
}

export interface DbFile {
  path: string;
  /** Whether the data came from the file or from the seed (then written to the file). */
  origin: 'restored' | 'seeded';
  /** Writes the database to the file now. */
  save(): void;
  /** Stops saving after writes. */
  close(): void;
}

/** Where a mock backend runs its save after each successful write (mocks/handlers/backend.ts). */
export interface WriteHook {
  afterEachWrite(save: (() => void) | null): void;
}

/**
 * Loads the database from `file` (or seeds it and writes the file) and from then on saves it after
 * each successful write request of `backend`. Rejects with a DbFileError when the file cannot be
 * used.
 */
export async function openDbFile(file: string, backend: WriteHook): Promise<DbFile> {
  const path = resolve(file);
  const text = readIfThere(path);
  let origin: DbFile['origin'];
  if (text === null) {
    await seedDatabase();
    origin = 'seeded';
  } else {
    let value: unknown;
    try {
      value = JSON.parse(text) as unknown;
    } catch (error) {
      throw new DbFileError(path, `is not JSON (${(error as Error).message})`);
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new DbFileError(path, 'is not a Parcel Portal demo snapshot (no JSON object)');
    const problem = await snapshotProblem(value as Record<string, unknown>);
    if (problem) throw new DbFileError(path, problem.message);
    if (!isSnapshot(value)) throw new DbFileError(path, 'is not a Parcel Portal demo snapshot');
    try {
      await restoreSnapshot(value);
    } catch (error) {
      throw new DbFileError(path, `could not be loaded (${(error as Error).message})`);
    }
    origin = 'restored';
  }
  const save = () => writeAtomically(path, JSON.stringify(liveSnapshot()));
  if (origin === 'seeded') {
    try {
      save();
    } catch (error) {
      throw new DbFileError(path, `cannot be written (${(error as Error).message})`);
    }
  }
  backend.afterEachWrite(save);
  return { path, origin, save, close: () => backend.afterEachWrite(null) };
}
