/**
 * manualRebate (cashback, MANPLAYREB3): per product type, the valid bets since the last claim, the merchant's rate and
 * what they pay now, as the platform computed them; a claim credits the total once and the count starts again.
 */
import { useMemberMutation, useMemberQuery } from '@croupier/data';
import { ManualRebatePanel } from '@croupier/ui';
import { useTranslation } from 'react-i18next';
import { brand } from '../../brand';
import { loadErrorText, submitErrorOf } from './centreErrors';
import { toRebateHistory, toRebateRows } from './rewardsModel';

export default function ManualRebateContainer() {
  const { t } = useTranslation('site');
  const settings = useMemberQuery('rebateSettings');
  const claim = useMemberMutation('rebateClaim', { invalidates: ['rebateSettings', 'bonusDetails'], balance: true });
  const data = settings.data;
  return (
    <ManualRebatePanel
      currencySymbol={brand.currencySymbol}
      isTitleHidden
      isLoading={!settings.error && data === undefined}
      error={settings.error ? loadErrorText(t, settings.error) : undefined}
      onRetry={() => void settings.mutate()}
      rows={toRebateRows(data?.list ?? [])}
      lastClaimTime={data?.lastClaimAt ?? null}
      minClaim={data?.minClaim}
      history={toRebateHistory(data?.recent ?? [])}
      isHistoryLoading={data === undefined && !settings.error}
      onClaim={async () => {
        try {
          const done = await claim.trigger();
          return { amount: done.amount };
        } catch (error) {
          throw submitErrorOf(t, error);
        }
      }}
    />
  );
}
