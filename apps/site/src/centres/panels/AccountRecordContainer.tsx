/**
 * transactionHistory: the account record, every movement of the member's wallets. A movement of a vendor's transfer
 * wallet names the vendor beside its reference (its balance after is that wallet's, not the main one's).
 */
import type { TransactionRecord } from '@croupier/contract';
import { AccountRecordPanel, MAIN_WALLET_ID, type AccountRecordFilters, type LedgerEntry } from '@croupier/ui';
import { useVendorNames } from '../../games/useVendorNames';
import { useRecordPage } from './useRecordPage';

export function toLedgerEntry(record: TransactionRecord, names: Readonly<Record<string, string>>): LedgerEntry {
  const wallet = record.wallet === MAIN_WALLET_ID ? undefined : names[record.wallet];
  return {
    id: String(record.id),
    time: record.time,
    type: record.type,
    amount: record.amount,
    balanceAfter: record.balanceAfter,
    ...(record.reference ? { reference: record.reference } : {}),
    ...(wallet ? { remark: wallet } : {}),
  };
}

export default function AccountRecordContainer() {
  const { names } = useVendorNames();
  const records = useRecordPage<'transactionRecords', AccountRecordFilters>(
    'transactionRecords',
    { type: null },
    ({ range, type }, pageNo) => ({ from: range.from, to: range.to, ...(type ? { type } : {}), pageNo }),
  );
  const data = records.data;
  return (
    <AccountRecordPanel
      {...records.panel}
      filters={records.filters}
      onFiltersChange={records.onFiltersChange}
      entries={(data?.list ?? []).map((record) => toLedgerEntry(record, names))}
      summary={data ? { totalIn: data.totals.in, totalOut: data.totals.out } : null}
      page={data?.pageNum ?? records.page}
      pageCount={data?.totalPages ?? 1}
      totalItems={data?.total}
      onPageChange={records.onPageChange}
    />
  );
}
