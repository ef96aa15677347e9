/** Localized field checks of the member-centre forms, on the contract's validators (SPEC §5). */
import {
  REQUIRED_MESSAGE_KEY,
  emailRule,
  isPatternId,
  mobileRule,
  validateField,
  type FieldValidationConfig,
} from '@croupier/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC: the payment (withdrawal) password is six digits unless the brand's rule says otherwise. */
export const defaultPaymentPasswordRule: FieldValidationConfig = {
  patternId: 6,
  minLength: 6,
  maxLength: 6,
  required: true,
};

const sixDigits = /^[0-9]{6}$/;

export function useCentreValidation() {
  const { t } = useTranslation('centre');
  return useMemo(() => {
    const required = (value: string, field: string) =>
      value.trim() === '' ? t('validation.required', { field }) : undefined;
    /** The message of a registration-style rule with its lengths, e.g. "Enter 6 digits" (SPEC §5 pattern ids). */
    const describeRule = (config: FieldValidationConfig): string => {
      const key = `auth:validation.pattern${isPatternId(config.patternId) ? config.patternId : 0}`;
      const min = Math.max(0, config.minLength || 0);
      if (config.maxLength > 0 && min === config.maxLength) return t(`${key}Exact`, { count: min, min, max: min });
      if (config.maxLength <= 0) return t(`${key}AtLeast`, { min });
      return t(key, { min, max: config.maxLength });
    };
    /** A value against a registration-style rule: the pattern's own message with its lengths. */
    const rule = (value: string, config: FieldValidationConfig, field: string): string | undefined => {
      const error = validateField(value, { ...config, required: true });
      if (!error) return undefined;
      return error.messageKey === REQUIRED_MESSAGE_KEY ? t('validation.required', { field }) : describeRule(config);
    };
    return {
      required,
      rule,
      describeRule,
      mobile: (value: string) =>
        required(value, t('fields.mobile')) ?? (mobileRule.test(value.trim()) ? undefined : t('validation.mobile')),
      email: (value: string) =>
        required(value, t('fields.email')) ?? (emailRule.test(value.trim()) ? undefined : t('validation.email')),
      code: (value: string) => (value.trim() === '' ? t('validation.code') : undefined),
      gaCode: (value: string) => (sixDigits.test(value.trim()) ? undefined : t('validation.gaCode')),
      confirm: (value: string, original: string, field: string) =>
        required(value, field) ?? (value === original ? undefined : t('validation.mismatch')),
    };
  }, [t]);
}
