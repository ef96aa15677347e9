/** Small readers of the contract's lottery rules that several playing pieces share (no rules of their own). */
import { FORMAT_RULES, type BallFormat, type LotteryFormat } from '@croupier/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The ball rule of a fast format, or null for the prize-board formats (Vietnam, 4D). */
export function ballRuleOf(format: LotteryFormat): BallFormat | null {
  const rule = FORMAT_RULES[format];
  return rule.kind === 'balls' ? rule : null;
}

/** A ball as selection text ('7' or '07'): the format's width. */
export const ballText = (n: number, width: number): string => String(n).padStart(width, '0');

/** Odds with two decimals (`1.94`), counts without, in the UI language. */
export function useLotteryNumbers() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(() => {
    const odds = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const count = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
    return { odds: (value: number) => odds.format(value), count: (value: number) => count.format(value) };
  }, [lang]);
}
