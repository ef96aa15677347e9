import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samplePopular } from '../resultsShared/results.fixtures';
import { PopularNumbers } from './PopularNumbers';
import type { PopularNumbersProps } from './PopularNumbers.types';
import { storyI18n, storyT } from '../../test/storyText';

const top20 = samplePopular(20);
const all = samplePopular(100);

/** The slip owns the picks; this stand-in keeps them so the toggles move. */
function PopularNumbersDemo(args: PopularNumbersProps) {
  const [selected, setSelected] = useState<readonly string[]>(args.selected ?? []);
  return (
    <PopularNumbers
      {...args}
      selected={selected}
      onPick={
        args.onPick
          ? (number) => {
              setSelected((s) => (s.includes(number) ? s.filter((n) => n !== number) : [...s, number]));
              args.onPick?.(number);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Lottery/PopularNumbers',
  component: PopularNumbers,
  tags: ['any-locale'],
  args: { numbers: top20, draws: 30 },
  argTypes: { numbers: { control: false } },
  render: (args) => <PopularNumbersDemo {...args} />,
} satisfies Meta<typeof PopularNumbers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** The 20 hottest over 30 draws, to look at: no buttons. */
export const Default: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        t('popular.draws', { formatted: new Intl.NumberFormat(storyI18n(context).language).format(30) }),
      ),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(20);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    // The hottest number's bar is full.
    const first = canvasElement.querySelector<HTMLElement>('[data-part="Chip"]')!;
    await expect(first.style.getPropertyValue('--heat')).toBe('1');
  },
};

/** Pick a number: a toggle button, pressed once picked. */
export const Pick: Story = {
  tags: ['!vrt'],
  args: { onPick: fn(), selected: [top20[1]!.number] },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    const first = top20[0]!;
    const hits = t('popular.hits', {
      formatted: new Intl.NumberFormat(storyI18n(context).language).format(first.hits),
    });
    const button = canvas.getByRole('button', {
      name: (name) => name.replace(/\s+/g, '') === `${first.number}${hits}`.replace(/\s+/g, ''),
    });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onPick).toHaveBeenCalledWith(first.number);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

/** All 100 two-digit numbers wrap into a grid; two are picked. */
export const Hundred: Story = {
  tags: ['vrt'],
  args: { numbers: all, draws: 365, onPick: fn(), selected: ['07', '68'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(100);
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(2);
  },
};
