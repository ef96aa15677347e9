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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-part="Balance"]')).toHaveTextContent('¥48,250.50');
    await expect(canvasElement.querySelector('[data-part="CountLeft"]')).toHaveTextContent('3 / 5回');
    const accounts = canvas.getByRole('radiogroup', { name: '受取口座' });
    await expect(within(accounts).getAllByRole('radio')[0]).toBeChecked();
    await expect(canvas.getByRole('heading', { name: '受取の確認（1件）' })).toBeVisible();
    await expect(canvas.getByText('14:30までに確認してください')).toBeVisible();
    await expect(
      canvas.getByText('期限までにご回答がない場合は全額受取済みとみなされ、返金されません。'),
    ).toBeVisible();
    const statuses = [...canvasElement.querySelectorAll('[data-component="StatusBadge"]')].map(
      (badge) => badge.textContent,
    );
    await expect(statuses).toEqual([
      '受取確認待ち',
      '審査中',
      '承認済み・送金中',
      '完了',
      '却下',
      '強制受取',
      '確認中（申立て）',
    ]);
  },
};

/** Below the minimum: refused at the field, nothing sent. */
export const BelowMinimum: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: '出金額 必須' });
    await userEvent.type(amount, '500');
    await userEvent.type(canvas.getByLabelText(/^出金パスワード/), '246810');
    await userEvent.click(canvas.getByRole('button', { name: '出金する' }));
    await expect(await canvas.findByText('最小金額は1,000.00です')).toBeVisible();
    await expect(amount).toHaveFocus();
    await expect(args.onWithdraw).not.toHaveBeenCalled();
  },
};

/** Above the balance (but within the limits): refused at the field with the balance named. */
export const AboveBalance: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: '出金額 必須' });
    await userEvent.type(amount, '50000');
    await userEvent.type(canvas.getByLabelText(/^出金パスワード/), '246810');
    await userEvent.click(canvas.getByRole('button', { name: '出金する' }));
    await expect(await canvas.findByText('金額が残高（¥48,250.50）を超えています')).toBeVisible();
    await expect(amount).toBeInvalid();
    await expect(args.onWithdraw).not.toHaveBeenCalled();
    // The Max chip offers exactly what may leave.
    await userEvent.click(canvas.getByRole('button', { name: '最大' }));
    await expect(amount).toHaveValue('48250.50');
  },
};

/** A valid request reaches `onWithdraw` once, then the form clears and says where to follow it. */
export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'PayPay' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '出金額 必須' }), '12000');
    await userEvent.type(canvas.getByLabelText(/^出金パスワード/), '246810');
    await userEvent.click(canvas.getByRole('button', { name: '出金する' }));
    await expect(args.onWithdraw).toHaveBeenCalledTimes(1);
    await expect(args.onWithdraw).toHaveBeenCalledWith({
      accountId: 'acc-2',
      amount: 12000,
      paymentPassword: '246810',
    });
    await expect(await canvas.findByText('出金を申請しました')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '出金額 必須' })).toHaveValue('');
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^出金パスワード/);
    await userEvent.type(canvas.getByRole('textbox', { name: '出金額 必須' }), '5000');
    await userEvent.type(password, '111111');
    await userEvent.click(canvas.getByRole('button', { name: '出金する' }));
    await expect(await canvas.findByText('出金パスワードが違います。残り2回')).toBeVisible();
    await expect(password).toHaveValue('');
    await expect(password).toHaveFocus();
    await userEvent.type(password, '222222');
    await userEvent.click(canvas.getByRole('button', { name: '出金する' }));
    await expect(await canvas.findByText('誤りが多すぎます。14:32以降にもう一度お試しください')).toBeVisible();
    await expect(password).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '出金する' })).toBeDisabled();
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: '出金額 必須' });
    await userEvent.type(amount, '5000');
    await userEvent.type(canvas.getByLabelText(/^出金パスワード/), '246810');
    await userEvent.click(canvas.getByRole('button', { name: '出金する' }));
    await expect(await canvas.findByText('金額が残高（¥48,250.50）を超えています')).toBeVisible();
    await expect(amount).toHaveFocus();
    await userEvent.type(canvas.getByLabelText(/^出金パスワード/), '246810');
    await userEvent.click(canvas.getByRole('button', { name: '出金する' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('本日の出金回数の上限に達しました。');
    await userEvent.click(canvas.getByRole('button', { name: '出金する' }));
    // A technical error is never shown as is.
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('出金を申請できませんでした。もう一度お試しください。'),
    );
  },
};

/** Turnover still owed: the form is locked, with the reason and the progress. */
export const TurnoverNotMet: Story = {
  tags: ['vrt'],
  args: { turnover: { required: 50000, completed: 36500, remaining: 13500 }, sampleWithdrawals: 'none' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: '出金には賭け条件の達成が必要です' });
    await expect(bar).toHaveAttribute('aria-valuenow', '73');
    await expect(bar).toHaveAttribute('aria-valuetext', '¥36,500.00 / ¥50,000.00');
    await expect(
      canvas.getByText('あと¥13,500.00のベットで出金できるようになります。どのゲームのベットも対象です。'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '出金する' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: '出金額 必須' })).toBeDisabled();
  },
};

/** No payment password yet: the way to set one, and no password field. */
export const NoPaymentPassword: Story = {
  args: { hasPaymentPassword: false, sampleWithdrawals: 'none' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText(/^出金パスワード/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '出金パスワードを設定' }));
    await expect(args.onSetPaymentPassword).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: '出金する' })).toBeDisabled();
  },
};

export const DailyLimitReached: Story = {
  args: { limits: { min: 1000, max: 200000, dailyCount: 5, dailyCountUsed: 5 }, sampleWithdrawals: 'none' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('本日の出金5回をすべて使いました。明日また出金できます。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '出金する' })).toBeDisabled();
  },
};

/** No account yet: the empty state leads to the form; a holder name that is not the real name is refused. */
export const NoAccountsNameMismatch: Story = {
  tags: ['vrt'],
  args: { sampleAccounts: false, realNameMode: 'match', addableKinds: ['bank', 'ewallet'], sampleWithdrawals: 'none' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '受取口座がまだありません' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '口座を追加' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: '受取口座を追加' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^銀行/ }), '楽天銀行');
    await userEvent.type(dialog.getByRole('textbox', { name: /^口座名義/ }), 'スズキ ハナコ');
    await userEvent.type(dialog.getByRole('textbox', { name: /^口座番号/ }), '1234-5678');
    await userEvent.click(dialog.getByRole('button', { name: '口座を追加' }));
    const holder = dialog.getByRole('textbox', { name: /^口座名義/ });
    await expect(await dialog.findByText('口座名義は登録済みの氏名と一致する必要があります')).toBeVisible();
    await expect(holder).toHaveFocus();
    await expect(args.onAddAccount).not.toHaveBeenCalled();
  },
};

/** The real name written another way (full width, extra spaces) still matches; the number is sent as digits. */
export const AddAccountMatches: Story = {
  args: { sampleAccounts: false, realNameMode: 'match', sampleWithdrawals: 'none' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '口座を追加' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: '受取口座を追加' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^銀行/ }), '楽天銀行');
    await userEvent.type(dialog.getByRole('textbox', { name: /^口座名義/ }), 'ヤマダ　 タロウ ');
    await userEvent.type(dialog.getByRole('textbox', { name: /^口座番号/ }), '12');
    await userEvent.click(dialog.getByRole('button', { name: '口座を追加' }));
    await expect(await dialog.findByText('口座番号は6〜30桁の数字です')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /^口座番号/ }), '34-5678');
    await userEvent.type(dialog.getByRole('textbox', { name: /^支店/ }), '本店');
    await userEvent.click(dialog.getByRole('button', { name: '口座を追加' }));
    await expect(args.onAddAccount).toHaveBeenCalledWith({
      kind: 'bank',
      name: '楽天銀行',
      accountName: 'ヤマダ　 タロウ',
      accountNumber: '12345678',
      branch: '本店',
    });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** With the real name on file the holder field is filled in and read-only; a crypto address is checked per network. */
export const AddCryptoWallet: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '口座を追加' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: '受取口座を追加' }));
    const holder = dialog.getByRole('textbox', { name: /^口座名義/ });
    await expect(holder).toHaveValue('ヤマダ タロウ');
    await expect(holder).toHaveAttribute('readonly');
    await userEvent.click(dialog.getByRole('radio', { name: /暗号資産ウォレット/ }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^ネットワーク/ }), 'USDT-TRC20');
    const address = dialog.getByRole('textbox', { name: /^ウォレットアドレス/ });
    // An ERC20 address on the TRC20 network (pasted: addresses are never typed by hand).
    await userEvent.click(address);
    await userEvent.paste('0x52908400098527886E0F7030069857D2E4169EE7');
    await userEvent.click(dialog.getByRole('button', { name: '口座を追加' }));
    await expect(await dialog.findByText('選んだネットワークの正しいアドレスではありません')).toBeVisible();
    await userEvent.clear(address);
    await userEvent.paste('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    await userEvent.click(dialog.getByRole('button', { name: '口座を追加' }));
    await expect(args.onAddAccount).toHaveBeenCalledWith({
      kind: 'crypto',
      name: 'USDT-TRC20',
      accountName: 'ヤマダ タロウ',
      accountNumber: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    });
  },
};

/** Removing the chosen account asks first, Cancel focused. */
export const RemoveAccount: Story = {
  args: { sampleWithdrawals: 'none' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'PayPay' }));
    await userEvent.click(canvas.getByRole('button', { name: 'PayPay 090-****-5512を削除' }));
    const dialog = within(await page(canvasElement).findByRole('alertdialog', { name: 'この口座を削除しますか？' }));
    await expect(dialog.getByRole('button', { name: '削除しない' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: '削除する' }));
    await expect(args.onRemoveAccount).toHaveBeenCalledWith('acc-2');
  },
};

/** SPEC §4, received in full: the outcome is required, then sent as 'full'. */
export const ConfirmReceivedInFull: Story = {
  args: { sampleWithdrawals: 'awaiting' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: '14:30までに確認してください' }));
    await userEvent.click(form.getByRole('button', { name: '確認する' }));
    await expect(await form.findByText('受け取った状況を選んでください')).toBeVisible();
    await expect(form.getAllByRole('radio')[0]).toHaveFocus();
    await userEvent.click(form.getByRole('radio', { name: '全額受け取った' }));
    await userEvent.click(form.getByRole('button', { name: '全額受取を確認' }));
    await expect(args.onConfirmReceipt).toHaveBeenCalledWith({ id: 'w-1', outcome: 'full' });
  },
};

/** Partly received: the amount must be less than the withdrawal; the remark goes along. */
export const ConfirmPartlyReceived: Story = {
  args: { sampleWithdrawals: 'awaiting' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '一部受け取った' }));
    const received = canvas.getByRole('textbox', { name: /^受け取った金額/ });
    await userEvent.type(received, '20000');
    await userEvent.click(canvas.getByRole('button', { name: '一部受取を報告' }));
    await expect(
      await canvas.findByText('¥20,000.00未満を入力するか、「全額受け取った」を選んでください'),
    ).toBeVisible();
    await expect(received).toHaveFocus();
    await userEvent.clear(received);
    await userEvent.type(received, '15000');
    await userEvent.type(canvas.getByRole('textbox', { name: /^備考/ }), '5,000円不足');
    await userEvent.click(canvas.getByRole('button', { name: '一部受取を報告' }));
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '受け取っていない' }));
    await userEvent.click(canvas.getByRole('button', { name: '未着を報告' }));
    await expect(await canvas.findByText('証明の画像を1枚以上追加してください')).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('[data-part="Proof"] input[type="file"]')!;
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByText('statement.pdfはPNGまたはJPGの画像ではありません')).toBeVisible();
    const proof = await makeSamplePng('bank-history.png', 150);
    await user.upload(input, proof);
    await expect(await canvas.findByText('bank-history.png')).toBeVisible();
    const remark = canvas.getByRole('textbox', { name: /^備考/ });
    await userEvent.click(remark);
    await userEvent.paste('あ'.repeat(141));
    await expect(canvas.getByText('141 / 140')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '未着を報告' }));
    await expect(await canvas.findByText('140文字以内で入力してください')).toBeVisible();
    await expect(args.onConfirmReceipt).not.toHaveBeenCalled();
    await userEvent.clear(remark);
    await userEvent.type(remark, '口座に入金がありません');
    await userEvent.click(canvas.getByRole('button', { name: '未着を報告' }));
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('確認の期限が過ぎました')).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: '全額受け取った' })).not.toBeInTheDocument();
  },
};

/** A confirmation the server refuses says so and keeps the answer. */
export const ConfirmFails: Story = {
  args: {
    sampleWithdrawals: 'awaiting',
    onConfirmReceipt: fn(async () => Promise.reject({ reason: 'confirmationClosed' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '全額受け取った' }));
    await userEvent.click(canvas.getByRole('button', { name: '全額受取を確認' }));
    await expect(await canvas.findByText('確認の期限が過ぎました。')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '全額受け取った' })).toBeChecked();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('出金情報を読み込み中')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { error: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '出金情報を読み込めませんでした' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Withdrawals still loading under a ready form. */
export const WithdrawalsLoading: Story = {
  args: { isWithdrawalsLoading: true, withdrawals: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('出金履歴を読み込み中')).toBeInTheDocument();
  },
};

/** No withdrawal yet. */
export const NoWithdrawals: Story = {
  args: { sampleWithdrawals: 'none' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '出金履歴はまだありません' })).toBeVisible();
  },
};

/** At the account limit the add button is off and says why. */
export const AccountLimit: Story = {
  args: { maxAccounts: 3, sampleWithdrawals: 'none' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '口座を追加' })).toBeDisabled();
    await expect(canvas.getByText('追加できる口座は3件までです。追加するには1件削除してください。')).toBeVisible();
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio'))
      await expect(radio.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(
      canvas.getByRole('button', { name: '出金する' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
  },
};
