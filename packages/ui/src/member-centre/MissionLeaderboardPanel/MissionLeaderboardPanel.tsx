import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MissionLeaderboard } from '../../promotions/MissionLeaderboard';
import { MissionList } from '../../promotions/MissionList';
import type { Mission } from '../../promotions/MissionList/MissionList.types';
import { CountPill } from '../shared/EngageSection';
import { PanelShell } from '../shared/PanelShell';
import type { MissionLeaderboardPanelProps } from './MissionLeaderboardPanel.types';

/**
 * The missions still open to the member (to join, in progress or to claim): the number the member-centre menu
 * shows as the badge of `missionLeaderboard` (SPEC §2, shown when above zero).
 */
export function missionBadgeCount(missions: readonly Pick<Mission, 'status'>[]): number {
  return missions.filter((m) => m.status === 'join' || m.status === 'joined' || m.status === 'claim').length;
}

/**
 * Mission activity (member centre `missionLeaderboard`): the member's missions with progress, reward and claim, and
 * the leaderboard with the member's own row highlighted.
 */
export const MissionLeaderboardPanel = forwardRef<HTMLElement, MissionLeaderboardPanelProps>(function MissionLeaderboardPanel(
  { missions, onClaim, onJoin, leaderboard, timeZone, currency, currencySymbol, title, isTitleHidden, isLoading = false, error, onRetry, ...rest },
  ref,
) {
  const { t } = useTranslation('engage');
  const open = missionBadgeCount(missions);
  return (
    <PanelShell
      ref={ref}
      name="MissionLeaderboardPanel"
      title={title ?? t('mission.panelTitle')}
      isTitleHidden={isTitleHidden}
      {...rest}
    >
      <MissionList
        title={
          <>
            {t('mission.title')}
            {!isLoading && open > 0 ? (
              <CountPill data-part="OpenCount" role="img" aria-label={t('mission.openCount', { count: open })}>
                {open}
              </CountPill>
            ) : null}
          </>
        }
        missions={missions}
        onClaim={onClaim}
        onJoin={onJoin}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        timeZone={timeZone}
        currency={currency}
        currencySymbol={currencySymbol}
      />
      {leaderboard ? (
        <MissionLeaderboard
          entries={leaderboard.entries}
          selfEntry={leaderboard.selfEntry}
          scoreKind={leaderboard.scoreKind}
          updatedAt={leaderboard.updatedAt}
          isLoading={leaderboard.isLoading ?? isLoading}
          error={leaderboard.error}
          onRetry={leaderboard.onRetry}
          timeZone={timeZone}
          currency={currency}
          currencySymbol={currencySymbol}
        />
      ) : null}
    </PanelShell>
  );
});
