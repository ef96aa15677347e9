import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { Text } from './Text';
import { textElements, textSizes, textTones, textWeights } from './Text.types';

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const amounts = [1234567.5, 890.12, 45111.0, 7.77];

const meta = {
  title: 'Primitives/Text',
  component: Text,
  tags: ['vrt', 'any-locale'],
  args: { as: 'p', children: <Trans ns="common" i18nKey="sample.paragraph" /> },
  argTypes: {
    as: { control: 'inline-radio', options: textElements },
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    truncate: { control: 'number' },
    children: { control: false },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size} truncate>
          <code>{size}</code> <Trans ns="common" i18nKey="sample.heading" />
        </Text>
      ))}
    </div>
  ),
};

/** Colour roles; every one passes WCAG AA on every surface of every brand. */
export const Tones: Story = {
  tags: ['vrt-brands'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone} weight="medium">
          <code>{tone}</code> <Trans ns="common" i18nKey="sample.balance" /> {money.format(amounts[0]!)}
        </Text>
      ))}
    </div>
  ),
};

export const Weights: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {textWeights.map((weight) => (
        <Text key={weight} {...args} size="lg" weight={weight}>
          <Trans ns="common" i18nKey="sample.heading" />
        </Text>
      ))}
    </div>
  ),
};

/** Money in tabular figures: the decimal points line up and digits do not jiggle as a balance ticks. */
export const TabularFigures: Story = {
  render: () => (
    <div style={{ display: 'inline-grid', justifyItems: 'end', gap: 4 }}>
      {amounts.map((amount) => (
        <Text key={amount} size="lg" weight="bold" isTabular>
          {money.format(amount)}
        </Text>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByText(money.format(amounts[0]!));
    await expect(getComputedStyle(first).fontVariantNumeric).toBe('tabular-nums');
  },
};

export const TruncatedOneLine: Story = {
  args: { truncate: true, style: { maxWidth: 280 } },
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector<HTMLElement>('[data-component="Text"]')!;
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(getComputedStyle(text).textOverflow).toBe('ellipsis');
  },
};

export const TruncatedTwoLines: Story = {
  args: { truncate: 2, style: { maxWidth: 280 } },
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector<HTMLElement>('[data-component="Text"]')!;
    await expect(text.scrollHeight).toBeGreaterThan(text.clientHeight);
  },
};

/** As a `label`, it names its control. */
export const AsLabel: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 280 }}>
      <Text as="label" htmlFor="text-story-username" size="sm" weight="medium" tone="secondary">
        <Trans ns="common" i18nKey="sample.username" />
      </Text>
      <input id="text-story-username" style={{ font: 'inherit', padding: 8 }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAccessibleName();
  },
};
