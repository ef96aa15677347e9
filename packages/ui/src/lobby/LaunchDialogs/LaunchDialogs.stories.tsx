import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { sampleGames, sampleVendorNames } from '../shared/lobby.fixtures';
import { InsufficientBalanceDialog } from './InsufficientBalanceDialog';
import { VendorMaintenanceDialog } from './VendorMaintenanceDialog';

const [tiger, ...popular] = sampleGames(7);

const meta = {
  title: 'Games/LaunchDialogs',
  component: VendorMaintenanceDialog,
  tags: ['vrt'],
  parameters: { layout: 'fullscreen' },
  args: { defaultOpen: true, game: tiger, alternatives: popular, vendorNames: sampleVendorNames, onGameSelect: fn(), onOpenChange: fn() },
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
  play: async ({ args }) => {
    const dialog = await settled('ゲームはメンテナンス中です');
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
    <InsufficientBalanceDialog defaultOpen game={args.game} balance={12.5} requiredAmount={1000} onDeposit={onDeposit} onOpenChange={args.onOpenChange} />
  ),
  play: async () => {
    const dialog = await settled('残高が不足しています');
    await expect(dialog).toHaveTextContent('P12.50');
    await expect(dialog).toHaveTextContent('P1,000.00');
    await userEvent.click(within(dialog).getByRole('button', { name: '入金する' }));
    await expect(onDeposit).toHaveBeenCalled();
  },
};

export const InsufficientBalanceOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => <InsufficientBalanceDialog defaultOpen game={args.game} balance={0} onDeposit={onDeposit} />,
};
