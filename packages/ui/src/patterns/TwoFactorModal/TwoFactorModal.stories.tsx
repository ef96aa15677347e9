import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleCountries } from '../LoginModal/authFixtures';
import { TwoFactorModal } from './TwoFactorModal';

async function openDialog(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: 'ご本人確認' });
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

const meta = {
  title: 'Patterns/TwoFactorModal',
  component: TwoFactorModal,
  tags: ['vrt'],
  parameters: { layout: 'fullscreen' },
  args: {
    defaultOpen: true,
    onOpenChange: fn(),
    methods: ['sms', 'email', 'ga', 'bankName'],
    maskedEmail: 'ta***@example.com',
    countries: sampleCountries,
    onRequestSmsCode: fn(async () => ({ expiredMinutes: 1 })),
    onRequestEmailCode: fn(async () => ({ expiredMinutes: 10 })),
    onSendError: fn(),
    onSubmit: fn(async () => undefined),
  },
  argTypes: { countries: { control: false }, errorMessage: { control: 'text' } },
} satisfies Meta<typeof TwoFactorModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Every method offered: a chooser, SMS first. */
export const AllMethods: Story = {
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['SMS', 'メール', '認証アプリ', '口座名義']);
    await expect(dialog).toHaveAccessibleDescription(/新しいIPアドレス/);
  },
};

/** One method: no chooser. */
export const SmsOnly: Story = { args: { methods: ['sms'] } };

export const EmailCode: Story = { args: { defaultMethod: 'email' } };

export const GoogleAuthenticator: Story = { args: { methods: ['ga'] } };

export const BankName: Story = { args: { defaultMethod: 'bankName' } };

export const WithError: Story = {
  args: { methods: ['ga'] },
  render: function Render(args) {
    const { t } = useTranslation('auth');
    return <TwoFactorModal {...args} errorMessage={t('errors.verificationFailed')} />;
  },
};

/** The authenticator code: a one-time-code numeric input, exactly 6 digits. */
export const GoogleAuthenticatorRules: Story = {
  tags: ['!vrt'],
  args: { methods: ['ga'] },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const d = within(dialog);
    const input = d.getByRole('textbox', { name: /認証アプリのコード/ });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '12345');
    await userEvent.click(d.getByRole('button', { name: '確認する' }));
    await expect(await d.findByText('認証アプリに表示されている6桁のコードを入力してください')).toBeVisible();
    await userEvent.type(input, '6');
    await userEvent.click(d.getByRole('button', { name: '確認する' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'ga', code: '123456' });
  },
};

/** SMS: mobile rule and code required; e-mail: its own send button; bank name: required. */
export const MethodRules: Story = {
  tags: ['!vrt'],
  play: async ({ args }) => {
    const dialog = await openDialog();
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: '確認する' }));
    await expect(await d.findByText('携帯電話番号を入力してください')).toBeVisible();
    await expect(d.getByText('正しい認証コードを入力してください')).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: /携帯電話番号/ }), '09012345678');
    await userEvent.click(d.getByRole('button', { name: 'コードを送信' }));
    await expect(args.onRequestSmsCode).toHaveBeenCalledWith({ mobileNum: '09012345678', countryDialingCode: '81' });
    await waitFor(() => expect(d.getByRole('button', { name: '60秒後に再送信' })).toBeDisabled());

    await userEvent.click(d.getByRole('tab', { name: 'メール' }));
    await expect(d.getByText('ta***@example.com に認証コードを送信します。')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'コードを送信' }));
    await waitFor(() => expect(d.getByRole('button', { name: '600秒後に再送信' })).toBeDisabled());
    await userEvent.type(d.getByRole('textbox', { name: /メール認証コード/ }), '778899');
    await userEvent.click(d.getByRole('button', { name: '確認する' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'email', code: '778899' });

    await userEvent.click(d.getByRole('tab', { name: '口座名義' }));
    await userEvent.click(d.getByRole('button', { name: '確認する' }));
    await expect(await d.findByText('口座名義を入力してください')).toBeVisible();
  },
};
