/**
 * The bytes of the files uploaded in this session (a parcel's invoice, a sign-up's registry
 * extract), by their stored names; the records keep the names (mocks/handlers/uploads.ts serves
 * them). Memory only: the persisted demo keeps names, not bytes. Each mock backend has its own
 * (`createUploads()`, mocks/handlers/backend.ts).
 *
 * A file frees its room when it is replaced or its record deleted (`free`), and the bytes kept are
 * limited per customer and in all: past either limit a new file is refused (413 storage_full).
 */
const MB = 1024 * 1024;
/** The bytes one customer's files may take (ten 3 MB invoices). */
export const UPLOADS_PER_OWNER_BYTES = 30 * MB;
/** The bytes all files may take. */
export const UPLOADS_TOTAL_BYTES = 300 * MB;

/** The extension of each accepted type: a stored name says what the bytes are, not the client. */
const EXTENSIONS: ReadonlyMap<string, string> = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['application/pdf', 'pdf'],
]);

/** A file sent with a request, and the type its bytes show. */
export type Upload = { file: File; type: string };

export interface Uploads {
  /**
   * Keeps `file` of `owner`, of the `type` its bytes show (mocks/api/http.ts readMultipart),
   * and returns its stored name: 128 random bits, the client's name without its extension, and
   * the extension of its type. null when it does not fit: the owner's files or all files would
   * take more than their limit. A file it `replaces` does not count (it is freed after).
   */
  store(owner: string, file: File, type: string, replaces?: string | null): string | null;
  /** The file kept under `name` in this session, with the type its bytes show, if any. */
  stored(name: string): { blob: Blob; type: string } | undefined;
  /** Forgets a file (replaced, or its record deleted); a name not kept here is ignored. */
  free(name: string | null | undefined): void;
  /** The bytes kept: of `owner`, or of everyone. */
  bytes(owner?: string): number;
  clear(): void;
}

export function createUploads({
  perOwner = UPLOADS_PER_OWNER_BYTES,
  total = UPLOADS_TOTAL_BYTES,
}: { perOwner?: number; total?: number } = {}): Uploads {
  const uploads = new Map<string, { blob: Blob; type: string; owner: string }>();
  const bytes = (owner?: string) => {
    let sum = 0;
    for (const kept of uploads.values())
      if (owner === undefined || kept.owner === owner) sum += kept.blob.size;
    return sum;
  };
  const sizeOf = (name: string | null | undefined, owner?: string) => {
    const kept = name ? uploads.get(name) : undefined;
    return kept && (owner === undefined || kept.owner === owner) ? kept.blob.size : 0;
  };
  return {
    store(owner, file, type, replaces) {
      if (bytes(owner) - sizeOf(replaces, owner) + file.size > perOwner) return null;
      if (bytes() - sizeOf(replaces) + file.size > total) return null;
      const base =
        file.name
          .replace(/\.[^.]*$/, '')
          .replace(/[^A-Za-z0-9_-]+/g, '_')
          .replace(/^_+/, '')
          .slice(0, 60) || 'file';
      const random = [...crypto.getRandomValues(new Uint8Array(16))]
        .map((byte) => byte.toString(16).padStart(2, '0'))
        .join('');
      const name = `${random}-${base}.${EXTENSIONS.get(type) ?? 'bin'}`;
      uploads.set(name, { blob: file, type, owner });
      return name;
    },
    stored: (name) => uploads.get(name),
    free(name) {
      if (name) uploads.delete(name);
    },
    bytes,
    clear() {
      uploads.clear();
    },
  };
}
