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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: '入金方法' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(5);
    await expect(radios[0]).toBeChecked();
    await expect(radios[0]).toHaveAccessibleName('銀行振込');
    await expect(radios[0]).toHaveAccessibleDescription('¥100.00 – ¥50,000.00 手数料無料 · 1〜5分');
    await expect(radios[4]).toBeDisabled();
    await userEvent.click(radios[3]!);
    await expect(radios[3]).toBeChecked();
    const amount = canvas.getByRole('textbox', { name: '入金額 必須' });
    await expect(amount).toHaveAccessibleDescription('最小 100.00 · 最大 30,000.00');
    await userEvent.click(canvas.getByRole('button', { name: '1,000' }));
    // The member pays ¥1,000 and bears the fee (¥20 + 0.5 % of ¥1,000): the wallet is credited ¥975, as the platform does.
    const summary = canvasElement.querySelector<HTMLElement>('[data-part="Summary"]')!;
    await expect(summary.querySelector('[data-part="Pays"]')).toHaveTextContent('¥1,000.00');
    await expect(within(summary).getByText('手数料（入金額から差し引き）')).toBeVisible();
    await expect(summary.querySelector('[data-part="Fee"]')).toHaveTextContent('-¥25.00');
    await expect(summary.querySelector('[data-part="Credited"]')).toHaveTextContent('¥975.00');
    await expect(canvas.getByRole('table', { name: '最近の入金' })).toBeVisible();
  },
};

/** A channel whose fee the merchant bears: the member pays the amount and the wallet is credited all of it. */
export const FeeBorneByMerchant: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'PayPay' }));
    await userEvent.click(canvas.getByRole('button', { name: '5,000' }));
    const summary = canvasElement.querySelector<HTMLElement>('[data-part="Summary"]')!;
    await expect(summary.querySelector('[data-part="Pays"]')).toHaveTextContent('¥5,000.00');
    await expect(summary.querySelector('[data-part="Fee"]')).toHaveTextContent('当サイトが負担');
    await expect(summary.querySelector('[data-part="Credited"]')).toHaveTextContent('¥5,000.00');
  },
};

/** Below the channel's minimum: the localized message at the field, focus on it, no order created. */
export const BelowMinimum: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: '入金額 必須' });
    await userEvent.type(amount, '50');
    await userEvent.click(canvas.getByRole('button', { name: '支払いへ進む' }));
    await expect(await canvas.findByText('最小金額は100.00です')).toBeVisible();
    await expect(amount).toBeInvalid();
    await expect(amount).toHaveFocus();
    await userEvent.clear(amount);
    await userEvent.type(amount, '60000');
    await userEvent.tab();
    await expect(await canvas.findByText('最大金額は50,000.00です')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '支払いへ進む' }));
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '入金額 必須' }), '10000');
    const submit = canvas.getByRole('button', { name: '支払いへ進む' });
    await userEvent.dblClick(submit);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    const step = await canvas.findByRole('group', { name: '銀行振込で支払う' });
    await waitFor(() => expect(canvasElement.querySelector('[data-part="StepBody"]')).toHaveFocus());
    await expect(step).toHaveTextContent('¥10,000.00');
    await expect(args.onCreateOrder).toHaveBeenCalledTimes(1);
    await expect(args.onCreateOrder).toHaveBeenCalledWith({ channel: 'UN', amount: 10000 });
    const current = canvas.getByRole('list', { name: '入金の進行状況' }).querySelector('[aria-current="step"]');
    await expect(current).toHaveTextContent('支払い');
  },
};

/** Bank details with copy buttons, the countdown, the optional receipt upload and the way out. */
export const BankTransfer: SampleStory = {
  tags: ['vrt'],
  args: { sample: 'bank', receiptUploadEnabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = within(canvasElement.querySelector<HTMLElement>('[data-part="BankDetails"]')!);
    await expect(details.getAllByRole('term').map((term) => term.textContent)).toEqual([
      '銀行',
      '口座名義',
      '口座番号',
      '支店',
      '照会番号',
      '送金額',
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const copy = canvas.getByRole('button', { name: '口座番号をコピー' });
    const writeText = fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(copy);
    await expect(writeText).toHaveBeenCalledWith('1234567');
    await expect(await canvas.findByText('コピーしました')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '送金額をコピー' }));
    await expect(writeText).toHaveBeenLastCalledWith('10000.00');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** USDT: the network warned loudly, the address with its QR code. */
export const CryptoTransfer: SampleStory = {
  tags: ['vrt'],
  args: { sample: 'crypto' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('USDTをTRC20ネットワークでのみ送金してください')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '入金アドレスのQRコード' })).toHaveAttribute(
      'data-value',
      'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    );
    await expect(canvas.getByRole('button', { name: '送金額をコピー' })).toBeVisible();
  },
};

/** A QR channel with the provider's hosted page, opened in a new tab. */
export const QrPayment: SampleStory = {
  args: { sample: 'qr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'QR決済で支払うQRコード' })).toBeVisible();
    const link = canvas.getByRole('link', { name: '決済ページを開く （新しいタブで開きます）' });
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
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /決済ページを開く/ });
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const live = canvasElement.querySelector('[data-part="LiveStatus"]')!;
    await expect(live).toHaveAttribute('role', 'status');
    await expect(live).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: '3,000' }));
    await userEvent.click(canvas.getByRole('button', { name: '支払いへ進む' }));
    await waitFor(() => expect(live).toHaveTextContent('お支払いを待っています…'));
    await waitFor(() => expect(live).toHaveTextContent('入金が反映されました：¥3,000.00'));
    await expect(canvas.getByRole('heading', { name: '入金が反映されました' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '続けて入金する' }));
    await expect(args.onNewDeposit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: '入金額 必須' })).toHaveValue('');
  },
};

/** Credited. */
export const Paid: SampleStory = {
  tags: ['vrt'],
  args: { sample: 'bank', orderPatch: { status: 'paid' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '入金が反映されました' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="Credited"]')).toHaveTextContent('¥10,000.00');
    const steps = within(canvas.getByRole('list', { name: '入金の進行状況' })).getAllByRole('listitem');
    for (const step of steps) await expect(step).toHaveTextContent('完了');
  },
};

/** Failed: "try again" goes back to the same channel and amount, one press from a new order. */
export const Failed: SampleStory = {
  args: { sample: 'crypto', orderPatch: { status: 'failed' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '支払いに失敗しました' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'もう一度試す' }));
    await expect(args.onNewDeposit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('radio', { name: 'USDT（TRC20）' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: '入金額 必須' })).toHaveValue('15000');
  },
};

/** The countdown ran out before the caller's status did: shown as expired at once. */
export const Expired: SampleStory = {
  args: { sample: 'qr', orderPatch: { expiresAt: sampleNow - 1000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'この注文は有効期限が切れました' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="LiveStatus"]')).toHaveTextContent(
      '注文の有効期限が切れました',
    );
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** DEPUPDATEREM3: a PDF is refused by the kit's upload, a PNG goes to `onUploadReceipt`. */
export const ReceiptUpload: SampleStory = {
  args: { sample: 'bank', receiptUploadEnabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '明細を送信' }));
    await expect(await canvas.findByText('画像を1枚以上選んでください。')).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('[data-part="Receipt"] input[type="file"]')!;
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByText('statement.pdfはPNGまたはJPGの画像ではありません')).toBeVisible();
    const png = await makeSamplePng('transfer.png');
    await user.upload(input, png);
    await expect(await canvas.findByText('transfer.png')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '明細を送信' }));
    await expect(args.onUploadReceipt).toHaveBeenCalledWith([png]);
    await expect(await canvas.findByText('明細を受け付けました。まもなく確認します。')).toBeVisible();
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'この入金を取り消す' }));
    const dialog = await page.findByRole('alertdialog', { name: 'この入金を取り消しますか？' });
    await expect(within(dialog).getByRole('button', { name: '取り消さない' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: '入金を取り消す' }));
    await expect(args.onCancel).toHaveBeenCalledWith(expect.objectContaining({ orderNo: 'D2611251402A7' }));
    await expect(await canvas.findByRole('radiogroup', { name: '入金方法' })).toBeVisible();
  },
};

/** A failed `onCreateOrder` keeps the form and says why, in the member's language. */
export const CreateFails: Story = {
  args: { onCreateOrder: fn(async () => Promise.reject({ reason: 'channelUnavailable' })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '5,000' }));
    await userEvent.click(canvas.getByRole('button', { name: '支払いへ進む' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'この入金方法は現在ご利用いただけません。別の方法を選んでください。',
    );
    await expect(args.onCreateOrder).toHaveBeenCalledWith({ channel: 'UN', amount: 5000 });
  },
};

export const Loading: Story = {
  args: { isLoading: true, isHistoryLoading: true, history: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('入金方法を読み込み中')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { error: true, history: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '入金方法を読み込めませんでした' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No channel open (all under maintenance): said plainly. */
export const NoChannels: Story = {
  render: (args) => <DepositPanel {...args} channels={[]} history={[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '現在ご利用いただける入金方法がありません' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: '入金の進行状況' })).not.toBeInTheDocument();
    await expect(canvas.getByText('入金履歴はまだありません')).toBeVisible();
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chip = canvas.getByRole('button', { name: '5,000' });
    await expect(chip.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    for (const radio of canvas.getAllByRole('radio'))
      await expect(radio.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.getByRole('list', { name: '最近の入金' })).toBeVisible();
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
  play: async ({ canvasElement }) => {
    const copy = within(canvasElement).getByRole('button', { name: '照会番号をコピー' });
    await expect(copy.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};

export const WithoutHistory: Story = {
  args: { history: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
  },
};
