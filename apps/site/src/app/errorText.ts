/** One way to turn a failed call into the localized sentence a user reads (SPEC §8). */
import { errorTable, isErrorCode } from '@croupier/contract';
import { isApiError } from '@croupier/data';
import type { TFunction } from 'i18next';

/** The `errors:` key of a failure (unknown failures read as "system or unknown error"). */
export function errorKeyOf(error: unknown): string {
  if (isApiError(error)) {
    if (error.kind === 'timeout') return errorTable.gateway_timeout.messageKey;
    if (error.kind === 'network') return errorTable.network_error.messageKey;
    if (isErrorCode(error.code)) return errorTable[error.code].messageKey;
  }
  return errorTable.unknown_error.messageKey;
}

/** The localized text of a failure. */
export function errorText(t: TFunction, error: unknown): string {
  return t(errorKeyOf(error));
}
