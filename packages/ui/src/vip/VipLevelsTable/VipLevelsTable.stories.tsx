import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleLevels } from '../shared/vip.fixtures';
import { VipLevelsTable } from './VipLevelsTable';

const meta = {
  title: 'VIP/VipLevelsTable',
  component: VipLevelsTable,
  args: { levels: sampleLevels, currentRankLevel: 2, currencySymbol: 'P', onRetry: fn() },
  argTypes: { levels: { control: false }, error: { control: 'boolean' } },
} satisfies Meta<typeof VipLevelsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Every level from the lowest up, its thresholds and benefits; the member's level is marked and scrolls sideways. */
export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'ランクと特典' });
    await expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'ランク',
      '必要な有効ベット額',
      '必要な入金額',
      '昇格ボーナス',
      '毎月のボーナス',
      'キャッシュバック率',
      '1日の出金上限',
      'VIP専用サポート',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(6);
    const current = table.querySelector('tr[aria-current="true"]')!;
    await expect(current).toHaveAttribute('data-level', '2');
    await expect(current).toHaveTextContent('現在のランク');
    await expect(current).toHaveTextContent('P50,000.00');
    await expect(current).toHaveTextContent('0.5%');
    await expect(current).toHaveTextContent('P200,000.00・5回まで');
    // The top level is the brand's accent and has no limit; the entry level pays no upgrade bonus.
    await expect(rows[5]).toHaveAttribute('data-tier-tone', 'accent');
    await expect(rows[5]).toHaveTextContent('無制限');
    await expect(rows[0]!.querySelector('[data-benefit="upgradeBonus"]')).toHaveTextContent('—');
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
  play: async ({ canvasElement }) => {
    const scroller = within(canvasElement).getByRole('group', { name: 'ランクと特典' });
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
  play: async ({ canvasElement }) => {
    const list = await waitFor(() => within(canvasElement).getByRole('list', { name: 'ランクと特典' }));
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(6);
    await expect(cards[2]).toHaveAttribute('aria-current', 'true');
    await expect(cards[2]).toHaveTextContent('現在のランク');
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** A guest: no level is marked. */
export const Guest: Story = {
  tags: ['!vrt'],
  args: { currentRankLevel: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
    await expect(within(canvasElement).queryByText('現在のランク')).toBeNull();
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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'VIPランクはまだ公開されていません' })).toBeVisible();
  },
};

export const LoadError: Story = {
  tags: ['!vrt'],
  args: { error: true },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('読み込めませんでした');
    await userEvent.click(within(alert).getByRole('button', { name: '再試行' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
