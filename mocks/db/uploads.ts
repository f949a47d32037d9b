/**
 * The bytes of the files uploaded in this session (a parcel's invoice, a sign-up's registry
 * extract), by their stored names; the records keep the names (mocks/handlers/uploads.ts serves
 * them). Memory only: the persisted demo keeps names, not bytes.
 */
const uploads = new Map<string, Blob>();

/** Keeps an uploaded file for this session and returns its stored name. */
export function storeUpload(file: File): string {
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
}

export function clearUploads(): void {
  uploads.clear();
}

/** The file kept under `name` in this session, if any. */
export function storedUpload(name: string): Blob | undefined {
  return uploads.get(name);
}
