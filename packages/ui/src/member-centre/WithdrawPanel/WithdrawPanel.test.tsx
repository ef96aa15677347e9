import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { WithdrawPanel } from './WithdrawPanel';
import type { PayoutAccount, WithdrawalRecord, WithdrawPanelProps } from './WithdrawPanel.types';

const accounts: PayoutAccount[] = [
  { id: 'a1', kind: 'bank', name: 'MUFG', accountName: 'TARO YAMADA', maskedNumber: '**** 4821' },
  { id: 'a2', kind: 'ewallet', name: 'PayPay', accountName: 'TARO YAMADA', maskedNumber: '090-****-5512' },
];

const awaiting: WithdrawalRecord = {
  id: 'w1',
  orderNo: 'W1',
  time: Date.now() - 60_000,
  amount: 2000,
  status: 'awaitingConfirmation',
  confirmBy: Date.now() + 30 * 60_000,
};

const rawKey = /\b(deposit|withdraw|fee|copy|remark|retry)\.[a-zA-Z]/;

function renderPanel(props: Partial<WithdrawPanelProps> = {}, lang = 'EN') {
  const onWithdraw = vi.fn(async () => undefined);
  const onAddAccount = vi.fn(async () => undefined);
  const view = renderUi(
    <WithdrawPanel
      balance={5000}
      limits={{ min: 100, max: 10000, dailyCount: 3, dailyCountUsed: 0 }}
      accounts={accounts}
      realName="Taro Yamada"
      hasPaymentPassword
      onAddAccount={onAddAccount}
      onWithdraw={onWithdraw}
      {...props}
    />,
    { lang },
  );
  return { ...view, onWithdraw, onAddAccount };
}

async function fillAndSubmit(amount = '1000') {
  await userEvent.type(screen.getByRole('textbox', { name: /^Withdrawal amount/ }), amount);
  await userEvent.type(screen.getByLabelText(/^Payment password/), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
}

describe('WithdrawPanel', () => {
  it.each([
    ['amountOutOfRange', 'amount', 'Enter an amount between P100.00 and P10,000.00'],
    ['insufficientBalance', 'amount', 'The amount is more than your balance (P5,000.00)'],
    ['paymentPasswordInvalid', 'password', 'Wrong payment password'],
    [
      'paymentPasswordLocked',
      'password',
      'Too many wrong attempts: the payment password is locked. Contact customer service.',
    ],
    ['accountUnavailable', 'account', 'This account cannot receive withdrawals now. Choose another one.'],
    ['turnoverNotMet', 'form', 'The turnover requirement is not met yet.'],
    ['dailyCountReached', 'form', "You have reached today's withdrawal limit."],
  ] as const)('places %s at the %s', async (reason, place, text) => {
    const onWithdraw = vi.fn().mockRejectedValue({ reason });
    renderPanel({ onWithdraw });
    await fillAndSubmit();
    await screen.findByText(text);
    const holder = {
      amount: () => screen.getByRole('textbox', { name: /^Withdrawal amount/ }),
      password: () => screen.getByLabelText(/^Payment password/),
      account: () => screen.getByRole('radiogroup', { name: 'Receive to' }),
      form: () => screen.getByRole('alert'),
    }[place]();
    if (place === 'form') expect(holder).toHaveTextContent(text);
    else expect(holder).toHaveAccessibleDescription(expect.stringContaining(text));
    expect(onWithdraw).toHaveBeenCalledTimes(1);
  });

  it('takes the server message over its own when the caller gives one', async () => {
    renderPanel({ onWithdraw: vi.fn().mockRejectedValue({ reason: 'turnoverNotMet', message: 'Wager ¥3,000 more' }) });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Wager ¥3,000 more');
  });

  it('sends the chosen account, the amount and the password', async () => {
    const onWithdraw = vi.fn(async () => undefined);
    renderPanel({ onWithdraw });
    await userEvent.click(screen.getByRole('radio', { name: 'PayPay' }));
    await fillAndSubmit('2500.5');
    expect(onWithdraw).toHaveBeenCalledWith({ accountId: 'a2', amount: 2500.5, paymentPassword: '123456' });
    expect(await screen.findByText('Withdrawal requested')).toBeInTheDocument();
  });

  it('asks for every missing field before sending', async () => {
    const onWithdraw = vi.fn();
    renderPanel({ onWithdraw });
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Enter an amount')).toBeInTheDocument();
    expect(screen.getByText('Enter your payment password')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Withdrawal amount/ })).toHaveFocus();
    expect(onWithdraw).not.toHaveBeenCalled();
  });

  it('shows the fee and what arrives', async () => {
    renderPanel({ fee: { fixed: 10, percent: 1 } });
    await userEvent.type(screen.getByRole('textbox', { name: /^Withdrawal amount/ }), '1000');
    expect(screen.getByText('Fee 20.00 · You receive 980.00')).toBeInTheDocument();
  });

  it('blocks withdrawing while turnover is owed, and names the amount left', () => {
    renderPanel({ turnover: { required: 1000, completed: 250, remaining: 750 } });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Wager P750.00 more to withdraw. Bets on any game count.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });

  it('sends a partial receipt with the amount that arrived', async () => {
    const onConfirmReceipt = vi.fn(async () => undefined);
    renderPanel({ withdrawals: [awaiting], onConfirmReceipt });
    await userEvent.click(screen.getByRole('radio', { name: 'Partly received' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Amount received/ }), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Report partial receipt' }));
    expect(await screen.findByText('The amount must be more than zero')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: /^Amount received/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Amount received/ }), '1999.99');
    await userEvent.click(screen.getByRole('button', { name: 'Report partial receipt' }));
    expect(onConfirmReceipt).toHaveBeenCalledWith({ id: 'w1', outcome: 'partial', receivedAmount: 1999.99 });
  });

  it('prefills the real name read-only when adding an account', async () => {
    const { onAddAccount } = renderPanel({ addableKinds: ['ewallet'], realNameMode: 'prefill' });
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a payout account' }));
    expect(dialog.queryByRole('radio')).toBeNull();
    expect(dialog.getByRole('textbox', { name: /^Account holder/ })).toHaveValue('Taro Yamada');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Wallet provider/ }), 'PayPay');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Wallet ID/ }), '09012345512');
    await userEvent.click(dialog.getByRole('button', { name: 'Add account' }));
    expect(onAddAccount).toHaveBeenCalledWith({
      kind: 'ewallet',
      name: 'PayPay',
      accountName: 'Taro Yamada',
      accountNumber: '09012345512',
    });
  });

  it('places a name refused by the server at the holder field', async () => {
    renderPanel({ onAddAccount: vi.fn().mockRejectedValue({ reason: 'accountExists' }), addableKinds: ['bank'] });
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Bank/ }), 'MUFG');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Account number/ }), '1234567');
    await userEvent.click(dialog.getByRole('button', { name: 'Add account' }));
    expect(await dialog.findByText('This account is already added')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /^Account number/ })).toHaveFocus();
  });

  it.each(['EN', 'JA', 'CN', 'KO', 'TH', 'VI', 'ID'])('has every string in %s', async (lang) => {
    renderPanel(
      {
        turnover: { required: 1000, completed: 250, remaining: 750 },
        fee: { fixed: 5 },
        withdrawals: [
          awaiting,
          { ...awaiting, id: 'w2', status: 'rejected', reason: 'x' },
          { ...awaiting, id: 'w3', status: 'disputed' },
          { ...awaiting, id: 'w4', status: 'forcedReceived' },
        ],
        onConfirmReceipt: vi.fn(),
        onRemoveAccount: vi.fn(),
      },
      lang,
    );
    expect(document.body.textContent).not.toMatch(rawKey);
    await userEvent.click(screen.getAllByRole('radio')[accounts.length + 2]!);
    expect(document.body.textContent).not.toMatch(rawKey);
  });
});
