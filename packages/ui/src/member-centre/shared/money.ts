/** Money in the member centre: two decimals in the UI language, with the brand's currency symbol or ISO code. */
import { DEFAULT_CURRENCY_SYMBOL } from '@croupier/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyIn } from '../../feedback/StatCards/formatStat';
import { formatAmount } from '../../forms/AmountInput/amount';
import type { MoneyProps } from './panel.types';

/** What every money-showing panel takes: the symbol the brand shows, or an ISO 4217 code for Intl's own symbol. */
export interface CentreCurrencyProps {
  /** The brand's currency symbol before amounts (default the platform's 'P'). */
  currencySymbol?: string;
  /** ISO 4217 code; when given, amounts are formatted in Intl's currency style instead of with the symbol. */
  currency?: string;
}

/** A formatter for major-unit amounts (`1234.5` -> `P1,234.50`, `-P12.00`). */
export function useMoneyFormat({ currencySymbol = DEFAULT_CURRENCY_SYMBOL, currency }: CentreCurrencyProps) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback(
    (amount: number) => (currency ? formatAmount(amount, locale, currency) : formatMoneyIn(locale, amount, currencySymbol)),
    [locale, currency, currencySymbol],
  );
}

/** The narrow symbol of an ISO 4217 currency in a language ('PHP' -> '₱'); the code itself when Intl has none. */
export function currencySymbolOf(lang: string, currency: string): string {
  try {
    const parts = new Intl.NumberFormat(lang, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    // An unknown code or language: show the code rather than nothing.
    return currency;
  }
}

export interface Money {
  /** The symbol every figure of the panel uses (pass it on to StatCards and Chart). */
  symbol: string;
  /** `-P1,234.50`; `isSigned` adds `+` to gains (a value that rounds to zero has no sign). */
  format: (value: number, isSigned?: boolean) => string;
}

export function useMoney({ currency, currencySymbol }: MoneyProps): Money {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(() => {
    const symbol = currencySymbol ?? (currency ? currencySymbolOf(lang, currency) : DEFAULT_CURRENCY_SYMBOL);
    return { symbol, format: (value, isSigned = false) => formatMoneyIn(lang, value, symbol, isSigned) };
  }, [lang, currency, currencySymbol]);
}

/** Adds money without binary-fraction drift (0.1 + 0.2): in whole cents, back to major units. */
export function sumMoney(values: readonly number[]): number {
  return values.reduce((cents, value) => cents + Math.round(value * 100), 0) / 100;
}
