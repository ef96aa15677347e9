import { useTranslation } from 'react-i18next';
import type { LoyaltyFormat } from './format';
import { RankBar } from './RankBar';
import type { RankStanding } from './tiers';
import { Bars } from './vip.styles';
import type { PlayerRankProgress } from './vip.types';

/** The two bars towards the next level (valid bet, deposit); nothing at the top level. */
export function RankProgressBars({
  standing,
  progress,
  format,
}: {
  standing: RankStanding;
  progress: PlayerRankProgress;
  format: LoyaltyFormat;
}) {
  const { t } = useTranslation('loyalty');
  if (!standing.next) return null;
  return (
    <Bars data-part="Bars">
      <RankBar
        data-bar="validBet"
        label={t('progress.validBet')}
        value={format.money(progress.validBet)}
        target={format.money(standing.next.validBetRequired)}
        ratio={standing.validBetRatio}
        left={format.money(standing.validBetLeft)}
      />
      <RankBar
        data-bar="deposit"
        label={t('progress.deposit')}
        value={format.money(progress.deposit)}
        target={format.money(standing.next.depositRequired)}
        ratio={standing.depositRatio}
        left={format.money(standing.depositLeft)}
      />
    </Bars>
  );
}
