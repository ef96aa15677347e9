/** The lobby announcements as the kit's strip takes them: a new game (launchable) or a promotion (its page) is actionable. */
import type { GameAnnouncement } from '@croupier/contract';
import type { GameAnnouncementStripItem } from '@croupier/ui';

export function toStripItems(list: readonly GameAnnouncement[]): GameAnnouncementStripItem[] {
  return list.map((a) => ({
    id: a.id,
    kind: a.kind,
    title: a.title,
    text: a.text,
    isActionable: (a.kind === 'newGame' && a.gameId !== null && a.vassalage !== null) || (a.kind === 'promotion' && a.promotionId !== null),
  }));
}
