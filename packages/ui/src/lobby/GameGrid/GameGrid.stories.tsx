import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { sampleGames, sampleVendorNames } from '../shared/lobby.fixtures';
import { GameGrid } from './GameGrid';
import type { GameGridProps } from './GameGrid.types';

const meta = {
  title: 'Games/GameGrid',
  component: GameGrid,
  tags: ['vrt', 'any-locale'],
  args: { games: sampleGames(18), vendorNames: sampleVendorNames, onLaunch: fn() },
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

function InfiniteDemo({ total, pageSize = 24, ...props }: GameGridProps & { total: number; pageSize?: number }) {
  const [count, setCount] = useState(pageSize);
  const [isLoading, setLoading] = useState(false);
  const [favourites, setFavourites] = useState<ReadonlySet<number | string>>(new Set([2, 5]));
  const onEndReached = useCallback(() => {
    setLoading(true);
    setTimeout(() => {
      setCount((c) => Math.min(total, c + pageSize));
      setLoading(false);
    }, 300);
  }, [total, pageSize]);
  return (
    <GameGrid
      {...props}
      games={sampleGames(count)}
      isLoading={isLoading}
      hasMore={count < total}
      onEndReached={onEndReached}
      isFavourite={(game) => favourites.has(game.gameId ?? '')}
      onFavouriteChange={(game, next) => {
        setFavourites((prev) => {
          const copy = new Set(prev);
          if (next) copy.add(game.gameId ?? '');
          else copy.delete(game.gameId ?? '');
          return copy;
        });
      }}
    />
  );
}

export const Playground: Story = { tags: ['!vrt'], render: (args) => <InfiniteDemo {...args} total={240} /> };

/** A page of games; columns follow the container width. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(18));
  },
};

/** 10,000 games: only the rows near the viewport are mounted, however far the window scrolls. */
export const TenThousandGames: Story = {
  tags: ['!vrt'],
  args: { games: sampleGames(10_000) },
  play: async ({ canvasElement }) => {
    const tiles = () => canvasElement.querySelectorAll('[data-component="GameTile"]').length;
    await waitFor(() => expect(tiles()).toBeGreaterThan(0));
    await expect(tiles()).toBeLessThan(300);
    window.scrollTo(0, document.documentElement.scrollHeight / 2);
    await waitFor(() =>
      expect(Number(canvasElement.querySelector('[role="listitem"]')?.getAttribute('aria-posinset'))).toBeGreaterThan(
        1000,
      ),
    );
    await expect(tiles()).toBeLessThan(300);
    window.scrollTo(0, 0);
  },
};

/** Infinite loading: scrolling near the end asks for the next page (throttled to 200 ms). */
export const InfiniteLoading: Story = {
  tags: ['!vrt'],
  render: (args) => <InfiniteDemo {...args} total={96} />,
};

/** The first page is loading: skeleton rows. */
export const Loading: Story = { args: { games: [], isLoading: true } };

/** The next page is loading: one skeleton row after the last. */
/** Not screenshotted: its tiles' lazy art arrives at a different moment each run. */
export const LoadingMore: Story = { args: { isLoading: true, hasMore: true }, tags: ['!vrt'] };

export const Empty: Story = { args: { games: [] } };

/** Two columns on a 360 px phone. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { games: sampleGames(8) },
};
