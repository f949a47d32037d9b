/**
 * Why a demo action cannot be done: thrown by the actions, answered by the /__demo routes as
 * JSON in the contract's error shape `{ success: false, code, message }`. Besides the contract's
 * codes, the demo has its own (mocks/demo-openapi.yaml, DemoErrorCode).
 */
import { HttpResponse } from 'msw';
import type { ErrorCode } from '@/api';

export type DemoErrorCode =
  | Extract<ErrorCode, 'validation_error' | 'unauthorized' | 'not_found' | 'product_unpaid'>
  /** The parcel or flight is not at the stage the action needs. */
  | 'wrong_stage'
  /** An import that is no demo export, or whose records do not fit. */
  | 'snapshot_invalid'
  /** An export of another version of the demo data. */
  | 'snapshot_version';

export type DemoErrorResponse = { success: false; code: DemoErrorCode; message: string };

export class Refusal extends Error {
  constructor(
    readonly status: 400 | 401 | 404,
    readonly code: DemoErrorCode,
    message: string,
  ) {
    super(message);
  }

  answer(): HttpResponse<DemoErrorResponse> {
    return HttpResponse.json<DemoErrorResponse>(
      { success: false, code: this.code, message: this.message },
      { status: this.status },
    );
  }
}

export const invalid = (message: string) => new Refusal(400, 'validation_error', message);
export const missing = (message: string) => new Refusal(404, 'not_found', message);
export const wrongStage = (message: string) => new Refusal(400, 'wrong_stage', message);
