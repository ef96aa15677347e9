import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  freezeClock,
  makeSamplePng,
  sampleNow,
  sampleTimeZone,
  useSampleAccounts,
  useSampleBanks,
  useSampleWithdrawals,
} from '../shared/cashier.fixtures';
import { WithdrawPanel } from './WithdrawPanel';
import type { WithdrawalRecord, WithdrawPanelProps } from './WithdrawPanel.types';
import { formatAmount } from '../../forms/AmountInput/amount';
import { storyI18n, storyT } from '../../test/storyText';
import { storyMoney } from '../shared/storyFormat';

type Context = { loaded: Record<string, unknown> };

/** A field's label as a pattern: the label's words first (a required marker or hint may follow). */
const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The amount field, by its label and the required marker's word (as the field names itself). */
const amountName = (context: Context) =>
  `${storyT(context, 'cashier')('withdraw.amount')} ${storyT(context, 'ui')('textField.required')}`;

/** The payment password field's label as a pattern. */
const passwordLabel = (context: Context) => labelled(storyT(context, 'cashier')('withdraw.paymentPassword'));

/** Money as the cashier writes it (the brand's ¥, the story's language). */
const yenOf = (context: Context) => storyMoney(context, '¥');

/** The story's args: the panel's props; accounts and withdrawals default to the samples (locale text). */
type WithdrawStoryArgs = WithdrawPanelProps & {
  sampleAccounts?: boolean;
  sampleWithdrawals?: 'all' | 'awaiting' | 'none';
};

function SamplePanel({ sampleAccounts = true, sampleWithdrawals = 'all', ...args }: WithdrawStoryArgs) {
  const { t } = useTranslation('cashier');
  const accounts = useSampleAccounts();
  const withdrawals = useSampleWithdrawals();
  const banks = useSampleBanks();
  const shown: WithdrawalRecord[] =
    sampleWithdrawals === 'all'
      ? withdrawals
      : sampleWithdrawals === 'awaiting'
        ? withdrawals.filter((item) => item.status === 'awaitingConfirmation')
        : [];
  return (
    <WithdrawPanel
      realName={t('sample.realName')}
      providers={{ bank: banks, crypto: [t('sample.networkTrc20'), t('sample.networkErc20')] }}
      {...args}
      accounts={sampleAccounts ? accounts : args.accounts}
      withdrawals={args.withdrawals ?? shown}
    />
  );
}

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The panel whose `onWithdraw` (still recorded in the args) rejects with these answers, one per call. */
function RefusingPanel({ answers, ...args }: WithdrawStoryArgs & { answers: unknown[] }) {
  const [calls] = useState({ count: 0 });
  return (
    <SamplePanel
      {...args}
      onWithdraw={async (request) => {
        await args.onWithdraw(request);
        const answer = answers[Math.min(calls.count, answers.length - 1)];
        calls.count += 1;
        throw answer;
      }}
    />
  );
}

const meta = {
  title: 'Member Centre/WithdrawPanel',
  component: WithdrawPanel,
  tags: ['any-locale'],
  beforeEach: () => freezeClock(),
  args: {
    balance: 48250.5,
    currency: 'JPY',
    currencySymbol: '¥',
    limits: { min: 1000, max: 200000, dailyCount: 5, dailyCountUsed: 2 },
    turnover: { required: 50000, completed: 50000, remaining: 0 },
    accounts: [],
    maxAccounts: 5,
    hasPaymentPassword: true,
    timeZone: sampleTimeZone,
    onAddAccount: fn(async () => undefined),
    onRemoveAccount: fn(async () => undefined),
    onSetPaymentPassword: fn(),
    onWithdraw: fn(async () => undefined),
    onConfirmReceipt: fn(async () => undefined),
    onRetry: fn(),
  },
  argTypes: {
    accounts: { control: false },
    withdrawals: { control: false },
    error: { control: false },
  },
  render: (args) => <SamplePanel {...args} />,
} satisfies Meta<WithdrawStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Balance, today's limits, accounts, the form, a withdrawal awaiting confirmation first, then the recent ones. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-part="Balance"]')).toHaveTextContent(yenOf(context)(48_250.5));
    await expect(canvasElement.querySelector('[data-part="CountLeft"]')).toHaveTextContent(
      t('withdraw.overview.countValue', { left: 3, total: 5 }),
    );
    const accounts = canvas.getByRole('radiogroup', { name: t('withdraw.accounts.title') });
    await expect(within(accounts).getAllByRole('radio')[0]).toBeChecked();
    await expect(canvas.getByRole('heading', { name: t('withdraw.list.awaitingTitle', { n: 1 }) })).toBeVisible();
    await expect(canvas.getByText(t('withdraw.confirm.deadline', { time: '14:30' }))).toBeVisible();
    await expect(canvas.getByText(t('withdraw.confirm.forced'))).toBeVisible();
    const statuses = [...canvasElement.querySelectorAll('[data-component="StatusBadge"]')].map(
      (badge) => badge.textContent,
    );
    await expect(statuses).toEqual([
      t('withdraw.status.awaitingConfirmation'),
      t('withdraw.status.pendingReview'),
      t('withdraw.status.paying'),
      t('withdraw.status.completed'),
      t('withdraw.status.rejected'),
      t('withdraw.status.forcedReceived'),
      t('withdraw.status.disputed'),
    ]);
  },
};

/** Below the minimum: refused at the field, nothing sent. */
export const BelowMinimum: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: amountName(context) });
    await userEvent.type(amount, '500');
    await userEvent.type(canvas.getByLabelText(passwordLabel(context)), '246810');
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.submit') }));
    await expect(
      await canvas.findByText(
        storyT(context, 'ui')('amountInput.errors.belowMin', {
          min: formatAmount(1000, storyI18n(context).language),
          max: formatAmount(200_000, storyI18n(context).language),
        }),
      ),
    ).toBeVisible();
    await expect(amount).toHaveFocus();
    await expect(args.onWithdraw).not.toHaveBeenCalled();
  },
};

/** Above the balance (but within the limits): refused at the field with the balance named. */
export const AboveBalance: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'cashier');
    const tu = storyT(context, 'ui');
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: amountName(context) });
    await userEvent.type(amount, '50000');
    await userEvent.type(canvas.getByLabelText(passwordLabel(context)), '246810');
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.submit') }));
    await expect(
      await canvas.findByText(t('withdraw.errors.aboveBalance', { balance: yenOf(context)(48_250.5) })),
    ).toBeVisible();
    await expect(amount).toBeInvalid();
    await expect(args.onWithdraw).not.toHaveBeenCalled();
    // The Max chip offers exactly what may leave.
    await userEvent.click(canvas.getByRole('button', { name: tu('amountInput.max') }));
    await expect(amount).toHaveValue('48250.50');
  },
};

/** A valid request reaches `onWithdraw` once, then the form clears and says where to follow it. */
export const Submits: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'PayPay' }));
    await userEvent.type(canvas.getByRole('textbox', { name: amountName(context) }), '12000');
    await userEvent.type(canvas.getByLabelText(passwordLabel(context)), '246810');
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.submit') }));
    await expect(args.onWithdraw).toHaveBeenCalledTimes(1);
    await expect(args.onWithdraw).toHaveBeenCalledWith({
      accountId: 'acc-2',
      amount: 12000,
      paymentPassword: '246810',
    });
    await expect(await canvas.findByText(t('withdraw.submitted.title'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: amountName(context) })).toHaveValue('');
  },
};

/** The server's answers land at their field: a wrong password with the tries left, then the lock. */
export const WrongPassword: Story = {
  render: (args) => (
    <RefusingPanel
      {...args}
      answers={[
        { reason: 'paymentPasswordInvalid', attemptsLeft: 2 },
        { reason: 'paymentPasswordLocked', retryAt: sampleNow + 30 * 60_000 },
      ]}
    />
  ),
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(passwordLabel(context));
    await userEvent.type(canvas.getByRole('textbox', { name: amountName(context) }), '5000');
    await userEvent.type(password, '111111');
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.submit') }));
    await expect(await canvas.findByText(t('withdraw.errors.passwordWrongAttempts', { attempts: 2 }))).toBeVisible();
    await expect(password).toHaveValue('');
    await expect(password).toHaveFocus();
    await userEvent.type(password, '222222');
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.submit') }));
    await expect(await canvas.findByText(t('withdraw.errors.passwordLockedUntil', { time: '14:32' }))).toBeVisible();
    await expect(password).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('withdraw.submit') })).toBeDisabled();
    await expect(args.onWithdraw).toHaveBeenCalledTimes(2);
  },
};

/** Other refusals: above the balance on the server, the daily count, turnover: each where it belongs. */
export const ServerRefusals: Story = {
  render: (args) => (
    <RefusingPanel
      {...args}
      answers={[{ reason: 'insufficientBalance' }, { reason: 'dailyCountReached' }, new Error('socket hang up')]}
    />
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: amountName(context) });
    await userEvent.type(amount, '5000');
    await userEvent.type(canvas.getByLabelText(passwordLabel(context)), '246810');
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.submit') }));
    await expect(
      await canvas.findByText(t('withdraw.errors.aboveBalance', { balance: yenOf(context)(48_250.5) })),
    ).toBeVisible();
    await expect(amount).toHaveFocus();
    await userEvent.type(canvas.getByLabelText(passwordLabel(context)), '246810');
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('withdraw.errors.daily'));
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.submit') }));
    // A technical error is never shown as is.
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(t('withdraw.errors.failed')));
  },
};

/** Turnover still owed: the form is locked, with the reason and the progress. */
export const TurnoverNotMet: Story = {
  tags: ['vrt'],
  args: { turnover: { required: 50000, completed: 36500, remaining: 13500 }, sampleWithdrawals: 'none' },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: t('withdraw.turnover.title') });
    await expect(bar).toHaveAttribute('aria-valuenow', '73');
    await expect(bar).toHaveAttribute(
      'aria-valuetext',
      t('withdraw.turnover.progress', { completed: yenOf(context)(36_500), required: yenOf(context)(50_000) }),
    );
    await expect(canvas.getByText(t('withdraw.turnover.body', { remaining: yenOf(context)(13_500) }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('withdraw.submit') })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: amountName(context) })).toBeDisabled();
  },
};

/** No payment password yet: the way to set one, and no password field. */
export const NoPaymentPassword: Story = {
  args: { hasPaymentPassword: false, sampleWithdrawals: 'none' },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText(passwordLabel(context))).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.password.action') }));
    await expect(args.onSetPaymentPassword).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: t('withdraw.submit') })).toBeDisabled();
  },
};

export const DailyLimitReached: Story = {
  args: { limits: { min: 1000, max: 200000, dailyCount: 5, dailyCountUsed: 5 }, sampleWithdrawals: 'none' },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('withdraw.daily.body', { total: 5 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('withdraw.submit') })).toBeDisabled();
  },
};

/** No account yet: the empty state leads to the form; a holder name that is not the real name is refused. */
export const NoAccountsNameMismatch: Story = {
  tags: ['vrt'],
  args: { sampleAccounts: false, realNameMode: 'match', addableKinds: ['bank', 'ewallet'], sampleWithdrawals: 'none' },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('withdraw.accounts.emptyTitle') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.accounts.add') }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: t('withdraw.add.title') }));
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: labelled(t('withdraw.add.name.bank')) }),
      t('sample.bankRakuten'),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: labelled(t('withdraw.add.holder')) }), 'スズキ ハナコ');
    await userEvent.type(dialog.getByRole('textbox', { name: labelled(t('withdraw.add.number.bank')) }), '1234-5678');
    await userEvent.click(dialog.getByRole('button', { name: t('withdraw.accounts.add') }));
    const holder = dialog.getByRole('textbox', { name: labelled(t('withdraw.add.holder')) });
    await expect(await dialog.findByText(t('withdraw.add.errors.holderMismatch'))).toBeVisible();
    await expect(holder).toHaveFocus();
    await expect(args.onAddAccount).not.toHaveBeenCalled();
  },
};

/** The real name written another way (full width, extra spaces) still matches; the number is sent as digits. */
export const AddAccountMatches: Story = {
  args: { sampleAccounts: false, realNameMode: 'match', sampleWithdrawals: 'none' },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.accounts.add') }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: t('withdraw.add.title') }));
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: labelled(t('withdraw.add.name.bank')) }),
      t('sample.bankRakuten'),
    );
    // The registered name as a member might type it: a full-width space between the names, a space after them.
    const holder = `${t('sample.realName').replace(' ', '\u3000 ')} `;
    await userEvent.type(dialog.getByRole('textbox', { name: labelled(t('withdraw.add.holder')) }), holder);
    await userEvent.type(dialog.getByRole('textbox', { name: labelled(t('withdraw.add.number.bank')) }), '12');
    await userEvent.click(dialog.getByRole('button', { name: t('withdraw.accounts.add') }));
    await expect(await dialog.findByText(t('withdraw.add.errors.bankFormat'))).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: labelled(t('withdraw.add.number.bank')) }), '34-5678');
    await userEvent.type(dialog.getByRole('textbox', { name: labelled(t('withdraw.add.branch')) }), '本店');
    await userEvent.click(dialog.getByRole('button', { name: t('withdraw.accounts.add') }));
    await expect(args.onAddAccount).toHaveBeenCalledWith({
      kind: 'bank',
      name: t('sample.bankRakuten'),
      accountName: holder.trim(),
      accountNumber: '12345678',
      branch: '本店',
    });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** With the real name on file the holder field is filled in and read-only; a crypto address is checked per network. */
export const AddCryptoWallet: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.accounts.add') }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: t('withdraw.add.title') }));
    const holder = dialog.getByRole('textbox', { name: labelled(t('withdraw.add.holder')) });
    await expect(holder).toHaveValue(t('sample.realName'));
    await expect(holder).toHaveAttribute('readonly');
    await userEvent.click(dialog.getByRole('radio', { name: new RegExp(t('withdraw.kinds.crypto')) }));
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: labelled(t('withdraw.add.name.crypto')) }),
      'USDT-TRC20',
    );
    const address = dialog.getByRole('textbox', { name: labelled(t('withdraw.add.number.crypto')) });
    // An ERC20 address on the TRC20 network (pasted: addresses are never typed by hand).
    await userEvent.click(address);
    await userEvent.paste('0x52908400098527886E0F7030069857D2E4169EE7');
    await userEvent.click(dialog.getByRole('button', { name: t('withdraw.accounts.add') }));
    await expect(await dialog.findByText(t('withdraw.add.errors.addressFormat'))).toBeVisible();
    await userEvent.clear(address);
    await userEvent.paste('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    await userEvent.click(dialog.getByRole('button', { name: t('withdraw.accounts.add') }));
    await expect(args.onAddAccount).toHaveBeenCalledWith({
      kind: 'crypto',
      name: 'USDT-TRC20',
      accountName: t('sample.realName'),
      accountNumber: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    });
  },
};

/** Removing the chosen account asks first, Cancel focused. */
export const RemoveAccount: Story = {
  args: { sampleWithdrawals: 'none' },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'PayPay' }));
    await userEvent.click(
      canvas.getByRole('button', { name: t('withdraw.accounts.remove', { name: 'PayPay', number: '090-****-5512' }) }),
    );
    const dialog = within(
      await page(canvasElement).findByRole('alertdialog', { name: t('withdraw.accounts.removeTitle') }),
    );
    await expect(dialog.getByRole('button', { name: t('withdraw.accounts.removeKeep') })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: t('withdraw.accounts.removeConfirm') }));
    await expect(args.onRemoveAccount).toHaveBeenCalledWith('acc-2');
  },
};

/** SPEC §4, received in full: the outcome is required, then sent as 'full'. */
export const ConfirmReceivedInFull: Story = {
  args: { sampleWithdrawals: 'awaiting' },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: t('withdraw.confirm.deadline', { time: '14:30' }) }));
    await userEvent.click(form.getByRole('button', { name: t('withdraw.confirm.submit.any') }));
    await expect(await form.findByText(t('withdraw.confirm.errors.outcome'))).toBeVisible();
    await expect(form.getAllByRole('radio')[0]).toHaveFocus();
    await userEvent.click(form.getByRole('radio', { name: t('withdraw.confirm.outcomes.full') }));
    await userEvent.click(form.getByRole('button', { name: t('withdraw.confirm.submit.full') }));
    await expect(args.onConfirmReceipt).toHaveBeenCalledWith({ id: 'w-1', outcome: 'full' });
  },
};

/** Partly received: the amount must be less than the withdrawal; the remark goes along. */
export const ConfirmPartlyReceived: Story = {
  args: { sampleWithdrawals: 'awaiting' },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t('withdraw.confirm.outcomes.partial') }));
    const received = canvas.getByRole('textbox', { name: labelled(t('withdraw.confirm.received')) });
    await userEvent.type(received, '20000');
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.confirm.submit.partial') }));
    await expect(
      await canvas.findByText(t('withdraw.confirm.errors.partialTooHigh', { amount: yenOf(context)(20_000) })),
    ).toBeVisible();
    await expect(received).toHaveFocus();
    await userEvent.clear(received);
    await userEvent.type(received, '15000');
    await userEvent.type(canvas.getByRole('textbox', { name: labelled(t('withdraw.confirm.remark')) }), '5,000円不足');
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.confirm.submit.partial') }));
    await expect(args.onConfirmReceipt).toHaveBeenCalledWith({
      id: 'w-1',
      outcome: 'partial',
      receivedAmount: 15000,
      remark: '5,000円不足',
    });
  },
};

/** Not received: proof is required, a PDF is refused, a remark over 140 characters is refused. */
export const ConfirmNotReceived: Story = {
  tags: ['vrt'],
  args: { sampleWithdrawals: 'awaiting' },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t('withdraw.confirm.outcomes.none') }));
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.confirm.submit.none') }));
    await expect(await canvas.findByText(t('withdraw.confirm.errors.proof'))).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('[data-part="Proof"] input[type="file"]')!;
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' }));
    await expect(
      await canvas.findByText(storyT(context, 'ui')('fileUpload.errors.type', { name: 'statement.pdf' })),
    ).toBeVisible();
    const proof = await makeSamplePng('bank-history.png', 150);
    await user.upload(input, proof);
    await expect(await canvas.findByText('bank-history.png')).toBeVisible();
    const remark = canvas.getByRole('textbox', { name: labelled(t('withdraw.confirm.remark')) });
    await userEvent.click(remark);
    await userEvent.paste('あ'.repeat(141));
    await expect(canvas.getByText('141 / 140')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.confirm.submit.none') }));
    await expect(await canvas.findByText(t('withdraw.confirm.errors.remark', { max: 140 }))).toBeVisible();
    await expect(args.onConfirmReceipt).not.toHaveBeenCalled();
    await userEvent.clear(remark);
    await userEvent.type(remark, '口座に入金がありません');
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.confirm.submit.none') }));
    await expect(args.onConfirmReceipt).toHaveBeenCalledWith({
      id: 'w-1',
      outcome: 'none',
      files: [proof],
      remark: '口座に入金がありません',
    });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Past the deadline before the list refreshed: no form, the forced-receipt notice. */
export const DeadlinePassed: Story = {
  render: function Render(args) {
    const withdrawals = useSampleWithdrawals();
    const late = withdrawals
      .filter((item) => item.status === 'awaitingConfirmation')
      .map((item) => ({ ...item, confirmBy: sampleNow - 60_000 }));
    return <SamplePanel {...args} withdrawals={late} />;
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('withdraw.confirm.closedTitle'))).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: t('withdraw.confirm.outcomes.full') })).not.toBeInTheDocument();
  },
};

/** A confirmation the server refuses says so and keeps the answer. */
export const ConfirmFails: Story = {
  args: {
    sampleWithdrawals: 'awaiting',
    onConfirmReceipt: fn(async () => Promise.reject({ reason: 'confirmationClosed' })),
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t('withdraw.confirm.outcomes.full') }));
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw.confirm.submit.full') }));
    await expect(await canvas.findByText(t('withdraw.confirm.errors.closed'))).toBeVisible();
    await expect(canvas.getByRole('radio', { name: t('withdraw.confirm.outcomes.full') })).toBeChecked();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'cashier');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    await expect(within(canvasElement).getByText(t('withdraw.loading'))).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { error: true },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('withdraw.loadError.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Withdrawals still loading under a ready form. */
export const WithdrawalsLoading: Story = {
  args: { isWithdrawalsLoading: true, withdrawals: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'cashier');
    await expect(within(canvasElement).getByText(t('withdraw.list.loading'))).toBeInTheDocument();
  },
};

/** No withdrawal yet. */
export const NoWithdrawals: Story = {
  args: { sampleWithdrawals: 'none' },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'cashier');
    await expect(within(canvasElement).getByRole('heading', { name: t('withdraw.list.emptyTitle') })).toBeVisible();
  },
};

/** At the account limit the add button is off and says why. */
export const AccountLimit: Story = {
  args: { maxAccounts: 3, sampleWithdrawals: 'none' },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'cashier');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('withdraw.accounts.add') })).toBeDisabled();
    await expect(canvas.getByText(t('withdraw.accounts.max', { max: 3 }))).toBeVisible();
  },
};

/** A 360 px phone: one column, 44 px targets, the confirmation options stacked. */
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
    for (const radio of canvas.getAllByRole('radio'))
      await expect(radio.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(
      canvas.getByRole('button', { name: t('withdraw.submit') }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
  },
};
