/**
 * The bytes of the files uploaded in this session (a parcel's invoice, a sign-up's registry
 * extract), by their stored names; the records keep the names (mocks/handlers/uploads.ts serves
 * them). Memory only: the persisted demo keeps names, not bytes. Each mock backend has its own
 * (`createUploads()`, mocks/handlers/backend.ts).
 */
export interface Uploads {
  /** Keeps an uploaded file for this session and returns its stored name. */
  store(file: File): string;
  /** The file kept under `name` in this session, if any. */
  stored(name: string): Blob | undefined;
  clear(): void;
}

export function createUploads(): Uploads {
  const uploads = new Map<string, Blob>();
  return {
    store(file) {
      const safe =
        file.name
          .replace(/[^A-Za-z0-9._-]+/g, '_')
          .replace(/^[._]+/, '')
          .slice(-80) || 'file';
      const random = [...crypto.getRandomValues(new Uint8Array(16))]
        .map((byte) => byte.toString(16).padStart(2, '0'))
        .join('');
      const name = `${random}-${safe}`;
      uploads.set(name, file);
      return name;
    },
    stored: (name) => uploads.get(name),
    clear() {
      uploads.clear();
    },
  };
}
