import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatMoney } from '@croupier/contract';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { sampleGames, sampleVendorNames } from '../shared/lobby.fixtures';
import { InsufficientBalanceDialog } from './InsufficientBalanceDialog';
import { VendorMaintenanceDialog } from './VendorMaintenanceDialog';
import { storyT } from '../../test/storyText';

const [tiger, ...popular] = sampleGames(7);

const meta = {
  title: 'Games/LaunchDialogs',
  component: VendorMaintenanceDialog,
  tags: ['vrt', 'any-locale'],
  parameters: { layout: 'fullscreen' },
  args: {
    defaultOpen: true,
    game: tiger,
    alternatives: popular,
    vendorNames: sampleVendorNames,
    onGameSelect: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof VendorMaintenanceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function settled(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await Promise.all(dialog.getAnimations().map((a) => a.finished));
  return dialog;
}

export const Playground: Story = { tags: ['!vrt'] };

/** The game is under maintenance: pick a popular game instead. */
export const VendorMaintenance: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'lobby');
    const dialog = await settled(t('maintenance.title'));
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mahjong Ways 2' }));
    await expect(args.onGameSelect).toHaveBeenCalledWith(popular[0]);
  },
};

export const VendorMaintenanceOnPhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

const onDeposit = fn();

/** Too little balance to launch: the deposit action is focused. */
export const InsufficientBalance: Story = {
  render: (args) => (
    <InsufficientBalanceDialog
      defaultOpen
      game={args.game}
      balance={12.5}
      requiredAmount={1000}
      onDeposit={onDeposit}
      onOpenChange={args.onOpenChange}
    />
  ),
  play: async (context) => {
    const t = storyT(context, 'lobby');
    const dialog = await settled(t('balance.title'));
    // The dialog writes amounts as the contract does (`P` + formatMoney), the same in every language.
    await expect(dialog).toHaveTextContent(`P${formatMoney(12.5)}`);
    await expect(dialog).toHaveTextContent(`P${formatMoney(1000)}`);
    await userEvent.click(within(dialog).getByRole('button', { name: t('balance.deposit') }));
    await expect(onDeposit).toHaveBeenCalled();
  },
};

export const InsufficientBalanceOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => <InsufficientBalanceDialog defaultOpen game={args.game} balance={0} onDeposit={onDeposit} />,
};
