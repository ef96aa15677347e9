import { forwardRef, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../feedback/EmptyState';
import { Skeleton } from '../../feedback/Skeleton';
import { useIsNarrow } from '../../member-centre/shared/useIsNarrow';
import { useLoyaltyFormat } from '../shared/format';
import { LevelBenefits, useBenefitText, vipBenefitKeys } from '../shared/LevelBenefits';
import { hasLoyaltyError, LoyaltyError } from '../shared/LoyaltyError';
import { sortLevels, tierToneOf } from '../shared/tiers';
import { VipBadge } from '../shared/VipBadge';
import { Card, Cards, LevelCell, LevelsTable, Root, Scroller, YouTag } from './VipLevelsTable.styles';
import type { VipLevelsTableProps } from './VipLevelsTable.types';

/** Skeleton shapes (kept out of JSX, where every literal reads as text). */
const rectBone = { shape: 'rect' } as const;

const skeletonRows = [0, 1, 2, 3];
const emptyLook = { icon: 'vip' } as const;

/**
 * The VIP levels and their benefits (/vip): what each level takes over the period (valid bet, deposit) and gives
 * (upgrade bonus, monthly bonus, cashback rate, withdrawal limits, VIP service). A table that scrolls sideways on
 * wide screens, a card per level when narrow; the member's level is marked.
 */
export const VipLevelsTable = forwardRef<HTMLElement, VipLevelsTableProps>(function VipLevelsTable(
  {
    levels,
    currentRankLevel = null,
    title,
    headingLevel = 2,
    isLoading = false,
    error,
    onRetry,
    layout = 'auto',
    cardsBelow = 640,
    currency,
    currencySymbol,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('loyalty');
  const format = useLoyaltyFormat({ currency, currencySymbol });
  const benefitText = useBenefitText(format);
  const sorted = useMemo(() => sortLevels(levels), [levels]);
  const titleId = useId();
  const measure = useRef<HTMLDivElement>(null);
  const isNarrow = useIsNarrow(measure, cardsBelow);
  const asCards = layout === 'cards' || (layout === 'auto' && isNarrow);
  const Title = headingLevel === 2 ? 'h2' : 'h3';

  let content;
  if (hasLoyaltyError(error)) content = <LoyaltyError error={error} onRetry={onRetry} />;
  else if (!isLoading && sorted.length === 0)
    content = <EmptyState size="sm" {...emptyLook} title={t('levels.empty')} description={t('levels.emptyHint')} />;
  else if (asCards)
    content = (
      <Cards aria-labelledby={titleId} aria-busy={isLoading || undefined} data-part="Cards">
        {isLoading
          ? skeletonRows.map((row) => (
              <Card key={row} aria-hidden="true">
                <Skeleton {...rectBone} height={40} width="60%" />
                <Skeleton lines={4} />
              </Card>
            ))
          : sorted.map((level) => {
              const isCurrent = level.rankLevel === currentRankLevel;
              const tone = tierToneOf(sorted, level.rankLevel);
              return (
                <Card
                  key={level.rankLevel}
                  data-level={level.rankLevel}
                  data-tier-tone={tone}
                  aria-current={isCurrent || undefined}
                >
                  <div data-part="CardHead">
                    <VipBadge rankLevel={level.rankLevel} labelName={level.labelName} tone={tone} />
                    {isCurrent ? <YouTag>{t('levels.yours')}</YouTag> : null}
                  </div>
                  <dl data-part="Needs">
                    <div>
                      <dt>{t('levels.validBet')}</dt>
                      <dd>{format.money(level.validBetRequired)}</dd>
                    </div>
                    <div>
                      <dt>{t('levels.deposit')}</dt>
                      <dd>{format.money(level.depositRequired)}</dd>
                    </div>
                  </dl>
                  <LevelBenefits level={level} format={format} />
                </Card>
              );
            })}
      </Cards>
    );
  else
    content = (
      // A focusable scroll area: keyboard users can scroll the columns that do not fit.
      <Scroller tabIndex={0} role="group" aria-labelledby={titleId} data-part="Scroller">
        <LevelsTable aria-labelledby={titleId} aria-busy={isLoading || undefined}>
          <thead>
            <tr>
              <th scope="col">{t('levels.level')}</th>
              <th scope="col">{t('levels.validBet')}</th>
              <th scope="col">{t('levels.deposit')}</th>
              {vipBenefitKeys.map((key) => (
                <th key={key} scope="col" data-group="benefit">
                  {t(`benefits.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {isLoading
              ? skeletonRows.map((row) => (
                  <tr key={row} aria-hidden="true">
                    {Array.from({ length: 3 + vipBenefitKeys.length }, (_, cell) =>
                      cell === 0 ? (
                        <th key={cell} scope="row">
                          <Skeleton width={120} />
                        </th>
                      ) : (
                        <td key={cell}>
                          <Skeleton width={72} />
                        </td>
                      ),
                    )}
                  </tr>
                ))
              : sorted.map((level) => {
                  const isCurrent = level.rankLevel === currentRankLevel;
                  const tone = tierToneOf(sorted, level.rankLevel);
                  return (
                    <tr
                      key={level.rankLevel}
                      data-level={level.rankLevel}
                      data-tier-tone={tone}
                      aria-current={isCurrent || undefined}
                    >
                      <th scope="row">
                        <LevelCell>
                          <VipBadge rankLevel={level.rankLevel} labelName={level.labelName} tone={tone} />
                          {isCurrent ? <YouTag>{t('levels.yours')}</YouTag> : null}
                        </LevelCell>
                      </th>
                      <td>{format.money(level.validBetRequired)}</td>
                      <td>{format.money(level.depositRequired)}</td>
                      {vipBenefitKeys.map((key) => (
                        <td
                          key={key}
                          data-benefit={key}
                          data-yes={key === 'vipService' && level.hasVipService ? '' : undefined}
                          data-no={key === 'vipService' && !level.hasVipService ? '' : undefined}
                        >
                          {benefitText(level, key)}
                        </td>
                      ))}
                    </tr>
                  );
                })}
          </tbody>
        </LevelsTable>
      </Scroller>
    );

  return (
    <Root ref={ref} data-component="VipLevelsTable" aria-labelledby={titleId} {...rest}>
      <Title id={titleId} data-part="Title">
        {title ?? t('levels.title')}
      </Title>
      <div ref={measure}>{content}</div>
    </Root>
  );
});
