/**
 * Failed member-centre calls as the kit's panels take them: a load failure as one localized sentence, a rejected
 * change as a `CentreSubmitError` (the code, and the platform's field issues by the panel's field names).
 */
import { deliveryFields, errorTable, isErrorCode } from '@croupier/contract';
import { isApiError, type ValidationIssue } from '@croupier/data';
import type { CentreSubmitError, WithdrawFailure, WithdrawFailureReason } from '@croupier/ui';
import type { TFunction } from 'i18next';
import { errorKeyOf } from '../../app/errorText';

/**
 * The translation key of a platform issue message: `validation:<rule>` lives in the auth namespace's `validation`,
 * `errors:<key>` is a key already; anything else is not a key.
 */
function issueKey(message: string): string | undefined {
  if (message.startsWith('validation:')) return `auth:validation.${message.slice('validation:'.length)}`;
  if (message.startsWith('errors:')) return message;
  return undefined;
}

/** The issue's message in the member's language, or undefined when the site has no text for it. */
function issueText(t: TFunction, message: string): string | undefined {
  const key = issueKey(message);
  if (!key) return undefined;
  const text = t(key, { defaultValue: '' });
  return text === '' ? undefined : text;
}

/** The issues of a failure: those the platform sent (in the envelope's value) and those of the request schema. */
function issuesOf(error: unknown): ValidationIssue[] {
  if (!isApiError(error)) return [];
  const value = error.value as { issues?: unknown } | undefined;
  const sent = Array.isArray(value?.issues) ? (value.issues as ValidationIssue[]) : [];
  return [...sent, ...error.issues].filter((issue) => Array.isArray(issue.path) && typeof issue.message === 'string');
}

/** A failed load as the sentence a panel shows: the issue that explains it (a period too long), else the error table's. */
export function loadErrorText(t: TFunction, error: unknown): string {
  for (const issue of issuesOf(error)) {
    const text = issueText(t, issue.message);
    if (text) return text;
  }
  return t(errorKeyOf(error));
}

/**
 * A rejected change for a panel's form. `fieldOf` names the panel's field for a request field (by default the same
 * name); issues on fields the panel does not have are left to the form-level message of the code.
 */
export function submitErrorOf(
  t: TFunction,
  error: unknown,
  fieldOf: (requestField: string) => string | undefined = (name) => name,
): CentreSubmitError {
  if (!isApiError(error)) return { code: errorTable.unknown_error.code };
  const code =
    error.kind === 'timeout'
      ? errorTable.gateway_timeout.code
      : error.kind === 'network'
        ? errorTable.network_error.code
        : isErrorCode(error.code)
          ? error.code
          : errorTable.unknown_error.code;
  const fieldErrors: Record<string, string> = {};
  for (const issue of issuesOf(error)) {
    const name = typeof issue.path[0] === 'string' ? fieldOf(issue.path[0]) : undefined;
    if (!name || fieldErrors[name] !== undefined) continue;
    fieldErrors[name] = issueText(t, issue.message) ?? 'invalid';
  }
  return { code, fieldErrors };
}

/**
 * A refused redemption for the points mall's redeem dialog: as `submitErrorOf`, except that a refused receiver field
 * (name, mobile, address of an item) is named `invalid`, so the dialog says in its own words what that field needs
 * (the platform's issue says only "required" or "too short", without the field's name or bounds).
 */
export function redeemFailureOf(t: TFunction, error: unknown): CentreSubmitError {
  const refused = submitErrorOf(t, error);
  if (!refused.fieldErrors) return refused;
  const fieldErrors = { ...refused.fieldErrors };
  for (const field of deliveryFields) if (fieldErrors[field] !== undefined) fieldErrors[field] = 'invalid';
  return { ...refused, fieldErrors };
}

/** The platform's cashier codes the withdraw panel places at a field or explains itself. */
const withdrawReasons: Readonly<Record<string, WithdrawFailureReason>> = {
  payment_password_invalid: 'paymentPasswordInvalid',
  payment_password_locked: 'paymentPasswordLocked',
  insufficient_balance: 'insufficientBalance',
  turnover_not_met: 'turnoverNotMet',
  daily_limit_reached: 'dailyCountReached',
  amount_out_of_range: 'amountOutOfRange',
  not_found: 'accountUnavailable',
  payee_name_mismatch: 'accountNameMismatch',
  payout_account_duplicate: 'accountExists',
  confirmation_closed: 'confirmationClosed',
};

/**
 * A rejected withdrawal, payout account or receipt confirmation as the withdraw panel takes it: a reason it knows
 * (a locked payment password with the moment it opens again), else the error table's sentence for the code.
 */
export function withdrawFailureOf(t: TFunction, error: unknown): WithdrawFailure {
  const reason = isApiError(error) && error.kind !== 'timeout' ? withdrawReasons[error.code] : undefined;
  if (reason === 'paymentPasswordLocked' && isApiError(error)) {
    const wait = (error.value as { retryAfterMs?: unknown } | undefined)?.retryAfterMs;
    return typeof wait === 'number' ? { reason, retryAt: Date.now() + wait } : { reason };
  }
  if (reason) return { reason };
  // Not a reason of the panel's: a form-level failure (every form of the panel shows `confirmationClosed` with a
  // message as that message) carrying the error table's (or the issue's) sentence in the member's language.
  return { reason: 'confirmationClosed', message: loadErrorText(t, error) };
}
