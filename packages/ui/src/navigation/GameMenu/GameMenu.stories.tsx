import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GameMenu } from './GameMenu';
import { sampleGames, sampleVendors } from './GameMenu.fixtures';
import { gameMenuPageSize, type GameMenuProps } from './GameMenu.types';
import { storyT } from '../../test/storyText';

const panel = { maxWidth: 1100, borderRadius: 16, border: '1px solid var(--ui-color-border-subtle)', background: 'var(--ui-color-surface-overlay)' };

const meta = {
  title: 'Navigation/GameMenu',
  component: GameMenu,
  tags: ['vrt', 'any-locale'],
  args: {
    vendors: sampleVendors,
    games: sampleGames(21),
    page: 1,
    totalPages: 4,
    onVendorChange: fn(),
    onPageChange: fn(),
    onGameSelect: fn(),
  },
  decorators: [(Story) => <div style={panel}>{Story()}</div>],
} satisfies Meta<typeof GameMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** 21 games on the first page; hovering or focusing a vendor selects it; art that fails gets a placeholder. */
export const Default: Story = {
  tags: ['vrt-brands'],
  args: { onViewAll: fn() },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'frame');
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /Fortune Tiger|Mahjong|Sweet|Gates|Lucky/ }).length).toBeGreaterThan(0);
    await userEvent.hover(canvas.getByRole('button', { name: 'JILI' }));
    await expect(args.onVendorChange).toHaveBeenCalledWith('JILI');
    await expect(canvas.getByRole('button', { name: 'JILI' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Fortune Tiger' }));
    await expect(args.onGameSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'Fortune Tiger' }));
    await userEvent.click(canvas.getByRole('button', { name: t('gameMenu.next') }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** Page changes bring 18 games (SPEC §9); the host fetches and passes them in. */
export const SecondPage: Story = { args: { page: 2, games: sampleGames(18, 21) } };

export const Loading: Story = {
  args: { isLoading: true, games: [] },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status.children).toHaveLength(21);
  },
};

export const Empty: Story = { args: { games: [], totalPages: 1 } };

function PagingDemo(props: GameMenuProps) {
  const [page, setPage] = useState(1);
  return (
    <GameMenu
      {...props}
      page={page}
      games={sampleGames(gameMenuPageSize(page), page === 1 ? 0 : 21 + (page - 2) * 18)}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
    />
  );
}

export const Paging: Story = {
  tags: ['!vrt'],
  render: (args) => <PagingDemo {...args} />,
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'frame');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('gameMenu.previous') })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t('gameMenu.next') }));
    await expect(canvas.getByText(t('gameMenu.page', { page: 2, total: 4 }))).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-component="GameMenuTile"]')).toHaveLength(18);
  },
};

export const OnPhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, args: { games: sampleGames(9) } };
