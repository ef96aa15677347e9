/** Turns what a deposit promise rejected with into the sentence the member reads. */
import type { TFunction } from 'i18next';
import type { DepositFailure } from './DepositPanel.types';

const reasons = new Set<DepositFailure['reason']>([
  'amountOutOfRange',
  'channelUnavailable',
  'tooFrequent',
  'uploadFailed',
]);

export function isDepositFailure(value: unknown): value is DepositFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    reasons.has((value as { reason?: unknown }).reason as DepositFailure['reason'])
  );
}

/**
 * A known failure's localized text (the caller's own `message` first); anything else, an `Error` with a technical
 * message included, gets the generic sentence of `fallbackKey`: a stack trace is never shown to a member.
 */
export function failureMessage(t: TFunction, error: unknown, fallbackKey: string): string {
  if (isDepositFailure(error)) return error.message ?? t(`deposit.failures.${error.reason}`);
  return t(fallbackKey);
}
