import { errorInfo, type ErrorCode } from '@croupier/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { formatNoticeDate } from '../../overlays/NotificationModal/formatNoticeDate';
import { storyI18n, storyT } from '../../test/storyText';
import { frameWidths, PanelFrame, sampleAvatar } from '../shared/storyFrame';
import { SecurityCenterPanel } from './SecurityCenterPanel';
import type {
  AvatarChoice,
  RecentLogin,
  SecurityCenterPanelProps,
  SecurityItem,
  SecurityProfile,
} from './SecurityCenterPanel.types';

const loginBase = Date.UTC(2026, 10, 25, 3, 12, 45);
const hour = 3_600_000;
const gaUri = 'otpauth://totp/Croupier:demo01?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Croupier';

/** The platform's own avatars (STATIC), drawn as SVG in eight hues; the first is the sample member's. */
const hues = ['#f5c451', '#7cc4fa', '#f59ab5', '#8ee0a1', '#c3a6ff', '#ffb27a', '#9fe6e0', '#e6e6e6'];
const avatarChoices: AvatarChoice[] = hues.map((hue, index) => ({
  id: `/avatars/${index + 1}.svg`,
  src:
    index === 0
      ? sampleAvatar('STATIC')
      : `data:image/svg+xml,${encodeURIComponent(
          `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="26" r="14" fill="${hue}"/><circle cx="27" cy="24" r="2.4" fill="#2a2118"/><circle cx="37" cy="24" r="2.4" fill="#2a2118"/><path d="M26 31q6 5 12 0" stroke="#2a2118" stroke-width="2.4" fill="none" stroke-linecap="round"/><path d="M12 60q20-22 40 0z" fill="${hue}"/></svg>`,
        )}`,
}));

type Sample = 'full' | 'fresh';

type StoryArgs = Omit<SecurityCenterPanelProps, 'profile' | 'recentLogins'> & {
  /** Which sample member: most things bound, or a new account with nothing bound and no logins yet. */
  sample?: Sample | 'loading';
  width?: number;
};

function useSample(sample: Sample): { profile: SecurityProfile; recentLogins: RecentLogin[] } {
  const { t } = useTranslation('centre');
  if (sample === 'fresh') return { profile: { account: 'newbie88' }, recentLogins: [] };
  return {
    profile: {
      account: 'demo01',
      nickname: t('sample.nickname'),
      avatar: sampleAvatar('STATIC'),
      avatarType: 'STATIC',
      realName: t('sample.realName'),
      email: 'de***@example.com',
      mobile: '+81 90****5678',
      birthday: '1990-04-12',
      telegram: '@luckystar',
      zalo: '',
      address: t('sample.address'),
      nationality: 'JP',
      occupation: t('sample.occupation'),
      sourceOfIncome: 'salary',
    },
    recentLogins: [
      {
        id: 'l1',
        time: loginBase,
        ip: '203.0.113.24',
        country: t('sample.country'),
        device: t('sample.deviceDesktop'),
      },
      {
        id: 'l2',
        time: loginBase - 26 * hour,
        ip: '203.0.113.24',
        country: t('sample.country'),
        device: t('sample.devicePhone'),
      },
      {
        id: 'l3',
        time: loginBase - 75 * hour,
        ip: '198.51.100.7',
        country: t('sample.countryOther'),
        device: t('sample.deviceApp'),
      },
      { id: 'l4', time: loginBase - 150 * hour, ip: '203.0.113.24', country: t('sample.country') },
    ],
  };
}

function SampleSecurity({ sample = 'full', width = frameWidths.desktop, ...args }: StoryArgs) {
  const data = useSample(sample === 'loading' ? 'full' : sample);
  return (
    <PanelFrame page="securityCenter" width={width}>
      <SecurityCenterPanel {...(sample === 'loading' ? {} : data)} {...args} />
    </PanelFrame>
  );
}

const meta = {
  title: 'Member Centre/SecurityCenterPanel',
  tags: ['any-locale'],
  args: {
    bindings: { hasPaymentPassword: true, hasGoogleAuthenticator: false },
    securityLevel: 'high',
    avatarChoices,
    onChooseAvatar: fn(async () => undefined),
    paymentPasswordEnabled: true,
    googleAuthenticatorEnabled: true,
    googleAuthenticatorUri: gaUri,
    timeZone: 'Asia/Tokyo',
    onSaveProfile: fn(async () => undefined),
    onSendCode: fn(async () => ({ expiredMinutes: 1 })),
    onBind: fn(async () => undefined),
    onSetPaymentPassword: fn(async () => undefined),
    onOpenGoogleAuthenticator: fn(),
    onBindGoogleAuthenticator: fn(async () => undefined),
    onChangePassword: fn(),
    onRetry: fn(),
  },
  argTypes: { sample: { control: 'inline-radio', options: ['full', 'fresh', 'loading'] } },
  render: (args) => <SampleSecurity {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = { loaded: Record<string, unknown> };

const escapeText = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Some words anywhere in a name or a text, as a pattern. */
const containing = (text: string) => new RegExp(escapeText(text));

/** A field by its label: the label's words, then at most the "required" or "optional" marker the field adds. */
function fieldName(context: Context, label: string): RegExp {
  const tu = storyT(context, 'ui');
  const markers = [tu('textField.required'), tu('textField.optional')].map(escapeText).join('|');
  return new RegExp(`^${escapeText(label)}\\s*(?:${markers})?$`);
}

/** The send-code button while it counts down ("Resend in 59 s"), whatever the seconds left. */
function resendName(context: Context): RegExp {
  const mark = '\u0001';
  const [before = '', after = ''] = storyT(context, 'auth')('sms.resendIn', { s: mark }).split(mark);
  return new RegExp(`${escapeText(before)}\\d+${escapeText(after)}`);
}

/** What the panel says for an error code of the contract (the key it reads: `errors:<code>`). */
const errorText = (context: Context, code: ErrorCode) => storyT(context, 'centre')(errorInfo(code).messageKey);

/**
 * A checklist item's own button, named by its word and the item ("Change" + "E-mail"), found in that item's row: the
 * next-step note may offer a button of the same name (in English "Bind Google Authenticator" is both).
 */
function itemButton(
  context: Context,
  canvasElement: HTMLElement,
  item: SecurityItem,
  action: 'change' | 'bind' | 'set',
): HTMLElement {
  const t = storyT(context, 'centre');
  const row = canvasElement.querySelector<HTMLElement>(`[data-item="${item}"]`)!;
  return within(row).getByRole('button', { name: `${t(`actions.${action}`)} ${t(`security.items.${item}`)}` });
}

/** The next-step note's button ("Bind Google Authenticator"), found in the note (not the checklist's own button). */
function nextStepButton(context: Context, canvasElement: HTMLElement, item: SecurityItem): HTMLElement {
  const note = canvasElement.querySelector<HTMLElement>('[data-part="NextStep"]')!;
  return within(note).getByRole('button', { name: storyT(context, 'centre')(`security.bind.${item}`) });
}

/** The open dialog, once its entry animation has finished. */
async function openDialog(name: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

export const Playground: Story = {};

/**
 * A member with the mobile number, e-mail and payment password in place: the platform rates it "high" (two factors
 * bound), the checklist says 4 of 5 and suggests Google Authenticator next; the profile card (nationality and source of
 * income named from their codes) and the latest logins in a table.
 */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 4, name: t('sample.nickname') })).toBeVisible();
    await expect(canvas.getByText(t('profile.accountLine', { account: 'demo01' }))).toBeVisible();
    const meter = canvas.getByRole('meter', { name: containing(t('security.levelLabel')) });
    // The meter shows the platform's level (three steps), the checklist what is in place.
    await expect(meter).toHaveAttribute('aria-valuenow', '3');
    await expect(meter).toHaveAttribute('aria-valuemax', '3');
    await expect(meter).toHaveAttribute(
      'aria-valuetext',
      t('security.levelValue', { level: t('security.levels.high'), done: 4, total: 5 }),
    );
    // The nationality is named from its code as the panel names it (Intl's region names, in the story's language).
    const japan = new Intl.DisplayNames([storyI18n(context).language], { type: 'region', fallback: 'code' }).of('JP')!;
    const details = within(canvasElement.querySelector<HTMLElement>('[data-part="Details"]')!);
    await expect(details.getByText(japan)).toBeVisible();
    await expect(details.getByText(t('profile.incomeSources.salary'))).toBeVisible();
    const next = canvasElement.querySelector<HTMLElement>('[data-part="NextStep"]')!;
    await expect(next).toHaveTextContent(t('security.next.googleAuthenticator'));
    await expect(itemButton(context, canvasElement, 'email', 'change')).toBeVisible();
    await expect(itemButton(context, canvasElement, 'googleAuthenticator', 'bind')).toBeVisible();
    const table = canvas.getByRole('table', { name: t('logins.title') });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getByText(formatNoticeDate(loginBase, args.timeZone))).toBeVisible();
    await expect(within(table).getByText(t('logins.unknown'))).toBeVisible();
  },
};

/** A 360 px phone: the details in one column, the logins as cards, the buttons at full touch size. */
export const Phone: Story = {
  tags: ['vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { width: frameWidths.phone },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('list', { name: storyT(context, 'centre')('logins.title') })).toBeVisible();
    const details = canvasElement.querySelector('[data-part="Details"]')!;
    await expect(getComputedStyle(details).gridTemplateColumns.split(' ')).toHaveLength(1);
    const panel = canvasElement.querySelector<HTMLElement>('[data-component="SecurityCenterPanel"]')!;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** A new account: nothing bound (level "low", the mobile number first), no logins recorded, initials for an avatar. */
export const FreshAccount: Story = {
  tags: ['vrt'],
  args: {
    sample: 'fresh',
    securityLevel: 'low',
    bindings: { hasPaymentPassword: false, hasGoogleAuthenticator: false },
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter')).toHaveAttribute(
      'aria-valuetext',
      t('security.levelValue', { level: t('security.levels.low'), done: 1, total: 5 }),
    );
    await expect(canvasElement.querySelector('[data-part="Avatar"]')).toHaveTextContent('N');
    await expect(canvas.getAllByText(t('profile.notSet')).length).toBeGreaterThan(5);
    await expect(nextStepButton(context, canvasElement, 'mobile')).toBeVisible();
    await expect(canvas.getByText(t('logins.emptyTitle'))).toBeVisible();
  },
};

/** Everything bound: level "high", and no Google Authenticator button once it is bound. */
export const AllProtected: Story = {
  args: { bindings: { hasPaymentPassword: true, hasGoogleAuthenticator: true } },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    // The login password is changed in the site's own change-password modal.
    await userEvent.click(itemButton(context, canvasElement, 'password', 'change'));
    await expect(args.onChangePassword).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('meter')).toHaveAttribute(
      'aria-valuetext',
      t('security.levelValue', { level: t('security.levels.high'), done: 5, total: 5 }),
    );
    await expect(canvas.getByText(t('security.allDone'))).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: containing(t('security.items.googleAuthenticator')) }),
    ).toBeNull();
  },
};

/**
 * The platform says "low" although everything is bound (its rule: the login password has expired): the meter shows
 * the platform's level, never one the kit would compute from the checklist.
 */
export const PlatformLevel: Story = {
  args: { securityLevel: 'low', bindings: { hasPaymentPassword: true, hasGoogleAuthenticator: true } },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    const meter = canvas.getByRole('meter');
    await expect(meter).toHaveAttribute(
      'aria-valuetext',
      t('security.levelValue', { level: t('security.levels.low'), done: 5, total: 5 }),
    );
    await expect(meter).toHaveAttribute('aria-valuenow', '1');
    await expect(meter.querySelectorAll('[data-filled]')).toHaveLength(1);
  },
};

/** The level has not arrived yet (the overview loads apart from the profile): no meter value is made up meanwhile. */
export const LevelLoading: Story = {
  args: { securityLevel: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('meter')).toBeNull();
    await expect(canvasElement.querySelector('[data-part="Meter"] [data-filled]')).toBeNull();
  },
};

/** Without PAYMENTPASS3 and BINDGA3 the checklist counts three items, and those two never show. */
export const WithoutOptionalProtections: Story = {
  args: { paymentPasswordEnabled: false, googleAuthenticatorEnabled: false },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter')).toHaveAttribute(
      'aria-valuetext',
      t('security.levelValue', { level: t('security.levels.high'), done: 3, total: 3 }),
    );
    await expect(canvas.queryByText(t('security.items.paymentPassword'))).toBeNull();
    await expect(canvas.queryByText(t('security.items.googleAuthenticator'))).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['vrt'],
  args: { sample: 'loading' },
  play: async (context) => {
    const { canvasElement } = context;
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      storyT(context, 'centre')('states.loading'),
    );
    await expect(canvasElement.querySelector('[data-component="SecurityCenterPanel"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The first load failed: a retry button. */
export const LoadError: Story = {
  tags: ['vrt'],
  args: { sample: 'loading', error: new Error('network') },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('states.errorTitle'));
    await userEvent.click(canvas.getByRole('button', { name: t('actions.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Editing: the form checks lengths and the minimum age (18) by the field, then saves the trimmed values. */
export const EditProfile: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('profile.edit') }));
    const form = await canvas.findByRole('form', { name: t('profile.formLabel') });
    const nickname = within(form).getByRole('textbox', { name: fieldName(context, t('fields.nickname')) });
    await waitFor(() => expect(nickname).toHaveFocus());
    await userEvent.clear(nickname);
    await userEvent.click(nickname);
    await userEvent.paste('あ'.repeat(25));
    const birthday = form.querySelector<HTMLInputElement>('input[name="birthday"]')!;
    await userEvent.clear(birthday);
    await userEvent.type(birthday, '2015-01-01');
    await userEvent.click(within(form).getByRole('button', { name: t('profile.save') }));
    // The contract's limit (PROFILE_LIMITS.nickname), so the platform never refuses what the form let through.
    await expect(nickname).toHaveAccessibleDescription(t('validation.tooLong', { max: 24 }));
    await expect(birthday).toHaveAccessibleDescription(t('validation.minimumAge', { age: 18 }));
    await expect(nickname).toHaveFocus();
    await expect(args.onSaveProfile).not.toHaveBeenCalled();

    await userEvent.clear(nickname);
    await userEvent.type(nickname, '  ラッキー  ');
    await userEvent.clear(birthday);
    await userEvent.type(birthday, '1990-04-12');
    // Nationality and source of income are chosen from the contract's lists, and saved as their codes.
    const nationality = within(form).getByRole('combobox', { name: fieldName(context, t('fields.nationality')) });
    await expect(nationality).toHaveValue('JP');
    await userEvent.selectOptions(nationality, 'TH');
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: fieldName(context, t('fields.sourceOfIncome')) }),
      'business',
    );
    await userEvent.click(within(form).getByRole('button', { name: t('profile.save') }));
    await expect(args.onSaveProfile).toHaveBeenCalledWith(
      expect.objectContaining({
        nickname: 'ラッキー',
        birthday: '1990-04-12',
        zalo: '',
        telegram: '@luckystar',
        nationality: 'TH',
        sourceOfIncome: 'business',
      }),
    );
    await expect(await canvas.findByText(t('notices.profileSaved'))).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: t('profile.edit') })).toHaveFocus());
  },
};

/** The server refuses the nickname: its message shows by the field, in the member's language; the form stays. */
export const EditProfileRefused: Story = {
  args: {
    lockedFields: ['realName'],
    onSaveProfile: fn(async () => Promise.reject({ code: 'validation_failed', fieldErrors: { nickname: 'taken' } })),
  },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('profile.edit') }));
    const form = await canvas.findByRole('form', { name: t('profile.formLabel') });
    await expect(within(form).getByRole('textbox', { name: fieldName(context, t('fields.realName')) })).toHaveAttribute(
      'readonly',
    );
    await userEvent.click(within(form).getByRole('button', { name: t('profile.save') }));
    await expect(args.onSaveProfile).toHaveBeenCalledTimes(1);
    const nickname = within(form).getByRole('textbox', { name: fieldName(context, t('fields.nickname')) });
    await waitFor(() => expect(nickname).toHaveAccessibleDescription(t('fieldIssues.taken')));
    await expect(nickname).toHaveFocus();
    // "Some fields are not filled in correctly" above the form would say nothing the field does not.
    await expect(within(form).queryByText(errorText(context, 'validation_failed'))).toBeNull();
    await expect(within(form).queryByRole('alert')).toBeNull();
  },
};

/**
 * Changing the e-mail takes two codes (the platform's rule): step one sends a code to the address bound now and asks
 * for it; step two checks the new address before a code is sent to it, counts down, and binds with both codes.
 */
export const ChangeEmail: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'centre');
    const sendCode = storyT(context, 'auth')('sms.send');
    const canvas = within(canvasElement);
    await userEvent.click(itemButton(context, canvasElement, 'email', 'change'));
    const dialog = await openDialog(t('contact.changeTitle.email'));
    await expect(dialog).toHaveAccessibleDescription(t('contact.changeIntro.email', { value: 'de***@example.com' }));
    const steps = within(dialog).getByRole('list', { name: t('contact.steps.label') });
    await expect(within(steps).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');

    // Step one: a code to the bound address; without it there is no step two.
    const currentCode = within(dialog).getByRole('textbox', {
      name: fieldName(context, t('fields.currentCode.email')),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: t('actions.next') }));
    await expect(currentCode).toHaveAccessibleDescription(t('validation.code'));
    await userEvent.click(within(dialog).getByRole('button', { name: sendCode }));
    await waitFor(() => expect(args.onSendCode).toHaveBeenCalledWith({ kind: 'email', value: '', current: true }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: resendName(context) })).toBeDisabled());
    await userEvent.click(currentCode);
    await userEvent.paste('135790');
    await userEvent.click(within(dialog).getByRole('button', { name: t('actions.next') }));

    // Step two: the new address, checked before its code is sent.
    const address = await within(dialog).findByRole('textbox', { name: fieldName(context, t('fields.newEmail')) });
    await waitFor(() => expect(address).toHaveFocus());
    await expect(within(steps).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    const send = within(dialog).getByRole('button', { name: sendCode });
    await userEvent.click(send);
    await expect(address).toHaveAccessibleDescription(t('validation.required', { field: t('fields.email') }));
    // The refusal puts focus back on the address (after the message renders): type there only once it has it.
    await waitFor(() => expect(address).toHaveFocus());
    await userEvent.paste('lucky@example.com');
    await userEvent.click(send);
    await waitFor(() =>
      expect(args.onSendCode).toHaveBeenLastCalledWith({ kind: 'email', value: 'lucky@example.com' }),
    );

    const code = within(dialog).getByRole('textbox', { name: fieldName(context, t('fields.code')) });
    await userEvent.click(code);
    await userEvent.paste('482913');
    await userEvent.click(within(dialog).getByRole('button', { name: t('actions.change') }));
    await expect(args.onBind).toHaveBeenCalledWith({
      kind: 'email',
      value: 'lucky@example.com',
      code: '482913',
      currentCode: '135790',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText(t('notices.emailBound'))).toBeVisible();
  },
};

/** Step one of changing the mobile number: the code goes to the number bound now (a picture of the two-step dialog). */
export const ChangeMobileStepOne: Story = {
  // Not screenshotted until re-recorded on a quiet machine: its baseline was captured under load (CI: 54,515 pixels).
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    await userEvent.click(itemButton(context, canvasElement, 'mobile', 'change'));
    const dialog = await openDialog(t('contact.changeTitle.mobile'));
    await expect(within(dialog).getByText(t('contact.currentStep.mobile', { value: '+81 90****5678' }))).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: t('actions.cancel') })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: t('actions.next') })).toBeVisible();
  },
};

/**
 * The platform refuses the code of the bound number (both codes are checked together at the end): the dialog goes
 * back to step one with the message by that code.
 */
export const ChangeMobileCurrentCodeRefused: Story = {
  args: {
    onBind: fn(async () => Promise.reject({ code: 'code_invalid', fieldErrors: { currentCode: 'codeInvalid' } })),
  },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'centre');
    await userEvent.click(itemButton(context, canvasElement, 'mobile', 'change'));
    const dialog = await openDialog(t('contact.changeTitle.mobile'));
    const currentCode = within(dialog).getByRole('textbox', {
      name: fieldName(context, t('fields.currentCode.mobile')),
    });
    await userEvent.click(currentCode);
    await userEvent.paste('000000');
    await userEvent.click(within(dialog).getByRole('button', { name: t('actions.next') }));
    await userEvent.click(
      await within(dialog).findByRole('textbox', { name: fieldName(context, t('fields.newMobile')) }),
    );
    await userEvent.paste('9012345678');
    await userEvent.click(within(dialog).getByRole('textbox', { name: fieldName(context, t('fields.code')) }));
    await userEvent.paste('111111');
    await userEvent.click(within(dialog).getByRole('button', { name: t('actions.change') }));
    await expect(args.onBind).toHaveBeenCalledWith({
      kind: 'mobile',
      value: '9012345678',
      code: '111111',
      currentCode: '000000',
    });
    await waitFor(() => expect(currentCode).toBeVisible());
    await expect(currentCode).toHaveAccessibleDescription(t('fieldIssues.codeInvalid'));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(errorText(context, 'code_invalid'));
  },
};

/** Binding a mobile number with a country code; a code the server refuses shows by the code field. */
export const BindMobile: Story = {
  args: {
    sample: 'fresh',
    bindings: { hasPaymentPassword: false, hasGoogleAuthenticator: false },
    countries: [
      { countryCode: 'JP', countryDialingCode: '81' },
      { countryCode: 'TH', countryDialingCode: '66' },
    ],
    defaultCountryCode: 'JP',
    onBind: fn(async () => Promise.reject({ code: 'code_invalid', fieldErrors: { code: 'codeInvalid' } })),
  },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'centre');
    await userEvent.click(nextStepButton(context, canvasElement, 'mobile'));
    const dialog = await openDialog(t('contact.bindTitle.mobile'));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: fieldName(context, t('fields.newMobile')) }),
      '9012345678',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: fieldName(context, t('fields.code')) }), '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: t('actions.bind') }));
    await expect(args.onBind).toHaveBeenCalledWith({
      kind: 'mobile',
      value: '9012345678',
      countryDialingCode: '81',
      code: '111111',
    });
    const code = within(dialog).getByRole('textbox', { name: fieldName(context, t('fields.code')) });
    await waitFor(() => expect(code).toHaveAccessibleDescription(t('fieldIssues.codeInvalid')));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(errorText(context, 'code_invalid'));
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

/** A refused send (too frequent) to the bound number says so in the dialog, and the button can be used again. */
export const SendCodeRefused: Story = {
  args: { onSendCode: fn(async () => Promise.reject({ code: 'too_frequent', message: 'rate limited' })) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const sendCode = storyT(context, 'auth')('sms.send');
    await userEvent.click(itemButton(context, canvasElement, 'mobile', 'change'));
    const dialog = await openDialog(t('contact.changeTitle.mobile'));
    await userEvent.click(within(dialog).getByRole('button', { name: sendCode }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(errorText(context, 'too_frequent'));
    await expect(within(dialog).getByRole('button', { name: sendCode })).toBeEnabled();
  },
};

/**
 * Changing the payment password: the current one is required, the new one follows the six-digit rule and must
 * differ, and the confirmation must match.
 */
export const PaymentPassword: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await userEvent.click(itemButton(context, canvasElement, 'paymentPassword', 'change'));
    const dialog = await openDialog(t('paymentPassword.changeTitle'));
    const current = within(dialog).getByLabelText(fieldName(context, t('fields.currentPaymentPassword')));
    const next = within(dialog).getByLabelText(fieldName(context, t('fields.newPaymentPassword')));
    const confirm = within(dialog).getByLabelText(fieldName(context, t('fields.confirmPaymentPassword')));
    const save = within(dialog).getByRole('button', { name: t('actions.save') });
    await userEvent.type(next, '12ab');
    await userEvent.type(confirm, '12ab');
    await userEvent.click(save);
    await expect(current).toHaveAccessibleDescription(
      t('validation.required', { field: t('fields.currentPaymentPassword') }),
    );
    // The six-digit rule (the default one), in the words of the registration rules.
    const sixDigits = t('auth:validation.pattern6Exact', { count: 6, min: 6, max: 6 });
    await expect(next).toHaveAccessibleDescription(containing(sixDigits));
    await waitFor(() => expect(current).toHaveFocus());

    await userEvent.type(current, '135790');
    await userEvent.clear(next);
    await userEvent.type(next, '135790');
    await userEvent.click(save);
    await expect(next).toHaveAccessibleDescription(containing(t('validation.samePassword')));

    await userEvent.clear(next);
    await userEvent.type(next, '246810');
    await userEvent.clear(confirm);
    await userEvent.type(confirm, '246811');
    await userEvent.click(save);
    await expect(confirm).toHaveAccessibleDescription(t('validation.mismatch'));
    await expect(args.onSetPaymentPassword).not.toHaveBeenCalled();

    await userEvent.clear(confirm);
    await userEvent.type(confirm, '246810');
    await userEvent.click(save);
    // The form validates asynchronously before it submits: wait for the call rather than expect it at once.
    await waitFor(() =>
      expect(args.onSetPaymentPassword).toHaveBeenCalledWith({ currentPassword: '135790', newPassword: '246810' }),
    );
    await expect(await canvas.findByText(t('notices.paymentPasswordSaved'))).toBeVisible();
  },
};

/** Setting the first payment password asks for no current one; a wrong-rule from the server shows by the field. */
export const SetPaymentPassword: Story = {
  args: {
    bindings: { hasPaymentPassword: false, hasGoogleAuthenticator: false },
    paymentPasswordRule: { patternId: 14, minLength: 6, maxLength: 12, required: true },
  },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'centre');
    await userEvent.click(nextStepButton(context, canvasElement, 'paymentPassword'));
    const dialog = await openDialog(t('paymentPassword.setTitle'));
    // No payment password yet: the login password proves the member instead.
    await expect(within(dialog).queryByLabelText(fieldName(context, t('fields.currentPaymentPassword')))).toBeNull();
    const login = within(dialog).getByLabelText(fieldName(context, t('fields.loginPassword')));
    const next = within(dialog).getByLabelText(fieldName(context, t('fields.newPaymentPassword')));
    await expect(next).toHaveAccessibleDescription(t('auth:validation.pattern14', { min: 6, max: 12 }));
    await userEvent.type(next, 'abc123');
    await userEvent.type(
      within(dialog).getByLabelText(fieldName(context, t('fields.confirmPaymentPassword'))),
      'abc123',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('actions.save') }));
    await expect(args.onSetPaymentPassword).not.toHaveBeenCalled();
    await userEvent.type(login, 'Lucky2026');
    await userEvent.click(within(dialog).getByRole('button', { name: t('actions.save') }));
    await expect(args.onSetPaymentPassword).toHaveBeenCalledWith({
      currentPassword: 'Lucky2026',
      newPassword: 'abc123',
    });
  },
};

/** Google Authenticator: the QR code of the otpauth URI, the key in groups of four with a copy button, the code. */
export const GoogleAuthenticator: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'centre');
    await userEvent.click(nextStepButton(context, canvasElement, 'googleAuthenticator'));
    const dialog = await openDialog(t('googleAuthenticator.title'));
    await expect(args.onOpenGoogleAuthenticator).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByRole('img', { name: t('googleAuthenticator.qrLabel') })).toHaveAttribute(
      'data-value',
      gaUri,
    );
    await expect(dialog.querySelector('[data-part="Secret"]')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
  },
};

/** The key is copied without its spaces; the code must be six digits (other characters are dropped as typed). */
export const GoogleAuthenticatorRules: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'centre');
    await userEvent.click(nextStepButton(context, canvasElement, 'googleAuthenticator'));
    const dialog = await openDialog(t('googleAuthenticator.title'));
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(within(dialog).getByRole('button', { name: t('actions.copy') }));
    await expect(writeText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    await expect(await within(dialog).findByText(t('googleAuthenticator.copied'))).toBeVisible();
    writeText.mockRestore();
    const code = within(dialog).getByRole('textbox', { name: fieldName(context, t('fields.gaCode')) });
    await userEvent.type(code, '12a34');
    await expect(code).toHaveValue('1234');
    await userEvent.click(within(dialog).getByRole('button', { name: t('actions.bind') }));
    await expect(code).toHaveAccessibleDescription(t('validation.gaCode'));
    await waitFor(() => expect(code).toHaveFocus());
    await expect(args.onBindGoogleAuthenticator).not.toHaveBeenCalled();
  },
};

/** The secret has not arrived yet: skeletons stand in for the QR code and the key. */
export const GoogleAuthenticatorLoading: Story = {
  args: { googleAuthenticatorUri: undefined },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    await userEvent.click(nextStepButton(context, canvasElement, 'googleAuthenticator'));
    const dialog = await openDialog(t('googleAuthenticator.title'));
    await expect(within(dialog).getByText(t('googleAuthenticator.loading'))).toBeInTheDocument();
    await expect(within(dialog).queryByRole('img')).toBeNull();
  },
};

/** Binding with a good code: the dialog closes and the binding is announced. */
export const BindGoogleAuthenticator: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await userEvent.click(nextStepButton(context, canvasElement, 'googleAuthenticator'));
    const dialog = await openDialog(t('googleAuthenticator.title'));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: fieldName(context, t('fields.gaCode')) }),
      '123456',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('actions.bind') }));
    await expect(args.onBindGoogleAuthenticator).toHaveBeenCalledWith('123456');
    await expect(await canvas.findByText(t('notices.googleAuthenticatorBound'))).toBeVisible();
  },
};

/** PROFPIC3: the avatar opens a chooser of the platform's pictures (a radio group); the chosen one is saved. */
export const ChooseAvatar: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('avatar.change') }));
    const dialog = await openDialog(t('avatar.title'));
    const group = within(dialog).getByRole('radiogroup', { name: t('avatar.title') });
    const options = within(group).getAllByRole('radio');
    await expect(options).toHaveLength(8);
    await expect(options[0]).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: t('avatar.option', { n: 3 }) }));
    await expect(options[2]).toBeChecked();
  },
};

/** Saving the chosen avatar: its id (the platform's path) goes to the callback and the change is announced. */
export const ChooseAvatarSave: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('avatar.change') }));
    const dialog = await openDialog(t('avatar.title'));
    await userEvent.click(within(dialog).getByRole('radio', { name: t('avatar.option', { n: 5 }) }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('actions.save') }));
    await expect(args.onChooseAvatar).toHaveBeenCalledWith('/avatars/5.svg');
    await expect(await canvas.findByText(t('notices.avatarSaved'))).toBeVisible();
  },
};

/** Without PROFPIC3 (no choices) the avatar is a picture only, not a button. */
export const AvatarWithoutChooser: Story = {
  args: { avatarChoices: [] },
  play: async (context) => {
    const { canvasElement } = context;
    await expect(
      within(canvasElement).queryByRole('button', { name: storyT(context, 'centre')('avatar.change') }),
    ).toBeNull();
  },
};

/** Starting the binding failed: the dialog says so with a retry (which asks for a fresh secret), not a blank QR. */
export const GoogleAuthenticatorStartFailed: Story = {
  tags: ['vrt'],
  args: { googleAuthenticatorUri: undefined, googleAuthenticatorError: new Error('network') },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'centre');
    await userEvent.click(nextStepButton(context, canvasElement, 'googleAuthenticator'));
    const dialog = await openDialog(t('googleAuthenticator.title'));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('googleAuthenticator.startFailed'));
    await expect(within(dialog).queryByText(t('googleAuthenticator.loading'))).toBeNull();
    await expect(within(dialog).getByRole('button', { name: t('actions.bind') })).toBeDisabled();
    await expect(args.onOpenGoogleAuthenticator).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: t('actions.retry') }));
    await expect(args.onOpenGoogleAuthenticator).toHaveBeenCalledTimes(2);
  },
};
