import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { minimalRegisterValidation, richRegisterValidation, sampleCaptchaSrc, sampleCountries } from '../LoginModal/authFixtures';
import { RegisterModal } from './RegisterModal';

async function openDialog(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: '新規登録' });
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

const meta = {
  title: 'Patterns/RegisterModal',
  component: RegisterModal,
  tags: ['vrt'],
  parameters: { layout: 'fullscreen' },
  args: {
    defaultOpen: true,
    onOpenChange: fn(),
    validation: richRegisterValidation,
    countries: sampleCountries,
    captchaSrc: sampleCaptchaSrc,
    onRefreshCaptcha: fn(),
    onRequestSmsCode: fn(async () => ({})),
    onSmsError: fn(),
    onOpenTerms: fn(),
    onOpenLogin: fn(),
    onSubmit: fn(async () => undefined),
  },
  argTypes: { validation: { control: 'object' }, countries: { control: false }, errorMessage: { control: 'text' } },
} satisfies Meta<typeof RegisterModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'], args: { isMobileRegistrationEnabled: true, isSmsVerificationEnabled: true } };

/** By username with a rich server config: only enabled fields, required ones marked, the payment password off. */
export const ByUsername: Story = {
  tags: ['vrt-brands'],
  play: async () => {
    const dialog = await openDialog();
    const d = within(dialog);
    await expect(d.getByRole('textbox', { name: 'ユーザー名 必須' })).toBeRequired();
    await expect(d.getByRole('textbox', { name: /^QQ/ })).not.toBeRequired();
    await expect(d.queryByLabelText(/出金パスワード/)).not.toBeInTheDocument();
    await expect(d.queryByRole('textbox', { name: /WeChat/ })).not.toBeInTheDocument();
    await expect(d.getByText('* の項目は必須です')).toBeVisible();
  },
};

/** The bare minimum: username, password and its confirmation, the agreement. */
export const Minimal: Story = { args: { validation: minimalRegisterValidation } };

/** By mobile, with SMS verification: dialing code, number and code first. */
export const ByMobile: Story = {
  args: { isMobileRegistrationEnabled: true, isSmsVerificationEnabled: true, defaultTab: 'mobile', validation: minimalRegisterValidation },
  play: async () => {
    const dialog = await openDialog();
    const d = within(dialog);
    await expect(d.getByRole('tab', { name: '携帯電話番号で登録' })).toHaveAttribute('aria-selected', 'true');
    await expect(d.queryByRole('textbox', { name: /ユーザー名/ })).not.toBeInTheDocument();
    await expect(d.getByRole('button', { name: 'コードを送信' })).toBeEnabled();
  },
};

/** A code from the affiliate link, locked, that the check rejected: "invitation code error". */
export const WithAffiliateError: Story = {
  args: { validation: minimalRegisterValidation, defaultAffiliateCode: 'VIP2024', isAffiliateCodeLocked: true, affiliateError: true },
  play: async () => {
    const dialog = await openDialog();
    const field = within(dialog).getByRole('textbox', { name: /招待コード/ });
    await expect(field).toHaveValue('VIP2024');
    await expect(field).toHaveAttribute('readonly');
    await expect(field).toHaveAccessibleDescription(/招待コードが正しくありません/);
  },
};

export const WithError: Story = {
  args: { validation: minimalRegisterValidation },
  render: function Render(args) {
    const { t } = useTranslation('auth');
    return <RegisterModal {...args} errorMessage={t('errors.tooFrequent')} />;
  },
};

export const Loading: Story = { args: { validation: minimalRegisterValidation, isLoading: true } };

/**
 * SPEC §5 on an empty submit: the required fields ask for their value, the agreement asks to be accepted, and
 * nothing is sent. Then the pattern messages with min and max (and the single number when they are equal).
 */
export const ValidationRules: Story = {
  tags: ['!vrt'],
  play: async ({ args }) => {
    const dialog = await openDialog();
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: '登録する' }));
    await expect(await d.findByText('ユーザー名を入力してください')).toBeVisible();
    await expect(d.getByText('パスワードを入力してください')).toBeVisible();
    await expect(d.getByText('パスワード（確認）を入力してください')).toBeVisible();
    await expect(d.getByText('氏名を入力してください')).toBeVisible();
    await expect(d.getByText('画像認証を入力してください')).toBeVisible();
    await expect(d.getByText('利用規約に同意してください')).toBeVisible();
    // Optional fields may stay empty.
    await expect(d.getByRole('textbox', { name: /^QQ/ })).not.toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(d.getByRole('textbox', { name: /ユーザー名/ }), '1ab');
    await expect(await d.findByText('4〜16文字の英数字で入力してください（先頭は英字）')).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: /^QQ/ }), '12345');
    await userEvent.click(d.getByRole('button', { name: '登録する' }));
    await expect(await d.findByText('6文字の数字で入力してください')).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: /生年月日/ }), '2001-02-30');
    await userEvent.click(d.getByRole('button', { name: '登録する' }));
    await expect(await d.findByText('yyyy-MM-dd形式の日付を入力してください')).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: /氏名/ }), 'Taro1');
    await userEvent.click(d.getByRole('button', { name: '登録する' }));
    await expect(await d.findByText('2〜30文字の英字とスペースで入力してください')).toBeVisible();
    await userEvent.type(dialog.querySelector<HTMLInputElement>('input[name="password"]')!, 'abc123');
    await userEvent.type(dialog.querySelector<HTMLInputElement>('input[name="confirmPassword"]')!, 'abc124');
    await userEvent.click(d.getByRole('button', { name: '登録する' }));
    await expect(await d.findByText('2回入力したパスワードが一致しません')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A valid form reaches `onSubmit` trimmed, with only the fields shown. */
export const SubmitsValues: Story = {
  tags: ['!vrt'],
  args: { validation: minimalRegisterValidation, defaultAffiliateCode: 'VIP2024' },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const d = within(dialog);
    await userEvent.type(d.getByRole('textbox', { name: /ユーザー名/ }), ' player01 ');
    await userEvent.type(dialog.querySelector<HTMLInputElement>('input[name="password"]')!, 'abc123');
    await userEvent.type(dialog.querySelector<HTMLInputElement>('input[name="confirmPassword"]')!, 'abc123');
    await userEvent.click(d.getByRole('button', { name: '利用規約' }));
    await expect(args.onOpenTerms).toHaveBeenCalled();
    await expect(d.getByRole('checkbox')).not.toBeChecked();
    await userEvent.click(d.getByRole('checkbox'));
    await userEvent.click(d.getByRole('button', { name: '登録する' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      method: 'username',
      agreement: true,
      username: 'player01',
      password: 'abc123',
      confirmPassword: 'abc123',
      affiliateCode: 'VIP2024',
    });
  },
};

/** Mobile registration: mobile rule, the SMS code required, the 60 s default countdown. */
export const MobileRules: Story = {
  tags: ['!vrt'],
  args: { isMobileRegistrationEnabled: true, isSmsVerificationEnabled: true, defaultTab: 'mobile', validation: minimalRegisterValidation },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: '登録する' }));
    await expect(await d.findByText('携帯電話番号を入力してください')).toBeVisible();
    await expect(d.getByText('正しい認証コードを入力してください')).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: /携帯電話番号/ }), '0812345678');
    await userEvent.click(d.getByRole('button', { name: 'コードを送信' }));
    await expect(args.onRequestSmsCode).toHaveBeenCalledWith({ mobileNum: '0812345678', countryDialingCode: '81' });
    await waitFor(() => expect(d.getByRole('button', { name: '60秒後に再送信' })).toBeDisabled());
  },
};

export const OnPhone: Story = {
  args: { isMobileRegistrationEnabled: true },
  parameters: { viewport: { defaultViewport: 'phone' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const English: Story = { globals: { locale: 'EN' } };
