import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DownlineTransferDialog } from './DownlineTransferDialog';
import type { DownlineTransferDialogProps } from './DownlineTransferDialog.types';

/** Open for a recipient, as the team list opens it; closing it closes it. */
function Demo(args: DownlineTransferDialogProps) {
  const [recipient, setRecipient] = useState(args.recipient);
  return (
    <DownlineTransferDialog
      {...args}
      recipient={recipient}
      onClose={() => {
        setRecipient(null);
        args.onClose();
      }}
    />
  );
}

const meta = {
  title: 'Agent Centre/DownlineTransferDialog',
  component: DownlineTransferDialog,
  tags: ['!vrt'],
  args: {
    recipient: 'lucky88',
    balance: 2480.5,
    currencySymbol: 'P',
    onTransfer: fn(async () => undefined),
    onClose: fn(),
    onSetPaymentPassword: fn(),
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof DownlineTransferDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

/** Puts text in a field at once (typing key by key outlasts the test's time on a loaded machine). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function parts() {
  const dialog = await screen.findByRole('dialog', { name: '下位への送金' });
  const body = within(dialog);
  return {
    dialog,
    body,
    amount: body.getByRole('textbox', { name: /金額/ }),
    password: body.getByLabelText(/出金パスワード/),
    submit: body.getByRole('button', { name: '送金する' }),
  };
}

/** Fills a valid transfer and sends it. */
async function send(amount = '500', password = '123456') {
  const form = await parts();
  await fill(form.amount, amount);
  await fill(form.password, password);
  await userEvent.click(form.submit);
  return form;
}

/** The recipient and the agent's balance, then the amount and the payment password. */
export const Default: Story = {
  tags: ['vrt'],
  play: async () => {
    const { dialog, submit } = await parts();
    await expect(dialog).toHaveAccessibleDescription('金額は残高から差し引かれ、すぐにlucky88へ送られます。');
    await expect(dialog.querySelector('[data-part="Recipient"]')).toHaveTextContent('lucky88');
    await expect(dialog.querySelector('[data-part="Balance"]')).toHaveTextContent('P2,480.50');
    await expect(submit).toBeEnabled();
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };

export const Phone: Story = {
  tags: ['vrt'],
  globals: phone,
  play: async () => {
    const { dialog } = await parts();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/**
 * The rules before anything is sent: an amount is required, above zero, two decimals, at most the balance; the
 * payment password is six digits. Then the transfer leaves with the recipient's account.
 */
export const Rules: Story = {
  play: async ({ args }) => {
    const { amount, password, submit } = await parts();
    await userEvent.click(submit);
    await expect(amount).toHaveAccessibleDescription(/金額を入力してください/);
    await expect(password).toHaveAccessibleDescription('出金パスワードを入力してください');
    await expect(amount).toHaveFocus();
    await fill(amount, '2480.51');
    await fill(password, '1234');
    await userEvent.click(submit);
    await expect(amount).toHaveAccessibleDescription(/金額が残高（P2,480.50）を超えています/);
    await expect(password).toHaveAccessibleDescription('6文字の数字で入力してください');
    await expect(args.onTransfer).not.toHaveBeenCalled();

    await userEvent.clear(amount);
    await fill(amount, '100.25');
    await fill(password, '56');
    await userEvent.click(submit);
    await expect(args.onTransfer).toHaveBeenCalledWith({ account: 'lucky88', amount: 100.25, paymentPassword: '123456' });
  },
};

/** A wrong payment password: said once, by the field, which is cleared for another try; the amount stays. */
export const Refused: Story = {
  tags: ['vrt'],
  args: {
    onTransfer: fn(async () => Promise.reject({ code: 'payment_password_invalid', fieldErrors: {} })),
  },
  play: async () => {
    const { dialog, amount, password } = await send('300');
    await waitFor(() => expect(password).toHaveAccessibleDescription('出金パスワードが正しくありません。'));
    await expect(password).toHaveValue('');
    await expect(password).toHaveFocus();
    await expect(amount).toHaveValue('300');
    await expect(dialog.querySelector('[data-part="Alert"]')).toBeNull();
  },
};

/** The platform's other refusals are said above the form, in the member's language; the form stays as typed. */
export const RefusedNotInTeam: Story = {
  args: {
    onTransfer: fn(async () =>
      Promise.reject({ code: 'validation_failed', fieldErrors: { account: 'このアカウントはあなたのチームにいません' } }),
    ),
  },
  play: async () => {
    const { body, amount } = await send('300');
    await expect(await body.findByRole('alert')).toHaveTextContent('このアカウントはあなたのチームにいません');
    await expect(amount).toHaveValue('300');
  },
};

export const RefusedTurnover: Story = {
  args: { onTransfer: fn(async () => Promise.reject({ code: 'turnover_not_met' })) },
  play: async () => {
    const { body } = await send();
    await expect(await body.findByRole('alert')).toHaveTextContent(/.+/);
    await expect(body.getByRole('alert')).not.toHaveTextContent('turnover_not_met');
  },
};

/** A short balance (the balance changed meanwhile) is said by the amount. */
export const RefusedBalance: Story = {
  args: { onTransfer: fn(async () => Promise.reject({ code: 'insufficient_balance' })) },
  play: async ({ canvasElement }) => {
    const { amount } = await send('300');
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/.+/));
    await expect(amount).toHaveFocus();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alert')).toBeNull();
  },
};

/** While the transfer is sent: the button spins, Cancel waits, a second click sends nothing more. */
export const Busy: Story = {
  tags: ['vrt'],
  args: { onTransfer: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ args }) => {
    const { dialog, body, submit } = await send();
    await waitFor(() => expect(dialog).toHaveAttribute('data-phase', 'busy'));
    await expect(body.getByRole('button', { name: 'キャンセル' })).toBeDisabled();
    await userEvent.click(submit);
    await expect(args.onTransfer).toHaveBeenCalledTimes(1);
  },
};

/** Sent: a receipt replaces the form, focus on Close, which closes the dialog. */
export const Success: Story = {
  tags: ['vrt'],
  play: async () => {
    const { body } = await send('500');
    await expect(await body.findByText('送金が完了しました')).toBeVisible();
    await expect(body.getByText('P500.00をlucky88に送金しました。')).toBeVisible();
    const close = body.getByRole('button', { name: '閉じる' });
    await waitFor(() => expect(close).toHaveFocus());
    await expect(body.queryByRole('textbox')).toBeNull();
  },
};

/** Close after a success calls back and the dialog goes. */
export const CloseAfterSuccess: Story = {
  play: async ({ args }) => {
    const { body } = await send('500');
    await userEvent.click(await body.findByRole('button', { name: '閉じる' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** No payment password yet: the form waits and offers to set one. */
export const NeedsPaymentPassword: Story = {
  args: { hasPaymentPassword: false },
  play: async ({ args }) => {
    const { body, submit, amount } = await parts();
    await expect(submit).toBeDisabled();
    await expect(amount).toBeDisabled();
    await userEvent.click(body.getByRole('button', { name: '出金パスワードを設定' }));
    await expect(args.onSetPaymentPassword).toHaveBeenCalledTimes(1);
  },
};

/** The merchant does not ask for the payment password: no field, the transfer leaves without one. */
export const WithoutPaymentPassword: Story = {
  args: { isPaymentPasswordRequired: false },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '下位への送金' });
    await expect(within(dialog).queryByLabelText(/出金パスワード/)).toBeNull();
    await fill(within(dialog).getByRole('textbox', { name: /金額/ }), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: '送金する' }));
    await expect(args.onTransfer).toHaveBeenCalledWith({ account: 'lucky88', amount: 20, paymentPassword: '' });
  },
};

/** A zero balance: nothing to send. */
export const NoBalance: Story = {
  args: { balance: 0 },
  play: async () => {
    const { body, submit } = await parts();
    await expect(body.getByText('残高がないため、送金できる金額がありません。')).toBeVisible();
    await expect(submit).toBeDisabled();
  },
};

/** Cancel (or Escape) closes without sending. */
export const Cancel: Story = {
  play: async ({ args }) => {
    const { body } = await parts();
    await userEvent.click(body.getByRole('button', { name: 'キャンセル' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onTransfer).not.toHaveBeenCalled();
  },
};
