/** Numbers on the loyalty screens: money through the member centre's helper, points and rates through Intl. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../member-centre/shared/money';
import type { MoneyProps } from '../../member-centre/shared/panel.types';

export interface LoyaltyFormat {
  /** `P1,234.50` (two decimals, the member's language). */
  money: (value: number) => string;
  /** `12,480` points (at most two decimals: bets earn fractions). */
  points: (value: number) => string;
  /** `0.8%` from 0.008. */
  percent: (fraction: number) => string;
  /** A plain count. */
  count: (value: number) => string;
}

export function useLoyaltyFormat(props: MoneyProps): LoyaltyFormat {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const money = useMoney(props);
  return useMemo(() => {
    const points = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
    const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 });
    const count = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
    return {
      money: (value) => money.format(value),
      points: (value) => points.format(value),
      percent: (fraction) => percent.format(fraction),
      count: (value) => count.format(value),
    };
  }, [lang, money]);
}
