import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ContractRateConflictDialog } from './ContractRateConflictDialog';
import { storyI18n, storyT } from '../../test/storyText';

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
  tags: ['!vrt', 'any-locale'],
  args: { conflict, onConfirm: fn(), onCancel: fn() },
  argTypes: { conflict: { control: false } },
} satisfies Meta<typeof ContractRateConflictDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The warning names each contract that agreeing dissolves; Confirm calls back. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'centre');
    const dialog = await screen.findByRole('alertdialog', { name: t('errors:contractRateConflict') });
    await expect(dialog).toHaveAccessibleDescription(
      t('agent.contracts.conflict.description', {
        rate: new Intl.NumberFormat(storyI18n(context).language, { style: 'percent', maximumFractionDigits: 2 }).format(0.008),
      }),
    );
    const list = within(dialog).getByRole('list', { name: t('agent.contracts.conflict.listLabel') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(list).toHaveTextContent('lucky88 → kenji01');
    await expect(within(dialog).getByRole('button', { name: t('agent.contracts.conflict.cancel') })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: t('agent.contracts.conflict.confirm') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Cancel sends nothing. */
export const Cancel: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'centre');
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('agent.contracts.conflict.cancel') }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** While the request is sent again the dialog waits. */
export const Confirming: Story = {
  args: { isConfirming: true },
  play: async (context) => {
    const t = storyT(context, 'centre');
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: t('agent.contracts.conflict.cancel') })).toBeDisabled();
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
