import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../forms/Select';
import { Table, type TableColumn } from '../../layout/Table';
import { Muted, Signed } from '../../member-centre/shared/panel.styles';
import { PanelShell } from '../../member-centre/shared/PanelShell';
import { RecordBadge } from '../../member-centre/shared/RecordBadge';
import { RecordTime } from '../../member-centre/shared/RecordTime';
import { Pagination } from '../../navigation/Pagination';
import { useLoyaltyFormat } from '../../vip/shared/format';
import { hasLoyaltyError, LoyaltyError } from '../../vip/shared/LoyaltyError';
import { betPointSources, pointSources, type PointSource, type PointTransaction } from '../shared/points.types';
import { pointSourceIcons } from '../shared/sourceIcons';
import type { PointsTransactionsProps } from './PointsTransactions.types';

const emptyLook = { emptyIcon: 'receipt' } as const;
const isBet = (source: PointSource) => (betPointSources as readonly PointSource[]).includes(source);

/**
 * The points ledger (MEMTRANS3 `ODSFE2_MemTransDet`): every entry with its source (bets by game category,
 * deposits, redemptions, conversions), what it was earned on and at which rate, the points in or out and the
 * balance after.
 */
export const PointsTransactions = forwardRef<HTMLElement, PointsTransactionsProps>(function PointsTransactions(
  {
    transactions,
    source = null,
    onSourceChange,
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
  const format = useLoyaltyFormat({ currency, currencySymbol });
  const isFailed = hasLoyaltyError(error);

  const columns = useMemo<TableColumn<PointTransaction>[]>(
    () => [
      { key: 'time', header: t('ledger.columns.time'), cell: (e) => <RecordTime time={e.time} timeZone={timeZone} /> },
      {
        key: 'source',
        header: t('ledger.columns.source'),
        cell: (e) => (
          <RecordBadge
            look={{ tone: e.points >= 0 ? (isBet(e.source) ? 'info' : 'success') : 'warning', icon: pointSourceIcons[e.source] }}
            label={t(`sources.${e.source}`)}
            data-source={e.source}
          />
        ),
      },
      {
        key: 'detail',
        header: t('ledger.columns.detail'),
        cell: (e) =>
          e.baseAmount !== undefined && e.rate !== undefined ? (
            <Muted>
              {t(isBet(e.source) ? 'ledger.betDetail' : 'ledger.depositDetail', {
                amount: format.money(e.baseAmount),
                rate: format.points(e.rate),
              })}
            </Muted>
          ) : (
            <Muted>{t(`ledger.details.${e.points >= 0 ? 'in' : 'out'}`)}</Muted>
          ),
      },
      {
        key: 'points',
        header: t('ledger.columns.points'),
        isNumeric: true,
        cell: (e) => (
          <Signed data-tone={e.points > 0 ? 'positive' : e.points < 0 ? 'negative' : undefined}>
            {e.points > 0 ? `+${format.points(e.points)}` : format.points(e.points)}
          </Signed>
        ),
      },
      {
        key: 'balance',
        header: t('ledger.columns.balance'),
        isNumeric: true,
        hideOnPhone: true,
        cell: (e) => (e.balanceAfter !== undefined ? format.points(e.balanceAfter) : null),
      },
    ],
    [t, format, timeZone],
  );

  const sourceOptions = useMemo(
    () => [
      { value: '', label: t('ledger.allSources') },
      ...pointSources.map((value) => ({ value, label: t(`sources.${value}`) })),
    ],
    [t],
  );

  return (
    <PanelShell
      ref={ref}
      name="PointsTransactions"
      title={title ?? t('ledger.title')}
      isTitleHidden={isTitleHidden}
      filtersLabel={t('ledger.filters')}
      filters={
        onSourceChange ? (
          <Select
            label={t('ledger.source')}
            placeholder={null}
            options={sourceOptions}
            value={source ?? ''}
            onChange={(event) => onSourceChange((event.target.value || null) as PointSource | null)}
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
        <Table<PointTransaction>
          data-part="Records"
          columns={columns}
          rows={transactions}
          getRowId={(e) => e.id}
          caption={t('ledger.caption')}
          isCaptionHidden
          isLoading={isLoading}
          {...emptyLook}
          emptyTitle={t('ledger.empty')}
          emptyDescription={t('ledger.emptyHint')}
        />
      )}
    </PanelShell>
  );
});
