import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleCountries } from '../LoginModal/authFixtures';
import { TwoFactorModal } from './TwoFactorModal';
import { storyT } from '../../test/storyText';

async function openDialog(context: { loaded: Record<string, unknown> }): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: storyT(context, 'auth')('twoFactor.title') });
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

/** An accessible name that holds a label (a field's name carries its required mark after it). */
const holding = (text: string) => (name: string) => name.includes(text);

const meta = {
  title: 'Patterns/TwoFactorModal',
  component: TwoFactorModal,
  tags: ['vrt', 'any-locale'],
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
  play: async (context) => {
    const t = storyT(context, 'auth');
    const dialog = await openDialog(context);
    await expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([t('twoFactor.methodSms'), t('twoFactor.methodEmail'), t('twoFactor.methodGa'), t('twoFactor.methodBankName')]);
    await expect(dialog).toHaveAccessibleDescription(expect.stringContaining(t('twoFactor.intro')));
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
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'auth');
    const dialog = await openDialog(context);
    const d = within(dialog);
    const input = d.getByRole('textbox', { name: holding(t('fields.gaCode')) });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '12345');
    await userEvent.click(d.getByRole('button', { name: t('twoFactor.submit') }));
    await expect(await d.findByText(t('validation.gaCode'))).toBeVisible();
    await userEvent.type(input, '6');
    await userEvent.click(d.getByRole('button', { name: t('twoFactor.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'ga', code: '123456' });
  },
};

/** SMS: mobile rule and code required; e-mail: its own send button; bank name: required. */
export const MethodRules: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'auth');
    const dialog = await openDialog(context);
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: t('twoFactor.submit') }));
    await expect(await d.findByText(t('validation.required', { field: t('fields.mobileNum') }))).toBeVisible();
    await expect(d.getByText(t('validation.verificationCode'))).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: holding(t('fields.mobileNum')) }), '09012345678');
    await userEvent.click(d.getByRole('button', { name: t('sms.send') }));
    await expect(args.onRequestSmsCode).toHaveBeenCalledWith({ mobileNum: '09012345678', countryDialingCode: '81' });
    await waitFor(() => expect(d.getByRole('button', { name: t('sms.resendIn', { s: 60 }) })).toBeDisabled());

    await userEvent.click(d.getByRole('tab', { name: t('twoFactor.methodEmail') }));
    await expect(d.getByText(t('twoFactor.emailIntro', { email: 'ta***@example.com' }))).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: t('sms.send') }));
    await waitFor(() => expect(d.getByRole('button', { name: t('sms.resendIn', { s: 600 }) })).toBeDisabled());
    await userEvent.type(d.getByRole('textbox', { name: holding(t('fields.emailCode')) }), '778899');
    await userEvent.click(d.getByRole('button', { name: t('twoFactor.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'email', code: '778899' });

    await userEvent.click(d.getByRole('tab', { name: t('twoFactor.methodBankName') }));
    await userEvent.click(d.getByRole('button', { name: t('twoFactor.submit') }));
    await expect(await d.findByText(t('validation.required', { field: t('fields.bankName') }))).toBeVisible();
  },
};
