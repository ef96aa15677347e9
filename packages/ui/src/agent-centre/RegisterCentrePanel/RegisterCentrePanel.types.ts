import type { FieldValidationConfig } from '@croupier/contract';
import type { ReactNode } from 'react';
import type { DownlineType, PanelBaseProps } from '../shared/agent.types';

/** What the register form sends: the new account's name, password and kind. */
export interface DownlineRegistration {
  username: string;
  password: string;
  type: DownlineType;
}

/** What the site may resolve with once the account exists (default: the username typed). */
export interface RegisteredDownline {
  account: string;
}

export interface RegisterCentrePanelProps extends Omit<
  PanelBaseProps,
  'currency' | 'currencySymbol' | 'timeZone' | 'onSubmit'
> {
  /** The agent's invitation code. */
  inviteCode: string;
  /** The agent's invitation link (the register page with the code), also drawn as a QR code. */
  inviteLink: string;
  /**
   * Creates the account. Resolve (optionally with the account's final name) to show the success; reject with a
   * `CentreSubmitError` (`code`, `message`, `fieldErrors` by 'username' | 'password' | 'confirm') to show why not.
   */
  onSubmit: (values: DownlineRegistration) => Promise<RegisteredDownline | void>;
  /** The brand's username rule (SPEC §5 pattern id and lengths); default: letters and digits, 4-16, a letter first. */
  usernameRule?: FieldValidationConfig;
  /** The brand's password rule; default: 6-20 letters or digits. */
  passwordRule?: FieldValidationConfig;
  /** The texts under the fields (default: the rule described in the member's language). */
  usernameHint?: ReactNode;
  passwordHint?: ReactNode;
  /** The kinds of account this agent may create, in order (default both); one kind hides the choice. */
  types?: readonly DownlineType[];
}
