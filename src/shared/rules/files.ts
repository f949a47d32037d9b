/**
 * Upload rules (docs/product.md#files), shared by sign-up (registry extract) and parcels (invoice):
 * png, jpg or pdf, under 3022117 bytes.
 */
export const MAX_FILE_BYTES = 3_022_117;
export const ACCEPTED_FILE_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
/** Other names browsers and systems give the same types. */
export const FILE_TYPE_ALIASES = ['image/jpg', 'image/pjpeg'] as const;
/** Types that say nothing about the file: then its name decides. */
export const GENERIC_FILE_TYPES = ['', 'application/octet-stream'] as const;
export const FILE_EXTENSION = /\.(?:png|jpe?g|pdf)$/i;

const TYPES = new Set<string>([...ACCEPTED_FILE_TYPES, ...FILE_TYPE_ALIASES]);
const GENERIC = new Set<string>(GENERIC_FILE_TYPES);

/** A png, jpg or pdf by its type, or by its name when the type says nothing. */
export function isAcceptedFileType(file: { type: string; name: string }): boolean {
  const type = file.type.toLowerCase();
  return GENERIC.has(type) ? FILE_EXTENSION.test(file.name) : TYPES.has(type);
}

/** Which upload rule a file breaks: 'type', 'size', or null when it may be sent. */
export function fileRuleBroken(file: {
  type: string;
  name: string;
  size: number;
}): 'type' | 'size' | null {
  if (!isAcceptedFileType(file)) return 'type';
  if (file.size >= MAX_FILE_BYTES) return 'size';
  return null;
}
