import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ContractRateConflictDialog } from './ContractRateConflictDialog';

const conflict = {
  rate: 0.8,
  conflicts: [
    { upline: 'lucky88', downline: 'kenji01', rate: 1.1 },
    { upline: 'lucky88', downline: 'yuki_m', rate: 0.9 },
  ],
};

const meta = {
  title: 'Agent Centre/ContractRateConflictDialog',
  component: ContractRateConflictDialog,
  tags: ['!vrt'],
  args: { conflict, onConfirm: fn(), onCancel: fn() },
  argTypes: { conflict: { control: false } },
} satisfies Meta<typeof ContractRateConflictDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The warning names each contract that agreeing dissolves; Confirm calls back. */
export const Default: Story = {
  tags: ['vrt'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'この料率は下位アカウントの契約と競合します。' });
    await expect(dialog).toHaveAccessibleDescription('0.8% で合意すると、これより高い料率の下位契約が次のとおり解除されます。');
    const list = within(dialog).getByRole('list', { name: '解除される契約' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(list).toHaveTextContent('lucky88 → kenji01');
    await expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: '同意して解除する' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Cancel sends nothing. */
export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** While the request is sent again the dialog waits. */
export const Confirming: Story = {
  args: { isConfirming: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toBeDisabled();
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
