import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DownlineTransferDialog } from './DownlineTransferDialog';
import type { DownlineTransferDialogProps } from './DownlineTransferDialog.types';
import { storyI18n, storyT } from '../../test/storyText';
import { formatMoneyIn } from '../../feedback/StatCards/formatStat';
import { defaultPaymentPasswordRule } from '../../member-centre/shared/validation';

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

/** An accessible name that holds a label (a field's name carries its required mark after it). */
const holding = (text: string) => (name: string) => name.includes(text);

const meta = {
  title: 'Agent Centre/DownlineTransferDialog',
  component: DownlineTransferDialog,
  tags: ['!vrt', 'any-locale'],
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

type StoryContext = { loaded: Record<string, unknown> };

/** Money as the dialog writes it (symbol P), in the story's language. */
const money = (context: StoryContext, value: number) => formatMoneyIn(storyI18n(context).language, value, 'P');

async function parts(context: StoryContext) {
  const t = storyT(context, 'centre');
  const dialog = await screen.findByRole('dialog', { name: t('agent.downline.transfer.title') });
  const body = within(dialog);
  return {
    dialog,
    body,
    amount: body.getByRole('textbox', { name: holding(t('upline.amount')) }),
    password: body.getByLabelText(holding(t('fields.paymentPassword'))),
    submit: body.getByRole('button', { name: t('agent.downline.transfer.submit') }),
  };
}

/** Fills a valid transfer and sends it. */
async function send(context: StoryContext, amount = '500', password = '123456') {
  const form = await parts(context);
  await fill(form.amount, amount);
  await fill(form.password, password);
  await userEvent.click(form.submit);
  return form;
}

/** The recipient and the agent's balance, then the amount and the payment password. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const t = storyT(context, 'centre');
    const { dialog, submit } = await parts(context);
    await expect(dialog).toHaveAccessibleDescription(t('agent.downline.transfer.description', { account: 'lucky88' }));
    await expect(dialog.querySelector('[data-part="Recipient"]')).toHaveTextContent('lucky88');
    await expect(dialog.querySelector('[data-part="Balance"]')).toHaveTextContent(money(context, 2480.5));
    await expect(submit).toBeEnabled();
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };

export const Phone: Story = {
  tags: ['vrt'],
  globals: phone,
  play: async (context) => {
    const { dialog } = await parts(context);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/**
 * The rules before anything is sent: an amount is required, above zero, two decimals, at most the balance; the
 * payment password is six digits. Then the transfer leaves with the recipient's account.
 */
export const Rules: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'centre');
    const { amount, password, submit } = await parts(context);
    await userEvent.click(submit);
    await expect(amount).toHaveAccessibleDescription(expect.stringContaining(t('ui:amountInput.errors.required')));
    await expect(password).toHaveAccessibleDescription(t('validation.required', { field: t('fields.paymentPassword') }));
    await expect(amount).toHaveFocus();
    await fill(amount, '2480.51');
    await fill(password, '1234');
    await userEvent.click(submit);
    await expect(amount).toHaveAccessibleDescription(
      expect.stringContaining(t('wallet.aboveBalance', { balance: money(context, 2480.5) })),
    );
    await expect(password).toHaveAccessibleDescription(
      // The payment password's rule in its own words (useCentreValidation's describeRule: six digits).
      t(`auth:validation.pattern${defaultPaymentPasswordRule.patternId}Exact`, { count: defaultPaymentPasswordRule.minLength }),
    );
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
  play: async (context) => {
    const t = storyT(context, 'centre');
    const { dialog, amount, password } = await send(context, '300');
    await waitFor(() => expect(password).toHaveAccessibleDescription(t('errors:paymentPasswordInvalid')));
    await expect(password).toHaveValue('');
    await expect(password).toHaveFocus();
    await expect(amount).toHaveValue('300');
    await expect(dialog.querySelector('[data-part="Alert"]')).toBeNull();
  },
};

/** The platform's other refusals are said above the form, in the member's language; the form stays as typed. */
/** The platform's own words for the refusal (fixture data: shown as the server sent them, in any locale). */
const notInTeam = 'このアカウントはあなたのチームにいません';

export const RefusedNotInTeam: Story = {
  args: {
    onTransfer: fn(async () => Promise.reject({ code: 'validation_failed', fieldErrors: { account: notInTeam } })),
  },
  play: async (context) => {
    const { body, amount } = await send(context, '300');
    await expect(await body.findByRole('alert')).toHaveTextContent(notInTeam);
    await expect(amount).toHaveValue('300');
  },
};

export const RefusedTurnover: Story = {
  args: { onTransfer: fn(async () => Promise.reject({ code: 'turnover_not_met' })) },
  play: async (context) => {
    const { body } = await send(context);
    await expect(await body.findByRole('alert')).toHaveTextContent(/.+/);
    await expect(body.getByRole('alert')).not.toHaveTextContent('turnover_not_met');
  },
};

/** A short balance (the balance changed meanwhile) is said by the amount. */
export const RefusedBalance: Story = {
  args: { onTransfer: fn(async () => Promise.reject({ code: 'insufficient_balance' })) },
  play: async (context) => {
    const { canvasElement } = context;
    const { amount } = await send(context, '300');
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/.+/));
    await expect(amount).toHaveFocus();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alert')).toBeNull();
  },
};

/** While the transfer is sent: the button spins, Cancel waits, a second click sends nothing more. */
export const Busy: Story = {
  tags: ['vrt'],
  args: { onTransfer: fn(() => new Promise<void>(() => undefined)) },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'centre');
    const { dialog, body, submit } = await send(context);
    await waitFor(() => expect(dialog).toHaveAttribute('data-phase', 'busy'));
    await expect(body.getByRole('button', { name: t('actions.cancel') })).toBeDisabled();
    await userEvent.click(submit);
    await expect(args.onTransfer).toHaveBeenCalledTimes(1);
  },
};

/** Sent: a receipt replaces the form, focus on Close, which closes the dialog. */
export const Success: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const t = storyT(context, 'centre');
    const { body } = await send(context, '500');
    await expect(await body.findByText(t('upline.successTitle'))).toBeVisible();
    await expect(body.getByText(t('agent.downline.transfer.successBody', { amount: money(context, 500), account: 'lucky88' }))).toBeVisible();
    const close = body.getByRole('button', { name: t('agent.downline.transfer.close') });
    await waitFor(() => expect(close).toHaveFocus());
    await expect(body.queryByRole('textbox')).toBeNull();
  },
};

/** Close after a success calls back and the dialog goes. */
export const CloseAfterSuccess: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'centre');
    const { body } = await send(context, '500');
    await userEvent.click(await body.findByRole('button', { name: t('agent.downline.transfer.close') }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** No payment password yet: the form waits and offers to set one. */
export const NeedsPaymentPassword: Story = {
  args: { hasPaymentPassword: false },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'centre');
    const { body, submit, amount } = await parts(context);
    await expect(submit).toBeDisabled();
    await expect(amount).toBeDisabled();
    await userEvent.click(body.getByRole('button', { name: t('security.bind.paymentPassword') }));
    await expect(args.onSetPaymentPassword).toHaveBeenCalledTimes(1);
  },
};

/** The merchant does not ask for the payment password: no field, the transfer leaves without one. */
export const WithoutPaymentPassword: Story = {
  args: { isPaymentPasswordRequired: false },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'centre');
    const dialog = await screen.findByRole('dialog', { name: t('agent.downline.transfer.title') });
    await expect(within(dialog).queryByLabelText(holding(t('fields.paymentPassword')))).toBeNull();
    await fill(within(dialog).getByRole('textbox', { name: holding(t('upline.amount')) }), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: t('agent.downline.transfer.submit') }));
    await expect(args.onTransfer).toHaveBeenCalledWith({ account: 'lucky88', amount: 20, paymentPassword: '' });
  },
};

/** A zero balance: nothing to send. */
export const NoBalance: Story = {
  args: { balance: 0 },
  play: async (context) => {
    const t = storyT(context, 'centre');
    const { body, submit } = await parts(context);
    await expect(body.getByText(t('upline.noBalance'))).toBeVisible();
    await expect(submit).toBeDisabled();
  },
};

/** Cancel (or Escape) closes without sending. */
export const Cancel: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'centre');
    const { body } = await parts(context);
    await userEvent.click(body.getByRole('button', { name: t('actions.cancel') }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onTransfer).not.toHaveBeenCalled();
  },
};
