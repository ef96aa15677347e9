/**
 * What the record pages share: the filters with their period (the last 7 days at first; a preset names days from
 * "today" in the merchant's time zone, which every answer names), the page, and the panel's loading, error, date and
 * money settings.
 */
import { RECORD_FIRST_YEAR, type RequestOf, type ResponseOf } from '@croupier/contract';
import { useMemberQuery } from '@croupier/data';
import { rangeForPreset, type DateRangeQuickPreset, type DateRangeValue } from '@croupier/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../brand';
import { loadErrorText } from './centreErrors';

export type RecordKey =
  | 'betRecords'
  | 'transactionRecords'
  | 'profitReport'
  | 'bonusDetails'
  // The agent centre's reports (every one names the zone too).
  | 'teamOverview'
  | 'downlineList'
  | 'teamBetting'
  | 'teamProfitLoss'
  | 'myIncome'
  | 'downlineTransactions';

const DEFAULT_PRESET: DateRangeQuickPreset = 'last7';
/** No record is older than the platform's first record year: a custom range starts there at the earliest. */
const MIN_DATE = `${RECORD_FIRST_YEAR}-01-01`;

/** The merchant's zone as the last answer named it: a record page opened later starts in it. */
let knownZone: string | undefined;

/** Today, yyyy-MM-dd, in `timeZone` (the browser's when unknown or not a zone this browser knows). */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  const format = (zone: string | undefined) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  try {
    return format(timeZone);
  } catch {
    return format(undefined);
  }
}

export function useRecordPage<K extends RecordKey, F extends { range: DateRangeValue }>(
  key: K,
  initial: Omit<F, 'range'>,
  requestOf: (filters: F, page: number) => RequestOf<K>,
) {
  const { t } = useTranslation('site');
  const [zone, setZone] = useState(knownZone);
  const today = todayIn(zone);
  const [chosen, setChosen] = useState(() => ({ ...initial, range: rangeForPreset(DEFAULT_PRESET, today) }) as F);
  const [page, setPage] = useState(1);
  // A preset is read again from today: once the answer names the merchant's zone, "today" is the merchant's.
  const filters: F =
    chosen.range.preset === 'custom' ? chosen : { ...chosen, range: rangeForPreset(chosen.range.preset, today) };
  const query = useMemberQuery(key, requestOf(filters, page));
  const data: ResponseOf<K> | undefined = query.data;
  // Every records answer names the zone (a generic K does not let TypeScript see it).
  const answeredZone = (data as { timeZone: string } | undefined)?.timeZone;
  useEffect(() => {
    if (!answeredZone || answeredZone === zone) return;
    knownZone = answeredZone;
    setZone(answeredZone);
  }, [answeredZone, zone]);

  return {
    data,
    filters,
    onFiltersChange: (next: F) => {
      setChosen(next);
      setPage(1);
    },
    page,
    onPageChange: setPage,
    /** What every record panel takes besides its own data. */
    panel: {
      isTitleHidden: true,
      currencySymbol: brand.currencySymbol,
      today,
      timeZone: answeredZone ?? zone,
      minDate: MIN_DATE,
      isLoading: query.isLoading,
      error: query.error ? loadErrorText(t, query.error) : undefined,
      onRetry: () => void query.mutate(),
    },
  };
}
