/** SPEC §4: when a login must be followed by a password change, and what shows when (pure, for the flows and their tests). */
import { WEAK_DEFAULT_PASSWORD } from '@croupier/contract';
import type { ChangePasswordReason } from '@croupier/ui';
import type { AuthModal, SiteState } from '../state/siteStore';

export interface LoginOutcome {
  firstTimeLogin?: boolean | undefined;
  passwordExpired?: boolean | undefined;
}

export interface LoginMethod {
  type: 'username' | 'sms' | 'phoneAuth' | 'freePlay' | 'register' | 'resetByPhone';
  /** The password typed (username logins), to spot the weak default. */
  password?: string;
  /** An agent login (the login modal's Member | Agent switch): the agent centre opens after it (SPEC §6). */
  agent?: boolean;
}

/** The reason to force a password change, or null (pure; SPEC §4). */
export function forcedChangeReason(outcome: LoginOutcome, method: LoginMethod, isExpiryForced: boolean): ChangePasswordReason | null {
  if (method.type === 'sms' || method.type === 'phoneAuth' || method.type === 'freePlay') return null;
  if (method.password !== undefined && method.password === WEAK_DEFAULT_PASSWORD) return 'weakDefault';
  if (outcome.passwordExpired && isExpiryForced) return 'expired';
  return null;
}

/**
 * The site state right after a login. A forced change comes first and alone: the first-login welcome waits in it
 * (`then`) and opens once the password is changed, instead of stacking on top of it.
 */
export function afterLoginState(outcome: LoginOutcome, method: LoginMethod, isExpiryForced: boolean): Pick<SiteState, 'auth' | 'dialog' | 'afterLogin'> {
  const welcome = outcome.firstTimeLogin ? ({ kind: 'firstLogin' } as const) : null;
  const reason = forcedChangeReason(outcome, method, isExpiryForced);
  if (reason) return { auth: { kind: 'changePassword', reason, ...(welcome ? { then: welcome } : {}) }, dialog: null, afterLogin: false };
  // An agent login goes on to the agent centre instead of the after-login notices.
  return { auth: null, dialog: welcome, afterLogin: method.type !== 'freePlay' && method.agent !== true };
}

/** Whether the agent centre opens right after this login: an agent login with no forced change waiting. */
export function opensAgentCentre(state: Pick<SiteState, 'auth'>, method: LoginMethod): boolean {
  return method.agent === true && state.auth === null;
}

/** The site state once a password change succeeded: the modal closes; after a forced one, what waited for it opens. */
export function afterPasswordChangeState(auth: Extract<AuthModal, { kind: 'changePassword' }>): Pick<SiteState, 'auth' | 'dialog' | 'afterLogin'> {
  return { auth: null, dialog: auth.then ?? null, afterLogin: auth.reason !== undefined };
}
