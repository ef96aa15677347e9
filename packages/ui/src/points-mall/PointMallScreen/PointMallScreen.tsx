import { forwardRef, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { EmptyState } from '../../feedback/EmptyState';
import { Skeleton } from '../../feedback/Skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../navigation/Tabs';
import { Icon } from '../../primitives/Icon';
import { RecordBadge } from '../../member-centre/shared/RecordBadge';
import { useLoyaltyFormat } from '../../vip/shared/format';
import { hasLoyaltyError, LoyaltyError } from '../../vip/shared/LoyaltyError';
import { RedeemDialog } from '../RedeemDialog';
import type { PointReward } from '../shared/points.types';
import { redeemBlockOf } from '../shared/rules';
import { pointSourceIcons } from '../shared/sourceIcons';
import { BalanceCard, CategoryBar, Grid, Rates, RewardCard, RewardsSection, Root } from './PointMallScreen.styles';
import type { PointMallScreenProps, PointMallTab } from './PointMallScreen.types';

/** Skeleton shapes (kept out of JSX, where every literal reads as text). */
const rectBone = { shape: 'rect' } as const;
const tabValues = { rewards: 'rewards', history: 'history', transactions: 'transactions' } as const;

const skeletonCards = [0, 1, 2, 3, 4, 5];
const emptyLook = { icon: 'reward' } as const;
const kindLooks = {
  cash: { tone: 'accent', icon: 'coins' },
  item: { tone: 'info', icon: 'reward' },
} as const;

/** A reward's picture; the kind's emblem when there is none or it fails to load. */
function RewardArt({ reward, cashText }: { reward: PointReward; cashText?: string }) {
  const [isBroken, setIsBroken] = useState(false);
  if (reward.imageUrl && !isBroken)
    return <img src={reward.imageUrl} alt="" loading="lazy" onError={() => setIsBroken(true)} />;
  if (cashText) return <span data-part="CashFigure">{cashText}</span>;
  return <Icon name="reward" size="xl" aria-hidden="true" />;
}

/**
 * The points mall (/pointMall): the member's points (and points to cash), how points are earned, the rewards by
 * category with their points and amount requirements (a reward out of reach says why), the redeem dialog, and the
 * redeem history and points ledger as tabs.
 */
export const PointMallScreen = forwardRef<HTMLElement, PointMallScreenProps>(function PointMallScreen(
  {
    isLoggedIn,
    balance,
    qualifyingAmount,
    categories,
    rewards,
    category: categoryProp,
    onCategoryChange,
    conversion,
    earnRates,
    onRedeem,
    onConvert,
    onLogin,
    paymentPasswordRule,
    history,
    transactions,
    tab: tabProp,
    onTabChange,
    isLoading = false,
    error,
    onRetry,
    currency,
    currencySymbol,
    titleLevel = 1,
    isTitleHidden = false,
    ...rest
  },
  ref,
) {
  const TitleTag = titleLevel === 1 ? 'h1' : 'h2';
  const { t } = useTranslation('loyalty');
  const format = useLoyaltyFormat({ currency, currencySymbol });
  const [ownCategory, setOwnCategory] = useState<string | null>(null);
  const category = categoryProp === undefined ? ownCategory : categoryProp;
  const [ownTab, setOwnTab] = useState<PointMallTab>('rewards');
  const tab = tabProp ?? ownTab;
  const [redeeming, setRedeeming] = useState<PointReward | null>(null);
  const [isConverting, setIsConverting] = useState(false);
  const balanceTitleId = useId();
  const rewardsTitleId = useId();

  const shown = useMemo(
    () => (category === null ? rewards : rewards.filter((reward) => reward.categoryId === category)),
    [rewards, category],
  );
  const pickCategory = (next: string | null) => {
    setOwnCategory(next);
    onCategoryChange?.(next);
  };
  const pickTab = (next: string) => {
    setOwnTab(next as PointMallTab);
    onTabChange?.(next as PointMallTab);
  };
  const money = { currency, currencySymbol };
  const isFailed = hasLoyaltyError(error);

  const rewardsView = (
    <RewardsSection aria-labelledby={rewardsTitleId} data-part="Rewards">
      <h2 id={rewardsTitleId}>{t('mall.rewards')}</h2>
      {categories.length > 0 ? (
        <CategoryBar role="group" aria-label={t('mall.categories')} data-part="Categories">
          <button type="button" aria-pressed={category === null} onClick={() => pickCategory(null)}>
            {t('mall.allCategories')}
          </button>
          {categories.map((item) => (
            <button
              key={item.id}
              type="button"
              aria-pressed={category === item.id}
              onClick={() => pickCategory(item.id)}
            >
              {item.name}
            </button>
          ))}
        </CategoryBar>
      ) : null}
      {isFailed ? (
        <LoyaltyError error={error} onRetry={onRetry} />
      ) : !isLoading && shown.length === 0 ? (
        <EmptyState
          size="sm"
          {...emptyLook}
          title={t('mall.empty')}
          description={category === null ? t('mall.emptyHint') : t('mall.emptyCategoryHint')}
        />
      ) : (
        <Grid aria-labelledby={rewardsTitleId} aria-busy={isLoading || undefined} data-part="Grid">
          {isLoading
            ? skeletonCards.map((card) => (
                <RewardCard key={card} aria-hidden="true">
                  <Skeleton {...rectBone} height={130} width="100%" />
                  <div data-part="Body">
                    <Skeleton lines={3} />
                  </div>
                </RewardCard>
              ))
            : shown.map((reward) => {
                const block = redeemBlockOf(reward, { isLoggedIn, balance, qualifyingAmount });
                const reasonId = `${rewardsTitleId}-${reward.id}`;
                return (
                  <RewardCard
                    key={reward.id}
                    data-reward={reward.id}
                    data-kind={reward.kind}
                    data-blocked={block ?? undefined}
                  >
                    <div data-part="Art">
                      <RewardArt
                        reward={reward}
                        cashText={reward.kind === 'cash' && reward.amount !== undefined ? format.money(reward.amount) : undefined}
                      />
                      <RecordBadge
                        data-part="Kind"
                        look={kindLooks[reward.kind]}
                        label={t(`mall.kinds.${reward.kind}`)}
                      />
                    </div>
                    <div data-part="Body">
                      <h3>{reward.name}</h3>
                      <span data-part="Cost">
                        {format.points(reward.points)}
                        <small>{t('mall.pointsUnit')}</small>
                      </span>
                      <ul data-part="Facts">
                        {reward.amountRequired ? (
                          <li>{t('mall.amountRequired', { amount: format.money(reward.amountRequired) })}</li>
                        ) : null}
                        {reward.stock !== undefined && reward.stock !== null ? (
                          <li>{t('mall.stock', { count: reward.stock })}</li>
                        ) : null}
                        {reward.remark ? <li>{reward.remark}</li> : null}
                      </ul>
                      <div data-part="Footer">
                        {block === 'guest' && onLogin ? (
                          <Button variant="secondary" size="sm" isFullWidth onClick={onLogin}>
                            {t('mall.loginToRedeem')}
                          </Button>
                        ) : (
                          <Button
                            variant="primary"
                            size="sm"
                            isFullWidth
                            disabled={block !== null}
                            aria-describedby={block ? reasonId : undefined}
                            onClick={() => setRedeeming(reward)}
                            data-part="RedeemButton"
                          >
                            {t('mall.redeem')}
                          </Button>
                        )}
                        {block && block !== 'guest' ? (
                          <span data-part="Reason" id={reasonId}>
                            <Icon name="info" size="xs" />
                            {block === 'points'
                              ? t('mall.blocked.points', {
                                  points: format.points(Math.max(0, reward.points - (balance ?? 0))),
                                })
                              : block === 'amount'
                                ? t('mall.blocked.amount', {
                                    amount: format.money(Math.max(0, (reward.amountRequired ?? 0) - (qualifyingAmount ?? 0))),
                                  })
                                : t('mall.blocked.soldOut')}
                          </span>
                        ) : null}
                      </div>
                    </div>
                  </RewardCard>
                );
              })}
        </Grid>
      )}
    </RewardsSection>
  );

  const hasTabs = Boolean(history || transactions);

  return (
    <Root ref={ref} data-component="PointMallScreen" {...rest}>
      {isTitleHidden ? null : <TitleTag data-part="Title">{t('mall.title')}</TitleTag>}
      <BalanceCard aria-labelledby={balanceTitleId} data-part="Balance">
        <div>
          <h2 id={balanceTitleId}>{t('mall.balance')}</h2>
          {isLoggedIn && balance !== null ? (
            <p data-part="Points">
              {format.points(balance)}
              <small>{t('mall.pointsUnit')}</small>
            </p>
          ) : isLoggedIn && isLoading ? (
            <Skeleton width={160} height={40} {...rectBone} />
          ) : (
            <p data-part="Note">{t('mall.guestBalance')}</p>
          )}
          <p data-part="Note">{t('mall.neverExpire')}</p>
        </div>
        <div data-part="BalanceActions">
          {!isLoggedIn && onLogin ? (
            <Button variant="primary" onClick={onLogin} startIcon={<Icon name="login" size="sm" />}>
              {t('mall.login')}
            </Button>
          ) : conversion && onConvert && balance !== null ? (
            <Button
              variant="primary"
              startIcon={<Icon name="money" size="sm" />}
              onClick={() => setIsConverting(true)}
              disabled={balance < conversion.minPoints}
            >
              {t('mall.convert')}
            </Button>
          ) : null}
        </div>
      </BalanceCard>
      {earnRates && earnRates.length > 0 ? (
        <Rates aria-label={t('mall.earnRates')} data-part="EarnRates">
          {earnRates.map((rate) => (
            <li key={rate.source}>
              <Icon name={pointSourceIcons[rate.source]} size="sm" />
              {t(`sources.${rate.source}`)}
              <strong>{t('mall.rate', { rate: format.points(rate.rate) })}</strong>
            </li>
          ))}
        </Rates>
      ) : null}
      {hasTabs ? (
        <Tabs value={tab} onValueChange={pickTab} variant="underline">
          <TabsList aria-label={t('mall.sections')}>
            <TabsTrigger value={tabValues.rewards} icon={<Icon name="reward" size="sm" />}>
              {t('mall.tabs.rewards')}
            </TabsTrigger>
            {history ? (
              <TabsTrigger value={tabValues.history} icon={<Icon name="history" size="sm" />}>
                {t('mall.tabs.history')}
              </TabsTrigger>
            ) : null}
            {transactions ? (
              <TabsTrigger value={tabValues.transactions} icon={<Icon name="receipt" size="sm" />}>
                {t('mall.tabs.transactions')}
              </TabsTrigger>
            ) : null}
          </TabsList>
          <TabsContent value={tabValues.rewards}>{rewardsView}</TabsContent>
          {history ? <TabsContent value={tabValues.history}>{history}</TabsContent> : null}
          {transactions ? <TabsContent value={tabValues.transactions}>{transactions}</TabsContent> : null}
        </Tabs>
      ) : (
        rewardsView
      )}
      {redeeming && balance !== null ? (
        <RedeemDialog
          open
          onOpenChange={(open) => {
            if (!open) setRedeeming(null);
          }}
          reward={redeeming}
          balance={balance}
          onRedeem={onRedeem}
          paymentPasswordRule={paymentPasswordRule}
          {...money}
        />
      ) : null}
      {conversion && onConvert && balance !== null ? (
        <RedeemDialog
          variant="convert"
          open={isConverting}
          onOpenChange={setIsConverting}
          conversion={conversion}
          balance={balance}
          onConvert={onConvert}
          paymentPasswordRule={paymentPasswordRule}
          {...money}
        />
      ) : null}
    </Root>
  );
});
