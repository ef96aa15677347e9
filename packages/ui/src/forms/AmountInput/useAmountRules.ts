import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, validateAmount, type AmountIssue, type AmountRules } from './amount';

export interface AmountRulesOptions extends AmountRules {
  /** ISO 4217 code for formatting the limits in messages and the hint; none formats plain numbers. */
  currency?: string;
}

export interface LocalizedAmountRules {
  /** react-hook-form `validate`: true when valid, otherwise the localized message. */
  validate: (value: string | number | null | undefined) => true | string;
  /** The localized message for an issue code. */
  messageFor: (issue: AmountIssue) => string;
  /** "Min 100.00 · Max 50,000.00" in the UI language, or undefined without limits. */
  hint: string | undefined;
  /** Formats money in the UI language with two decimals. */
  format: (amount: number) => string;
}

/**
 * The amount rules with their localized messages, so a form validates with exactly what AmountInput shows:
 * `register('amount', { validate: rules.validate })`.
 */
export function useAmountRules({
  min,
  max,
  isRequired = true,
  currency,
}: AmountRulesOptions = {}): LocalizedAmountRules {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.language;
  return useMemo(() => {
    const format = (amount: number) => formatAmount(amount, locale, currency);
    const limits = { min: min === undefined ? '' : format(min), max: max === undefined ? '' : format(max) };
    const messageFor = (issue: AmountIssue) => t(`amountInput.errors.${issue}`, limits);
    const hint =
      min !== undefined && max !== undefined
        ? t('amountInput.hint', limits)
        : min !== undefined
          ? t('amountInput.hintMin', limits)
          : max !== undefined
            ? t('amountInput.hintMax', limits)
            : undefined;
    const validate = (value: string | number | null | undefined) => {
      const issue = validateAmount(value, { min, max, isRequired });
      return issue ? messageFor(issue) : true;
    };
    return { validate, messageFor, hint, format };
  }, [t, locale, currency, min, max, isRequired]);
}
