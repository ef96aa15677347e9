/**
 * Money for the cashier panels: amounts arrive in major units with two decimals (as on the wire); every sum is
 * done in whole cents so a fee or a total never picks up floating-point dust.
 */
import { DEFAULT_CURRENCY_SYMBOL } from '@croupier/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toCents } from '../../forms/AmountInput/amount';
import { formatMoneyIn } from '../../feedback/StatCards/formatStat';

/** A channel's fee: a fixed amount, a percentage of the amount (1.5 = 1.5 %), or both added together. */
export interface CashierFee {
  fixed?: number;
  percent?: number;
}

/** A moment: an ISO 8601 string or milliseconds since the epoch. */
export type CashierTime = string | number;

export function timeOf(value: CashierTime): number {
  return typeof value === 'number' ? value : Date.parse(value);
}

/** The fee on `amount` in major units: fixed plus the percentage, rounded to the cent (half up). */
export function feeFor(amount: number, fee: CashierFee | undefined): number {
  if (!fee || amount <= 0) return 0;
  const fixedCents = toCents(fee.fixed ?? 0);
  const percentCents = Math.round((toCents(amount) * (fee.percent ?? 0)) / 100);
  return (fixedCents + percentCents) / 100;
}

/** `a + b` (or `a - b` with a negative `b`) in cents. */
export function addMoney(a: number, b: number): number {
  return (toCents(a) + toCents(b)) / 100;
}

export function hasFee(fee: CashierFee | undefined): boolean {
  return Boolean(fee && ((fee.fixed ?? 0) > 0 || (fee.percent ?? 0) > 0));
}

/** The narrow symbol of an ISO 4217 code in a language ("¥", "$", "₫"), or undefined for an unknown code. */
export function currencySymbolOf(currency: string | undefined, lang: string): string | undefined {
  if (!currency) return undefined;
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value;
  } catch {
    return undefined;
  }
}

export interface CashierFormat {
  /** The symbol shown before amounts and in the amount field. */
  symbol: string;
  /** "¥1,234.50" in the UI language (two decimals, comma thousands where the language uses them). */
  money: (amount: number) => string;
  /** A percentage as the language writes it ("1.5%"). */
  percent: (value: number) => string;
  /** "12:30" or "11/25 12:30" when the moment is not today, in the given time zone. */
  time: (value: CashierTime) => string;
  /** Hours and minutes alone ("14:30"). */
  clock: (value: CashierTime) => string;
  /** "2026/11/25 12:30" for records. */
  dateTime: (value: CashierTime) => string;
}

/** Formatters in the member's language: the brand's symbol wins, else the currency's own, else the platform's. */
export function useCashierFormat({
  currency,
  currencySymbol,
  timeZone,
}: {
  currency?: string;
  currencySymbol?: string;
  timeZone?: string;
}): CashierFormat {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(() => {
    const symbol = currencySymbol ?? currencySymbolOf(currency, lang) ?? DEFAULT_CURRENCY_SYMBOL;
    const percentFormat = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 });
    const clockFormat = new Intl.DateTimeFormat(lang, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    const dayFormat = new Intl.DateTimeFormat(lang, { month: '2-digit', day: '2-digit', timeZone });
    const fullFormat = new Intl.DateTimeFormat(lang, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    return {
      symbol,
      money: (amount) => formatMoneyIn(lang, amount, symbol),
      percent: (value) => percentFormat.format(value / 100),
      clock: (value) => clockFormat.format(timeOf(value)),
      time: (value) => {
        const at = timeOf(value);
        const sameDay = dayFormat.format(at) === dayFormat.format(Date.now());
        return sameDay ? clockFormat.format(at) : `${dayFormat.format(at)} ${clockFormat.format(at)}`;
      },
      dateTime: (value) => fullFormat.format(timeOf(value)),
    };
  }, [lang, currency, currencySymbol, timeZone]);
}
