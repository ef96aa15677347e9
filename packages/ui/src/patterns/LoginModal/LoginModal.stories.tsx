import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LoginModal } from './LoginModal';
import { sampleCaptchaSrc, sampleCountries } from './authFixtures';
import { storyT } from '../../test/storyText';

/** The open dialog once its entry animation has finished. */
async function openDialog(context: { loaded: Record<string, unknown> }): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: storyT(context, 'auth')('login.title') });
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

/** An accessible name that holds a label (a field's name carries its required mark after it). */
const holding = (text: string) => (name: string) => name.includes(text);

/** A label that starts with a word ("Password", not "Confirm password"). */
const startingWith = (text: string) => (name: string) => name.startsWith(text);

const meta = {
  title: 'Patterns/LoginModal',
  component: LoginModal,
  tags: ['vrt', 'any-locale'],
  parameters: { layout: 'fullscreen' },
  args: {
    defaultOpen: true,
    onOpenChange: fn(),
    onSubmit: fn(async () => undefined),
    onOpenRegister: fn(),
    onOpenForgotPassword: fn(),
    onRefreshCaptcha: fn(),
    onSocialLogin: fn(),
    onFreePlay: fn(),
    onRequestSmsCode: fn(async () => ({ expiredMinutes: 1 })),
    onSmsError: fn(),
    countries: sampleCountries,
  },
  argTypes: {
    errorMessage: { control: 'text' },
    countries: { control: false },
    slider: { control: false },
  },
} satisfies Meta<typeof LoginModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'], args: { isSmsLoginEnabled: true, socialProviders: ['facebook', 'google'] } };

/** By username only (the SMS login setting off): no tab list, remember me, forgot password, register. */
export const Default: Story = {
  play: async (context) => {
    const t = storyT(context, 'auth');
    const dialog = await openDialog(context);
    await expect(within(dialog).queryByRole('tablist')).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('textbox', { name: holding(t('fields.username')) })).toHaveAttribute('autocomplete', 'username');
    await userEvent.click(within(dialog).getByRole('button', { name: t('login.register') }));
    await expect(meta.args.onOpenRegister).toHaveBeenCalled();
  },
};

/** Everything on: SMS tab, Facebook and Google, free trial. */
export const FullFeatured: Story = {
  tags: ['vrt-brands'],
  args: { isSmsLoginEnabled: true, socialProviders: ['facebook', 'google'], isFreePlayEnabled: true },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'auth');
    const dialog = await openDialog(context);
    await expect(within(dialog).getAllByRole('tab')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: t('login.withProvider', { provider: t('login.google') }) }));
    await expect(args.onSocialLogin).toHaveBeenCalledWith('google');
    await userEvent.click(within(dialog).getByRole('button', { name: t('login.freePlay') }));
    await expect(args.onFreePlay).toHaveBeenCalled();
  },
};

/** The SMS tab selected: dialing code, mobile number, code with its send button. */
export const WithSmsTab: Story = {
  args: { isSmsLoginEnabled: true, defaultTab: 'sms' },
  play: async (context) => {
    const t = storyT(context, 'auth');
    const dialog = await openDialog(context);
    await expect(within(dialog).getByRole('tab', { name: t('login.tabMobile') })).toHaveAttribute('aria-selected', 'true');
    await expect(within(dialog).getByRole('button', { name: holding(t('fields.countryCode')) })).toHaveTextContent('+81');
  },
};

/** After a failed login whose response asked for it: the captcha with its refreshable image. */
export const WithCaptcha: Story = {
  args: { isCaptchaRequired: true, captchaSrc: sampleCaptchaSrc },
};

/** A failure from the caller, shown as an alert above the form. */
export const WithError: Story = {
  args: { isCaptchaRequired: true, captchaSrc: sampleCaptchaSrc },
  render: function Render(args) {
    const { t } = useTranslation('auth');
    return <LoginModal {...args} errorMessage={t('errors.wrongCredentials')} />;
  },
  play: async (context) => {
    const t = storyT(context, 'auth');
    const dialog = await openDialog(context);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('errors.wrongCredentials'));
  },
};

export const Loading: Story = { args: { isLoading: true, defaultUsername: 'player01' } };

/** SPEC §5: empty username or password gives one message, "please enter the username and password". */
export const EmptyFieldsMessage: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'auth');
    const dialog = await openDialog(context);
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: t('login.submit') }));
    await expect(await d.findByText(t('validation.usernamePasswordEmpty'))).toBeVisible();
    await expect(d.getAllByText(t('validation.usernamePasswordEmpty'))).toHaveLength(1);
    await expect(d.getByRole('textbox', { name: holding(t('fields.username')) })).toHaveFocus();
    // Spaces alone count as empty: the inputs are trimmed.
    await userEvent.type(d.getByRole('textbox', { name: holding(t('fields.username')) }), '   ');
    await userEvent.click(d.getByRole('button', { name: t('login.submit') }));
    await expect(d.getByText(t('validation.usernamePasswordEmpty'))).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: holding(t('fields.username')) }), 'player01');
    await userEvent.click(d.getByRole('button', { name: t('login.submit') }));
    await expect(await d.findByText(t('validation.usernamePasswordEmpty'))).toBeVisible();
    await expect(d.getByLabelText(startingWith(t('fields.password')), { selector: 'input' })).toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Username and password reach `onSubmit` trimmed; the button spins until the promise settles. */
/** Ends the pending login of SubmitsTrimmed: the busy state lasts until the story has seen it (not a timer). */
let releaseLogin: () => void = () => undefined;

export const SubmitsTrimmed: Story = {
  tags: ['!vrt'],
  args: { onSubmit: fn(() => new Promise<void>((resolve) => (releaseLogin = resolve))) },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'auth');
    const dialog = await openDialog(context);
    const d = within(dialog);
    await userEvent.type(d.getByRole('textbox', { name: holding(t('fields.username')) }), '  player01 ');
    await userEvent.type(d.getByLabelText(startingWith(t('fields.password')), { selector: 'input' }), ' secret99  ');
    await userEvent.click(d.getByRole('checkbox', { name: t('login.rememberMe') }));
    const submit = d.getByRole('button', { name: t('login.submit') });
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({ type: 'username', username: 'player01', password: 'secret99', rememberMe: true, as: 'member' });
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    releaseLogin();
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'));
  },
};

/**
 * SPEC §6: the Member | Agent switch is a labelled radio group; arrow keys move and choose, and the choice goes with
 * the login (here by SMS too). A refusal from the caller ("not an agent") shows above the form.
 */
export const AgentLogin: Story = {
  tags: ['!vrt'],
  args: { isSmsLoginEnabled: true },
  render: function Render(args) {
    const { t } = useTranslation('auth');
    return <LoginModal {...args} errorMessage={args.errorMessage === 'notAgent' ? t('errors.notAgent') : args.errorMessage} />;
  },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'auth');
    const dialog = await openDialog(context);
    const d = within(dialog);
    const group = d.getByRole('radiogroup', { name: t('login.roleLabel') });
    const member = within(group).getByRole('radio', { name: t('login.role.member') });
    const agent = within(group).getByRole('radio', { name: t('login.role.agent') });
    await expect(member).toBeChecked();
    await expect(agent).not.toBeChecked();
    await userEvent.click(member);
    // Radix checks the item an arrow key focused while the key is down: a synthetic press is held ('>') and released.
    await userEvent.keyboard('{ArrowRight>}');
    await expect(agent).toHaveFocus();
    await waitFor(() => expect(agent).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(member).not.toBeChecked();
    // One tab stop: Tab leaves the switch for the username field.
    await userEvent.tab();
    await expect(d.getByRole('textbox', { name: holding(t('fields.username')) })).toHaveFocus();
    await userEvent.type(d.getByRole('textbox', { name: holding(t('fields.username')) }), 'agent01');
    await userEvent.type(d.getByLabelText(startingWith(t('fields.password')), { selector: 'input' }), 'Agent1234');
    await userEvent.click(d.getByRole('button', { name: t('login.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ type: 'username', username: 'agent01', password: 'Agent1234', rememberMe: false, as: 'agent' });
    // The choice holds on the SMS tab.
    await userEvent.click(d.getByRole('tab', { name: t('login.tabMobile') }));
    await userEvent.type(d.getByRole('textbox', { name: holding(t('fields.mobileNum')) }), '09012345678');
    await userEvent.type(d.getByRole('textbox', { name: holding(t('fields.verificationCode')) }), '123456');
    await userEvent.click(d.getByRole('button', { name: t('login.submit') }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'sms', as: 'agent' }));
  },
};

/** The refusal of an agent login by an account that is no agent (errors.notAgent), shown in the form. */
export const AgentLoginRefused: Story = {
  args: { defaultRole: 'agent', errorMessage: 'notAgent' },
  render: AgentLogin.render,
  play: async (context) => {
    const t = storyT(context, 'auth');
    const dialog = await openDialog(context);
    await expect(within(dialog).getByRole('radio', { name: t('login.role.agent') })).toBeChecked();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('errors.notAgent'));
  },
};

/** Without agent login the switch is gone and every login is a member's. */
export const WithoutAgentLogin: Story = {
  tags: ['!vrt'],
  args: { isAgentLoginEnabled: false, defaultRole: 'agent' },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'auth');
    const dialog = await openDialog(context);
    const d = within(dialog);
    await expect(d.queryByRole('radiogroup')).not.toBeInTheDocument();
    await userEvent.type(d.getByRole('textbox', { name: holding(t('fields.username')) }), 'player01');
    await userEvent.type(d.getByLabelText(startingWith(t('fields.password')), { selector: 'input' }), 'secret99');
    await userEvent.click(d.getByRole('button', { name: t('login.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ as: 'member' }));
  },
};

/** SPEC §5: the captcha is required while shown; its value goes with the login. */
export const CaptchaRequired: Story = {
  tags: ['!vrt'],
  args: { isCaptchaRequired: true, captchaSrc: sampleCaptchaSrc },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'auth');
    const dialog = await openDialog(context);
    const d = within(dialog);
    await userEvent.type(d.getByRole('textbox', { name: holding(t('fields.username')) }), 'player01');
    await userEvent.type(d.getByLabelText(startingWith(t('fields.password')), { selector: 'input' }), 'secret99');
    await userEvent.click(d.getByRole('button', { name: t('login.submit') }));
    await expect(await d.findByText(t('validation.captchaRequired'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(d.getByRole('textbox', { name: holding(t('fields.captcha')) }), ' 7KQ2 ');
    await userEvent.click(d.getByRole('button', { name: t('login.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ captcha: '7KQ2' }));
    await userEvent.click(d.getByRole('button', { name: t('captcha.refresh') }));
    await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(1);
  },
};

/** SPEC §5 mobile login: mobile rule, code required; SMS countdown; the mobile number goes as `username`. */
export const SmsLoginRules: Story = {
  tags: ['!vrt'],
  args: { isSmsLoginEnabled: true, defaultTab: 'sms' },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'auth');
    const dialog = await openDialog(context);
    const d = within(dialog);
    const mobile = d.getByRole('textbox', { name: holding(t('fields.mobileNum')) });
    await userEvent.click(d.getByRole('button', { name: t('login.submit') }));
    await expect(await d.findByText(t('validation.required', { field: t('fields.mobileNum') }))).toBeVisible();
    await expect(d.getByText(t('validation.verificationCode'))).toBeVisible();
    // The send button checks the number first and sends nothing while it is wrong.
    await userEvent.type(mobile, '12ab');
    await userEvent.click(d.getByRole('button', { name: t('sms.send') }));
    await expect(await d.findByText(t('validation.mobileFormat'))).toBeVisible();
    await expect(args.onRequestSmsCode).not.toHaveBeenCalled();
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '09012345678');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await userEvent.click(d.getByRole('button', { name: t('sms.send') }));
    await expect(args.onRequestSmsCode).toHaveBeenCalledWith({ mobileNum: '09012345678', countryDialingCode: '81' });
    await waitFor(() => expect(d.getByRole('button', { name: t('sms.resendIn', { s: 60 }) })).toBeDisabled());
    await userEvent.type(d.getByRole('textbox', { name: holding(t('fields.verificationCode')) }), '123456');
    await userEvent.click(d.getByRole('button', { name: t('login.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ type: 'sms', username: '09012345678', password: '123456', countryDialingCode: '81', as: 'member' });
  },
};

/** SPEC §4: after validation, the slider step; a pass then logs in. The keyboard alternative is used here. */
export const SliderStep: Story = {
  tags: ['!vrt'],
  args: {
    slider: {
      challenge: { width: 300, height: 160, targetX: 10, y: 56 },
      onVerify: fn(async (x: number) => x === 10),
      onTapVerify: fn(async () => true),
      onRequestChallenge: fn(),
    },
  },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'auth');
    const dialog = await openDialog(context);
    const d = within(dialog);
    await userEvent.type(d.getByRole('textbox', { name: holding(t('fields.username')) }), 'player01');
    await userEvent.type(d.getByLabelText(startingWith(t('fields.password')), { selector: 'input' }), 'secret99');
    await userEvent.click(d.getByRole('button', { name: t('login.submit') }));
    await expect(await d.findByRole('heading', { name: t('slider.title') })).toBeVisible();
    await expect(args.slider?.onRequestChallenge).toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const handle = d.getByRole('slider');
    await waitFor(() => expect(handle).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(await d.findByText(t('slider.error'))).toBeVisible();
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', '0'));
    await userEvent.keyboard('{PageUp}{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ type: 'username', username: 'player01', password: 'secret99', rememberMe: false, as: 'member' }));
  },
};

/** The SMS login skips the slider (SPEC §4). */
export const SmsLoginSkipsSlider: Story = {
  tags: ['!vrt'],
  args: {
    isSmsLoginEnabled: true,
    defaultTab: 'sms',
    slider: { challenge: { width: 300, height: 160, targetX: 10 }, onVerify: fn(async () => true) },
  },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'auth');
    const dialog = await openDialog(context);
    const d = within(dialog);
    await userEvent.type(d.getByRole('textbox', { name: holding(t('fields.mobileNum')) }), '09012345678');
    await userEvent.type(d.getByRole('textbox', { name: holding(t('fields.verificationCode')) }), '123456');
    await userEvent.click(d.getByRole('button', { name: t('login.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ type: 'sms' }));
    await expect(d.queryByRole('slider')).not.toBeInTheDocument();
  },
};

export const OnPhone: Story = {
  args: { isSmsLoginEnabled: true, socialProviders: ['facebook', 'google'], isFreePlayEnabled: true },
  parameters: { viewport: { defaultViewport: 'phone' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const English: Story = {
  args: { isSmsLoginEnabled: true, socialProviders: ['facebook', 'google'], isFreePlayEnabled: true },
  globals: { locale: 'EN' },
};
