import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatMoneyIn } from '../../feedback/StatCards/formatStat';
import { storyI18n, storyT } from '../../test/storyText';
import { sampleLevels } from '../shared/vip.fixtures';
import { VipLevelsTable } from './VipLevelsTable';

const meta = {
  title: 'VIP/VipLevelsTable',
  component: VipLevelsTable,
  tags: ['any-locale'],
  args: { levels: sampleLevels, currentRankLevel: 2, currencySymbol: 'P', onRetry: fn() },
  argTypes: { levels: { control: false }, error: { control: 'boolean' } },
} satisfies Meta<typeof VipLevelsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Every level from the lowest up, its thresholds and benefits; the member's level is marked and scrolls sideways. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const lang = storyI18n(context).language;
    const money = (value: number) => formatMoneyIn(lang, value, 'P');
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: t('levels.title') });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      t('levels.level'),
      t('levels.validBet'),
      t('levels.deposit'),
      t('benefits.upgradeBonus'),
      t('benefits.monthlyBonus'),
      t('benefits.cashbackRate'),
      t('benefits.withdrawal'),
      t('benefits.vipService'),
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(6);
    const current = table.querySelector('tr[aria-current="true"]')!;
    await expect(current).toHaveAttribute('data-level', '2');
    await expect(current).toHaveTextContent(t('levels.yours'));
    await expect(current).toHaveTextContent(money(50000));
    await expect(current).toHaveTextContent(
      new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(0.005),
    );
    await expect(current).toHaveTextContent(t('benefits.withdrawalPerDay', { amount: money(200000), count: 5 }));
    // The top level is the brand's accent and has no limit; the entry level pays no upgrade bonus.
    await expect(rows[5]).toHaveAttribute('data-tier-tone', 'accent');
    await expect(rows[5]).toHaveTextContent(t('benefits.unlimited'));
    await expect(rows[0]!.querySelector('[data-benefit="upgradeBonus"]')).toHaveTextContent(t('benefits.none'));
  },
};

/** The columns that do not fit scroll sideways, by keyboard too: the scroll area takes focus. */
export const KeyboardScroll: Story = {
  tags: ['!vrt'],
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <VipLevelsTable {...args} />
    </div>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const scroller = within(canvasElement).getByRole('group', { name: t('levels.title') });
    await userEvent.tab();
    await expect(scroller).toHaveFocus();
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
  },
};

/** A phone: a card per level in its tier's tone; the member's card is marked. */
export const Phone: Story = {
  tags: ['vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <div style={{ maxWidth: 312 }}>
      <VipLevelsTable {...args} />
    </div>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const list = await waitFor(() => within(canvasElement).getByRole('list', { name: t('levels.title') }));
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(6);
    await expect(cards[2]).toHaveAttribute('aria-current', 'true');
    await expect(cards[2]).toHaveTextContent(t('levels.yours'));
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** A guest: no level is marked. */
export const Guest: Story = {
  tags: ['!vrt'],
  args: { currentRankLevel: null },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'loyalty');
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
    await expect(within(canvasElement).queryByText(t('levels.yours'))).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['!vrt'],
  args: { isLoading: true, levels: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  tags: ['!vrt'],
  args: { levels: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'loyalty');
    await expect(within(canvasElement).getByRole('heading', { name: t('levels.empty') })).toBeVisible();
  },
};

export const LoadError: Story = {
  tags: ['!vrt'],
  args: { error: true },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('common.error'));
    await userEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
