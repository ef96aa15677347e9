/** How the contract parts write rates and periods. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAgentDate } from './AgentTime';

/** A percent as the member's language writes it, two decimals at most (1.25 -> '1.25%'). */
export function usePercent() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
    return (percent: number) => format.format(percent / 100);
  }, [i18n.language]);
}

/** Between the two ends of a period (kept out of JSX, where every literal reads as text). */
const rangeDash = ' – ';

/** A period's two ends in the member's zone; the second without its day when both are on one day. */
export function formatPeriodRange(from: string, to: string, timeZone?: string): string {
  const start = formatAgentDate(from, timeZone);
  const end = formatAgentDate(to, timeZone);
  const shortEnd = end.length > 10 && end.slice(0, 10) === start.slice(0, 10) ? end.slice(11) : end;
  return start === end ? start : `${start}${rangeDash}${shortEnd}`;
}
