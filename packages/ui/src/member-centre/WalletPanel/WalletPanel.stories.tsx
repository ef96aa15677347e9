import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { frameWidths, PanelFrame } from '../shared/storyFrame';
import { WalletPanel } from './WalletPanel';
import type { VendorWallet, WalletPanelProps } from './WalletPanel.types';
import { storyT } from '../../test/storyText';
import { storyMoney } from '../shared/storyFormat';

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
  tags: ['any-locale'],
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

/** A field's label as a pattern: the label's words first (a required marker may follow). */
const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

type Context = { canvasElement: HTMLElement; loaded: Record<string, unknown> };
const form = (context: Context) =>
  within(context.canvasElement).getByRole('form', { name: storyT(context, 'centre')('wallet.transferTitle') });

export const Playground: Story = {};

/**
 * The main wallet with the total of every wallet, each game wallet with its balance (a skeleton for one still
 * loading, "unavailable" for one whose vendor did not answer) and the transfer form.
 */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const money = storyMoney(context);
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-part="MainBalance"]')).toHaveTextContent(money(12_580.5));
    await expect(canvas.getByText(t('wallet.total', { amount: money(14_130.75) }))).toBeVisible();
    const cards = canvasElement.querySelectorAll('[data-wallet]');
    await expect(cards).toHaveLength(5);
    await expect(canvasElement.querySelector('[data-wallet="PP"]')).toHaveTextContent(money(350.25));
    await expect(canvasElement.querySelector('[data-wallet="JILI"]')).toHaveTextContent(t('wallet.unavailable'));
    await expect(canvasElement.querySelector('[data-wallet="SABA"]')).toHaveAttribute('aria-busy', 'true');
    // Neither the unavailable nor the loading wallet can be picked.
    const to = within(form(context)).getByRole('combobox', { name: labelled(t('wallet.to')) });
    await expect(within(to).getByRole('option', { name: 'JILI' })).toBeDisabled();
    await expect(within(to).getByRole('option', { name: 'SABA Sports' })).toBeDisabled();
  },
};

/** A 360 px phone: two wallets a row, the direction stacked, the buttons full width. */
export const Phone: Story = {
  tags: ['vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { width: frameWidths.phone },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const grid = canvasElement.querySelector('[data-part="Wallets"]')!;
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(2);
    const panel = canvasElement.querySelector<HTMLElement>('[data-component="WalletPanel"]')!;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    const submit = within(form(context)).getByRole('button', { name: t('wallet.transfer') });
    await expect(submit.getBoundingClientRect().width).toBeGreaterThan(250);
  },
};

/**
 * A transfer in: "Transfer in" on a card fills the form, an amount above the main wallet's balance is refused,
 * "Max" fills the balance, and a good amount is sent and announced.
 */
export const TransferIn: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'centre');
    const tu = storyT(context, 'ui');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('wallet.transferInTo', { name: 'PG Soft' }) }));
    const transfer = within(form(context));
    await expect(transfer.getByRole('combobox', { name: labelled(t('wallet.from')) })).toHaveValue('main');
    await expect(transfer.getByRole('combobox', { name: labelled(t('wallet.to')) })).toHaveValue('PG');
    const amount = transfer.getByRole('textbox', { name: labelled(t('wallet.amount')) });
    await expect(amount).toHaveFocus();
    await expect(amount).toHaveAccessibleDescription(
      t('wallet.available', { name: t('wallet.main'), amount: storyMoney(context)(12_580.5) }),
    );
    await userEvent.type(amount, '20000');
    await userEvent.click(transfer.getByRole('button', { name: t('wallet.transfer') }));
    await expect(amount).toHaveAccessibleDescription(
      expect.stringContaining(t('wallet.aboveBalance', { balance: storyMoney(context)(12_580.5) })),
    );
    await expect(args.onTransfer).not.toHaveBeenCalled();
    await userEvent.click(transfer.getByRole('button', { name: tu('amountInput.max') }));
    await expect(amount).toHaveValue('12580.50');
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await userEvent.click(transfer.getByRole('button', { name: t('wallet.transfer') }));
    await expect(args.onTransfer).toHaveBeenCalledWith({ from: 'main', to: 'PG', amount: 100 });
    await expect(
      await canvas.findByText(
        t('wallet.transferred', { amount: storyMoney(context)(100), from: t('wallet.main'), to: 'PG Soft' }),
      ),
    ).toBeVisible();
    await expect(amount).toHaveValue('');
  },
};

/** From a game wallet the destination is the main wallet; the swap button turns the direction round. */
export const TransferOut: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'centre');
    const transfer = within(form(context));
    const from = transfer.getByRole('combobox', { name: labelled(t('wallet.from')) });
    const to = transfer.getByRole('combobox', { name: labelled(t('wallet.to')) });
    await userEvent.click(transfer.getByRole('button', { name: t('wallet.transfer') }));
    await expect(to).toHaveAccessibleDescription(t('wallet.chooseWallet'));
    await userEvent.selectOptions(from, 'PP');
    await expect(to).toHaveValue('main');
    const amount = transfer.getByRole('textbox', { name: labelled(t('wallet.amount')) });
    await expect(amount).toHaveAccessibleDescription(
      t('wallet.available', { name: 'Pragmatic Play', amount: storyMoney(context)(350.25) }),
    );
    await userEvent.type(amount, '350.26');
    await userEvent.click(transfer.getByRole('button', { name: t('wallet.transfer') }));
    await expect(amount).toHaveAccessibleDescription(
      expect.stringContaining(t('wallet.aboveBalance', { balance: storyMoney(context)(350.25) })),
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '350.25');
    await userEvent.click(transfer.getByRole('button', { name: t('wallet.transfer') }));
    await expect(args.onTransfer).toHaveBeenCalledWith({ from: 'PP', to: 'main', amount: 350.25 });

    await userEvent.click(transfer.getByRole('button', { name: t('wallet.swap') }));
    await expect(from).toHaveValue('main');
    await expect(to).toHaveValue('PP');
  },
};

/** The platform refuses a transfer: its message in the member's language, the amount kept. */
export const TransferRefused: Story = {
  args: { onTransfer: fn(async () => Promise.reject({ code: 'insufficient_balance', message: 'balance' })) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const te = storyT(context, 'errors');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('wallet.transferInTo', { name: 'PG Soft' }) }));
    const amount = within(form(context)).getByRole('textbox', { name: labelled(t('wallet.amount')) });
    await userEvent.type(amount, '50');
    await userEvent.click(within(form(context)).getByRole('button', { name: t('wallet.transfer') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(te('insufficientBalance'));
    await expect(amount).toHaveValue('50');
  },
};

/** "Collect all to main" asks first, names the total, then reports. */
export const CollectAll: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('wallet.collectAll') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('wallet.collectTitle') });
    await expect(dialog).toHaveAccessibleDescription(
      t('wallet.collectBody', { amount: storyMoney(context)(1550.25), count: 2 }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('wallet.collectAll') }));
    await expect(args.onCollectAll).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(await canvas.findByText(t('wallet.collected'))).toBeVisible();
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
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    await expect(within(canvasElement).getByRole('button', { name: t('wallet.collectAll') })).toBeDisabled();
  },
};

/** No game wallets: the main wallet alone, with a word on where game wallets come from. */
export const NoGameWallets: Story = {
  tags: ['vrt'],
  args: { vendorWallets: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('wallet.emptyTitle') })).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('wallet.collectAll') })).toBeNull();
  },
};

/** Refreshing: the button spins and waits. */
export const Refreshing: Story = {
  args: { isRefreshing: true },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'centre');
    const refresh = within(canvasElement).getByRole('button', { name: t('wallet.refresh') });
    await userEvent.click(refresh);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  tags: ['vrt'],
  args: { mainBalance: undefined, vendorWallets: undefined },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('states.loading'));
  },
};

export const LoadError: Story = {
  tags: ['vrt'],
  args: { mainBalance: undefined, vendorWallets: undefined, error: new Error('network') },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'centre');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('actions.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
