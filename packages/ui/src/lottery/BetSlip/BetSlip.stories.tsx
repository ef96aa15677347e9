import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatMoneyIn } from '../../feedback/StatCards/formatStat';
import { storyI18n, storyT } from '../../test/storyText';
import { playType, slipLines } from '../shared/lotteryPlay.fixtures';
import { BetSlip } from './BetSlip';
import type { BetSlipProps } from './BetSlip.types';

const pos = playType('SSC', 'SSC_POS');
const lines = slipLines('SSC', 'SSC_POS', ['1:7', '2:3', '3:9']);

/** Money as the slip writes it (the member centre's helper) in the story's language. */
function storyMoney(context: { loaded: Record<string, unknown> }) {
  const lang = storyI18n(context).language;
  return (value: number) => formatMoneyIn(lang, value, 'P');
}

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
  tags: ['any-locale'],
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
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'lottery');
    const money = storyMoney(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(money(30))).toBeVisible();
    await expect(canvas.getByText(t('slip.upTo', { amount: money(291) }))).toBeVisible();
    await expect(canvas.getByText(money(10))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('slip.submit', { total: money(30) }) })).toBeEnabled();
  },
};

/** Stake chip, multiplier stepper and typed multiplier, then the bet. */
export const PlaceBet: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'lottery');
    const money = storyMoney(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^10(\.00)?$/ }));
    await expect(args.onUnitStakeChange).toHaveBeenLastCalledWith(10);
    await userEvent.click(canvas.getByRole('button', { name: t('slip.multiplierUp') }));
    await expect(args.onMultiplierChange).toHaveBeenLastCalledWith(6);
    const multiplier = canvas.getByRole('textbox', { name: t('slip.multiplier') });
    await userEvent.clear(multiplier);
    await userEvent.type(multiplier, '3');
    await expect(args.onMultiplierChange).toHaveBeenLastCalledWith(3);
    await userEvent.clear(multiplier);
    await userEvent.type(multiplier, '0');
    await userEvent.tab();
    await expect(multiplier).toHaveValue('1');
    await userEvent.clear(multiplier);
    await userEvent.type(multiplier, '3');
    await expect(canvas.getByText(t('slip.upTo', { amount: money(873) }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('slip.remove', { label: '2:3' }) }));
    await expect(args.onRemove).toHaveBeenCalledWith('2:3');
    await userEvent.click(canvas.getByRole('button', { name: t('slip.submit', { total: money(60) }) }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Nothing picked yet: the button is disabled and says why. */
export const Empty: Story = {
  tags: ['!vrt'],
  args: { selections: [] },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: t('slip.submit', { total: storyMoney(context)(0) }) });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(t('slip.problems.empty'));
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
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'lottery');
    const money = storyMoney(context);
    const canvas = within(canvasElement);
    // The failure is the caller's own message (a fixture), shown as given.
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.error!);
    await expect(canvas.getByText(t('slip.problems.limits', { min: money(1), max: money(10_000) }))).toBeVisible();
    await expect(canvas.getByText(t('slip.problems.balance', { balance: money(500) }))).toBeVisible();
    await expect(canvas.getByText(t('slip.problems.closed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('slip.submit', { total: money(60_000) }) })).toBeDisabled();
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
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: t('slip.showDetails') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: t('slip.hideDetails') })).toHaveAttribute('aria-expanded', 'true');
  },
};
