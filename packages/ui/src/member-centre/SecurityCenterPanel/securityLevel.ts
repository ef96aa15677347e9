/**
 * The security centre's checklist (SPEC §2): what protects the account and what to do next. The level itself is the
 * platform's (its rule knows more than the kit: an expired password makes it "low" whatever is bound), so the kit
 * does not compute one.
 */
import { securityItems, type SecurityItem } from './SecurityCenterPanel.types';

export interface SecurityChecklistInput {
  hasMobile: boolean;
  hasEmail: boolean;
  hasPaymentPassword: boolean;
  hasGoogleAuthenticator: boolean;
  /** The payment password counts only where the brand offers it (PAYMENTPASS3). */
  paymentPasswordEnabled: boolean;
  /** Google Authenticator counts only where the brand offers it (BINDGA3). */
  googleAuthenticatorEnabled: boolean;
}

export interface SecurityChecklist {
  /** The items that count, each with whether it is in place, in the order they are suggested. */
  items: { item: SecurityItem; isDone: boolean }[];
  done: number;
  total: number;
  /** The first item still missing: what to do next. */
  next?: SecurityItem;
}

/** The items in place and the first one missing. The login password is always in place (the member logged in). */
export function securityChecklistOf(input: SecurityChecklistInput): SecurityChecklist {
  const state: Record<SecurityItem, boolean | null> = {
    password: true,
    mobile: input.hasMobile,
    email: input.hasEmail,
    paymentPassword: input.paymentPasswordEnabled ? input.hasPaymentPassword : null,
    googleAuthenticator: input.googleAuthenticatorEnabled ? input.hasGoogleAuthenticator : null,
  };
  const items = securityItems.flatMap((item) => (state[item] === null ? [] : [{ item, isDone: state[item] === true }]));
  const done = items.filter((entry) => entry.isDone).length;
  return { items, done, total: items.length, next: items.find((entry) => !entry.isDone)?.item };
}

/** The base32 secret of an `otpauth://` URI ('' when there is none). */
export function otpauthSecretOf(uri: string): string {
  const query = uri.indexOf('?');
  if (query === -1) return '';
  const secret = new URLSearchParams(uri.slice(query + 1)).get('secret') ?? '';
  return secret.replace(/[\s=]/g, '').toUpperCase();
}

/** The secret in groups of four for typing it by hand: `JBSW Y3DP EHPK 3PXP`. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? '';
}
