import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleGames, sampleVendorNames } from '../shared/lobby.fixtures';
import { HotGamesRow } from './HotGamesRow';
import { storyT } from '../../test/storyText';

const hot = sampleGames(12).map((g) => ({ ...g, isHot: true }));

const meta = {
  title: 'Games/HotGamesRow',
  component: HotGamesRow,
  tags: ['vrt', 'any-locale'],
  args: { games: hot, vendorNames: sampleVendorNames, viewAllHref: '/hot', onNavigate: fn(), onLaunch: fn() },
} satisfies Meta<typeof HotGamesRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'], args: { onFavouriteChange: fn(), isVisitor: true, onTry: fn() } };

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'lobby');
    await userEvent.click(within(canvasElement).getByRole('link', { name: t('hotRow.viewAll') }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/hot');
  },
};

export const Loading: Story = { args: { games: [], isLoading: true } };

export const OnPhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
