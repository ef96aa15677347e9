import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Table, type TableColumn } from '../../layout/Table';
import { Pagination } from '../../navigation/Pagination';
import { sumMoney, useMoney } from '../../member-centre/shared/money';
import { PanelError, hasError } from '../../member-centre/shared/PanelError';
import { PanelShell } from '../../member-centre/shared/PanelShell';
import { PeriodFilter } from '../../member-centre/shared/PeriodFilter';
import { SignedAmount } from '../../member-centre/shared/SignedAmount';
import { AccountSearch } from '../shared/AccountSearch';
import {
  userProfitLossColumns,
  type UserProfitLossPanelProps,
  type UserProfitLossRow,
  type UserProfitLossTotals,
} from './UserProfitLossPanel.types';

const emptyLook = { emptyIcon: 'percent' } as const;
/** The figures that are gains or losses (signed and coloured); the rest are plain amounts. */
const signedColumns: ReadonlySet<string> = new Set(['winLoss', 'net']);
const phoneHidden: ReadonlySet<string> = new Set(['validBet', 'bonus']);

/**
 * Profit and loss per member (agent centre `userProfitAndLoss`): a period and an account, then each member's
 * deposits, withdrawals, valid bet, win/loss, bonuses and net (signed and coloured) with a totals row; sortable by
 * any column and paged by the site. Cards on a narrow panel.
 */
export const UserProfitLossPanel = forwardRef<HTMLElement, UserProfitLossPanelProps>(function UserProfitLossPanel(
  {
    filters,
    onFiltersChange,
    rows,
    totals,
    sort,
    onSortChange,
    page,
    pageCount,
    onPageChange,
    totalItems,
    today,
    minDate,
    timeZone,
    currency,
    currencySymbol,
    title,
    isTitleHidden,
    isLoading = false,
    error,
    onRetry,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('centre');
  const money = useMoney({ currency, currencySymbol });
  const isFailed = hasError(error);

  const columns = useMemo<TableColumn<UserProfitLossRow>[]>(
    () => [
      { key: 'account', header: t('agent.profitLoss.columns.account'), sortable: true, cell: (r) => r.account },
      ...userProfitLossColumns.map((key): TableColumn<UserProfitLossRow> => ({
        key,
        header: t(`agent.profitLoss.columns.${key}`),
        isNumeric: true,
        sortable: true,
        hideOnPhone: phoneHidden.has(key),
        cell: (r) => (signedColumns.has(key) ? <SignedAmount value={r[key]} money={money} /> : money.format(r[key])),
      })),
    ],
    [t, money],
  );

  const sums = useMemo<UserProfitLossTotals | null>(() => {
    if (totals) return totals;
    if (rows.length === 0) return null;
    return Object.fromEntries(
      userProfitLossColumns.map((key) => [key, sumMoney(rows.map((row) => row[key]))]),
    ) as unknown as UserProfitLossTotals;
  }, [rows, totals]);
  const totalsRow = sums
    ? Object.fromEntries(
        userProfitLossColumns.map((key) => [
          key,
          signedColumns.has(key) ? <SignedAmount value={sums[key]} money={money} /> : money.format(sums[key]),
        ]),
      )
    : undefined;
  const showPages = !isFailed && pageCount > 1 && (isLoading || rows.length > 0);

  return (
    <PanelShell
      ref={ref}
      name="UserProfitLossPanel"
      title={title ?? t('agent.profitLoss.title')}
      isTitleHidden={isTitleHidden}
      filtersLabel={t('agent.common.filters')}
      filters={
        <>
          <AccountSearch value={filters.account} onSearch={(account) => onFiltersChange({ ...filters, account })} />
          <PeriodFilter
            value={filters.range}
            onChange={(range) => onFiltersChange({ ...filters, range })}
            today={today}
            timeZone={timeZone}
            minDate={minDate}
          />
        </>
      }
      footer={
        showPages ? (
          <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} totalItems={totalItems} />
        ) : null
      }
      {...rest}
    >
      {isFailed ? (
        <PanelError error={error} onRetry={onRetry} />
      ) : (
        <Table<UserProfitLossRow>
          data-part="Members"
          columns={columns}
          rows={rows}
          getRowId={(r) => r.account}
          caption={t('agent.profitLoss.caption')}
          isCaptionHidden
          sort={sort}
          onSortChange={onSortChange}
          isLoading={isLoading}
          totals={totalsRow}
          {...emptyLook}
          emptyTitle={t('agent.profitLoss.empty.title')}
          emptyDescription={t('agent.profitLoss.empty.description')}
        />
      )}
    </PanelShell>
  );
});
