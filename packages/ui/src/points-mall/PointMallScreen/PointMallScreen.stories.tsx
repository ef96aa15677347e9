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
import { formatMoneyIn } from '../../feedback/StatCards/formatStat';
import { storyI18n, storyT } from '../../test/storyText';

const meta = {
  title: 'Points Mall/PointMallScreen',
  component: PointMallScreen,
  tags: ['any-locale'],
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
      <RedeemHistory
        records={sampleRedeemRecords}
        page={1}
        pageCount={1}
        onPageChange={() => undefined}
        timeZone="Asia/Tokyo"
      />
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

/** Points as the mall writes them (at most two decimals, the story's language). */
const storyPoints = (context: { loaded: Record<string, unknown> }) => {
  const format = new Intl.NumberFormat(storyI18n(context).language, { maximumFractionDigits: 2 });
  return (value: number) => format.format(value);
};

/** A field's label as a pattern: the label's words first (a required marker may follow). */
const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const card = (root: HTMLElement, id: string) => root.querySelector<HTMLElement>(`[data-reward="${id}"]`)!;

/** The balance (points never expire), how points are earned, and the rewards; those out of reach say why. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const points = storyPoints(context);
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-part="Points"]')).toHaveTextContent(
      `${points(12_480.5)}${t('mall.pointsUnit')}`,
    );
    await expect(canvas.getByRole('list', { name: t('mall.earnRates') })).toHaveTextContent(
      `${t('sources.live')}${t('mall.rate', { rate: points(0.7) })}`,
    );
    await expect(within(card(canvasElement, 'cash-100')).getByRole('button', { name: t('mall.redeem') })).toBeEnabled();
    // Not enough points, the amount requirement not met, out of stock: disabled, with the reason.
    const console = card(canvasElement, 'console');
    await expect(within(console).getByRole('button', { name: t('mall.redeem') })).toBeDisabled();
    await expect(console).toHaveTextContent(t('mall.blocked.points', { points: points(29_519.5) }));
    const cash2000 = card(canvasElement, 'cash-2000');
    await expect(cash2000).toHaveTextContent(t('mall.blocked.points', { points: points(5_519.5) }));
    const watch = card(canvasElement, 'watch');
    await expect(watch).toHaveTextContent(t('mall.blocked.soldOut'));
    const cash500 = card(canvasElement, 'cash-500');
    await expect(cash500).toHaveAttribute('data-blocked', 'amount');
    await expect(cash500).toHaveTextContent(
      t('mall.blocked.amount', { amount: formatMoneyIn(storyI18n(context).language, 24_000, 'P') }),
    );
  },
};

/** Inside a page whose h1 already names it (the site's section page): no title of its own; the sections stay h2. */
export const TitleHidden: Story = {
  tags: ['!vrt'],
  args: { isTitleHidden: true, titleLevel: 2 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-part="Title"]')).toBeNull();
    await expect(canvas.queryByText(t('mall.title'))).toBeNull();
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
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: t('mall.categories') });
    await userEvent.click(within(group).getByRole('button', { name: 'Vouchers' }));
    await expect(within(group).getByRole('button', { name: 'Vouchers' })).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith('vouchers');
    await expect(canvasElement.querySelectorAll('[data-reward]')).toHaveLength(1);
    await userEvent.click(within(group).getByRole('button', { name: t('mall.allCategories') }));
    await expect(canvasElement.querySelectorAll('[data-reward]')).toHaveLength(7);
  },
};

/** Redeem two earbuds: quantity, the receiver, password, the request with the receiver, then "requested". */
export const RedeemAnItem: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'loyalty');
    await userEvent.click(within(card(canvasElement, 'earbuds')).getByRole('button', { name: t('mall.redeem') }));
    const dialog = await screen.findByRole('dialog', { name: t('redeem.title') });
    const body = within(dialog);
    await userEvent.click(body.getByRole('button', { name: t('redeem.more') }));
    await expect(body.getByRole('spinbutton', { name: t('redeem.quantity') })).toHaveValue(2);
    await expect(dialog.querySelector('[data-total]')).toHaveTextContent(storyPoints(context)(6400));
    // The receiver is the member's own words, typed as given.
    await fill(body.getByRole('textbox', { name: labelled(t('redeem.receiverName')) }), '山田 太郎');
    await fill(body.getByRole('textbox', { name: labelled(t('redeem.mobile')) }), '09012345678');
    await fill(body.getByRole('textbox', { name: labelled(t('redeem.address')) }), '東京都渋谷区1-2-3');
    await fill(body.getByLabelText(labelled(t('redeem.password'))), '123456');
    await userEvent.click(body.getByRole('button', { name: t('redeem.submit') }));
    await expect(args.onRedeem).toHaveBeenCalledWith({
      rewardId: 'earbuds',
      quantity: 2,
      paymentPassword: '123456',
      receiverName: '山田 太郎',
      mobileNum: '09012345678',
      address: '東京都渋谷区1-2-3',
    });
    await expect(await body.findByText(t('redeem.doneApplying'))).toBeVisible();
    const done = dialog.querySelector<HTMLElement>('[data-part="Done"]')!;
    await userEvent.click(within(done).getByRole('button', { name: t('redeem.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The redeem history and the points ledger are tabs of the mall. */
export const HistoryTabs: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: t('mall.tabs.history') }));
    await expect(canvas.getByRole('table', { name: t('history.caption') })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: t('mall.tabs.transactions') }));
    await expect(canvas.getByRole('table', { name: t('ledger.caption') })).toBeVisible();
  },
};

/** A guest: the rewards, and a way in instead of a balance. */
export const Guest: Story = {
  tags: ['!vrt'],
  args: { isLoggedIn: false, balance: null },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('mall.guestBalance'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('mall.login') }));
    await expect(canvas.getAllByRole('button', { name: t('mall.loginToRedeem') }).length).toBeGreaterThan(0);
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: t('mall.convert') })).toBeNull();
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
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'loyalty');
    await expect(within(canvasElement).getByRole('heading', { name: t('mall.empty') })).toBeVisible();
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
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
