import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleCountries } from '../LoginModal/authFixtures';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { storyT } from '../../test/storyText';
import { passwordRule } from '@croupier/contract';
import { checkField } from '../LoginModal/authMessages';

async function openDialog(context: { loaded: Record<string, unknown> }): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: storyT(context, 'auth')('forgot.title') });
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

/** An accessible name that holds a label (a field's name carries its required mark after it). */
const holding = (text: string) => (name: string) => name.includes(text);

const meta = {
  title: 'Patterns/ForgotPasswordModal',
  component: ForgotPasswordModal,
  tags: ['vrt', 'any-locale'],
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
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'auth');
    const dialog = await openDialog(context);
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: t('forgot.submitEmail') }));
    await expect(await d.findByText(t('validation.required', { field: t('fields.username') }))).toBeVisible();
    await expect(d.getByText(t('validation.required', { field: t('fields.email') }))).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: holding(t('fields.username')) }), '9player');
    await userEvent.type(d.getByRole('textbox', { name: holding(t('fields.email')) }), 'player@example');
    await expect(await d.findByText(t('validation.accountFormat'))).toBeVisible();
    await expect(d.getByText(t('validation.emailFormat'))).toBeVisible();
    await expect(args.onSubmitEmail).not.toHaveBeenCalled();
    await userEvent.clear(d.getByRole('textbox', { name: holding(t('fields.username')) }));
    await userEvent.type(d.getByRole('textbox', { name: holding(t('fields.username')) }), 'player01');
    await userEvent.type(d.getByRole('textbox', { name: holding(t('fields.email')) }), '.com');
    await userEvent.click(d.getByRole('button', { name: t('forgot.submitEmail') }));
    await expect(args.onSubmitEmail).toHaveBeenCalledWith({ username: 'player01', email: 'player@example.com' });
    await expect(await d.findByText(t('forgot.emailSentTitle'))).toBeVisible();
  },
};

/** SPEC §5 by phone: mobile rule, SMS code required, new password with the password rule; countdown from 5 min. */
export const PhoneRules: Story = {
  tags: ['!vrt'],
  args: { isPhoneRecoveryEnabled: true, defaultTab: 'mobile' },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'auth');
    const dialog = await openDialog(context);
    const d = within(dialog);
    const password = dialog.querySelector<HTMLInputElement>('input[name="newPassword"]')!;
    await userEvent.type(d.getByRole('textbox', { name: holding(t('fields.mobileNum')) }), '123');
    await userEvent.type(password, 'abc');
    await userEvent.click(d.getByRole('button', { name: t('forgot.submitPhone') }));
    await expect(await d.findByText(t('validation.mobileFormat'))).toBeVisible();
    await expect(d.getByText(t('validation.verificationCode'))).toBeVisible();
    await expect(d.getByText(String(checkField(t, 'abc', passwordRule, t('fields.newPassword'))))).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: holding(t('fields.mobileNum')) }), '4567890');
    await userEvent.click(d.getByRole('button', { name: t('sms.send') }));
    await waitFor(() => expect(d.getByRole('button', { name: t('sms.resendIn', { s: 300 }) })).toBeDisabled());
    await userEvent.type(d.getByRole('textbox', { name: holding(t('fields.verificationCode')) }), '4321');
    await userEvent.type(password, '12345');
    await userEvent.click(d.getByRole('button', { name: t('forgot.submitPhone') }));
    await expect(args.onSubmitPhone).toHaveBeenCalledWith({
      mobileNum: '1234567890',
      countryDialingCode: '81',
      verificationCode: '4321',
      newPassword: 'abc12345',
    });
    await expect(await d.findByText(t('forgot.phoneDoneTitle'))).toBeVisible();
  },
};
