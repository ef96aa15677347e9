import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { frameWidths, PanelFrame } from '../shared/storyFrame';
import { WalletPanel } from './WalletPanel';
import type { VendorWallet, WalletPanelProps } from './WalletPanel.types';

/** Vendor names are the providers' own (not translated). */
const wallets: VendorWallet[] = [
  { id: 'PG', name: 'PG Soft', balance: 1200 },
  { id: 'PP', name: 'Pragmatic Play', balance: 350.25 },
  { id: 'EVO', name: 'Evolution', balance: 0 },
  { id: 'JILI', name: 'JILI', isUnavailable: true },
  { id: 'SABA', name: 'SABA Sports' },
];

type StoryArgs = WalletPanelProps & { width?: number };

const meta = {
  title: 'Member Centre/WalletPanel',
  args: {
    mainBalance: 12580.5,
    vendorWallets: wallets,
    currencySymbol: 'P',
    onRefresh: fn(),
    onTransfer: fn(async () => undefined),
    onCollectAll: fn(async () => undefined),
    onRetry: fn(),
  },
  argTypes: { vendorWallets: { control: false } },
  render: ({ width = frameWidths.desktop, ...args }) => (
    <PanelFrame page="transferFund" width={width}>
      <WalletPanel {...args} />
    </PanelFrame>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) => within(canvasElement).getByRole('form', { name: 'ウォレット間の振替' });

export const Playground: Story = {};

/**
 * The main wallet with the total of every wallet, each game wallet with its balance (a skeleton for one still
 * loading, "unavailable" for one whose vendor did not answer) and the transfer form.
 */
export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-part="MainBalance"]')).toHaveTextContent('P12,580.50');
    await expect(canvas.getByText('全ウォレットの合計：P14,130.75')).toBeVisible();
    const cards = canvasElement.querySelectorAll('[data-wallet]');
    await expect(cards).toHaveLength(5);
    await expect(canvasElement.querySelector('[data-wallet="PP"]')).toHaveTextContent('P350.25');
    await expect(canvasElement.querySelector('[data-wallet="JILI"]')).toHaveTextContent('利用不可');
    await expect(canvasElement.querySelector('[data-wallet="SABA"]')).toHaveAttribute('aria-busy', 'true');
    // Neither the unavailable nor the loading wallet can be picked.
    const to = within(form(canvasElement)).getByRole('combobox', { name: /振替先/ });
    await expect(within(to).getByRole('option', { name: 'JILI' })).toBeDisabled();
    await expect(within(to).getByRole('option', { name: 'SABA Sports' })).toBeDisabled();
  },
};

/** A 360 px phone: two wallets a row, the direction stacked, the buttons full width. */
export const Phone: Story = {
  tags: ['vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { width: frameWidths.phone },
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('[data-part="Wallets"]')!;
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(2);
    const panel = canvasElement.querySelector<HTMLElement>('[data-component="WalletPanel"]')!;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    const submit = within(form(canvasElement)).getByRole('button', { name: '振替する' });
    await expect(submit.getBoundingClientRect().width).toBeGreaterThan(250);
  },
};

/**
 * A transfer in: "Transfer in" on a card fills the form, an amount above the main wallet's balance is refused,
 * "Max" fills the balance, and a good amount is sent and announced.
 */
export const TransferIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'PG Softへ振替' }));
    const transfer = within(form(canvasElement));
    await expect(transfer.getByRole('combobox', { name: /振替元/ })).toHaveValue('main');
    await expect(transfer.getByRole('combobox', { name: /振替先/ })).toHaveValue('PG');
    const amount = transfer.getByRole('textbox', { name: /金額/ });
    await expect(amount).toHaveFocus();
    await expect(amount).toHaveAccessibleDescription('メインウォレットの利用可能額：P12,580.50');
    await userEvent.type(amount, '20000');
    await userEvent.click(transfer.getByRole('button', { name: '振替する' }));
    await expect(amount).toHaveAccessibleDescription(/金額が残高（P12,580.50）を超えています/);
    await expect(args.onTransfer).not.toHaveBeenCalled();
    await userEvent.click(transfer.getByRole('button', { name: '最大' }));
    await expect(amount).toHaveValue('12580.50');
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await userEvent.click(transfer.getByRole('button', { name: '振替する' }));
    await expect(args.onTransfer).toHaveBeenCalledWith({ from: 'main', to: 'PG', amount: 100 });
    await expect(await canvas.findByText('P100.00をメインウォレットからPG Softに移動しました。')).toBeVisible();
    await expect(amount).toHaveValue('');
  },
};

/** From a game wallet the destination is the main wallet; the swap button turns the direction round. */
export const TransferOut: Story = {
  play: async ({ canvasElement, args }) => {
    const transfer = within(form(canvasElement));
    const from = transfer.getByRole('combobox', { name: /振替元/ });
    const to = transfer.getByRole('combobox', { name: /振替先/ });
    await userEvent.click(transfer.getByRole('button', { name: '振替する' }));
    await expect(to).toHaveAccessibleDescription('ゲームウォレットを選択');
    await userEvent.selectOptions(from, 'PP');
    await expect(to).toHaveValue('main');
    const amount = transfer.getByRole('textbox', { name: /金額/ });
    await expect(amount).toHaveAccessibleDescription('Pragmatic Playの利用可能額：P350.25');
    await userEvent.type(amount, '350.26');
    await userEvent.click(transfer.getByRole('button', { name: '振替する' }));
    await expect(amount).toHaveAccessibleDescription(/金額が残高（P350.25）を超えています/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '350.25');
    await userEvent.click(transfer.getByRole('button', { name: '振替する' }));
    await expect(args.onTransfer).toHaveBeenCalledWith({ from: 'PP', to: 'main', amount: 350.25 });

    await userEvent.click(transfer.getByRole('button', { name: '方向を入れ替える' }));
    await expect(from).toHaveValue('main');
    await expect(to).toHaveValue('PP');
  },
};

/** The platform refuses a transfer: its message in the member's language, the amount kept. */
export const TransferRefused: Story = {
  args: { onTransfer: fn(async () => Promise.reject({ code: 'insufficient_balance', message: 'balance' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'PG Softへ振替' }));
    const amount = within(form(canvasElement)).getByRole('textbox', { name: /金額/ });
    await userEvent.type(amount, '50');
    await userEvent.click(within(form(canvasElement)).getByRole('button', { name: '振替する' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('残高が不足しています。');
    await expect(amount).toHaveValue('50');
  },
};

/** "Collect all to main" asks first, names the total, then reports. */
export const CollectAll: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'メインにすべて回収' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'すべての残高をメインウォレットに回収しますか？' });
    await expect(dialog).toHaveAccessibleDescription(
      'ゲームウォレットの残高（合計P1,550.25）がメインウォレットに移動します。',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'メインにすべて回収' }));
    await expect(args.onCollectAll).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(
      await canvas.findByText('ゲームウォレットの残高をすべてメインウォレットに回収しました。'),
    ).toBeVisible();
  },
};

/** Nothing to collect: every game wallet is empty, so the button waits. */
export const NothingToCollect: Story = {
  args: {
    vendorWallets: [
      { id: 'PG', name: 'PG Soft', balance: 0 },
      { id: 'EVO', name: 'Evolution', balance: 0 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'メインにすべて回収' })).toBeDisabled();
  },
};

/** No game wallets: the main wallet alone, with a word on where game wallets come from. */
export const NoGameWallets: Story = {
  tags: ['vrt'],
  args: { vendorWallets: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'ゲームウォレットはありません' })).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'メインにすべて回収' })).toBeNull();
  },
};

/** Refreshing: the button spins and waits. */
export const Refreshing: Story = {
  args: { isRefreshing: true },
  play: async ({ canvasElement, args }) => {
    const refresh = within(canvasElement).getByRole('button', { name: '残高を更新' });
    await userEvent.click(refresh);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  tags: ['vrt'],
  args: { mainBalance: undefined, vendorWallets: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('読み込み中…');
  },
};

export const LoadError: Story = {
  tags: ['vrt'],
  args: { mainBalance: undefined, vendorWallets: undefined, error: new Error('network') },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '再試行' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
