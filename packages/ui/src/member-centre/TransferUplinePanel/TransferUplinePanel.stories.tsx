import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { frameWidths, PanelFrame } from '../shared/storyFrame';
import { TransferUplinePanel } from './TransferUplinePanel';
import type { TransferUplinePanelProps } from './TransferUplinePanel.types';
import { storyT } from '../../test/storyText';
import { storyMoney } from '../shared/storyFormat';

type StoryArgs = TransferUplinePanelProps & { width?: number };

const meta = {
  title: 'Member Centre/TransferUplinePanel',
  tags: ['any-locale'],
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

/** A field's label as a pattern: the label's words first (a required marker may follow). */
const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const fields = (context: { canvasElement: HTMLElement; loaded: Record<string, unknown> }) => {
  const t = storyT(context, 'centre');
  const form = within(within(context.canvasElement).getByRole('form', { name: t('upline.formTitle') }));
  return {
    form,
    amount: form.getByRole('textbox', { name: labelled(t('upline.amount')) }),
    password: form.getByLabelText(labelled(t('fields.paymentPassword'))),
    submit: form.getByRole('button', { name: t('upline.submit') }),
  };
};

export const Playground: Story = {};

/** The upline and the member's balance, then the amount and the payment password. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const money = storyMoney(context);
    await expect(canvasElement.querySelector('[data-part="Upline"]')).toHaveTextContent('agent01');
    await expect(canvasElement.querySelector('[data-part="Balance"]')).toHaveTextContent(money(2480.5));
    const { submit } = fields(context);
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
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    const { amount, password, submit } = fields(context);
    await userEvent.click(submit);
    await expect(amount).toHaveAccessibleDescription(
      expect.stringContaining(storyT(context, 'ui')('amountInput.errors.required')),
    );
    await expect(password).toHaveAccessibleDescription(
      t('validation.required', { field: t('fields.paymentPassword') }),
    );
    await expect(amount).toHaveFocus();
    await userEvent.type(amount, '2480.51');
    await userEvent.type(password, '1234');
    await userEvent.click(submit);
    await expect(amount).toHaveAccessibleDescription(
      expect.stringContaining(t('wallet.aboveBalance', { balance: storyMoney(context)(2480.5) })),
    );
    await expect(password).toHaveAccessibleDescription(
      storyT(context, 'auth')('validation.pattern6Exact', { count: 6, min: 6, max: 6 }),
    );
    await expect(args.onTransfer).not.toHaveBeenCalled();

    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.type(password, '56');
    await userEvent.click(submit);
    await expect(args.onTransfer).toHaveBeenCalledWith({ amount: 500, paymentPassword: '123456' });
    await expect(await canvas.findByText(t('upline.successTitle'))).toBeVisible();
    await expect(
      canvas.getByText(t('upline.successBody', { amount: storyMoney(context)(500), upline: 'agent01' })),
    ).toBeVisible();
    const again = canvas.getByRole('button', { name: t('upline.again') });
    await waitFor(() => expect(again).toHaveFocus());
    await userEvent.click(again);
    const next = fields(context).amount;
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
  play: async (context) => {
    const { canvasElement } = context;
    const te = storyT(context, 'errors');
    const { amount, password, submit } = fields(context);
    await userEvent.type(amount, '100');
    await userEvent.type(password, '000000');
    await userEvent.click(submit);
    await waitFor(() => expect(password).toHaveAccessibleDescription(te('paymentPasswordInvalid')));
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
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'centre');
    const { submit, amount } = fields(context);
    await expect(submit).toBeDisabled();
    await expect(amount).toBeDisabled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('security.bind.paymentPassword') }));
    await expect(args.onSetPaymentPassword).toHaveBeenCalledTimes(1);
  },
};

/** A zero balance: nothing to send. */
export const NoBalance: Story = {
  args: { balance: 0 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    await expect(within(canvasElement).getByText(t('upline.noBalance'))).toBeVisible();
    await expect(fields(context).submit).toBeDisabled();
  },
};

/** No upline: nothing to transfer to. */
export const NoUpline: Story = {
  tags: ['vrt'],
  args: { uplineAccount: null },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    await expect(within(canvasElement).getByRole('heading', { name: t('upline.emptyTitle') })).toBeVisible();
    await expect(within(canvasElement).queryByRole('form')).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['vrt'],
  args: { uplineAccount: undefined, balance: undefined },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('states.loading'));
  },
};

export const LoadError: Story = {
  args: { uplineAccount: undefined, balance: undefined, error: new Error('network') },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'centre');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('actions.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
