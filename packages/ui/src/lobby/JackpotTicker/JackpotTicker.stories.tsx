import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatMoneyIn } from '../../feedback/StatCards/formatStat';
import { storyI18n, storyT } from '../../test/storyText';
import { JackpotTicker } from './JackpotTicker';
import type { JackpotTickerProps } from './JackpotTicker.types';

const meta = {
  title: 'Games/JackpotTicker',
  component: JackpotTicker,
  tags: ['any-locale'],
  args: { amount: 8_652_431.27, currencySymbol: 'P', onPlay: fn() },
  render: (args) => (
    <div style={{ maxWidth: args.variant === 'wide' ? 960 : 420 }}>
      <JackpotTicker {...args} />
    </div>
  ),
} satisfies Meta<typeof JackpotTicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Home: a pill with the pool. */
export const Compact: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const region = within(canvasElement).getByRole('region', { name: t('jackpot.title') });
    await expect(region).toHaveTextContent(formatMoneyIn(storyI18n(context).language, 8_652_431.27, 'P'));
  },
};

/** The slot hall: odometer digits and "Play now". */
export const Wide: Story = {
  tags: ['vrt'],
  args: { variant: 'wide' },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-part="Digit"]')).toHaveLength(9);
    await userEvent.click(canvas.getByRole('button', { name: t('jackpot.play') }));
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
  },
};

export const WidePhone: Story = {
  tags: ['!vrt'],
  args: { variant: 'wide' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <JackpotTicker {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-component="JackpotTicker"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Loading: Story = {
  tags: ['!vrt'],
  args: { amount: null },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'loyalty');
    await expect(within(canvasElement).getByText(t('jackpot.loading'))).toBeInTheDocument();
  },
};

/** The site polls: a new amount counts up from the one shown (not jumping), and ends exactly on it. */
function Polled(args: JackpotTickerProps) {
  const [amount, setAmount] = useState(args.amount);
  useEffect(() => {
    const timer = setTimeout(() => setAmount((value) => (value ?? 0) + 12_345.67), 300);
    return () => clearTimeout(timer);
  }, []);
  return <JackpotTicker {...args} amount={amount} />;
}

/**
 * A new amount: with motion it counts up from the one shown and ends exactly on it; under reduced motion (as the
 * story tests and screenshots run) it is shown at once. The count itself is tested in JackpotTicker.test.tsx.
 */
export const NewAmount: Story = {
  tags: ['!vrt'],
  args: { countDurationMs: 1200 },
  render: (args) => <Polled {...args} />,
  play: async (context) => {
    const { canvasElement } = context;
    const shown = () => Number(canvasElement.querySelector('[data-part="Amount"]')!.getAttribute('data-value'));
    await waitFor(() => expect(shown()).toBeGreaterThan(8_652_431.27), { timeout: 2000 });
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) await expect(shown()).toBe(8_664_776.94);
    await waitFor(() => expect(shown()).toBe(8_664_776.94), { timeout: 3000 });
    // Screen readers get the new amount once, not each frame.
    await expect(canvasElement.querySelector('[data-part="AmountText"]')).toHaveTextContent(
      formatMoneyIn(storyI18n(context).language, 8_664_776.94, 'P'),
    );
  },
};
