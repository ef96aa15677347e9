import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi, uiTestProviders } from '../../test/render';
import { sampleGames, sampleVendorNames } from '../shared/lobby.fixtures';
import { useThrottledCallback } from '../shared/useThrottledCallback';
import { GameGrid, gameGridColumns } from './GameGrid';

const tenThousand = sampleGames(10_000);
const mountedTiles = () => document.querySelectorAll('[data-component="GameTile"]').length;

afterEach(() => {
  window.scrollTo(0, 0);
  vi.useRealTimers();
});

describe('gameGridColumns', () => {
  it('fits as many 140 px tiles as the width allows, at least two', () => {
    expect(gameGridColumns(328, 140, 12)).toBe(2); // a 360 px phone with 16 px margins
    expect(gameGridColumns(1000, 140, 12)).toBe(6);
    expect(gameGridColumns(1440, 140, 12)).toBe(9);
    expect(gameGridColumns(0, 140, 12)).toBe(2);
  });
});

describe('GameGrid', () => {
  it('keeps the number of mounted tiles small while the window scrolls through 10,000 games', async () => {
    renderUi(
      <div style={{ width: 1000 }}>
        <GameGrid games={tenThousand} vendorNames={sampleVendorNames} />
      </div>,
    );
    await waitFor(() => expect(mountedTiles()).toBeGreaterThan(0));
    const list = screen.getByRole('list', { name: 'ゲーム' });
    expect(list.getBoundingClientRect().height).toBeGreaterThan(100_000);
    expect(mountedTiles()).toBeLessThan(120);

    const seen = new Set<number>();
    const positions = () => [...document.querySelectorAll('[role="listitem"]')].map((el) => Number(el.getAttribute('aria-posinset')));
    for (const fraction of [0.25, 0.5, 0.75, 1]) {
      const before = Math.max(...positions());
      window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * fraction);
      await waitFor(() => expect(Math.max(...positions())).toBeGreaterThan(before));
      expect(mountedTiles()).toBeLessThan(120);
      positions().forEach((n) => seen.add(n));
    }
    // The rows mounted at the end are the last games.
    expect(seen.has(10_000)).toBe(true);
    expect([...seen].some((n) => n > 4000 && n < 6000)).toBe(true);
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '10000');
  });

  it('asks for the next page near the end, at most once per 200 ms, and not while loading or without more', async () => {
    const times: number[] = [];
    const onEndReached = vi.fn(() => times.push(performance.now()));
    const props = { hasMore: true, onEndReached, style: { width: 900 } };
    const { rerender } = renderUi(<GameGrid games={sampleGames(48)} {...props} />);
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(onEndReached).toHaveBeenCalledTimes(1));
    // A page arrives at once and the end is still near: the next request waits for the 200 ms window.
    rerender(<GameGrid games={sampleGames(54)} {...props} />);
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((r) => setTimeout(r, 20));
    // (On a loaded machine the first call may already be 200 ms old; then only the spacing below can be checked.)
    if (performance.now() - times[0]! < 180) expect(onEndReached).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onEndReached).toHaveBeenCalledTimes(2), { timeout: 1000 });
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(190);

    onEndReached.mockClear();
    rerender(<GameGrid games={sampleGames(60)} {...props} isLoading />);
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((r) => setTimeout(r, 350));
    expect(onEndReached).not.toHaveBeenCalled();
    rerender(<GameGrid games={sampleGames(66)} {...props} hasMore={false} />);
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((r) => setTimeout(r, 350));
    expect(onEndReached).not.toHaveBeenCalled();
  });

  it('shows skeleton rows while the first page loads and one more row while the next loads', () => {
    const { rerender } = renderUi(<GameGrid games={[]} isLoading style={{ width: 1000 }} />);
    const status = screen.getByRole('status', { name: 'ゲームを読み込み中' });
    expect(status.querySelectorAll('[data-component="GameTileSkeleton"]')).toHaveLength(18); // 3 rows x 6 columns
    rerender(<GameGrid games={sampleGames(6)} isLoading style={{ width: 1000 }} />);
    expect(screen.getByRole('status', { name: 'さらにゲームを読み込み中' }).children).toHaveLength(6);
  });

  it('renders its games with their pictures on the server, hydrates that markup, and virtualizes it on the first scroll', async () => {
    // The scroll back to the top after the test before fires its event a frame later: not this test's first scroll.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    const Providers = uiTestProviders();
    const games = sampleGames(30);
    const grid = <GameGrid games={games} vendorNames={sampleVendorNames} hasMore style={{ width: 1000 }} />;
    const container = document.createElement('div');
    // (React writes its preloads of the pictures first; a page puts them in its head.)
    container.innerHTML = renderToString(<Providers>{grid}</Providers>).replace(/<link rel="preload"[^>]*\/>/g, '');
    document.body.append(container);
    const reported: unknown[] = [];
    const onError = (event: ErrorEvent) => reported.push(event.error ?? event.message);
    window.addEventListener('error', onError);
    const consoleErrors = vi.spyOn(console, 'error');
    try {
      // The server's markup: every loaded game (up to two pages) in one CSS grid, each picture in the markup (the
      // fixtures' games without art show their monogram).
      expect(container.querySelector('[data-part="List"][role="list"]')?.children).toHaveLength(30);
      expect(container.querySelectorAll('[data-component="GameTile"] img').length).toBeGreaterThan(20);
      const firstTile = container.querySelector('[data-component="GameTile"]')!.getBoundingClientRect();
      const firstPicture = container.querySelector('[data-component="GameTile"] img');
      render(grid, { container, hydrate: true, wrapper: Providers });
      // Hydrated without a mismatch: the server's tiles and pictures stay (no second paint of them) until the first
      // scroll, which hands over to the window's rows, the first tile where the server put it.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(container.querySelector('[data-part="Row"]')).toBeNull();
      expect(container.querySelector('[data-component="GameTile"] img')).toBe(firstPicture);
      window.dispatchEvent(new Event('scroll'));
      await waitFor(() => expect(container.querySelector('[data-part="Row"]')).not.toBeNull());
      const after = container.querySelector('[data-component="GameTile"]')!.getBoundingClientRect();
      expect(Math.abs(after.top - firstTile.top)).toBeLessThan(1);
      expect(Math.abs(after.width - firstTile.width)).toBeLessThan(1);
      expect(consoleErrors).not.toHaveBeenCalled();
      expect(reported).toEqual([]);
    } finally {
      consoleErrors.mockRestore();
      window.removeEventListener('error', onError);
      container.remove();
    }
  });

  it('shows an empty state when there are no games', () => {
    renderUi(<GameGrid games={[]} />);
    expect(screen.getByRole('heading', { name: 'ゲームが見つかりません' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('passes launch, favourite and vendor names through to the tiles', async () => {
    const onLaunch = vi.fn();
    renderUi(<GameGrid games={sampleGames(4)} vendorNames={sampleVendorNames} onLaunch={onLaunch} isFavourite={(g) => g.gameId === 2} onFavouriteChange={vi.fn()} />);
    const tile = await screen.findByRole('button', { name: 'Mahjong Ways 2' });
    expect(tile).toHaveAccessibleDescription('Pragmatic Play HOT');
    tile.click();
    expect(onLaunch).toHaveBeenCalledWith(expect.objectContaining({ gameId: 2 }));
    expect(screen.getByRole('button', { name: 'Mahjong Ways 2をお気に入り' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('useThrottledCallback', () => {
  it('runs at once, then once at the end of the 200 ms window however often it is asked', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const { result } = renderHook(() => useThrottledCallback(fn, 200));
    result.current();
    result.current();
    vi.advanceTimersByTime(100);
    result.current();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
