import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../feedback/StatusBadge';
import { Table, type TableColumn } from '../../layout/Table';
import type { CashierFormat } from '../shared/cashierMoney';
import { depositRecordBadges } from './depositChannels';
import type { DepositChannel, DepositRecord } from './DepositPanel.types';
import type { IconName } from '../../primitives/Icon';

const historyIcon: IconName = 'receipt';

export interface DepositHistoryProps {
  records: readonly DepositRecord[];
  channels: readonly DepositChannel[];
  isLoading: boolean;
  format: CashierFormat;
}

/** The member's recent deposits: a small table, stacked cards in a narrow pane. */
export function DepositHistory({ records, channels, isLoading, format }: DepositHistoryProps) {
  const { t } = useTranslation('cashier');
  const columns = useMemo<TableColumn<DepositRecord>[]>(() => {
    const nameOf = (key: string) => channels.find((channel) => channel.key === key)?.name ?? key;
    return [
      { key: 'time', header: t('deposit.history.time'), cell: (row) => format.dateTime(row.time), width: 150 },
      { key: 'orderNo', header: t('deposit.history.orderNo'), cell: (row) => row.orderNo, hideOnPhone: true },
      { key: 'channel', header: t('deposit.history.channel'), cell: (row) => nameOf(row.channel) },
      { key: 'amount', header: t('deposit.history.amount'), isNumeric: true, cell: (row) => format.money(row.amount) },
      {
        key: 'status',
        header: t('deposit.history.status'),
        align: 'center',
        cell: (row) => <StatusBadge kind="transaction" status={depositRecordBadges[row.status]} />,
      },
    ];
  }, [t, channels, format]);

  return (
    <Table
      caption={t('deposit.history.title')}
      columns={columns}
      rows={records}
      getRowId={(row) => row.orderNo}
      isLoading={isLoading}
      loadingRowCount={3}
      emptyTitle={t('deposit.history.emptyTitle')}
      emptyDescription={t('deposit.history.emptyDescription')}
      emptyIcon={historyIcon}
      data-part="History"
    />
  );
}
