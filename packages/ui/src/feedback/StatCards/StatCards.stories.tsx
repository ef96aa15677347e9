import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { StatCards } from './StatCards';
import type { StatCardItem } from './StatCards.types';
import { storyI18n, storyT } from '../../test/storyText';
import { formatDeltaIn, formatMoneyIn } from './formatStat';

const sample = (key: string, values?: Record<string, unknown>) => (
  <Trans ns="feedback" i18nKey={`stats.sample.${key}`} values={values} />
);

/** The member centre's summary of the last 30 days. */
const memberItems: StatCardItem[] = [
  {
    id: 'deposits',
    label: sample('deposits'),
    icon: 'deposit',
    value: 125000.5,
    delta: 0.124,
    hint: sample('depositOrders', { n: 12 }),
  },
  {
    id: 'withdrawals',
    label: sample('withdrawals'),
    icon: 'withdraw',
    value: 48200,
    delta: -0.083,
    deltaIntent: 'neutral',
    hint: sample('withdrawalOrders', { n: 3 }),
  },
  { id: 'validBet', label: sample('validBet'), icon: 'coins', value: 342880.75, delta: 0.051 },
  { id: 'profitLoss', label: sample('profitLoss'), icon: 'chart', value: 18420.3, isSigned: true, delta: 0.32 },
];

const meta = {
  title: 'Feedback/StatCards',
  tags: ['any-locale'],
  component: StatCards,
  args: { items: memberItems, currencySymbol: 'P' },
  argTypes: {
    items: { control: false },
    comparisonLabel: { control: false },
    maxColumns: { control: 'inline-radio', options: [2, 3, 4] },
  },
} satisfies Meta<typeof StatCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Deposits, withdrawals, valid bet and profit/loss, each with its change against the previous 30 days. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'feedback');
    const lang = storyI18n(context).language;
    const canvas = within(canvasElement);
    const terms = canvas.getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual([
      t('stats.sample.deposits'),
      t('stats.sample.withdrawals'),
      t('stats.sample.validBet'),
      t('stats.sample.profitLoss'),
    ]);
    const deposits = canvasElement.querySelector('[data-stat="deposits"]')!;
    await expect(deposits.querySelector('[data-part="Value"]')).toHaveTextContent(formatMoneyIn(lang, 125000.5, 'P'));
    await expect(deposits.querySelector('[data-part="Delta"]')).toHaveTextContent(
      `${formatDeltaIn(lang, 0.124)}${t('stats.vsPrevious')}`,
    );
    const profit = canvasElement.querySelector('[data-stat="profitLoss"] [data-part="Value"]')!;
    await expect(profit).toHaveTextContent(formatMoneyIn(lang, 18420.3, 'P', true));
    await expect(profit).toHaveAttribute('data-tone', 'positive');
    // A fall in withdrawals is neither good nor bad news: no tone.
    await expect(
      canvasElement.querySelector('[data-stat="withdrawals"] [data-part="Delta"] > span'),
    ).not.toHaveAttribute('data-tone');
    // Four side by side on a desktop.
    const grid = canvasElement.querySelector('[data-part="Grid"]')!;
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(4);
  },
};

/** Skeleton cards hold the space while the summary loads; the region says it is busy. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'feedback');
    await expect(within(canvasElement).getByRole('status', { name: t('stats.loading') })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-part="Card"]')).toHaveLength(4);
    await expect(within(canvasElement).queryByRole('term')).toBeNull();
  },
};

/** A 360 px phone: one card per row. */
export const Phone: Story = {
  tags: ['vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 312 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('[data-part="Grid"]')!;
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(1);
  },
};

/** A losing period: the loss shows in the danger tone with its sign, and its fall reads as bad news. */
export const NegativeProfit: Story = {
  args: {
    items: [
      memberItems[0]!,
      memberItems[1]!,
      memberItems[2]!,
      {
        id: 'profitLoss',
        label: sample('profitLoss'),
        icon: 'chart',
        value: -23560.8,
        isSigned: true,
        delta: -0.41,
        hint: sample('period'),
      },
    ],
  },
  play: async (context) => {
    const { canvasElement } = context;
    const value = canvasElement.querySelector('[data-stat="profitLoss"] [data-part="Value"]')!;
    await expect(value).toHaveTextContent(formatMoneyIn(storyI18n(context).language, -23560.8, 'P', true));
    await expect(value).toHaveAttribute('data-tone', 'negative');
    await expect(canvasElement.querySelector('[data-stat="profitLoss"] [data-part="Delta"] > span')).toHaveAttribute(
      'data-tone',
      'negative',
    );
  },
};

/** A tablet-width panel: two columns. */
export const Tablet: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('[data-part="Grid"]')!;
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(2);
  },
};
