import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleGames } from '../shared/lobby.fixtures';
import { GameTile } from './GameTile';
import type { GameTileProps } from './GameTile.types';

const games = sampleGames(12);
const tiger = games[0]!; // trial-playable
const gates = { ...games[3]!, isHot: true }; // hot, not trial

const meta = {
  title: 'Games/GameTile',
  component: GameTile,
  tags: ['vrt', 'any-locale'],
  args: { game: gates, vendorName: 'Pragmatic Play', onLaunch: fn() },
  decorators: [(Story) => <div style={{ width: 180 }}>{Story()}</div>],
} satisfies Meta<typeof GameTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'], args: { onFavouriteChange: fn(), isVisitor: true, onTry: fn() } };

/** Art loads once the tile is in view; click or Enter launches. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-part="Art"]')).toHaveAttribute('data-state', 'loaded'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Gates of Olympus' }));
    await expect(args.onLaunch).toHaveBeenCalledWith(gates);
  },
};

function FavouriteDemo(props: GameTileProps) {
  const [isFavourite, setFavourite] = useState(false);
  return (
    <GameTile
      {...props}
      isFavourite={isFavourite}
      onFavouriteChange={(game, next) => {
        setFavourite(next);
        props.onFavouriteChange?.(game, next);
      }}
    />
  );
}

/** Members get a favourite star (a toggle button with aria-pressed). */
export const Favourite: Story = {
  args: { onFavouriteChange: fn() },
  render: (args) => <FavouriteDemo {...args} />,
  play: async ({ args, canvasElement }) => {
    const star = within(canvasElement).getByRole('button', { name: /Gates of Olympus/, pressed: false });
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onFavouriteChange).toHaveBeenCalledWith(gates, true);
    star.blur();
  },
};

/** A visitor on a trial-playable game (supportPlay 0) can try it for free. */
export const TrialForVisitor: Story = {
  args: { game: tiger, vendorName: 'PG Soft', isVisitor: true, onTry: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fortune Tiger' }));
    await expect(args.onLaunch).toHaveBeenCalled();
    const tryButton = canvasElement.querySelector<HTMLButtonElement>('[data-part="TryButton"]')!;
    await userEvent.click(tryButton);
    await expect(args.onTry).toHaveBeenCalledWith(tiger);
    tryButton.blur();
  },
};

/** Missing or broken art becomes a generated monogram, never a broken image. */
export const ArtFallback: Story = {
  args: { game: { ...games[5]!, showIcon: '/brand-assets/missing-art.png' }, vendorName: 'HB' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-part="Placeholder"]')).toHaveTextContent('WB'));
  },
};

/** Keyboard focus shows a ring around the art. */
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Gates of Olympus' })).toHaveFocus();
  },
};

export const LongName: Story = {
  args: {
    game: { ...gates, displayName: 'Ways of the Qilin: Legend of the Jade Dragon Deluxe Edition' },
    vendorName: 'A very long vendor name indeed',
  },
};
