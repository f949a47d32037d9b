/**
 * Upload checks of the forms (sign-up's registry extract, a parcel's invoice) by the rules of
 * src/shared/rules/files.ts: png, jpg or pdf, under 3022117 bytes. The messages are the
 * `errors` namespace's, the same ones the server's codes map to.
 */
import { fileRuleBroken } from './rules/files';

export { ACCEPTED_FILE_TYPES, isAcceptedFileType, MAX_FILE_BYTES } from './rules/files';

/** For `<input type="file" accept>`. */
export const FILE_ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';

export const FILE_MESSAGES = {
  wrongType: 'errors:INCORECT_FILE_TYPE',
  required: 'errors:file_required',
  tooLarge: 'errors:file_too_large',
} as const;

export type FileMessage = (typeof FILE_MESSAGES)[keyof typeof FILE_MESSAGES];

/**
 * The message for a chosen file, or null when it may be sent. A missing file is an error only
 * when `required`.
 */
export function fileProblem(
  file: Pick<File, 'type' | 'name' | 'size'> | null | undefined,
  { required }: { required: boolean },
): FileMessage | null {
  if (!file) return required ? FILE_MESSAGES.required : null;
  const broken = fileRuleBroken(file);
  if (broken === 'type') return FILE_MESSAGES.wrongType;
  if (broken === 'size') return FILE_MESSAGES.tooLarge;
  return null;
}
