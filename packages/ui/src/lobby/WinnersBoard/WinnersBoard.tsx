import { DEFAULT_CURRENCY_SYMBOL, formatMoney } from '@croupier/contract';
import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../feedback/EmptyState';
import { Icon } from '../../primitives/Icon';
import { maskAccount } from './maskAccount';
import { BoardRoot, SkeletonLine, Table } from './WinnersBoard.styles';
import type { WinnersBoardProps } from './WinnersBoard.types';

/** Recent winners (SPEC §2): masked account, game and amount (two decimals, comma thousands), as a table. */
export const WinnersBoard = forwardRef<HTMLElement, WinnersBoardProps>(function WinnersBoard(
  { winners, isLoading = false, title, currencySymbol = DEFAULT_CURRENCY_SYMBOL, skeletonRows = 5, ...rest },
  ref,
) {
  const { t } = useTranslation('lobby');
  const headingId = useId();
  const isEmpty = !isLoading && winners.length === 0;
  return (
    <BoardRoot ref={ref} data-component="WinnersBoard" aria-labelledby={headingId} aria-busy={isLoading || undefined} {...rest}>
      <h2 id={headingId}>
        <Icon name="reward" />
        {title ?? t('winners.title')}
      </h2>
      {isEmpty ? (
        <EmptyState size="sm" icon="reward" title={t('winners.empty')} headingLevel={3} />
      ) : (
        <Table aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('winners.player')}</th>
              <th scope="col">{t('winners.game')}</th>
              <th scope="col">{t('winners.amount')}</th>
            </tr>
          </thead>
          {isLoading ? (
            <tbody role="status" aria-label={t('winners.loading')} data-part="Skeleton">
              {Array.from({ length: skeletonRows }, (_, i) => (
                <tr key={i} aria-hidden="true">
                  <td><SkeletonLine style={{ width: '60%' }} /></td>
                  <td><SkeletonLine style={{ width: '80%' }} /></td>
                  <td><SkeletonLine style={{ width: '50%', marginInlineStart: 'auto' }} /></td>
                </tr>
              ))}
            </tbody>
          ) : (
            <tbody>
              {winners.map((winner) => (
                <tr key={winner.id}>
                  <td data-part="Account">{maskAccount(winner.account)}</td>
                  <td data-part="Game" title={winner.gameName}>
                    {winner.gameName}
                  </td>
                  <td data-part="Amount">
                    {currencySymbol}
                    {formatMoney(winner.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          )}
        </Table>
      )}
    </BoardRoot>
  );
});
