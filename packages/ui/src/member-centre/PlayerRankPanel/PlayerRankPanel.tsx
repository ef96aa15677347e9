import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { Skeleton } from '../../feedback/Skeleton';
import { Icon } from '../../primitives/Icon';
import { useLoyaltyFormat } from '../../vip/shared/format';
import { benefitIcons, useBenefitText, vipBenefitKeys, type VipBenefitKey } from '../../vip/shared/LevelBenefits';
import { RankProgressBars } from '../../vip/shared/RankProgressBars';
import { rankStanding, sortLevels, tierToneOf } from '../../vip/shared/tiers';
import { FactList } from '../../vip/shared/vip.styles';
import { VipBadge } from '../../vip/shared/VipBadge';
import type { VipLevel } from '../../vip/shared/vip.types';
import { hasError, PanelError } from '../shared/PanelError';
import { PanelShell } from '../shared/PanelShell';
import { Compare, CompareCard, Standing } from './PlayerRankPanel.styles';
import type { PlayerRankPanelProps } from './PlayerRankPanel.types';

/** Skeleton shapes (kept out of JSX, where every literal reads as text). */
const rectBone = { shape: 'rect' } as const;
const roles = { current: 'current', next: 'next' } as const;

/** Whether a benefit of `next` is better than the same of `current` (more money, a higher rate, fewer limits). */
function isBetter(current: VipLevel, next: VipLevel, key: VipBenefitKey): boolean {
  switch (key) {
    case 'upgradeBonus':
      return next.upgradeBonus > current.upgradeBonus;
    case 'monthlyBonus':
      return next.monthlyBonus > current.monthlyBonus;
    case 'cashbackRate':
      return next.cashbackRate > current.cashbackRate;
    case 'withdrawal': {
      const more = (a: number | null, b: number | null) => (b === null ? a !== null : a !== null && b > a);
      return (
        more(current.dailyWithdrawalLimit, next.dailyWithdrawalLimit) ||
        more(current.dailyWithdrawalCount, next.dailyWithdrawalCount)
      );
    }
    case 'vipService':
      return next.hasVipService && !current.hasVipService;
  }
}

/**
 * Player rank (member centre `playerRank`): the member's VIP level, a bar for each threshold of the next level, and
 * the benefits of the current level beside those of the next one (the better ones marked).
 */
export const PlayerRankPanel = forwardRef<HTMLElement, PlayerRankPanelProps>(function PlayerRankPanel(
  {
    levels,
    progress,
    upgradeRule = 'all',
    onShowAllLevels,
    title,
    isTitleHidden,
    isLoading = false,
    error,
    onRetry,
    currency,
    currencySymbol,
    timeZone: _timeZone,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('loyalty');
  const format = useLoyaltyFormat({ currency, currencySymbol });
  const benefitText = useBenefitText(format);
  const sorted = useMemo(() => sortLevels(levels), [levels]);
  const standing = progress ? rankStanding(sorted, progress) : null;
  const isFailed = hasError(error);

  const compareCard = (level: VipLevel, role: 'current' | 'next', against?: VipLevel) => (
    <CompareCard data-part={role === 'current' ? 'CurrentBenefits' : 'NextBenefits'} data-tier-tone={tierToneOf(sorted, level.rankLevel)}>
      <h3>
        {t(role === 'current' ? 'rank.nowAt' : 'rank.nextAt')}
        <strong>{level.labelName}</strong>
      </h3>
      <FactList>
        {vipBenefitKeys.map((key) => (
          <div key={key} data-benefit={key}>
            <dt>
              <Icon name={benefitIcons[key]} size="sm" />
              {t(`benefits.${key}`)}
            </dt>
            <dd data-better={against && isBetter(against, level, key) ? '' : undefined}>{benefitText(level, key)}</dd>
          </div>
        ))}
      </FactList>
    </CompareCard>
  );

  return (
    <PanelShell
      ref={ref}
      name="PlayerRankPanel"
      title={title ?? t('rank.title')}
      isTitleHidden={isTitleHidden}
      headerAside={
        onShowAllLevels ? (
          <Button variant="ghost" size="sm" endIcon={<Icon name="chevronRight" size="sm" />} onClick={onShowAllLevels}>
            {t('rank.allLevels')}
          </Button>
        ) : undefined
      }
      aria-busy={isLoading || undefined}
      {...rest}
    >
      {isFailed ? (
        <PanelError error={error} onRetry={onRetry} />
      ) : isLoading || !progress || !standing ? (
        <Standing aria-hidden="true" data-part="Skeleton">
          <Skeleton {...rectBone} height={56} width={200} />
          <Skeleton lines={4} />
        </Standing>
      ) : (
        <>
          <Standing data-part="Standing" data-tier-tone={tierToneOf(sorted, progress.rankLevel)}>
            <div data-part="Head">
              <VipBadge
                size="lg"
                rankLevel={progress.rankLevel}
                labelName={standing.current?.labelName ?? t('vip.rank', { level: progress.rankLevel })}
                tone={tierToneOf(sorted, progress.rankLevel)}
              />
              {standing.next ? (
                <span data-part="Next">
                  {t('progress.next')} <strong>{standing.next.labelName}</strong>
                </span>
              ) : null}
            </div>
            <RankProgressBars standing={standing} progress={progress} format={format} />
            <p data-part="Rule">
              {standing.next
                ? t(upgradeRule === 'all' ? 'progress.ruleAll' : 'progress.ruleAny', {
                    level: standing.next.labelName,
                    bonus: format.money(standing.next.upgradeBonus),
                  })
                : t('progress.top')}
            </p>
          </Standing>
          {standing.current ? (
            <Compare data-part="Compare">
              {compareCard(standing.current, roles.current)}
              {standing.next ? compareCard(standing.next, roles.next, standing.current) : null}
            </Compare>
          ) : null}
        </>
      )}
    </PanelShell>
  );
});
