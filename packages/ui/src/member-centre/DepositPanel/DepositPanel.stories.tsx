import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  freezeClock,
  makeSamplePng,
  sampleDepositHistory,
  sampleNow,
  sampleTimeZone,
  useSampleChannels,
  useSampleOrders,
} from '../shared/cashier.fixtures';
import { DepositPanel } from './DepositPanel';
import type { DepositOrder, DepositPanelProps, DepositRequest } from './DepositPanel.types';
import { formatAmount, formatChipAmount } from '../../forms/AmountInput/amount';
import { storyI18n, storyT } from '../../test/storyText';
import { storyMoney } from '../shared/storyFormat';

type Context = { loaded: Record<string, unknown> };

/** The amount field, by its label and the required marker's word (as the field names itself). */
const amountName = (context: Context) =>
  `${storyT(context, 'cashier')('deposit.amountLabel')} ${storyT(context, 'ui')('textField.required')}`;

/** A quick-amount chip's text in the story's language. */
const chipText = (context: Context, amount: number) => formatChipAmount(amount, storyI18n(context).language);

/** A copy button's name for a row's label key. */
const copyName = (context: Context, labelKey: string) => {
  const t = storyT(context, 'cashier');
  return t('copy.button', { label: t(labelKey) });
};

type Sample = 'bank' | 'crypto' | 'qr' | 'hosted';

/** The story's args: the panel's props plus which sample order to show and what to change in it. */
type DepositStoryArgs = DepositPanelProps & { sample?: Sample; orderPatch?: Partial<DepositOrder> };

/** The panel with the sample channels (their names are locale text) and, optionally, one sample order. */
function SamplePanel({ sample, orderPatch, ...rest }: Partial<DepositStoryArgs>) {
  const channels = useSampleChannels();
  const orders = useSampleOrders();
  const order = sample ? { ...orders[sample], ...orderPatch } : rest.order;
  return (
    <DepositPanel
      onCreateOrder={fn()}
      {...rest}
      channels={rest.channels?.length ? rest.channels : channels}
      order={order}
    />
  );
}

const meta = {
  title: 'Member Centre/DepositPanel',
  component: DepositPanel,
  tags: ['any-locale'],
  beforeEach: () => freezeClock(),
  args: {
    channels: [],
    currency: 'JPY',
    currencySymbol: '¥',
    timeZone: sampleTimeZone,
    history: sampleDepositHistory,
    onCreateOrder: fn(),
    onCancel: fn(),
    onNewDeposit: fn(),
    onUploadReceipt: fn(async () => undefined),
    onRetry: fn(),
  },
  argTypes: {
    channels: { control: false },
    order: { control: false },
    history: { control: false },
    error: { control: false },
  },
  render: (args) => <SamplePanel {...args} />,
} satisfies Meta<DepositStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;
type SampleStory = Story;

export const Playground: Story = { tags: ['!vrt'] };

/** Channel cards (a radio group: arrows move, a disabled channel is skipped), limits, fee, total, recent deposits. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'cashier');
    const lang = storyI18n(context).language;
    const yen = storyMoney(context, '¥');
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: t('deposit.channelsTitle') });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(5);
    await expect(radios[0]).toBeChecked();
    await expect(radios[0]).toHaveAccessibleName(t('sample.bankTransfer'));
    await expect(radios[0]).toHaveAccessibleDescription(
      `${t('deposit.limits', { min: yen(100), max: yen(50_000) })} ${t('fee.none')} · ${t('deposit.processing.range', { from: 1, to: 5 })}`,
    );
    await expect(radios[4]).toBeDisabled();
    await userEvent.click(radios[3]!);
    await expect(radios[3]).toBeChecked();
    const amount = canvas.getByRole('textbox', { name: amountName(context) });
    await expect(amount).toHaveAccessibleDescription(
      storyT(context, 'ui')('amountInput.hint', { min: formatAmount(100, lang), max: formatAmount(30_000, lang) }),
    );
    await userEvent.click(canvas.getByRole('button', { name: chipText(context, 1000) }));
    // The member pays ¥1,000 and bears the fee (¥20 + 0.5 % of ¥1,000): the wallet is credited ¥975, as the platform does.
    const summary = canvasElement.querySelector<HTMLElement>('[data-part="Summary"]')!;
    await expect(summary.querySelector('[data-part="Pays"]')).toHaveTextContent(yen(1000));
    await expect(within(summary).getByText(t('deposit.feeDeducted'))).toBeVisible();
    await expect(summary.querySelector('[data-part="Fee"]')).toHaveTextContent(yen(-25));
    await expect(summary.querySelector('[data-part="Credited"]')).toHaveTextContent(yen(975));
    await expect(canvas.getByRole('table', { name: t('deposit.history.title') })).toBeVisible();
  },
};

/** A channel whose fee the merchant bears: the member pays the amount and the wallet is credited all of it. */
export const FeeBorneByMerchant: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'cashier');
    const yen = storyMoney(context, '¥');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'PayPay' }));
    await userEvent.click(canvas.getByRole('button', { name: chipText(context, 5000) }));
    const summary = canvasElement.querySelector<HTMLElement>('[data-part="Summary"]')!;
    await expect(summary.querySelector('[data-part="Pays"]')).toHaveTextContent(yen(5000));
    await expect(summary.querySelector('[data-part="Fee"]')).toHaveTextContent(t('deposit.feeCovered'));
    await expect(summary.querySelector('[data-part="Credited"]')).toHaveTextContent(yen(5000));
  },
};

/** Below the channel's minimum: the localized message at the field, focus on it, no order created. */
export const BelowMinimum: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'cashier');
    const lang = storyI18n(context).language;
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: amountName(context) });
    await userEvent.type(amount, '50');
    await userEvent.click(canvas.getByRole('button', { name: t('deposit.submit') }));
    await expect(
      await canvas.findByText(
        storyT(context, 'ui')('amountInput.errors.belowMin', {
          min: formatAmount(100, lang),
          max: formatAmount(50_000, lang),
        }),
      ),
    ).toBeVisible();
    await expect(amount).toBeInvalid();
    await expect(amount).toHaveFocus();
    await userEvent.clear(amount);
    await userEvent.type(amount, '60000');
    await userEvent.tab();
    await expect(
      await canvas.findByText(
        storyT(context, 'ui')('amountInput.errors.aboveMax', {
          min: formatAmount(100, lang),
          max: formatAmount(50_000, lang),
        }),
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('deposit.submit') }));
    await expect(args.onCreateOrder).not.toHaveBeenCalled();
  },
};

/** A double click creates one order; the button is busy meanwhile; then the pay step takes the focus. */
export const CreatesOneOrder: Story = {
  render: function Render(args) {
    const orders = useSampleOrders();
    return (
      <SamplePanel
        {...args}
        onCreateOrder={async (request) => {
          await args.onCreateOrder(request);
          await new Promise((resolve) => setTimeout(resolve, 300));
          return { ...orders.bank, amount: request.amount, total: request.amount };
        }}
      />
    );
  },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: amountName(context) }), '10000');
    const submit = canvas.getByRole('button', { name: t('deposit.submit') });
    await userEvent.dblClick(submit);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    const step = await canvas.findByRole('group', {
      name: t('deposit.pay.title', { channel: t('sample.bankTransfer') }),
    });
    await waitFor(() => expect(canvasElement.querySelector('[data-part="StepBody"]')).toHaveFocus());
    await expect(step).toHaveTextContent(storyMoney(context, '¥')(10_000));
    await expect(args.onCreateOrder).toHaveBeenCalledTimes(1);
    await expect(args.onCreateOrder).toHaveBeenCalledWith({ channel: 'UN', amount: 10000 });
    const current = canvas.getByRole('list', { name: t('deposit.steps.label') }).querySelector('[aria-current="step"]');
    await expect(current).toHaveTextContent(t('deposit.steps.pay'));
  },
};

/** Bank details with copy buttons, the countdown, the optional receipt upload and the way out. */
export const BankTransfer: SampleStory = {
  tags: ['vrt'],
  args: { sample: 'bank', receiptUploadEnabled: true },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    const details = within(canvasElement.querySelector<HTMLElement>('[data-part="BankDetails"]')!);
    await expect(details.getAllByRole('term').map((term) => term.textContent)).toEqual([
      t('deposit.pay.bankName'),
      t('deposit.pay.accountName'),
      t('deposit.pay.accountNumber'),
      t('deposit.pay.branch'),
      t('deposit.pay.reference'),
      t('deposit.pay.amountToSend'),
    ]);
    await expect(canvas.getByRole('timer')).toHaveTextContent('14:32');
  },
};

/**
 * Each bank field copies on its own. Not screenshotted: "copied" is a passing state, so its picture depended on when
 * the capture ran (the bank transfer's resting state is BankTransfer's picture).
 */
export const BankTransferCopy: SampleStory = {
  tags: ['!vrt'],
  args: { sample: 'bank', receiptUploadEnabled: true },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    const copy = canvas.getByRole('button', { name: copyName(context, 'deposit.pay.accountNumber') });
    const writeText = fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(copy);
    await expect(writeText).toHaveBeenCalledWith('1234567');
    await expect(await canvas.findByText(t('copy.done'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: copyName(context, 'deposit.pay.amountToSend') }));
    await expect(writeText).toHaveBeenLastCalledWith('10000.00');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** USDT: the network warned loudly, the address with its QR code. */
export const CryptoTransfer: SampleStory = {
  tags: ['vrt'],
  args: { sample: 'crypto' },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('deposit.pay.networkTitle', { asset: 'USDT', network: 'TRC20' }))).toBeVisible();
    await expect(canvas.getByRole('img', { name: t('deposit.pay.addressQrLabel') })).toHaveAttribute(
      'data-value',
      'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    );
    await expect(canvas.getByRole('button', { name: copyName(context, 'deposit.pay.amountToSend') })).toBeVisible();
  },
};

/** A QR channel with the provider's hosted page, opened in a new tab. */
export const QrPayment: SampleStory = {
  args: { sample: 'qr' },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: t('deposit.pay.qrLabel', { channel: t('sample.qrPay') }) }),
    ).toBeVisible();
    const link = canvas.getByRole('link', { name: `${t('deposit.pay.openPayPage')} ${t('deposit.pay.newTab')}` });
    await expect(link).toHaveAttribute('href', 'https://pay.example.com/checkout/D2611251402Q9');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('timer')).toHaveTextContent('04:45');
    await expect(canvas.getByRole('timer')).not.toHaveAttribute('data-urgent');
  },
};

/** An e-wallet paid on the provider's page only: the link is the main action. */
export const HostedPage: SampleStory = {
  args: { sample: 'hosted' },
  play: async (context) => {
    const { canvasElement } = context;
    const link = within(canvasElement).getByRole('link', {
      name: new RegExp(`^${storyT(context, 'cashier')('deposit.pay.openPayPage')}`),
    });
    await expect(link).toHaveAttribute('data-variant', 'primary');
  },
};

/** The caller's polling moves the order from pending to paid: the live region reads the credited amount. */
export const LiveStatus: Story = {
  render: function Render(args) {
    const orders = useSampleOrders();
    const [order, setOrder] = useState<DepositOrder | null>(null);
    const onCreateOrder = async (request: DepositRequest) => {
      const created = { ...orders.bank, amount: request.amount, total: request.amount };
      setOrder(created);
      setTimeout(() => setOrder({ ...created, status: 'paid' }), 400);
      return created;
    };
    return <SamplePanel {...args} order={order} onCreateOrder={onCreateOrder} />;
  },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    const live = canvasElement.querySelector('[data-part="LiveStatus"]')!;
    await expect(live).toHaveAttribute('role', 'status');
    await expect(live).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: chipText(context, 3000) }));
    await userEvent.click(canvas.getByRole('button', { name: t('deposit.submit') }));
    await waitFor(() => expect(live).toHaveTextContent(t('deposit.status.pending')));
    await waitFor(() =>
      expect(live).toHaveTextContent(t('deposit.status.paid', { amount: storyMoney(context, '¥')(3000) })),
    );
    await expect(canvas.getByRole('heading', { name: t('deposit.result.paid.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('deposit.result.another') }));
    await expect(args.onNewDeposit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: amountName(context) })).toHaveValue('');
  },
};

/** Credited. */
export const Paid: SampleStory = {
  tags: ['vrt'],
  args: { sample: 'bank', orderPatch: { status: 'paid' } },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('deposit.result.paid.title') })).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="Credited"]')).toHaveTextContent(
      storyMoney(context, '¥')(10_000),
    );
    const steps = within(canvas.getByRole('list', { name: t('deposit.steps.label') })).getAllByRole('listitem');
    for (const step of steps) await expect(step).toHaveTextContent(storyT(context, 'ui')('stepper.completed'));
  },
};

/** Failed: "try again" goes back to the same channel and amount, one press from a new order. */
export const Failed: SampleStory = {
  args: { sample: 'crypto', orderPatch: { status: 'failed' } },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('deposit.status.failed') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('deposit.result.retry') }));
    await expect(args.onNewDeposit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('radio', { name: t('sample.usdt') })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: amountName(context) })).toHaveValue('15000');
  },
};

/** The countdown ran out before the caller's status did: shown as expired at once. */
export const Expired: SampleStory = {
  args: { sample: 'qr', orderPatch: { expiresAt: sampleNow - 1000 } },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('deposit.result.expired.title') })).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="LiveStatus"]')).toHaveTextContent(
      t('deposit.status.expired'),
    );
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** DEPUPDATEREM3: a PDF is refused by the kit's upload, a PNG goes to `onUploadReceipt`. */
export const ReceiptUpload: SampleStory = {
  args: { sample: 'bank', receiptUploadEnabled: true },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('deposit.receipt.send') }));
    await expect(await canvas.findByText(t('deposit.receipt.required'))).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('[data-part="Receipt"] input[type="file"]')!;
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' }));
    await expect(
      await canvas.findByText(storyT(context, 'ui')('fileUpload.errors.type', { name: 'statement.pdf' })),
    ).toBeVisible();
    const png = await makeSamplePng('transfer.png');
    await user.upload(input, png);
    await expect(await canvas.findByText('transfer.png')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('deposit.receipt.send') }));
    await expect(args.onUploadReceipt).toHaveBeenCalledWith([png]);
    await expect(await canvas.findByText(t('deposit.receipt.sent'))).toBeVisible();
  },
};

/** Cancelling asks first (Cancel focused), then hands the order to `onCancel` and returns to the form. */
export const CancelOrder: SampleStory = {
  args: { sample: 'bank', order: undefined },
  render: function Render(args) {
    const orders = useSampleOrders();
    const [order, setOrder] = useState<DepositOrder | null>(orders.bank);
    return (
      <SamplePanel
        {...args}
        order={order}
        onCancel={async (cancelled) => {
          args.onCancel?.(cancelled);
          setOrder(null);
        }}
      />
    );
  },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: t('deposit.cancel.button') }));
    const dialog = await page.findByRole('alertdialog', { name: t('deposit.cancel.title') });
    await expect(within(dialog).getByRole('button', { name: t('deposit.cancel.keep') })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: t('deposit.cancel.confirm') }));
    await expect(args.onCancel).toHaveBeenCalledWith(expect.objectContaining({ orderNo: 'D2611251402A7' }));
    await expect(await canvas.findByRole('radiogroup', { name: t('deposit.channelsTitle') })).toBeVisible();
  },
};

/** A failed `onCreateOrder` keeps the form and says why, in the member's language. */
export const CreateFails: Story = {
  args: { onCreateOrder: fn(async () => Promise.reject({ reason: 'channelUnavailable' })) },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: chipText(context, 5000) }));
    await userEvent.click(canvas.getByRole('button', { name: t('deposit.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('deposit.failures.channelUnavailable'));
    await expect(args.onCreateOrder).toHaveBeenCalledWith({ channel: 'UN', amount: 5000 });
  },
};

export const Loading: Story = {
  args: { isLoading: true, isHistoryLoading: true, history: undefined },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'cashier');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    await expect(within(canvasElement).getByText(t('deposit.loading'))).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { error: true, history: undefined },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('deposit.loadError.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No channel open (all under maintenance): said plainly. */
export const NoChannels: Story = {
  render: (args) => <DepositPanel {...args} channels={[]} history={[]} />,
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('deposit.empty.title') })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: t('deposit.steps.label') })).not.toBeInTheDocument();
    await expect(canvas.getByText(t('deposit.history.emptyTitle'))).toBeVisible();
  },
};

/** A 360 px phone: cards and fields in one column, 44 px targets, the history as cards. */
export const Phone: Story = {
  tags: ['vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <SamplePanel {...args} />
    </div>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    const chip = canvas.getByRole('button', { name: chipText(context, 5000) });
    await expect(chip.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    for (const radio of canvas.getAllByRole('radio'))
      await expect(radio.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.getByRole('list', { name: t('deposit.history.title') })).toBeVisible();
  },
};

/** The bank details on a phone: label above value, copy buttons in reach. */
export const PhoneBankTransfer: SampleStory = {
  tags: ['vrt'],
  args: { sample: 'bank' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <SamplePanel {...args} />
    </div>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const copy = within(canvasElement).getByRole('button', { name: copyName(context, 'deposit.pay.reference') });
    await expect(copy.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};

export const WithoutHistory: Story = {
  args: { history: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
  },
};
