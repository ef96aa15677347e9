import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { minimalRegisterValidation, richRegisterValidation, sampleCaptchaSrc, sampleCountries } from '../LoginModal/authFixtures';
import { RegisterModal } from './RegisterModal';
import { storyT } from '../../test/storyText';

async function openDialog(context: { loaded: Record<string, unknown> }): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: storyT(context, 'auth')('register.title') });
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

/** An accessible name that holds a label (a field's name carries its required mark after it). */
const holding = (text: string) => (name: string) => name.includes(text);

const meta = {
  title: 'Patterns/RegisterModal',
  component: RegisterModal,
  tags: ['vrt', 'any-locale'],
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
  play: async (context) => {
    const t = storyT(context, 'auth');
    const dialog = await openDialog(context);
    const d = within(dialog);
    await expect(d.getByRole('textbox', { name: `${t('fields.username')} ${t('ui:textField.required')}` })).toBeRequired();
    await expect(d.getByRole('textbox', { name: /^QQ/ })).not.toBeRequired();
    await expect(d.queryByLabelText(holding(t('fields.paymentPassword')))).not.toBeInTheDocument();
    await expect(d.queryByRole('textbox', { name: /WeChat/ })).not.toBeInTheDocument();
    await expect(d.getByText(t('validation.requiredMarked'))).toBeVisible();
  },
};

/** The bare minimum: username, password and its confirmation, the agreement. */
export const Minimal: Story = { args: { validation: minimalRegisterValidation } };

/** By mobile, with SMS verification: dialing code, number and code first. */
export const ByMobile: Story = {
  args: { isMobileRegistrationEnabled: true, isSmsVerificationEnabled: true, defaultTab: 'mobile', validation: minimalRegisterValidation },
  play: async (context) => {
    const t = storyT(context, 'auth');
    const dialog = await openDialog(context);
    const d = within(dialog);
    await expect(d.getByRole('tab', { name: t('register.tabMobile') })).toHaveAttribute('aria-selected', 'true');
    await expect(d.queryByRole('textbox', { name: holding(t('fields.username')) })).not.toBeInTheDocument();
    await expect(d.getByRole('button', { name: t('sms.send') })).toBeEnabled();
  },
};

/** A code from the affiliate link, locked, that the check rejected: "invitation code error". */
export const WithAffiliateError: Story = {
  args: { validation: minimalRegisterValidation, defaultAffiliateCode: 'VIP2024', isAffiliateCodeLocked: true, affiliateError: true },
  play: async (context) => {
    const t = storyT(context, 'auth');
    const dialog = await openDialog(context);
    const field = within(dialog).getByRole('textbox', { name: holding(t('fields.affiliateCode')) });
    await expect(field).toHaveValue('VIP2024');
    await expect(field).toHaveAttribute('readonly');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(t('validation.invitationCode')));
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
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'auth');
    const dialog = await openDialog(context);
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: t('register.submit') }));
    await expect(await d.findByText(t('validation.required', { field: t('fields.username') }))).toBeVisible();
    await expect(d.getByText(t('validation.required', { field: t('fields.password') }))).toBeVisible();
    await expect(d.getByText(t('validation.required', { field: t('fields.confirmPassword') }))).toBeVisible();
    await expect(d.getByText(t('validation.required', { field: t('fields.payeeName') }))).toBeVisible();
    await expect(d.getByText(t('validation.required', { field: t('fields.captcha') }))).toBeVisible();
    await expect(d.getByText(t('validation.agreeTo', { terms: t('register.terms') }))).toBeVisible();
    // Optional fields may stay empty.
    await expect(d.getByRole('textbox', { name: /^QQ/ })).not.toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(d.getByRole('textbox', { name: holding(t('fields.username')) }), '1ab');
    await expect(await d.findByText(t('validation.pattern1', { min: 4, max: 16 }))).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: /^QQ/ }), '12345');
    await userEvent.click(d.getByRole('button', { name: t('register.submit') }));
    await expect(await d.findByText(t('validation.pattern6Exact', { count: 6 }))).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: holding(t('fields.birthday')) }), '2001-02-30');
    await userEvent.click(d.getByRole('button', { name: t('register.submit') }));
    await expect(await d.findByText(t('validation.pattern11'))).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: holding(t('fields.payeeName')) }), 'Taro1');
    await userEvent.click(d.getByRole('button', { name: t('register.submit') }));
    await expect(await d.findByText(t('validation.pattern8', { min: 2, max: 30 }))).toBeVisible();
    await userEvent.type(dialog.querySelector<HTMLInputElement>('input[name="password"]')!, 'abc123');
    await userEvent.type(dialog.querySelector<HTMLInputElement>('input[name="confirmPassword"]')!, 'abc124');
    await userEvent.click(d.getByRole('button', { name: t('register.submit') }));
    await expect(await d.findByText(t('validation.inconsistentTwice'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A valid form reaches `onSubmit` trimmed, with only the fields shown. */
export const SubmitsValues: Story = {
  tags: ['!vrt'],
  args: { validation: minimalRegisterValidation, defaultAffiliateCode: 'VIP2024' },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'auth');
    const dialog = await openDialog(context);
    const d = within(dialog);
    await userEvent.type(d.getByRole('textbox', { name: holding(t('fields.username')) }), ' player01 ');
    await userEvent.type(dialog.querySelector<HTMLInputElement>('input[name="password"]')!, 'abc123');
    await userEvent.type(dialog.querySelector<HTMLInputElement>('input[name="confirmPassword"]')!, 'abc123');
    await userEvent.click(d.getByRole('button', { name: t('register.terms') }));
    await expect(args.onOpenTerms).toHaveBeenCalled();
    await expect(d.getByRole('checkbox')).not.toBeChecked();
    await userEvent.click(d.getByRole('checkbox'));
    await userEvent.click(d.getByRole('button', { name: t('register.submit') }));
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
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'auth');
    const dialog = await openDialog(context);
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: t('register.submit') }));
    await expect(await d.findByText(t('validation.required', { field: t('fields.mobileNum') }))).toBeVisible();
    await expect(d.getByText(t('validation.verificationCode'))).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: holding(t('fields.mobileNum')) }), '0812345678');
    await userEvent.click(d.getByRole('button', { name: t('sms.send') }));
    await expect(args.onRequestSmsCode).toHaveBeenCalledWith({ mobileNum: '0812345678', countryDialingCode: '81' });
    await waitFor(() => expect(d.getByRole('button', { name: t('sms.resendIn', { s: 60 }) })).toBeDisabled());
  },
};

export const OnPhone: Story = {
  args: { isMobileRegistrationEnabled: true },
  parameters: { viewport: { defaultViewport: 'phone' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const English: Story = { globals: { locale: 'EN' } };
