import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../feedback/StatusBadge';
import { Select } from '../../forms/Select';
import { Table, type TableColumn } from '../../layout/Table';
import { useMoney } from '../../member-centre/shared/money';
import { Muted, Note } from '../../member-centre/shared/panel.styles';
import { PanelShell } from '../../member-centre/shared/PanelShell';
import { RecordTime } from '../../member-centre/shared/RecordTime';
import { Pagination } from '../../navigation/Pagination';
import { useLoyaltyFormat } from '../../vip/shared/format';
import { hasLoyaltyError, LoyaltyError } from '../../vip/shared/LoyaltyError';
import { redeemStatuses, type RedeemRecord, type RedeemStatus } from '../shared/points.types';
import type { RedeemHistoryProps } from './RedeemHistory.types';

const emptyLook = { emptyIcon: 'history' } as const;

/**
 * The redeem history (PTSYS3 `MCSFE_getRedeemPointList`): each redemption with its reward, quantity, points spent,
 * cash credited and status (applying/in process, rejected, approved) with the operator's remark.
 */
export const RedeemHistory = forwardRef<HTMLElement, RedeemHistoryProps>(function RedeemHistory(
  {
    records,
    status = null,
    onStatusChange,
    page,
    pageCount,
    onPageChange,
    totalItems,
    title,
    isTitleHidden,
    isLoading = false,
    error,
    onRetry,
    timeZone,
    currency,
    currencySymbol,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('loyalty');
  const money = useMoney({ currency, currencySymbol });
  const format = useLoyaltyFormat({ currency, currencySymbol });
  const isFailed = hasLoyaltyError(error);

  const columns = useMemo<TableColumn<RedeemRecord>[]>(
    () => [
      { key: 'time', header: t('history.columns.time'), cell: (r) => <RecordTime time={r.time} timeZone={timeZone} /> },
      {
        key: 'reward',
        header: t('history.columns.reward'),
        cell: (r) => (
          <Note>
            <span>{r.rewardName}</span>
            <Muted>{t('history.quantity', { count: r.quantity })}</Muted>
          </Note>
        ),
      },
      {
        key: 'points',
        header: t('history.columns.points'),
        isNumeric: true,
        cell: (r) => format.points(-r.points),
      },
      {
        key: 'amount',
        header: t('history.columns.amount'),
        isNumeric: true,
        cell: (r) => (r.amount !== undefined ? money.format(r.amount) : t('history.noCash')),
      },
      {
        key: 'status',
        header: t('history.columns.status'),
        align: 'center',
        cell: (r) => (
          <Note>
            <StatusBadge kind="redemption" status={r.status} />
            {r.remark ? <Muted data-part="Remark">{r.remark}</Muted> : null}
          </Note>
        ),
      },
    ],
    [t, money, format, timeZone],
  );

  const statusOptions = useMemo(
    () => [
      { value: '', label: t('history.allStatuses') },
      ...redeemStatuses.map((value) => ({ value, label: t(`history.statuses.${value}`) })),
    ],
    [t],
  );

  return (
    <PanelShell
      ref={ref}
      name="RedeemHistory"
      title={title ?? t('history.title')}
      isTitleHidden={isTitleHidden}
      filtersLabel={t('history.filters')}
      filters={
        onStatusChange ? (
          <Select
            label={t('history.status')}
            placeholder={null}
            options={statusOptions}
            value={status ?? ''}
            onChange={(event) => onStatusChange((event.target.value || null) as RedeemStatus | null)}
          />
        ) : undefined
      }
      footer={
        !isFailed && pageCount > 1 ? (
          <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} totalItems={totalItems} />
        ) : null
      }
      {...rest}
    >
      {isFailed ? (
        <LoyaltyError error={error} onRetry={onRetry} />
      ) : (
        <Table<RedeemRecord>
          data-part="Records"
          columns={columns}
          rows={records}
          getRowId={(r) => r.id}
          caption={t('history.caption')}
          isCaptionHidden
          isLoading={isLoading}
          {...emptyLook}
          emptyTitle={t('history.empty')}
          emptyDescription={t('history.emptyHint')}
        />
      )}
    </PanelShell>
  );
});
