/**
 * missionLeaderboard (mission activity): the merchant's open missions with the member's progress, a claim for each
 * completed one, and the leaderboard of the first open mission (the platform picks it) with the member's place.
 */
import { useMemberMutation, useMemberQuery } from '@croupier/data';
import { MissionLeaderboardPanel } from '@croupier/ui';
import { useTranslation } from 'react-i18next';
import { brand } from '../../brand';
import { loadErrorText, submitErrorOf } from './centreErrors';
import { toLeaderboard, toMission } from './rewardsModel';

const BOARD_SIZE = 20;
/** Before the board answers: what the seeded and most missions count. */
const DEFAULT_SCORE = 'rounds' as const;

export default function MissionLeaderboardContainer() {
  const { t } = useTranslation('site');
  const missions = useMemberQuery('missionList');
  const board = useMemberQuery('missionLeaderboard', { limit: BOARD_SIZE });
  const claim = useMemberMutation('missionClaim', {
    invalidates: ['missionList', 'missionSummary', 'missionLeaderboard', 'bonusDetails', 'promotionClaimList'],
    balance: true,
  });

  const ranked = board.data && board.data.missionId !== null ? toLeaderboard(board.data) : undefined;
  return (
    <MissionLeaderboardPanel
      currencySymbol={brand.currencySymbol}
      isTitleHidden
      timeZone={missions.data?.timeZone}
      isLoading={!missions.error && missions.data === undefined}
      error={missions.error ? loadErrorText(t, missions.error) : undefined}
      onRetry={() => void missions.mutate()}
      missions={(missions.data?.list ?? []).map(toMission)}
      onClaim={async (mission) => {
        try {
          await claim.trigger({ missionId: Number(mission.id) });
        } catch (error) {
          throw submitErrorOf(t, error);
        }
      }}
      {...(board.error || ranked || board.isLoading
        ? {
            leaderboard: {
              entries: ranked?.entries ?? [],
              selfEntry: ranked?.selfEntry ?? null,
              scoreKind: ranked?.scoreKind ?? DEFAULT_SCORE,
              isLoading: board.isLoading,
              error: board.error ? loadErrorText(t, board.error) : undefined,
              onRetry: () => void board.mutate(),
            },
          }
        : {})}
    />
  );
}
