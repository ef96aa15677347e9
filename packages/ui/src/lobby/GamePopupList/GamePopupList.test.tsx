import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { sampleGames } from '../shared/lobby.fixtures';
import { GamePopupList } from './GamePopupList';

describe('GamePopupList', () => {
  it("lists the vendor's games in a named dialog and reports a launch", async () => {
    const onLaunch = vi.fn();
    renderUi(<GamePopupList defaultOpen vendorName="JILI" games={sampleGames(6, 0, 'JILI')} onLaunch={onLaunch} />);
    const dialog = await screen.findByRole('dialog', { name: 'JILIのゲーム' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sweet Bonanza' }));
    expect(onLaunch).toHaveBeenCalledWith(expect.objectContaining({ displayName: 'Sweet Bonanza', vassalage: 'JILI' }));
  });

  it('shows skeletons while loading and an empty state without games', async () => {
    const { rerender } = renderUi(<GamePopupList defaultOpen vendorName="JILI" games={[]} isLoading />);
    expect(await screen.findByRole('status', { name: 'ゲームを読み込み中' })).toBeInTheDocument();
    rerender(<GamePopupList defaultOpen vendorName="JILI" games={[]} />);
    expect(screen.getByRole('heading', { name: 'このプロバイダーのゲームはまだありません。' })).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const onOpenChange = vi.fn();
    renderUi(<GamePopupList defaultOpen onOpenChange={onOpenChange} vendorName="JILI" games={sampleGames(2)} />);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
