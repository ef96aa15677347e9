import { DEFAULT_CURRENCY_SYMBOL, BALANCE_HIDDEN_MASK, formatMoney } from '@croupier/contract';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../actions/IconButton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { Amount, BalanceRoot, Caption, Skeleton, CurrencySymbol, Toggle } from './BalanceDisplay.styles';
import type { BalanceDisplayProps } from './BalanceDisplay.types';

/**
 * The member's balance: two decimals, comma thousands, tabular figures. A click hides it as `***` (and back);
 * a skeleton stands in while `balance` is undefined; an optional refresh button spins while refreshing.
 */
export const BalanceDisplay = forwardRef<HTMLDivElement, BalanceDisplayProps>(function BalanceDisplay(
  {
    balance,
    currencySymbol = DEFAULT_CURRENCY_SYMBOL,
    isHidden: hiddenProp,
    defaultHidden = false,
    onHiddenChange,
    onRefresh,
    isRefreshing = false,
    hasLabel = false,
    size = 'md',
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('frame');
  const [ownHidden, setOwnHidden] = useState(defaultHidden);
  const isHidden = hiddenProp ?? ownHidden;
  const isLoading = balance === undefined;
  const amount = isLoading ? '' : formatMoney(balance);

  const toggle = () => {
    const next = !isHidden;
    if (hiddenProp === undefined) setOwnHidden(next);
    onHiddenChange?.(next);
  };

  return (
    <BalanceRoot ref={ref} data-component="BalanceDisplay" data-size={size} aria-busy={isLoading || undefined} {...rest}>
      {isLoading ? (
        <Skeleton data-part="Skeleton" role="status" aria-label={t('balance.loading')} />
      ) : (
        <Toggle
          type="button"
          data-part="Toggle"
          data-hidden={isHidden ? '' : undefined}
          // The visible amount is the name (with the caption); aria-pressed says whether it is hidden.
          aria-pressed={isHidden}
          onClick={toggle}
        >
          {hasLabel ? <Caption data-part="Caption">{t('balance.label')}</Caption> : <VisuallyHidden>{t('balance.label')}</VisuallyHidden>}
          <Amount data-part="Amount">
            <CurrencySymbol data-part="CurrencySymbol">{currencySymbol}</CurrencySymbol>
            <span data-part="Value">{isHidden ? BALANCE_HIDDEN_MASK : amount}</span>
          </Amount>
        </Toggle>
      )}
      {onRefresh ? (
        <IconButton
          icon="refresh"
          size="sm"
          label={t('balance.refresh')}
          data-part="RefreshButton"
          data-refreshing={isRefreshing ? '' : undefined}
          aria-busy={isRefreshing || undefined}
          onClick={() => {
            if (!isRefreshing) onRefresh();
          }}
        />
      ) : null}
    </BalanceRoot>
  );
});
