/** SPEC §4: when a login must be followed by a password change (pure, for the flows and their tests). */
import { WEAK_DEFAULT_PASSWORD } from '@croupier/contract';
import type { ChangePasswordReason } from '@croupier/ui';

export interface LoginOutcome {
  firstTimeLogin?: boolean | undefined;
  passwordExpired?: boolean | undefined;
}

export interface LoginMethod {
  type: 'username' | 'sms' | 'phoneAuth' | 'freePlay' | 'register' | 'resetByPhone';
  /** The password typed (username logins), to spot the weak default. */
  password?: string;
}

/** The reason to force a password change, or null (pure; SPEC §4). */
export function forcedChangeReason(outcome: LoginOutcome, method: LoginMethod, isExpiryForced: boolean): ChangePasswordReason | null {
  if (method.type === 'sms' || method.type === 'phoneAuth' || method.type === 'freePlay') return null;
  if (method.password !== undefined && method.password === WEAK_DEFAULT_PASSWORD) return 'weakDefault';
  if (outcome.passwordExpired && isExpiryForced) return 'expired';
  return null;
}
