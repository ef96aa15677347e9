/**
 * A lobby's current announcements (gameAnnouncements: new games, vendor maintenance, promotions of the lobby) as the
 * kit's one-line strip, for SectionPage's heading slot (it moves nothing when it arrives, and shows nothing when
 * there are none). A new game launches; a promotion opens its page; maintenance only informs.
 */
import { useGameAnnouncements } from '@croupier/data';
import { GameAnnouncementStrip } from '@croupier/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { toStripItems } from './announcementModel';
import type { GameLauncher } from './useLaunch';

export interface LobbyAnnouncementsProps {
  /** The lobby group: RNG, LIVE, FISH, BLOCKCHAIN... */
  category: string;
  /** One vendor's page: its announcements and the lobby-wide ones. */
  vassalage?: string | undefined;
  launcher: GameLauncher;
}

export function LobbyAnnouncements({ category, vassalage, launcher }: LobbyAnnouncementsProps) {
  const navigate = useNavigate();
  const { data } = useGameAnnouncements(vassalage ? { category, vassalage } : { category });
  const list = data?.list;
  const items = useMemo(() => toStripItems(list ?? []), [list]);
  return (
    <GameAnnouncementStrip
      announcements={items}
      onSelect={(item) => {
        const announcement = list?.find((a) => a.id === item.id);
        if (!announcement) return;
        if (announcement.kind === 'promotion' && announcement.promotionId !== null) void navigate(`/promoDetail?id=${announcement.promotionId}`);
        else if (announcement.kind === 'newGame' && announcement.gameId !== null && announcement.vassalage !== null)
          launcher.tileProps.onLaunch({ gameId: announcement.gameId, vassalage: announcement.vassalage });
      }}
    />
  );
}
