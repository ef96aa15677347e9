/**
 * Site-wide UI state outside the URL: which account modal is open, the dialogs the flows raise, the logout
 * confirmation and the side menu. One small external store (useSyncExternalStore), so any module can open a modal.
 */
import { useSyncExternalStore } from 'react';
import type { LoginVerificationTicket } from '@croupier/data';
import type { ChangePasswordReason, LoginTab, RegisterTab, SideMenuPanel } from '@croupier/ui';

export type AuthModal =
  | { kind: 'login'; tab?: LoginTab }
  | { kind: 'register'; tab?: RegisterTab }
  | { kind: 'forgot' }
  /** `then`: the dialog that waits for the change (the first-login welcome after a forced change). */
  | { kind: 'changePassword'; reason?: ChangePasswordReason; then?: SiteDialog }
  | { kind: 'twoFactor'; ticket: LoginVerificationTicket };

/** A message dialog: localized title and body keys (with values), or an already localized body. */
export interface MessageDialog {
  kind: 'message';
  icon: 'success' | 'error' | 'warning' | 'info';
  titleKey: string;
  bodyKey?: string;
  body?: string;
  values?: Record<string, string | number>;
  /** Runs after the dialog's confirm button. */
  onConfirm?: () => void;
}

export type SiteDialog =
  | MessageDialog
  /** SPEC §6: a trial account tried something that needs a real one (confirm button only). */
  | { kind: 'needRealAccount' }
  /** The first login of a new account (SPEC §4 first-login action). */
  | { kind: 'firstLogin' };

export interface SiteState {
  auth: AuthModal | null;
  dialog: SiteDialog | null;
  /** The after-login modal: the popup notices. */
  afterLogin: boolean;
  logout: 'idle' | 'confirm' | 'running';
  /** Customer service goes to the VIP chat (VIP rank above 4); reset on logout with the agent flags. */
  isVipService: boolean;
  sideMenu: { open: boolean; panel: SideMenuPanel };
  /** The chat room overlay is open (members only; closed on logout). */
  chat: boolean;
}

const initial: SiteState = { auth: null, dialog: null, afterLogin: false, logout: 'idle', isVipService: false, sideMenu: { open: false, panel: 'main' }, chat: false };

let state: SiteState = initial;
const listeners = new Set<() => void>();

export function getSiteState(): SiteState {
  return state;
}

export function setSiteState(patch: Partial<SiteState> | ((current: SiteState) => Partial<SiteState>)): void {
  const next = typeof patch === 'function' ? patch(state) : patch;
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSiteState(): SiteState {
  return useSyncExternalStore(subscribe, getSiteState, getSiteState);
}

export const openAuth = (auth: AuthModal | null) => setSiteState({ auth });
export const closeAuth = () => setSiteState({ auth: null });
export const showDialog = (dialog: SiteDialog) => setSiteState({ dialog });
export const closeDialog = () => setSiteState({ dialog: null });

/** For tests: back to the first state. */
export function resetSiteState(): void {
  state = initial;
  for (const listener of listeners) listener();
}
