import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../../actions/Button';
import { ModalTrigger } from '../../overlays/Modal';
import { sampleGames } from '../shared/lobby.fixtures';
import { GamePopupList } from './GamePopupList';
import { storyT } from '../../test/storyText';

const meta = {
  title: 'Games/GamePopupList',
  component: GamePopupList,
  tags: ['vrt', 'any-locale'],
  parameters: { layout: 'fullscreen' },
  args: {
    vendorName: 'JILI',
    games: sampleGames(12, 0, 'JILI'),
    defaultOpen: true,
    onLaunch: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof GamePopupList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['!vrt'],
  args: { defaultOpen: false, onFavouriteChange: fn() },
  render: (args) => (
    <div style={{ padding: 24 }}>
      <GamePopupList
        {...args}
        trigger={
          <ModalTrigger>
            <Button>{args.vendorName}</Button>
          </ModalTrigger>
        }
      />
    </div>
  ),
};

/** An isGame 'VASSALAGE' entry opens its vendor's games; a tile launches. */
export const Default: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'lobby');
    const dialog = await screen.findByRole('dialog', { name: t('popup.title', { vendor: 'JILI' }) });
    await Promise.all(dialog.getAnimations().map((a) => a.finished));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fortune Tiger' }));
    await expect(args.onLaunch).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { games: [], isLoading: true } };

export const Empty: Story = { args: { games: [] } };

/** A bottom sheet with two columns on phones. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { games: sampleGames(6, 0, 'JILI') },
};
