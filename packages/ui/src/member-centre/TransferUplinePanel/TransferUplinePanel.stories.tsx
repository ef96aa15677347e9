import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { frameWidths, PanelFrame } from '../shared/storyFrame';
import { TransferUplinePanel } from './TransferUplinePanel';
import type { TransferUplinePanelProps } from './TransferUplinePanel.types';

type StoryArgs = TransferUplinePanelProps & { width?: number };

const meta = {
  title: 'Member Centre/TransferUplinePanel',
  args: {
    uplineAccount: 'agent01',
    balance: 2480.5,
    currencySymbol: 'P',
    onTransfer: fn(async () => undefined),
    onSetPaymentPassword: fn(),
    onRetry: fn(),
  },
  render: ({ width = frameWidths.desktop, ...args }) => (
    <PanelFrame page="transferUpline" width={width}>
      <TransferUplinePanel {...args} />
    </PanelFrame>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const form = within(within(canvasElement).getByRole('form', { name: '上位への送金' }));
  return {
    form,
    amount: form.getByRole('textbox', { name: /金額/ }),
    password: form.getByLabelText(/出金パスワード/),
    submit: form.getByRole('button', { name: '上位へ送金' }),
  };
};

export const Playground: Story = {};

/** The upline and the member's balance, then the amount and the payment password. */
export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="Upline"]')).toHaveTextContent('agent01');
    await expect(canvasElement.querySelector('[data-part="Balance"]')).toHaveTextContent('P2,480.50');
    const { submit } = fields(canvasElement);
    await expect(submit).toBeEnabled();
  },
};

export const Phone: Story = {
  tags: ['vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { width: frameWidths.phone },
  play: async ({ canvasElement }) => {
    const summary = canvasElement.querySelector('[data-part="Summary"]')!;
    await expect(getComputedStyle(summary).gridTemplateColumns.split(' ')).toHaveLength(1);
    const panel = canvasElement.querySelector<HTMLElement>('[data-component="TransferUplinePanel"]')!;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
  },
};

/**
 * The rules: an amount above the balance is refused with the balance named, the payment password is six digits;
 * then the transfer is sent and a receipt replaces the form.
 */
export const Transfer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { amount, password, submit } = fields(canvasElement);
    await userEvent.click(submit);
    await expect(amount).toHaveAccessibleDescription(/金額を入力してください/);
    await expect(password).toHaveAccessibleDescription('出金パスワードを入力してください');
    await expect(amount).toHaveFocus();
    await userEvent.type(amount, '2480.51');
    await userEvent.type(password, '1234');
    await userEvent.click(submit);
    await expect(amount).toHaveAccessibleDescription(/金額が残高（P2,480.50）を超えています/);
    await expect(password).toHaveAccessibleDescription('6文字の数字で入力してください');
    await expect(args.onTransfer).not.toHaveBeenCalled();

    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.type(password, '56');
    await userEvent.click(submit);
    await expect(args.onTransfer).toHaveBeenCalledWith({ amount: 500, paymentPassword: '123456' });
    await expect(await canvas.findByText('送金が完了しました')).toBeVisible();
    await expect(canvas.getByText('P500.00をagent01に送金しました。')).toBeVisible();
    const again = canvas.getByRole('button', { name: '続けて送金する' });
    await waitFor(() => expect(again).toHaveFocus());
    await userEvent.click(again);
    const next = fields(canvasElement).amount;
    await expect(next).toHaveValue('');
    await waitFor(() => expect(next).toHaveFocus());
  },
};

/** A wrong payment password: the platform's message by the field (once), which is cleared for another try. */
export const WrongPaymentPassword: Story = {
  args: {
    onTransfer: fn(async () =>
      Promise.reject({
        code: 'payment_password_invalid',
        fieldErrors: { paymentPassword: 'payment_password_invalid' },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const { amount, password, submit } = fields(canvasElement);
    await userEvent.type(amount, '100');
    await userEvent.type(password, '000000');
    await userEvent.click(submit);
    await waitFor(() => expect(password).toHaveAccessibleDescription('出金パスワードが正しくありません。'));
    await expect(password).toHaveValue('');
    await expect(password).toHaveFocus();
    await expect(amount).toHaveValue('100');
    // Said once, by the field; not again above the form.
    await expect(canvasElement.querySelector('[data-part="Alert"]')).toBeNull();
  },
};

/** No payment password yet: the form waits and offers to set one. */
export const NeedsPaymentPassword: Story = {
  tags: ['vrt'],
  args: { hasPaymentPassword: false },
  play: async ({ canvasElement, args }) => {
    const { submit, amount } = fields(canvasElement);
    await expect(submit).toBeDisabled();
    await expect(amount).toBeDisabled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: '出金パスワードを設定' }));
    await expect(args.onSetPaymentPassword).toHaveBeenCalledTimes(1);
  },
};

/** A zero balance: nothing to send. */
export const NoBalance: Story = {
  args: { balance: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('残高がないため、送金できる金額がありません。')).toBeVisible();
    await expect(fields(canvasElement).submit).toBeDisabled();
  },
};

/** No upline: nothing to transfer to. */
export const NoUpline: Story = {
  tags: ['vrt'],
  args: { uplineAccount: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '送金できる上位がいません' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('form')).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['vrt'],
  args: { uplineAccount: undefined, balance: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('読み込み中…');
  },
};

export const LoadError: Story = {
  args: { uplineAccount: undefined, balance: undefined, error: new Error('network') },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '再試行' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
