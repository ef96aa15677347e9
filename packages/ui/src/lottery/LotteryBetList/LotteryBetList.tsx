import { selectionLabelOf } from '../shared/selectionLabel';
import { forwardRef, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryBet } from '@croupier/contract';
import { StatusBadge } from '../../feedback/StatusBadge';
import { Table, type TableColumn } from '../../layout/Table';
import { useMoney } from '../../member-centre/shared/money';
import { Pagination } from '../../navigation/Pagination';
import { Game, Mono, Payout, Root } from './LotteryBetList.styles';
import type { LotteryBetListProps } from './LotteryBetList.types';

/** The empty state's picture (kept out of JSX, where every literal reads as text). */
const emptyLook = { emptyIcon: 'receipt' } as const;

/**
 * The member's lottery bets, one page at a time: period (and game), play type, selection, amount, odds, status (the
 * kit's bet statuses, as in the betting record) and payout. Cards on a phone.
 */
export const LotteryBetList = forwardRef<HTMLElement, LotteryBetListProps>(function LotteryBetList(
  {
    bets,
    pageNo,
    pageSize,
    totalCount,
    onPageChange,
    isLoading = false,
    currency,
    currencySymbol,
    title,
    headingLevel = 2,
    ...rest
  },
  ref,
) {
  const { t, i18n } = useTranslation('lottery');
  const money = useMoney({ currency, currencySymbol });
  const titleId = useId();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const pageCount = Math.max(1, Math.ceil(totalCount / Math.max(1, pageSize)));
  const odds = useMemo(
    () => new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    [i18n.language],
  );

  const columns = useMemo<TableColumn<LotteryBet>[]>(
    () => [
      {
        key: 'period',
        header: t('bets.columns.period'),
        cell: (b) => (
          <Game>
            <Mono>{b.periodNo}</Mono>
            <small>{b.gameName}</small>
          </Game>
        ),
      },
      {
        key: 'playType',
        header: t('bets.columns.playType'),
        cell: (b) => t(`playTypes.${b.playType}`, { defaultValue: b.playType }),
      },
      { key: 'selection', header: t('bets.columns.selection'), cell: (b) => <Mono>{selectionLabelOf(t, b.playType, b.selection)}</Mono> },
      { key: 'amount', header: t('bets.columns.amount'), isNumeric: true, cell: (b) => money.format(b.amount) },
      {
        key: 'odds',
        header: t('bets.columns.odds'),
        isNumeric: true,
        hideOnPhone: true,
        cell: (b) => odds.format(b.odds),
      },
      {
        key: 'status',
        header: t('bets.columns.status'),
        cell: (b) => <StatusBadge kind="bet" status={b.status} />,
      },
      {
        key: 'payout',
        header: t('bets.columns.payout'),
        isNumeric: true,
        cell: (b) => (
          <Payout data-won={b.status === 'won' ? '' : undefined}>
            {b.status === 'pending' ? t('bets.awaiting') : money.format(b.payout)}
          </Payout>
        ),
      },
    ],
    [t, money, odds],
  );

  return (
    <Root ref={ref} data-component="LotteryBetList" aria-labelledby={titleId} {...rest}>
      <Title id={titleId} data-part="Title">
        {title ?? t('bets.title')}
      </Title>
      <Table<LotteryBet>
        data-part="Bets"
        columns={columns}
        rows={bets}
        getRowId={(b) => String(b.betId)}
        caption={t('bets.caption')}
        isCaptionHidden
        isLoading={isLoading}
        loadingRowCount={Math.min(pageSize, 5)}
        {...emptyLook}
        emptyTitle={t('bets.empty.title')}
        emptyDescription={t('bets.empty.description')}
      />
      {pageCount > 1 && (isLoading || bets.length > 0) ? (
        <Pagination page={pageNo} pageCount={pageCount} totalItems={totalCount} onPageChange={onPageChange} />
      ) : null}
    </Root>
  );
});
