/**
 * personalHistoryCopy: the betting record. The vendor filter offers the vendors of the chosen category; rows name
 * their vendor by its display name (the code when the platform lists no name for it).
 */
import type { BetRecord as WireRecord } from '@croupier/contract';
import { useMemberQuery } from '@croupier/data';
import { BettingRecordPanel, type BetRecord, type BettingRecordFilters } from '@croupier/ui';
import { useMemo } from 'react';
import { useRecordPage } from './useRecordPage';

const ALL_VENDORS = {};

export function toBetRecord(record: WireRecord, names: Readonly<Record<string, string>>): BetRecord {
  return {
    id: String(record.id),
    time: record.time,
    game: record.gameName,
    vendor: names[record.vendor] ?? record.vendor,
    roundId: record.roundId,
    stake: record.stake,
    validBet: record.validBet,
    payout: record.payout,
    winLoss: record.winLoss,
    status: record.status,
  };
}

export default function BettingRecordContainer() {
  const vendors = useMemberQuery('betVendors', ALL_VENDORS).data?.list;
  const records = useRecordPage<'betRecords', BettingRecordFilters>(
    'betRecords',
    { category: null, vendor: null },
    ({ range, category, vendor }, pageNo) => ({
      from: range.from,
      to: range.to,
      ...(category ? { category } : {}),
      ...(vendor ? { vendor } : {}),
      pageNo,
    }),
  );
  const { category } = records.filters;
  const names = useMemo(() => Object.fromEntries((vendors ?? []).map((v) => [v.vendor, v.name])), [vendors]);
  const options = useMemo(() => {
    const shown = (vendors ?? []).filter((v) => category === null || v.category === category);
    // A vendor listed under two categories is offered once.
    return [...new Map(shown.map((v) => [v.vendor, { value: v.vendor, label: v.name }])).values()];
  }, [vendors, category]);
  const data = records.data;
  return (
    <BettingRecordPanel
      {...records.panel}
      filters={records.filters}
      onFiltersChange={(next) => {
        // Another category keeps the vendor only when it is one of that category's.
        const keeps =
          next.vendor === null ||
          next.category === null ||
          (vendors ?? []).some((v) => v.vendor === next.vendor && v.category === next.category);
        records.onFiltersChange(keeps ? next : { ...next, vendor: null });
      }}
      vendors={options}
      records={(data?.list ?? []).map((record) => toBetRecord(record, names))}
      summary={data?.totals}
      page={data?.pageNum ?? records.page}
      pageCount={data?.totalPages ?? 1}
      totalItems={data?.total}
      onPageChange={records.onPageChange}
    />
  );
}
