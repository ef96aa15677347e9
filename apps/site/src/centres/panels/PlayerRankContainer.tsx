/**
 * playerRank: the member's VIP level and its benefits, the period's valid bet and deposits, and the progress bars to
 * the next level (a level needs both thresholds); "all levels" opens /vip.
 */
import { useMemberQuery } from '@croupier/data';
import { PlayerRankPanel } from '@croupier/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { brand } from '../../brand';
import { loadErrorText } from './centreErrors';
import { toVipLevel } from '../../engage/engageModel';
import { toRankProgress } from './rewardsModel';

/** The platform raises a member to a level when both its thresholds are met. */
const UPGRADE_RULE = 'all' as const;

export default function PlayerRankContainer() {
  const { t } = useTranslation('site');
  const navigate = useNavigate();
  const progress = useMemberQuery('playerRankProgress');
  const levels = useMemberQuery('vipLevels');
  const error = progress.error ?? levels.error;
  return (
    <PlayerRankPanel
      currencySymbol={brand.currencySymbol}
      isTitleHidden
      isLoading={!error && (progress.data === undefined || levels.data === undefined)}
      error={error ? loadErrorText(t, error) : undefined}
      onRetry={() => {
        void progress.mutate();
        void levels.mutate();
      }}
      levels={(levels.data?.levels ?? []).map(toVipLevel)}
      progress={progress.data ? toRankProgress(progress.data) : null}
      upgradeRule={UPGRADE_RULE}
      onShowAllLevels={() => navigate('/vip')}
    />
  );
}
