import { forwardRef, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../feedback/Skeleton';
import { Icon } from '../../primitives/Icon';
import { useLoyaltyFormat } from '../shared/format';
import { hasLoyaltyError, LoyaltyError } from '../shared/LoyaltyError';
import { RankProgressBars } from '../shared/RankProgressBars';
import { rankStanding, sortLevels, tierToneOf } from '../shared/tiers';
import { VipBadge } from '../shared/VipBadge';
import { Head, Hint, Root } from './VipProgress.styles';
import type { VipProgressProps } from './VipProgress.types';

/** Skeleton shapes (kept out of JSX, where every literal reads as text). */
const rectBone = { shape: 'rect' } as const;

/**
 * The member's VIP standing: the level held (its badge in the tier's tone), the next level, and a bar for each
 * threshold of the next level (valid bet and deposit over the period) with what is left; the top level says so.
 */
export const VipProgress = forwardRef<HTMLElement, VipProgressProps>(function VipProgress(
  {
    levels,
    progress,
    upgradeRule = 'all',
    title,
    headingLevel = 2,
    isLoading = false,
    error,
    onRetry,
    currency,
    currencySymbol,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('loyalty');
  const format = useLoyaltyFormat({ currency, currencySymbol });
  const sorted = useMemo(() => sortLevels(levels), [levels]);
  const titleId = useId();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const standing = progress ? rankStanding(sorted, progress) : null;
  const tone = progress ? tierToneOf(sorted, progress.rankLevel) : 'neutral';
  const isFailed = hasLoyaltyError(error);

  return (
    <Root
      ref={ref}
      data-component="VipProgress"
      data-tier-tone={tone}
      aria-labelledby={titleId}
      aria-busy={isLoading || undefined}
      {...rest}
    >
      <Title id={titleId} data-part="Title">
        {title ?? t('progress.title')}
      </Title>
      {isFailed ? (
        <LoyaltyError error={error} onRetry={onRetry} />
      ) : isLoading || !progress || !standing ? (
        <div aria-hidden="true">
          <Skeleton {...rectBone} height={56} width={220} />
          <Skeleton lines={3} />
        </div>
      ) : (
        <>
          <Head>
            <VipBadge
              size="lg"
              rankLevel={progress.rankLevel}
              labelName={standing.current?.labelName ?? t('vip.rank', { level: progress.rankLevel })}
              tone={tone}
              data-part="Current"
            />
            {standing.next ? (
              <span data-part="Next">
                <Icon name="chevronRight" size="sm" />
                <span>
                  {t('progress.next')} <strong>{standing.next.labelName}</strong>
                </span>
              </span>
            ) : null}
          </Head>
          <RankProgressBars standing={standing} progress={progress} format={format} />
          <Hint data-part="Hint">
            <Icon name={standing.next ? 'target' : 'sparkles'} size="sm" />
            <span>
              {standing.next
                ? t(upgradeRule === 'all' ? 'progress.ruleAll' : 'progress.ruleAny', {
                    level: standing.next.labelName,
                    bonus: format.money(standing.next.upgradeBonus),
                  })
                : t('progress.top')}
            </span>
          </Hint>
        </>
      )}
    </Root>
  );
});
