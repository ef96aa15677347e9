import { forwardRef, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { Icon } from '../../primitives/Icon';
import { useLoyaltyFormat } from '../shared/format';
import { hasLoyaltyError } from '../shared/LoyaltyError';
import { sortLevels } from '../shared/tiers';
import { VipLevelsTable } from '../VipLevelsTable';
import { VipProgress } from '../VipProgress';
import { Actions, GuestCard, Hero, Highlights, Root } from './VipScreen.styles';
import type { VipScreenProps } from './VipScreen.types';

/**
 * The VIP centre (/vip): a hero with the best the programme gives, the member's progress (or a guest's way in),
 * and the levels with their benefits.
 */
export const VipScreen = forwardRef<HTMLElement, VipScreenProps>(function VipScreen(
  {
    levels,
    progress,
    isLoggedIn,
    onLogin,
    onVipService,
    upgradeRule,
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
  const sorted = useMemo(() => sortLevels(levels), [levels]);
  const best = sorted.length
    ? {
        upgrade: Math.max(...sorted.map((level) => level.upgradeBonus)),
        cashback: Math.max(...sorted.map((level) => level.cashbackRate)),
        monthly: Math.max(...sorted.map((level) => level.monthlyBonus)),
      }
    : null;
  const current = progress ? sorted.find((level) => level.rankLevel === progress.rankLevel) : undefined;
  const money = { currency, currencySymbol };
  const guestTitleId = useId();
  const isFailed = hasLoyaltyError(error);

  return (
    <Root ref={ref} data-component="VipScreen" {...rest}>
      <Hero data-part="Hero">
        <span data-part="Eyebrow">
          <Icon name="vip" size="sm" />
          {t('screen.eyebrow')}
        </span>
        {isTitleHidden ? null : <TitleTag data-part="Title">{t('screen.title')}</TitleTag>}
        <p>{t('screen.lead')}</p>
        {best ? (
          <Highlights data-part="Highlights">
            <li>
              <Icon name="reward" size="lg" />
              <span>
                <span data-part="Figure">{format.money(best.upgrade)}</span>
                <span data-part="Caption">{t('screen.bestUpgrade')}</span>
              </span>
            </li>
            <li>
              <Icon name="calendar" size="lg" />
              <span>
                <span data-part="Figure">{format.money(best.monthly)}</span>
                <span data-part="Caption">{t('screen.bestMonthly')}</span>
              </span>
            </li>
            <li>
              <Icon name="cashback" size="lg" />
              <span>
                <span data-part="Figure">{format.percent(best.cashback)}</span>
                <span data-part="Caption">{t('screen.bestCashback')}</span>
              </span>
            </li>
          </Highlights>
        ) : null}
        {current?.hasVipService && onVipService ? (
          <Actions>
            <Button variant="primary" startIcon={<Icon name="support" size="sm" />} onClick={onVipService}>
              {t('screen.vipService')}
            </Button>
          </Actions>
        ) : null}
      </Hero>
      {isFailed ? null : isLoggedIn ? (
        <VipProgress levels={sorted} progress={progress} upgradeRule={upgradeRule} isLoading={isLoading} {...money} />
      ) : (
        <GuestCard data-part="Guest" aria-labelledby={guestTitleId}>
          <div>
            <h2 id={guestTitleId}>{t('screen.guestTitle')}</h2>
            <p>{t('screen.guestBody')}</p>
          </div>
          {onLogin ? (
            <Button variant="primary" onClick={onLogin} startIcon={<Icon name="login" size="sm" />}>
              {t('screen.login')}
            </Button>
          ) : null}
        </GuestCard>
      )}
      <VipLevelsTable
        levels={sorted}
        currentRankLevel={progress?.rankLevel ?? null}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        {...money}
      />
    </Root>
  );
});
