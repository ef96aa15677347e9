import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { freezeClock, sampleNow, sampleTimeZone } from '../shared/cashier.fixtures';
import { frameWidths, PanelFrame } from '../shared/storyFrame';
import { ManualRebatePanel } from './ManualRebatePanel';
import type { ManualRebatePanelProps, RebateClaim, RebateRow } from './ManualRebatePanel.types';

const day = 86_400_000;
const rows: RebateRow[] = [
  { productType: 'LIVE', validBet: 12500, rate: 0.7 },
  { productType: 'RNG', validBet: 8340.5, rate: 1.2 },
  { productType: 'SPORTS', validBet: 4200, rate: 1 },
  { productType: 'FISH', validBet: 0, rate: 1.2 },
];
const history: RebateClaim[] = [
  { id: 'c1', time: sampleNow - 3 * day, validBet: 30500, amount: 284.3 },
  { id: 'c2', time: sampleNow - 10 * day, validBet: 12000, amount: 96 },
];

type StoryArgs = ManualRebatePanelProps & { width?: number };

const meta = {
  title: 'Member Centre/ManualRebatePanel',
  component: ManualRebatePanel,
  beforeEach: () => freezeClock(),
  args: {
    rows,
    history,
    lastClaimTime: sampleNow - 3 * day,
    minClaim: 1,
    onClaim: fn(async () => ({ amount: 229.59 })),
    onRetry: fn(),
    currencySymbol: 'P',
    timeZone: sampleTimeZone,
    isTitleHidden: true,
  },
  argTypes: { rows: { control: false }, history: { control: false }, error: { control: 'boolean' } },
  render: ({ width = frameWidths.desktop, ...args }) => (
    <PanelFrame page="manualRebate" width={width}>
      <ManualRebatePanel {...args} />
    </PanelFrame>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/**
 * Per product type: valid bet since the last claim × rate = cashback (12,500 × 0.7 % = 87.50; 8,340.50 × 1.2 % =
 * 100.09 to the cent; 4,200 × 1 % = 42.00), the total 229.59 with its claim button, the last claim and the history.
 */
export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '商品別の内訳' });
    const body = within(table).getAllByRole('row');
    await expect(body[1]).toHaveTextContent('ライブカジノP12,500.000.70%P87.50');
    await expect(body[2]).toHaveTextContent('スロットP8,340.501.20%P100.09');
    await expect(body[3]).toHaveTextContent('スポーツP4,200.001.00%P42.00');
    await expect(canvasElement.querySelector('[data-total]')).toHaveTextContent('P229.59');
    await expect(canvas.getByText('前回の受け取り：2026-11-22 14:02:00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '今すぐ受け取る' })).toBeEnabled();
  },
};

/** A claim: the button is busy, then the credited amount is announced. */
export const Claim: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '今すぐ受け取る' }));
    await expect(args.onClaim).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText('P229.59をメインウォレットに付与しました。')).toBeVisible();
  },
};

/** Nothing played since the last claim: the button is disabled and says why. */
export const NothingToClaim: Story = {
  tags: ['vrt'],
  args: { rows: rows.map((r) => ({ ...r, validBet: 0 })) },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '今すぐ受け取る' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(/受け取れるキャッシュバックはまだありません。/);
    await expect(args.onClaim).not.toHaveBeenCalled();
  },
};

/** Below the merchant's minimum: disabled, with the minimum. */
export const BelowMinimum: Story = {
  args: { minClaim: 500 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '今すぐ受け取る' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('P500.00以上になると受け取れます。');
  },
};

/** The platform refuses: its message, localized. */
export const ClaimRefused: Story = {
  args: { onClaim: fn(async () => Promise.reject({ code: 'feature_not_enabled' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '今すぐ受け取る' }));
    await expect(await canvas.findByText('この機能は有効になっていません。')).toBeVisible();
  },
};

export const NeverClaimed: Story = {
  args: { lastClaimTime: null, history: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('まだ受け取ったことはありません')).toBeVisible();
    await expect(canvas.getByText('受取履歴はまだありません')).toBeVisible();
  },
};

export const Loading: Story = { args: { isLoading: true, rows: [], history: [] } };

export const LoadError: Story = {
  args: { error: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(within(canvasElement).getByRole('alert')).getByRole('button', { name: '再試行' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  tags: ['vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { width: frameWidths.phone },
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector<HTMLElement>('[data-component="ManualRebatePanel"]')!;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    const button = within(canvasElement).getByRole('button', { name: '今すぐ受け取る' });
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(240);
  },
};
