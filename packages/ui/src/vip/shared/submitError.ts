/**
 * What a loyalty callback may reject with (the data layer's ApiError: code, message) and its localized text; the
 * contract's error table has the messages (namespace `errors`, in the first paint), `loyalty` the fallback.
 */
import { errorInfo, isErrorCode } from '@croupier/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export interface LoyaltySubmitError {
  code?: string;
  message?: string;
}

export interface LoyaltyErrorText {
  /** The message above the form (when it is not about the password). */
  form?: string;
  /** The payment password was wrong: the message under the field. */
  password?: string;
  /** Too many wrong passwords: the form waits (the platform says for how long). */
  isLocked: boolean;
}

/** Codes that are about the payment password field itself. */
const passwordCodes = new Set(['payment_password_invalid']);

export function useLoyaltyErrorText() {
  const { t } = useTranslation('loyalty');
  return useCallback(
    (error: unknown): LoyaltyErrorText => {
      const source = (typeof error === 'object' && error !== null ? error : {}) as LoyaltySubmitError;
      const code = typeof source.code === 'string' ? source.code : undefined;
      if (code && passwordCodes.has(code)) return { password: t(errorInfo(code).messageKey), isLocked: false };
      if (code === 'payment_password_locked') return { form: t(errorInfo(code).messageKey), isLocked: true };
      if (code && isErrorCode(code) && code !== 'unknown_error') return { form: t(errorInfo(code).messageKey), isLocked: false };
      const message = typeof source.message === 'string' && source.message.trim() !== '' ? source.message : undefined;
      return { form: message ?? t('common.submitError'), isLocked: false };
    },
    [t],
  );
}
