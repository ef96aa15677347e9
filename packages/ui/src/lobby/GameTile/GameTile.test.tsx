import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { sampleArt, sampleGames } from '../shared/lobby.fixtures';
import { GameTile } from './GameTile';

const [tiger] = sampleGames(1); // game 0: art, supportPlay 0 (trial), not hot
const neko = { ...sampleGames(5)[4]!, isHot: true, supportPlay: 1 };

describe('GameTile', () => {
  it('names the launch button by the game and describes it by the vendor; click and Enter launch', async () => {
    const onLaunch = vi.fn();
    renderUi(<GameTile game={tiger!} vendorName="PG Soft" onLaunch={onLaunch} />);
    const button = screen.getByRole('button', { name: 'Fortune Tiger' });
    expect(button).toHaveAccessibleDescription('PG Soft 無料体験');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onLaunch).toHaveBeenCalledTimes(2);
    expect(onLaunch).toHaveBeenCalledWith(tiger);
  });

  it('shows the hot badge and the trial badge (supportPlay 0)', () => {
    const { rerender } = renderUi(<GameTile game={neko} />);
    expect(screen.getByText('HOT')).toBeInTheDocument();
    expect(screen.queryByText('無料体験')).toBeNull();
    rerender(<GameTile game={tiger!} />);
    expect(screen.queryByText('HOT')).toBeNull();
    expect(screen.getByText('無料体験')).toBeInTheDocument();
  });

  it('offers the favourite toggle only with a callback, with aria-pressed', async () => {
    const onFavouriteChange = vi.fn();
    const { rerender } = renderUi(<GameTile game={tiger!} />);
    expect(screen.queryByRole('button', { name: /お気に入り/ })).toBeNull();
    rerender(<GameTile game={tiger!} isFavourite onFavouriteChange={onFavouriteChange} />);
    const toggle = screen.getByRole('button', { name: 'Fortune Tigerをお気に入り' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(onFavouriteChange).toHaveBeenCalledWith(tiger, false);
  });

  it('offers "Try" to visitors on trial-playable games only', async () => {
    const onTry = vi.fn();
    const { rerender } = renderUi(<GameTile game={tiger!} onTry={onTry} />);
    expect(screen.queryByRole('button', { name: /試す|無料で/ })).toBeNull();
    rerender(<GameTile game={neko} isVisitor onTry={onTry} />);
    expect(screen.queryByRole('button', { name: /無料で/ })).toBeNull();
    rerender(<GameTile game={tiger!} isVisitor onTry={onTry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Fortune Tigerを無料で試す' }));
    expect(onTry).toHaveBeenCalledWith(tiger);
  });

  it('loads the art lazily: a skeleton until it arrives', async () => {
    renderUi(<GameTile game={{ ...tiger!, showIcon: sampleArt(1) }} />);
    const art = document.querySelector('[data-part="Art"]')!;
    await waitFor(() => expect(art).toHaveAttribute('data-state', 'loaded'));
    expect(art.querySelector('[data-part="ArtSkeleton"]')).toBeNull();
  });

  it('does not load art that is off screen', async () => {
    renderUi(
      <div style={{ marginTop: 4000, width: 160 }}>
        <GameTile game={tiger!} />
      </div>,
    );
    await new Promise((r) => setTimeout(r, 100));
    const art = document.querySelector('[data-part="Art"]')!;
    expect(art).toHaveAttribute('data-state', 'idle');
    expect(art.querySelector('img')).toBeNull();
    expect(art.querySelector('[data-part="ArtSkeleton"]')).not.toBeNull();
  });

  it('falls back to a generated monogram when the art fails or is missing', async () => {
    const { rerender } = renderUi(<GameTile game={{ ...tiger!, showIcon: '/nope.png' }} isLazy={false} />);
    fireEvent.error(document.querySelector('[data-component="GameTile"] img')!);
    expect(document.querySelector('[data-component="GameTile"] img')).toBeNull();
    expect(document.querySelector('[data-part="Placeholder"]')).toHaveTextContent('FT');
    rerender(<GameTile game={{ ...tiger!, showIcon: undefined, smallIcon: undefined }} />);
    expect(document.querySelector('[data-part="Placeholder"]')).toHaveTextContent('FT');
  });
});
