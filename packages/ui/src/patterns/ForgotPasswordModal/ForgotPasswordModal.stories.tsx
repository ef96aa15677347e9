import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleCountries } from '../LoginModal/authFixtures';
import { ForgotPasswordModal } from './ForgotPasswordModal';

async function openDialog(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: 'パスワードの再設定' });
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

const meta = {
  title: 'Patterns/ForgotPasswordModal',
  component: ForgotPasswordModal,
  tags: ['vrt'],
  parameters: { layout: 'fullscreen' },
  args: {
    defaultOpen: true,
    onOpenChange: fn(),
    countries: sampleCountries,
    onSubmitEmail: fn(async () => undefined),
    onSubmitPhone: fn(async () => undefined),
    onRequestSmsCode: fn(async () => ({ expiredMinutes: 5 })),
    onSmsError: fn(),
    onBackToLogin: fn(),
  },
  argTypes: { countries: { control: false }, errorMessage: { control: 'text' } },
} satisfies Meta<typeof ForgotPasswordModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'], args: { isPhoneRecoveryEnabled: true } };

/** By e-mail only (phone recovery off). */
export const ByEmail: Story = {};

export const ByMobile: Story = { args: { isPhoneRecoveryEnabled: true, defaultTab: 'mobile' } };

export const EmailSent: Story = { args: { defaultDone: 'email' } };

export const PhoneDone: Story = { args: { defaultDone: 'mobile', isPhoneRecoveryEnabled: true } };

export const WithError: Story = {
  render: function Render(args) {
    const { t } = useTranslation('auth');
    return <ForgotPasswordModal {...args} errorMessage={t('errors.accountNotFound')} />;
  },
};

/** SPEC §5: username required and the username rule, e-mail required and the e-mail rule; then the sent state. */
export const EmailRules: Story = {
  tags: ['!vrt'],
  play: async ({ args }) => {
    const dialog = await openDialog();
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: '送信' }));
    await expect(await d.findByText('ユーザー名を入力してください')).toBeVisible();
    await expect(d.getByText('メールアドレスを入力してください')).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: /ユーザー名/ }), '9player');
    await userEvent.type(d.getByRole('textbox', { name: /メールアドレス/ }), 'player@example');
    await expect(await d.findByText('アカウントの形式が正しくありません')).toBeVisible();
    await expect(d.getByText('メールアドレスの形式が正しくありません')).toBeVisible();
    await expect(args.onSubmitEmail).not.toHaveBeenCalled();
    await userEvent.clear(d.getByRole('textbox', { name: /ユーザー名/ }));
    await userEvent.type(d.getByRole('textbox', { name: /ユーザー名/ }), 'player01');
    await userEvent.type(d.getByRole('textbox', { name: /メールアドレス/ }), '.com');
    await userEvent.click(d.getByRole('button', { name: '送信' }));
    await expect(args.onSubmitEmail).toHaveBeenCalledWith({ username: 'player01', email: 'player@example.com' });
    await expect(await d.findByText('メールをご確認ください')).toBeVisible();
  },
};

/** SPEC §5 by phone: mobile rule, SMS code required, new password with the password rule; countdown from 5 min. */
export const PhoneRules: Story = {
  tags: ['!vrt'],
  args: { isPhoneRecoveryEnabled: true, defaultTab: 'mobile' },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const d = within(dialog);
    const password = dialog.querySelector<HTMLInputElement>('input[name="newPassword"]')!;
    await userEvent.type(d.getByRole('textbox', { name: /携帯電話番号/ }), '123');
    await userEvent.type(password, 'abc');
    await userEvent.click(d.getByRole('button', { name: 'パスワードを再設定' }));
    await expect(await d.findByText('携帯電話番号の形式が正しくありません')).toBeVisible();
    await expect(d.getByText('正しい認証コードを入力してください')).toBeVisible();
    await expect(d.getByText('パスワードは6〜20文字の英数字で入力してください')).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: /携帯電話番号/ }), '4567890');
    await userEvent.click(d.getByRole('button', { name: 'コードを送信' }));
    await waitFor(() => expect(d.getByRole('button', { name: '300秒後に再送信' })).toBeDisabled());
    await userEvent.type(d.getByRole('textbox', { name: /認証コード/ }), '4321');
    await userEvent.type(password, '12345');
    await userEvent.click(d.getByRole('button', { name: 'パスワードを再設定' }));
    await expect(args.onSubmitPhone).toHaveBeenCalledWith({
      mobileNum: '1234567890',
      countryDialingCode: '81',
      verificationCode: '4321',
      newPassword: 'abc12345',
    });
    await expect(await d.findByText('パスワードを再設定しました')).toBeVisible();
  },
};
