import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorCode } from '@/shared/apiError';

/**
 * The message for a declare / edit the server refused for what it holds, a 4xx
 * (docs/product.md#refusals-and-errors): the file type, the duplicate tracking number and the file
 * size each have their own; anything else asks to fill everything in. A failure that is not the
 * customer's (no network, the server's, too many attempts) has its own words (useForm).
 */
export function parcelErrorKey(error: FetchBaseQueryError | SerializedError | undefined): string {
  switch (errorCode(error)) {
    case 'INCORECT_FILE_TYPE':
      return 'errors:INCORECT_FILE_TYPE';
    case 'product_already_added':
      return 'errors:product_already_added';
    case 'file_too_large':
      return 'errors:file_too_large';
    case 'storage_full':
      return 'errors:storage_full';
    case 'file_required':
      return 'errors:file_required';
    case 'product_not_editable':
      return 'errors:product_not_editable';
    default:
      return 'parcels:form.fillAll';
  }
}
