/**
 * Upload rules of spec §5 and §9, shared by sign-up (registry extract) and parcels (invoice):
 * png, jpg or pdf, under 3022117 bytes. The messages are the `errors` namespace's, the same
 * ones the server's codes map to.
 */
export const MAX_FILE_BYTES = 3_022_117;
export const ACCEPTED_FILE_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
/** For `<input type="file" accept>`. */
export const FILE_ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';

const EXTENSION = /\.(png|jpe?g|pdf)$/i;
const TYPE_ALIASES = new Set<string>([...ACCEPTED_FILE_TYPES, 'image/jpg', 'image/pjpeg']);

export const FILE_MESSAGES = {
  wrongType: 'errors:INCORECT_FILE_TYPE',
  required: 'errors:file_required',
  tooLarge: 'errors:file_too_large',
} as const;

export type FileMessage = (typeof FILE_MESSAGES)[keyof typeof FILE_MESSAGES];

/** A png, jpg or pdf by its type, or by its name when the browser gives no type. */
export function isAcceptedFileType(file: Pick<File, 'type' | 'name'>): boolean {
  const type = file.type.toLowerCase();
  return type ? TYPE_ALIASES.has(type) : EXTENSION.test(file.name);
}

/**
 * The message for a chosen file, or null when it may be sent. A missing file is an error only
 * when `required`.
 */
export function fileProblem(
  file: Pick<File, 'type' | 'name' | 'size'> | null | undefined,
  { required }: { required: boolean },
): FileMessage | null {
  if (!file) return required ? FILE_MESSAGES.required : null;
  if (!isAcceptedFileType(file)) return FILE_MESSAGES.wrongType;
  if (file.size >= MAX_FILE_BYTES) return FILE_MESSAGES.tooLarge;
  return null;
}
