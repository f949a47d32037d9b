/** Identifiers of the emulated backend: Mongo-like 24-hex record ids and opaque bearer tokens. */

function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new 24-hex id: 8 hex of seconds since the epoch and 16 random hex, like a Mongo ObjectId. */
export function newId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return `${seconds}${randomHex(8)}`;
}

/** A deterministic 24-hex id for seeded records: a fixed prefix per kind and a running number. */
export function seedId(kind: number, n: number): string {
  return `6570a1c2e4b0${kind.toString(16).padStart(4, '0')}${n.toString(16).padStart(8, '0')}`;
}

/** Opaque bearer token. */
export function newToken(): string {
  const uuid =
    typeof globalThis.crypto.randomUUID === 'function'
      ? globalThis.crypto.randomUUID().replace(/-/g, '')
      : randomHex(16);
  return `pp_${uuid}${randomHex(8)}`;
}

/** A stable 24-hex id derived from a string (FNV-1a based), for records created on demand. */
export function stableId(key: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  let h3 = 0x9e3779b9;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x85ebca6b) >>> 0;
    h3 = Math.imul(h3 ^ c, 0xc2b2ae35) >>> 0;
  }
  return [h1, h2, h3].map((h) => h.toString(16).padStart(8, '0')).join('');
}
