import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { freezeClock, sampleNow, sampleTimeZone } from '../shared/cashier.fixtures';
import { frameWidths, PanelFrame } from '../shared/storyFrame';
import { ManualRebatePanel } from './ManualRebatePanel';
import type { ManualRebatePanelProps, RebateClaim, RebateRow } from './ManualRebatePanel.types';
import { storyI18n, storyT } from '../../test/storyText';
import { formatRecordTime } from '../shared/time';
import { storyMoney } from '../shared/storyFormat';

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
  tags: ['any-locale'],
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
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'engage');
    const money = storyMoney(context);
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: t('rebate.breakdown') });
    const body = within(table).getAllByRole('row');
    const percent = new Intl.NumberFormat(storyI18n(context).language, {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 3,
    });
    const row = (product: string, validBet: number, rate: number, amount: number) =>
      `${t(`categories.${product}`)}${money(validBet)}${percent.format(rate / 100)}${money(amount)}`;
    await expect(body[1]).toHaveTextContent(row('LIVE', 12_500, 0.7, 87.5));
    await expect(body[2]).toHaveTextContent(row('RNG', 8340.5, 1.2, 100.09));
    await expect(body[3]).toHaveTextContent(row('SPORTS', 4200, 1, 42));
    await expect(canvasElement.querySelector('[data-total]')).toHaveTextContent(money(229.59));
    await expect(
      canvas.getByText(t('rebate.lastClaim', { time: formatRecordTime(args.lastClaimTime!, args.timeZone) })),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('rebate.claim') })).toBeEnabled();
  },
};

/** A claim: the button is busy, then the credited amount is announced. */
export const Claim: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'engage');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('rebate.claim') }));
    await expect(args.onClaim).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText(t('rebate.claimed', { amount: storyMoney(context)(229.59) }))).toBeVisible();
  },
};

/** Nothing played since the last claim: the button is disabled and says why. */
export const NothingToClaim: Story = {
  tags: ['vrt'],
  args: { rows: rows.map((r) => ({ ...r, validBet: 0 })) },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'engage');
    const button = within(canvasElement).getByRole('button', { name: t('rebate.claim') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(expect.stringContaining(t('rebate.nothingToClaim')));
    await expect(args.onClaim).not.toHaveBeenCalled();
  },
};

/** Below the merchant's minimum: disabled, with the minimum. */
export const BelowMinimum: Story = {
  args: { minClaim: 500 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    const button = within(canvasElement).getByRole('button', { name: t('rebate.claim') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(t('rebate.belowMinimum', { min: storyMoney(context)(500) }));
  },
};

/** The platform refuses: its message, localized. */
export const ClaimRefused: Story = {
  args: { onClaim: fn(async () => Promise.reject({ code: 'feature_not_enabled' })) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    const te = storyT(context, 'errors');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('rebate.claim') }));
    await expect(await canvas.findByText(te('featureNotEnabled'))).toBeVisible();
  },
};

export const NeverClaimed: Story = {
  args: { lastClaimTime: null, history: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('rebate.neverClaimed'))).toBeVisible();
    await expect(canvas.getByText(t('rewards.historyEmpty'))).toBeVisible();
  },
};

export const Loading: Story = { args: { isLoading: true, rows: [], history: [] } };

export const LoadError: Story = {
  args: { error: true },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'engage');
    await userEvent.click(
      within(within(canvasElement).getByRole('alert')).getByRole('button', { name: t('actions.retry') }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  tags: ['vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { width: frameWidths.phone },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    const panel = canvasElement.querySelector<HTMLElement>('[data-component="ManualRebatePanel"]')!;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    const button = within(canvasElement).getByRole('button', { name: t('rebate.claim') });
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(240);
  },
};
