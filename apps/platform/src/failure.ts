/** A failure a handler throws: becomes `{ success: false, code, message, value? }` with the error table's status. */
import { errorTable, type ErrorCode } from '@croupier/contract';

export class ApiFailure extends Error {
  override readonly name = 'ApiFailure';
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly value?: unknown,
  ) {
    super(message ?? errorTable[code].description);
  }

  get status(): number {
    return errorTable[this.code].status ?? 400;
  }
}

export function failureBody(code: ErrorCode, message: string, value?: unknown) {
  return value === undefined ? { success: false as const, code, message } : { success: false as const, code, message, value };
}

export interface ValidationIssue {
  path: (string | number)[];
  message: string;
}

/** `validation_failed` with the issues as `value.issues` (message keys or English texts the client localizes by code). */
export function validationFailure(issues: ValidationIssue[], message = 'validation failed'): ApiFailure {
  return new ApiFailure('validation_failed', message, { issues });
}
