import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { GameAnnouncementStrip } from './GameAnnouncementStrip';

describe('GameAnnouncementStrip', () => {
  it('keeps what its chips hide for screen readers inside the scroller: the page gets no wider than its screen', () => {
    const announcements = Array.from({ length: 12 }, (_, i) => ({ id: String(i), kind: 'newGame' as const, title: `New game ${i + 1}: a long title`, text: `News ${i + 1}`, isActionable: true }));
    renderUi(
      <div style={{ width: 240, overflow: 'hidden' }}>
        <GameAnnouncementStrip announcements={announcements} onSelect={() => undefined} />
      </div>,
      { lang: 'EN' },
    );
    const strip = document.querySelector('[data-component="GameAnnouncementStrip"] ul')!;
    expect(strip.scrollWidth).toBeGreaterThan(240);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  });
});
