import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playType, slipLines } from '../shared/lotteryPlay.fixtures';
import { BetSlip } from './BetSlip';
import type { BetSlipProps } from './BetSlip.types';

const pos = playType('SSC', 'SSC_POS');
const lines = slipLines('SSC', 'SSC_POS', ['1:7', '2:3', '3:9']);

/** The slip with its own stake, multiplier and lines, reporting to the story's spies. */
function Stateful(props: BetSlipProps) {
  const [unitStake, setUnitStake] = useState(props.unitStake);
  const [multiplier, setMultiplier] = useState(props.multiplier);
  const [selections, setSelections] = useState(props.selections);
  return (
    <div style={{ maxWidth: 380 }}>
      <BetSlip
        {...props}
        selections={selections}
        unitStake={unitStake}
        multiplier={multiplier}
        onUnitStakeChange={(value) => {
          setUnitStake(value);
          props.onUnitStakeChange(value);
        }}
        onMultiplierChange={(value) => {
          setMultiplier(value);
          props.onMultiplierChange(value);
        }}
        onRemove={(selection) => {
          setSelections((list) => list.filter((s) => s.selection !== selection));
          props.onRemove(selection);
        }}
        onClear={() => {
          setSelections([]);
          props.onClear();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Lottery/BetSlip',
  component: BetSlip,
  args: {
    selections: lines,
    unitStake: 2,
    multiplier: 5,
    minAmount: pos.minAmount / 100,
    maxAmount: pos.maxAmount / 100,
    balance: 1250.5,
    onUnitStakeChange: fn(),
    onMultiplierChange: fn(),
    onRemove: fn(),
    onClear: fn(),
    onSubmit: fn(),
  },
  argTypes: { selections: { control: false } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof BetSlip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Three positions at 2 x 5: P10.00 each, P30.00 in all, up to P291.00. */
export const Filled: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('P30.00')).toBeVisible();
    await expect(canvas.getByText('最大 P291.00')).toBeVisible();
    await expect(canvas.getByText('P10.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ベットする・P30.00' })).toBeEnabled();
  },
};

/** Stake chip, multiplier stepper and typed multiplier, then the bet. */
export const PlaceBet: Story = {
  tags: ['!vrt'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^10(\.00)?$/ }));
    await expect(args.onUnitStakeChange).toHaveBeenLastCalledWith(10);
    await userEvent.click(canvas.getByRole('button', { name: '倍率を上げる' }));
    await expect(args.onMultiplierChange).toHaveBeenLastCalledWith(6);
    const multiplier = canvas.getByRole('textbox', { name: '倍率' });
    await userEvent.clear(multiplier);
    await userEvent.type(multiplier, '3');
    await expect(args.onMultiplierChange).toHaveBeenLastCalledWith(3);
    await userEvent.clear(multiplier);
    await userEvent.type(multiplier, '0');
    await userEvent.tab();
    await expect(multiplier).toHaveValue('1');
    await userEvent.clear(multiplier);
    await userEvent.type(multiplier, '3');
    await expect(canvas.getByText('最大 P873.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '2:3を外す' }));
    await expect(args.onRemove).toHaveBeenCalledWith('2:3');
    await userEvent.click(canvas.getByRole('button', { name: 'ベットする・P60.00' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Nothing picked yet: the button is disabled and says why. */
export const Empty: Story = {
  tags: ['!vrt'],
  args: { selections: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: /ベットする/ });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription('1件以上選んでください。');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Every problem at once: above the play type's limit, above the balance, the period closed; and a failed attempt. */
export const Blocked: Story = {
  tags: ['vrt'],
  args: {
    unitStake: 100,
    multiplier: 200,
    balance: 500,
    isClosed: true,
    error: '通信に失敗しました。もう一度お試しください。',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('通信に失敗しました');
    await expect(canvas.getByText('1件あたりの金額はP1.00〜P10,000.00の範囲にしてください。')).toBeVisible();
    await expect(canvas.getByText('合計が残高（P500.00）を超えています。')).toBeVisible();
    await expect(canvas.getByText(/この回の受付は締め切られました/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /ベットする/ })).toBeDisabled();
  },
};

export const Submitting: Story = {
  tags: ['!vrt'],
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="Submit"]')).toBeDisabled();
  },
};

/** A 360 px phone: the summary stays at the bottom; "Details" opens the rest. */
export const Phone: Story = {
  tags: ['!vrt'],
  parameters: { viewport: { defaultViewport: 'phone' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: '詳細' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: '閉じる' })).toHaveAttribute('aria-expanded', 'true');
  },
};
