import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BalanceDisplay } from './BalanceDisplay';
import { balanceDisplaySizes, type BalanceDisplayProps } from './BalanceDisplay.types';

const meta = {
  title: 'Feedback/BalanceDisplay',
  component: BalanceDisplay,
  tags: ['vrt', 'any-locale'],
  args: { balance: 1234567.891, currencySymbol: 'P', onRefresh: fn(), onHiddenChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: balanceDisplaySizes }, balance: { control: 'number' } },
} satisfies Meta<typeof BalanceDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Two decimals, comma thousands; a click hides the amount as *** and a second click shows it again. */
export const Default: Story = {
  tags: ['vrt-brands'],
  args: { hasLabel: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /1,234,567\.89/ });
    await expect(toggle).toHaveTextContent('P1,234,567.89');
    await userEvent.click(toggle);
    await expect(args.onHiddenChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toHaveTextContent('***');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).not.toHaveTextContent('1,234');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveTextContent('1,234,567.89');
  },
};

export const Hidden: Story = { args: { isHidden: true, hasLabel: true } };

/** While `balance` is undefined a shimmering placeholder holds the space. */
export const Loading: Story = {
  args: { balance: undefined, hasLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAccessibleName();
    await expect(within(canvasElement).queryByText('***')).toBeNull();
  },
};

export const Refreshing: Story = {
  args: { isRefreshing: true },
  play: async ({ args, canvasElement }) => {
    const refresh = canvasElement.querySelector<HTMLButtonElement>('[data-part="RefreshButton"]')!;
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(refresh);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
      {balanceDisplaySizes.map((size) => (
        <BalanceDisplay key={size} {...args} size={size} balance={size === 'sm' ? 0 : size === 'md' ? 999.9 : 100000000} />
      ))}
    </div>
  ),
};

function RefreshDemo(props: BalanceDisplayProps) {
  const [isRefreshing, setRefreshing] = useState(false);
  return (
    <BalanceDisplay
      {...props}
      isRefreshing={isRefreshing}
      onRefresh={() => {
        setRefreshing(true);
        props.onRefresh?.();
        window.setTimeout(() => setRefreshing(false), 1200);
      }}
    />
  );
}

/** The refresh button calls back; the host sets `isRefreshing` until the new balance arrives. */
export const RefreshFlow: Story = {
  tags: ['!vrt'],
  render: (args) => <RefreshDemo {...args} />,
  play: async ({ args, canvasElement }) => {
    const refresh = within(canvasElement).getAllByRole('button')[1]!;
    await userEvent.click(refresh);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(refresh).toHaveAttribute('data-refreshing');
  },
};
