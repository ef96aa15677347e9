import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { sampleBalance, sampleConversion, sampleRewards } from '../shared/points.fixtures';
import { RedeemDialog } from './RedeemDialog';
import type {
  ConvertPointsDialogProps,
  RedeemDialogProps,
  RedeemDialogVariant,
  RedeemRewardDialogProps,
} from './RedeemDialog.types';

/** Both variants' props in one shape, so the stories can switch with args. */
type StoryArgs = Omit<RedeemRewardDialogProps, 'variant'> & {
  variant?: RedeemDialogVariant;
  conversion?: ConvertPointsDialogProps['conversion'];
  onConvert?: ConvertPointsDialogProps['onConvert'];
};

const earbuds = sampleRewards.find((reward) => reward.id === 'earbuds')!;
const cash = sampleRewards.find((reward) => reward.id === 'cash-100')!;

/** Open, as the mall opens it; closing it closes it. */
function Demo(props: StoryArgs) {
  const [open, setOpen] = useState(true);
  return <RedeemDialog {...(props as RedeemDialogProps)} open={open} onOpenChange={setOpen} />;
}

const meta = {
  title: 'Points Mall/RedeemDialog',
  component: RedeemDialog as unknown as ComponentType<StoryArgs>,
  args: {
    open: true,
    onOpenChange: fn(),
    reward: earbuds,
    balance: sampleBalance,
    currencySymbol: 'P',
    onRedeem: fn(async () => undefined),
  },
  argTypes: { reward: { control: false } },
  render: (args) => <Demo {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Puts text in a field at once (typing key by key outlasts the test's time on a loaded machine). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const dialog = (name: string) => screen.findByRole('dialog', { name });

type Body = ReturnType<typeof within>;
const receiverField = (body: Body) => body.getByRole('textbox', { name: /受取人のお名前/ });
const mobileField = (body: Body) => body.getByRole('textbox', { name: /携帯電話番号/ });
const addressField = (body: Body) => body.getByRole('textbox', { name: /お届け先住所/ });

/** An item's receiver, as a member types it (spaces around are trimmed before sending). */
async function fillReceiver(body: Body) {
  await fill(receiverField(body), ' 山田 太郎 ');
  await fill(mobileField(body), '09012345678');
  await fill(addressField(body), '東京都渋谷区1-2-3');
}

/**
 * An item: the quantity (up to what the points, the stock and the reward allow), the receiver it is delivered to
 * (name, mobile, address: labelled and required), the totals and the password.
 */
export const Item: Story = {
  tags: ['vrt'],
  play: async () => {
    const body = within(await dialog('景品と交換'));
    const delivery = body.getByRole('group', { name: 'お届け先' });
    for (const field of [receiverField(body), mobileField(body), addressField(body)]) {
      await expect(delivery).toContainElement(field);
      await expect(field).toBeRequired();
    }
    await expect(mobileField(body)).toHaveAccessibleDescription('6〜15桁の数字（配送業者からの連絡用）');
    await expect(body.getByText('最大3個まで交換できます。')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: '数量を増やす' }));
    await userEvent.click(body.getByRole('button', { name: '数量を増やす' }));
    await expect(body.getByRole('button', { name: '数量を増やす' })).toBeDisabled();
    await userEvent.click(body.getByRole('button', { name: '数量を減らす' }));
    await expect(body.getByRole('spinbutton', { name: '数量' })).toHaveValue(2);
  },
};

/** The password is required and is six digits; nothing is sent until it is. */
export const PasswordRules: Story = {
  tags: ['!vrt'],
  play: async ({ args }) => {
    const body = within(await dialog('景品と交換'));
    await userEvent.click(body.getByRole('button', { name: '交換する' }));
    const password = body.getByLabelText(/出金パスワード/);
    await expect(password).toHaveAccessibleDescription('出金パスワードを入力してください。');
    await fill(password, '12a');
    await userEvent.click(body.getByRole('button', { name: '交換する' }));
    await expect(password).toHaveAccessibleDescription('出金パスワードは6桁の数字です。');
    await expect(args.onRedeem).not.toHaveBeenCalled();
  },
};

/** A wrong password: the platform's message under the field, the field emptied for another try. */
export const WrongPassword: Story = {
  tags: ['!vrt'],
  args: { onRedeem: fn(async () => Promise.reject({ code: 'payment_password_invalid', message: 'wrong' })) },
  play: async () => {
    const body = within(await dialog('景品と交換'));
    await fillReceiver(body);
    const password = body.getByLabelText(/出金パスワード/);
    await fill(password, '000000');
    await userEvent.click(body.getByRole('button', { name: '交換する' }));
    await expect(await body.findByText('出金パスワードが正しくありません。')).toBeVisible();
    await expect(password).toHaveValue('');
    await expect(password).toBeEnabled();
  },
};

/** Too many wrong passwords: the form says so and waits. */
export const LockedPassword: Story = {
  tags: ['!vrt'],
  args: { onRedeem: fn(async () => Promise.reject({ code: 'payment_password_locked' })) },
  play: async () => {
    const body = within(await dialog('景品と交換'));
    await fillReceiver(body);
    await fill(body.getByLabelText(/出金パスワード/), '111111');
    await userEvent.click(body.getByRole('button', { name: '交換する' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('出金パスワードの誤りが多すぎます。');
    await expect(body.getByLabelText(/出金パスワード/)).toBeDisabled();
    await expect(body.getByRole('button', { name: '交換する' })).toBeDisabled();
  },
};

/**
 * The receiver's fields are required and checked in the contract's bounds (name up to 60 characters, mobile 6-15
 * digits, address 5-200 characters) before anything is sent; then the item goes with the receiver, trimmed.
 */
export const ItemDelivery: Story = {
  tags: ['!vrt'],
  play: async ({ args }) => {
    const body = within(await dialog('景品と交換'));
    await fill(body.getByLabelText(/出金パスワード/), '123456');
    await userEvent.click(body.getByRole('button', { name: '交換する' }));
    await expect(receiverField(body)).toHaveAccessibleDescription('受取人のお名前を入力してください。');
    await expect(mobileField(body)).toHaveAccessibleDescription(/携帯電話番号を入力してください。/);
    await expect(addressField(body)).toHaveAccessibleDescription('お届け先住所を入力してください。');
    await expect(receiverField(body)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onRedeem).not.toHaveBeenCalled();

    await fill(receiverField(body), '   ');
    await fill(mobileField(body), '090-1234');
    await fill(addressField(body), ' 渋谷 ');
    await userEvent.click(body.getByRole('button', { name: '交換する' }));
    await expect(receiverField(body)).toHaveAccessibleDescription('受取人のお名前を入力してください。');
    await expect(mobileField(body)).toHaveAccessibleDescription(/携帯電話番号は6〜15桁の数字で入力してください。/);
    await expect(addressField(body)).toHaveAccessibleDescription('住所は5〜200文字で入力してください。');
    await expect(args.onRedeem).not.toHaveBeenCalled();

    // A field that is right again says nothing more.
    await userEvent.clear(receiverField(body));
    await userEvent.clear(mobileField(body));
    await userEvent.clear(addressField(body));
    await fillReceiver(body);
    await expect(addressField(body)).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(body.getByRole('button', { name: '数量を増やす' }));
    await userEvent.click(body.getByRole('button', { name: '交換する' }));
    await expect(args.onRedeem).toHaveBeenCalledWith({
      rewardId: 'earbuds',
      quantity: 2,
      paymentPassword: '123456',
      receiverName: '山田 太郎',
      mobileNum: '09012345678',
      address: '東京都渋谷区1-2-3',
    });
    await expect(await body.findByText('交換を申請しました')).toBeVisible();
  },
};

/** The platform refuses a receiver field: the dialog says at that field what it needs, not above the form. */
export const ItemRefused: Story = {
  tags: ['!vrt'],
  args: {
    onRedeem: fn(async () =>
      Promise.reject({ code: 'validation_failed', message: 'invalid', fieldErrors: { address: 'invalid' } }),
    ),
  },
  play: async ({ args }) => {
    const body = within(await dialog('景品と交換'));
    await fillReceiver(body);
    await fill(body.getByLabelText(/出金パスワード/), '123456');
    await userEvent.click(body.getByRole('button', { name: '交換する' }));
    await expect(args.onRedeem).toHaveBeenCalledTimes(1);
    await expect(await body.findByText('住所は5〜200文字で入力してください。')).toBeVisible();
    await expect(addressField(body)).toHaveAttribute('aria-invalid', 'true');
    await expect(receiverField(body)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(body.queryByRole('alert')).toBeNull();
    await expect(body.getByLabelText(/出金パスワード/)).toHaveValue('123456');
  },
};

/** Cash: no quantity and no receiver; a success credits the wallet. */
export const Cash: Story = {
  tags: ['!vrt'],
  args: { reward: cash },
  play: async ({ args }) => {
    const body = within(await dialog('景品と交換'));
    await expect(body.queryByRole('spinbutton')).toBeNull();
    await expect(body.queryByRole('group', { name: 'お届け先' })).toBeNull();
    await fill(body.getByLabelText(/出金パスワード/), '123456');
    await userEvent.click(body.getByRole('button', { name: '交換する' }));
    await expect(args.onRedeem).toHaveBeenCalledWith({ rewardId: 'cash-100', quantity: 1, paymentPassword: '123456' });
    await expect(await body.findByText('P100.00をメインウォレットに入金しました。')).toBeVisible();
  },
};

const convertArgs = {
  variant: 'convert',
  conversion: sampleConversion,
  onConvert: fn(async () => undefined),
} satisfies Partial<StoryArgs>;

/** Points to cash: the rate and the minimum, the points, the cash they make, the password. */
export const Convert: Story = {
  tags: ['vrt'],
  args: convertArgs,
  play: async () => {
    const body = within(await dialog('ポイントを現金化'));
    await expect(body.getByRole('textbox', { name: /現金化するポイント/ })).toHaveAccessibleDescription(
      '100pt = P1.00・1,000pt以上から',
    );
  },
};

/** The points must be within the minimum and the balance; then they are sent with the password. */
export const ConvertRules: Story = {
  tags: ['!vrt'],
  args: convertArgs,
  play: async ({ args }) => {
    const body = within(await dialog('ポイントを現金化'));
    const points = body.getByRole('textbox', { name: /現金化するポイント/ });
    await fill(points, '500');
    await fill(body.getByLabelText(/出金パスワード/), '123456');
    await userEvent.click(body.getByRole('button', { name: '現金化する' }));
    await expect(points).toHaveAccessibleDescription(/1,000pt以上から現金化できます。/);
    await userEvent.clear(points);
    await fill(points, '20000');
    await userEvent.click(body.getByRole('button', { name: '現金化する' }));
    await expect(points).toHaveAccessibleDescription(/保有ポイント（12,480.5pt）を超えています。/);
    await userEvent.clear(points);
    await fill(points, '2500');
    await expect(body.getByText('P25.00')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: '現金化する' }));
    await expect(args.onConvert).toHaveBeenCalledWith({
      points: 2500,
      paymentPassword: '123456',
    });
  },
};
