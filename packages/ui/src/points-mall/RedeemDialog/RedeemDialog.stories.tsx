import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TFunction } from 'i18next';
import { useState, type ComponentType } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { formatMoneyIn } from '../../feedback/StatCards/formatStat';
import { storyI18n, storyT } from '../../test/storyText';
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
  tags: ['any-locale'],
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

/** A field's label as a pattern: the label's words first (a required marker may follow). */
const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

type Body = ReturnType<typeof within>;
const receiverField = (body: Body, t: TFunction) =>
  body.getByRole('textbox', { name: labelled(t('redeem.receiverName')) });
const mobileField = (body: Body, t: TFunction) => body.getByRole('textbox', { name: labelled(t('redeem.mobile')) });
const addressField = (body: Body, t: TFunction) => body.getByRole('textbox', { name: labelled(t('redeem.address')) });
const passwordField = (body: Body, t: TFunction) => body.getByLabelText(labelled(t('redeem.password')));

/** An item's receiver, as a member types it (spaces around are trimmed before sending; the words are the member's). */
async function fillReceiver(body: Body, t: TFunction) {
  await fill(receiverField(body, t), ' 山田 太郎 ');
  await fill(mobileField(body, t), '09012345678');
  await fill(addressField(body, t), '東京都渋谷区1-2-3');
}

/**
 * An item: the quantity (up to what the points, the stock and the reward allow), the receiver it is delivered to
 * (name, mobile, address: labelled and required), the totals and the password.
 */
export const Item: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const t = storyT(context, 'loyalty');
    const body = within(await dialog(t('redeem.title')));
    const delivery = body.getByRole('group', { name: t('redeem.deliveryTitle') });
    for (const field of [receiverField(body, t), mobileField(body, t), addressField(body, t)]) {
      await expect(delivery).toContainElement(field);
      await expect(field).toBeRequired();
    }
    await expect(mobileField(body, t)).toHaveAccessibleDescription(t('redeem.mobileHint', { min: 6, max: 15 }));
    await expect(body.getByText(t('redeem.quantityHint', { count: 3 }))).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: t('redeem.more') }));
    await userEvent.click(body.getByRole('button', { name: t('redeem.more') }));
    await expect(body.getByRole('button', { name: t('redeem.more') })).toBeDisabled();
    await userEvent.click(body.getByRole('button', { name: t('redeem.less') }));
    await expect(body.getByRole('spinbutton', { name: t('redeem.quantity') })).toHaveValue(2);
  },
};

/** The password is required and is six digits; nothing is sent until it is. */
export const PasswordRules: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'loyalty');
    const body = within(await dialog(t('redeem.title')));
    await userEvent.click(body.getByRole('button', { name: t('redeem.submit') }));
    const password = passwordField(body, t);
    await expect(password).toHaveAccessibleDescription(t('redeem.passwordRequired'));
    await fill(password, '12a');
    await userEvent.click(body.getByRole('button', { name: t('redeem.submit') }));
    await expect(password).toHaveAccessibleDescription(t('redeem.passwordDigits', { count: 6 }));
    await expect(args.onRedeem).not.toHaveBeenCalled();
  },
};

/** A wrong password: the platform's message under the field, the field emptied for another try. */
export const WrongPassword: Story = {
  tags: ['!vrt'],
  args: { onRedeem: fn(async () => Promise.reject({ code: 'payment_password_invalid', message: 'wrong' })) },
  play: async (context) => {
    const t = storyT(context, 'loyalty');
    const body = within(await dialog(t('redeem.title')));
    await fillReceiver(body, t);
    const password = passwordField(body, t);
    await fill(password, '000000');
    await userEvent.click(body.getByRole('button', { name: t('redeem.submit') }));
    await expect(await body.findByText(storyT(context, 'errors')('paymentPasswordInvalid'))).toBeVisible();
    await expect(password).toHaveValue('');
    await expect(password).toBeEnabled();
  },
};

/** Too many wrong passwords: the form says so and waits. */
export const LockedPassword: Story = {
  tags: ['!vrt'],
  args: { onRedeem: fn(async () => Promise.reject({ code: 'payment_password_locked' })) },
  play: async (context) => {
    const t = storyT(context, 'loyalty');
    const body = within(await dialog(t('redeem.title')));
    await fillReceiver(body, t);
    await fill(passwordField(body, t), '111111');
    await userEvent.click(body.getByRole('button', { name: t('redeem.submit') }));
    await expect(await body.findByRole('alert')).toHaveTextContent(storyT(context, 'errors')('paymentPasswordLocked'));
    await expect(passwordField(body, t)).toBeDisabled();
    await expect(body.getByRole('button', { name: t('redeem.submit') })).toBeDisabled();
  },
};

/**
 * The receiver's fields are required and checked in the contract's bounds (name up to 60 characters, mobile 6-15
 * digits, address 5-200 characters) before anything is sent; then the item goes with the receiver, trimmed.
 */
export const ItemDelivery: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'loyalty');
    const body = within(await dialog(t('redeem.title')));
    await fill(passwordField(body, t), '123456');
    await userEvent.click(body.getByRole('button', { name: t('redeem.submit') }));
    await expect(receiverField(body, t)).toHaveAccessibleDescription(t('redeem.receiverNameRequired'));
    await expect(mobileField(body, t)).toHaveAccessibleDescription(expect.stringContaining(t('redeem.mobileRequired')));
    await expect(addressField(body, t)).toHaveAccessibleDescription(t('redeem.addressRequired'));
    await expect(receiverField(body, t)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onRedeem).not.toHaveBeenCalled();

    await fill(receiverField(body, t), '   ');
    await fill(mobileField(body, t), '090-1234');
    await fill(addressField(body, t), ' 渋谷 ');
    await userEvent.click(body.getByRole('button', { name: t('redeem.submit') }));
    await expect(receiverField(body, t)).toHaveAccessibleDescription(t('redeem.receiverNameRequired'));
    await expect(mobileField(body, t)).toHaveAccessibleDescription(
      expect.stringContaining(t('redeem.mobileFormat', { min: 6, max: 15 })),
    );
    await expect(addressField(body, t)).toHaveAccessibleDescription(t('redeem.addressLength', { min: 5, max: 200 }));
    await expect(args.onRedeem).not.toHaveBeenCalled();

    // A field that is right again says nothing more.
    await userEvent.clear(receiverField(body, t));
    await userEvent.clear(mobileField(body, t));
    await userEvent.clear(addressField(body, t));
    await fillReceiver(body, t);
    await expect(addressField(body, t)).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(body.getByRole('button', { name: t('redeem.more') }));
    await userEvent.click(body.getByRole('button', { name: t('redeem.submit') }));
    await expect(args.onRedeem).toHaveBeenCalledWith({
      rewardId: 'earbuds',
      quantity: 2,
      paymentPassword: '123456',
      receiverName: '山田 太郎',
      mobileNum: '09012345678',
      address: '東京都渋谷区1-2-3',
    });
    await expect(await body.findByText(t('redeem.doneApplying'))).toBeVisible();
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
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'loyalty');
    const body = within(await dialog(t('redeem.title')));
    await fillReceiver(body, t);
    await fill(passwordField(body, t), '123456');
    await userEvent.click(body.getByRole('button', { name: t('redeem.submit') }));
    await expect(args.onRedeem).toHaveBeenCalledTimes(1);
    await expect(await body.findByText(t('redeem.addressLength', { min: 5, max: 200 }))).toBeVisible();
    await expect(addressField(body, t)).toHaveAttribute('aria-invalid', 'true');
    await expect(receiverField(body, t)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(body.queryByRole('alert')).toBeNull();
    await expect(passwordField(body, t)).toHaveValue('123456');
  },
};

/** Cash: no quantity and no receiver; a success credits the wallet. */
export const Cash: Story = {
  tags: ['!vrt'],
  args: { reward: cash },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'loyalty');
    const body = within(await dialog(t('redeem.title')));
    await expect(body.queryByRole('spinbutton')).toBeNull();
    await expect(body.queryByRole('group', { name: t('redeem.deliveryTitle') })).toBeNull();
    await fill(passwordField(body, t), '123456');
    await userEvent.click(body.getByRole('button', { name: t('redeem.submit') }));
    await expect(args.onRedeem).toHaveBeenCalledWith({ rewardId: 'cash-100', quantity: 1, paymentPassword: '123456' });
    await expect(
      await body.findByText(
        t('redeem.doneCreditedBody', { amount: formatMoneyIn(storyI18n(context).language, 100, 'P') }),
      ),
    ).toBeVisible();
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
  play: async (context) => {
    const t = storyT(context, 'loyalty');
    const lang = storyI18n(context).language;
    const body = within(await dialog(t('redeem.convertTitle')));
    const min = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(1000);
    await expect(body.getByRole('textbox', { name: labelled(t('redeem.points')) })).toHaveAccessibleDescription(
      t('redeem.convertHint', { rate: formatMoneyIn(lang, 1, 'P'), min }),
    );
  },
};

/** The points must be within the minimum and the balance; then they are sent with the password. */
export const ConvertRules: Story = {
  tags: ['!vrt'],
  args: convertArgs,
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'loyalty');
    const lang = storyI18n(context).language;
    const points = (value: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(value);
    const body = within(await dialog(t('redeem.convertTitle')));
    const field = body.getByRole('textbox', { name: labelled(t('redeem.points')) });
    await fill(field, '500');
    await fill(passwordField(body, t), '123456');
    await userEvent.click(body.getByRole('button', { name: t('redeem.convertSubmit') }));
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(t('redeem.pointsBelowMin', { min: points(1000) })),
    );
    await userEvent.clear(field);
    await fill(field, '20000');
    await userEvent.click(body.getByRole('button', { name: t('redeem.convertSubmit') }));
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(t('redeem.pointsAboveBalance', { balance: points(12_480.5) })),
    );
    await userEvent.clear(field);
    await fill(field, '2500');
    await expect(body.getByText(formatMoneyIn(lang, 25, 'P'))).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: t('redeem.convertSubmit') }));
    await expect(args.onConvert).toHaveBeenCalledWith({
      points: 2500,
      paymentPassword: '123456',
    });
  },
};
