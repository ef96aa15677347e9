import type { GameAnnouncement } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import { toStripItems } from './announcementModel';

const base: GameAnnouncement = {
  id: '1', kind: 'newGame', category: 'RNG', vassalage: 'PP', title: 'New game: Lucky Reels', text: 'Try it now!',
  priority: 10, startTime: 1, endTime: 2, gameId: 42, promotionId: null,
};

describe('lobby announcements for the strip', () => {
  it('keeps the order and texts; a game or a promotion is actionable, maintenance is not', () => {
    const items = toStripItems([
      { ...base, id: 'maintenance:CQ9', kind: 'maintenance', vassalage: 'CQ9', gameId: null, startTime: null, endTime: null },
      { ...base, id: '2', kind: 'promotion', vassalage: null, gameId: null, promotionId: 7 },
      base,
      { ...base, id: '3', gameId: null },
    ]);
    expect(items.map((i) => [i.id, i.kind, i.isActionable])).toEqual([
      ['maintenance:CQ9', 'maintenance', false],
      ['2', 'promotion', true],
      ['1', 'newGame', true],
      ['3', 'newGame', false],
    ]);
    expect(items[2]).toMatchObject({ title: base.title, text: base.text });
    expect(toStripItems([])).toEqual([]);
  });
});
