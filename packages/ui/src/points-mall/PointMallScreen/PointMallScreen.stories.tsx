import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PointsTransactions } from '../PointsTransactions';
import { RedeemHistory } from '../RedeemHistory';
import {
  sampleBalance,
  sampleCategories,
  sampleConversion,
  sampleEarnRates,
  samplePointTransactions,
  sampleQualifyingAmount,
  sampleRedeemRecords,
  sampleRewards,
} from '../shared/points.fixtures';
import { PointMallScreen } from './PointMallScreen';

const meta = {
  title: 'Points Mall/PointMallScreen',
  component: PointMallScreen,
  args: {
    isLoggedIn: true,
    balance: sampleBalance,
    qualifyingAmount: sampleQualifyingAmount,
    categories: sampleCategories,
    rewards: sampleRewards,
    conversion: sampleConversion,
    earnRates: sampleEarnRates,
    currencySymbol: 'P',
    onRedeem: fn(async () => undefined),
    onConvert: fn(async () => undefined),
    onLogin: fn(),
    onCategoryChange: fn(),
    onRetry: fn(),
    history: (
      <RedeemHistory records={sampleRedeemRecords} page={1} pageCount={1} onPageChange={() => undefined} timeZone="Asia/Tokyo" />
    ),
    transactions: (
      <PointsTransactions
        transactions={samplePointTransactions}
        page={1}
        pageCount={1}
        onPageChange={() => undefined}
        timeZone="Asia/Tokyo"
      />
    ),
  },
  argTypes: {
    categories: { control: false },
    rewards: { control: false },
    history: { control: false },
    transactions: { control: false },
    error: { control: 'boolean' },
  },
} satisfies Meta<typeof PointMallScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Puts text in a field at once (typing key by key outlasts the test's time on a loaded machine). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

export const Playground: Story = { tags: ['!vrt'] };

const card = (root: HTMLElement, id: string) => root.querySelector<HTMLElement>(`[data-reward="${id}"]`)!;

/** The balance (points never expire), how points are earned, and the rewards; those out of reach say why. */
export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-part="Points"]')).toHaveTextContent('12,480.5pt');
    await expect(canvas.getByRole('list', { name: 'ポイントの貯め方' })).toHaveTextContent('ライブカジノ1ベットあたり0.7pt');
    await expect(within(card(canvasElement, 'cash-100')).getByRole('button', { name: '交換する' })).toBeEnabled();
    // Not enough points, the amount requirement not met, out of stock: disabled, with the reason.
    const console = card(canvasElement, 'console');
    await expect(within(console).getByRole('button', { name: '交換する' })).toBeDisabled();
    await expect(console).toHaveTextContent('あと29,519.5pt必要です');
    const cash2000 = card(canvasElement, 'cash-2000');
    await expect(cash2000).toHaveTextContent('あと5,519.5pt必要です');
    const watch = card(canvasElement, 'watch');
    await expect(watch).toHaveTextContent('在庫切れです');
    const cash500 = card(canvasElement, 'cash-500');
    await expect(cash500).toHaveAttribute('data-blocked', 'amount');
    await expect(cash500).toHaveTextContent('有効ベット額があとP24,000.00必要です');
  },
};

/** Inside a page whose h1 already names it (the site's section page): no title of its own; the sections stay h2. */
export const TitleHidden: Story = {
  tags: ['!vrt'],
  args: { isTitleHidden: true, titleLevel: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-part="Title"]')).toBeNull();
    await expect(canvas.queryByText('ポイントモール')).toBeNull();
    const levels = canvas.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    await expect(levels[0]).toBe(2);
    await expect(Math.min(...levels)).toBe(2);
    // No level skipped: each heading is at most one below the one before it.
    for (let i = 1; i < levels.length; i++) await expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
  },
};

/** The category filter shows one category's rewards and tells the site. */
export const CategoryFilter: Story = {
  tags: ['!vrt'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'カテゴリ' });
    await userEvent.click(within(group).getByRole('button', { name: 'Vouchers' }));
    await expect(within(group).getByRole('button', { name: 'Vouchers' })).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith('vouchers');
    await expect(canvasElement.querySelectorAll('[data-reward]')).toHaveLength(1);
    await userEvent.click(within(group).getByRole('button', { name: 'すべて' }));
    await expect(canvasElement.querySelectorAll('[data-reward]')).toHaveLength(7);
  },
};

/** Redeem two earbuds: quantity, the receiver, password, the request with the receiver, then "requested". */
export const RedeemAnItem: Story = {
  tags: ['!vrt'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(card(canvasElement, 'earbuds')).getByRole('button', { name: '交換する' }));
    const dialog = await screen.findByRole('dialog', { name: '景品と交換' });
    const body = within(dialog);
    await userEvent.click(body.getByRole('button', { name: '数量を増やす' }));
    await expect(body.getByRole('spinbutton', { name: '数量' })).toHaveValue(2);
    await expect(dialog.querySelector('[data-total]')).toHaveTextContent('6,400');
    await fill(body.getByRole('textbox', { name: /受取人のお名前/ }), '山田 太郎');
    await fill(body.getByRole('textbox', { name: /携帯電話番号/ }), '09012345678');
    await fill(body.getByRole('textbox', { name: /お届け先住所/ }), '東京都渋谷区1-2-3');
    await fill(body.getByLabelText(/出金パスワード/), '123456');
    await userEvent.click(body.getByRole('button', { name: '交換する' }));
    await expect(args.onRedeem).toHaveBeenCalledWith({
      rewardId: 'earbuds',
      quantity: 2,
      paymentPassword: '123456',
      receiverName: '山田 太郎',
      mobileNum: '09012345678',
      address: '東京都渋谷区1-2-3',
    });
    await expect(await body.findByText('交換を申請しました')).toBeVisible();
    const done = dialog.querySelector<HTMLElement>('[data-part="Done"]')!;
    await userEvent.click(within(done).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The redeem history and the points ledger are tabs of the mall. */
export const HistoryTabs: Story = {
  tags: ['!vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '交換履歴' }));
    await expect(canvas.getByRole('table', { name: 'ポイントの交換履歴' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'ポイント明細' }));
    await expect(canvas.getByRole('table', { name: 'ポイントの獲得と利用' })).toBeVisible();
  },
};

/** A guest: the rewards, and a way in instead of a balance. */
export const Guest: Story = {
  tags: ['!vrt'],
  args: { isLoggedIn: false, balance: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ログインするとポイント残高が表示されます。')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
    await expect(canvas.getAllByRole('button', { name: 'ログインして交換' }).length).toBeGreaterThan(0);
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'ポイントを現金化' })).toBeNull();
  },
};

export const Phone: Story = {
  tags: ['vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <PointMallScreen {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('[data-part="Grid"]')!;
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(2);
    const root = canvasElement.querySelector<HTMLElement>('[data-component="PointMallScreen"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Empty: Story = {
  tags: ['!vrt'],
  args: { rewards: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '交換できる景品はありません' })).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['!vrt'],
  args: { isLoading: true, rewards: [], balance: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="Grid"]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  tags: ['!vrt'],
  args: { error: true, rewards: [] },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: '再試行' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
