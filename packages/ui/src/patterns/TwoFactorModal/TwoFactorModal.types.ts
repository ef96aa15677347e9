import type { ReactNode } from 'react';
import type { LoginVerificationMethod } from '@croupier/contract';
import type { CountryOption } from '../../forms/CountryCodeSelect';
import type { SmsCodeResult } from '../../forms/SmsCodeButton';
import type { PhoneNumber } from '../LoginModal';

/** The methods of the new-IP verification (SPEC §4), in the order the chooser shows them. */
export const twoFactorMethods = ['sms', 'email', 'ga', 'bankName'] as const satisfies readonly LoginVerificationMethod[];
export type TwoFactorMethod = (typeof twoFactorMethods)[number];

/** The verification request without its ticket (contract `loginVerificationRequestSchema`). */
export type TwoFactorValues =
  | { method: 'sms'; phone: string; countryDialingCode: string; code: string }
  | { method: 'email'; code: string }
  | { method: 'ga'; code: string }
  | { method: 'bankName'; name: string };

export interface TwoFactorModalProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The methods the server offers; a chooser appears when there are several. */
  methods: readonly TwoFactorMethod[];
  defaultMethod?: TwoFactorMethod;
  /** Masked e-mail to show ("ta***@example.com"). */
  maskedEmail?: string;
  countries?: readonly CountryOption[];
  defaultCountryCode?: string;
  onRequestSmsCode?: (phone: PhoneNumber) => Promise<SmsCodeResult | void>;
  onRequestEmailCode?: () => Promise<SmsCodeResult | void>;
  /** A failed send (SPEC §8: warning dialog with the server message). */
  onSendError?: (message: string) => void;
  onSubmit: (values: TwoFactorValues) => Promise<void> | void;
  errorMessage?: ReactNode;
  isLoading?: boolean;
}
