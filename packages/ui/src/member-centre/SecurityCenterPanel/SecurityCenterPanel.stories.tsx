import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { frameWidths, PanelFrame, sampleAvatar } from '../shared/storyFrame';
import { SecurityCenterPanel } from './SecurityCenterPanel';
import type { AvatarChoice, RecentLogin, SecurityCenterPanelProps, SecurityProfile } from './SecurityCenterPanel.types';

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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 4, name: 'ラッキースター' })).toBeVisible();
    await expect(canvas.getByText('アカウント：demo01')).toBeVisible();
    const meter = canvas.getByRole('meter', { name: /セキュリティレベル/ });
    // The meter shows the platform's level (three steps), the checklist what is in place.
    await expect(meter).toHaveAttribute('aria-valuenow', '3');
    await expect(meter).toHaveAttribute('aria-valuemax', '3');
    await expect(meter).toHaveAttribute('aria-valuetext', '高：5項目中4項目を設定済み');
    const details = within(canvasElement.querySelector<HTMLElement>('[data-part="Details"]')!);
    await expect(details.getByText('日本')).toBeVisible();
    await expect(details.getByText('給与')).toBeVisible();
    const next = canvasElement.querySelector<HTMLElement>('[data-part="NextStep"]')!;
    await expect(next).toHaveTextContent('次のステップ：Google認証システムを連携すると');
    await expect(canvas.getByRole('button', { name: '変更 メールアドレス' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '連携 Google認証システム' })).toBeVisible();
    const table = canvas.getByRole('table', { name: '最近のログイン' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getByText('2026-11-25 12:12:45')).toBeVisible();
    await expect(within(table).getByText('不明')).toBeVisible();
  },
};

/** A 360 px phone: the details in one column, the logins as cards, the buttons at full touch size. */
export const Phone: Story = {
  tags: ['vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { width: frameWidths.phone },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('list', { name: '最近のログイン' })).toBeVisible();
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', '低：5項目中1項目を設定済み');
    await expect(canvasElement.querySelector('[data-part="Avatar"]')).toHaveTextContent('N');
    await expect(canvas.getAllByText('未設定').length).toBeGreaterThan(5);
    await expect(canvas.getByRole('button', { name: '携帯電話番号を連携' })).toBeVisible();
    await expect(canvas.getByText('ログイン履歴はまだありません')).toBeVisible();
  },
};

/** Everything bound: level "high", and no Google Authenticator button once it is bound. */
export const AllProtected: Story = {
  args: { bindings: { hasPaymentPassword: true, hasGoogleAuthenticator: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The login password is changed in the site's own change-password modal.
    await userEvent.click(canvas.getByRole('button', { name: '変更 ログインパスワード' }));
    await expect(args.onChangePassword).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', '高：5項目中5項目を設定済み');
    await expect(canvas.getByText('すべての保護が設定済みです。アカウントはしっかり守られています。')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Google認証システム/ })).toBeNull();
  },
};

/**
 * The platform says "low" although everything is bound (its rule: the login password has expired): the meter shows
 * the platform's level, never one the kit would compute from the checklist.
 */
export const PlatformLevel: Story = {
  args: { securityLevel: 'low', bindings: { hasPaymentPassword: true, hasGoogleAuthenticator: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meter = canvas.getByRole('meter');
    await expect(meter).toHaveAttribute('aria-valuetext', '低：5項目中5項目を設定済み');
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', '高：3項目中3項目を設定済み');
    await expect(canvas.queryByText('出金パスワード')).toBeNull();
    await expect(canvas.queryByText('Google認証システム')).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['vrt'],
  args: { sample: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('読み込み中…');
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('このページを読み込めませんでした');
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Editing: the form checks lengths and the minimum age (18) by the field, then saves the trimmed values. */
export const EditProfile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'プロフィールを編集' }));
    const form = canvas.getByRole('form', { name: 'プロフィールの編集' });
    const nickname = within(form).getByRole('textbox', { name: /ニックネーム/ });
    await waitFor(() => expect(nickname).toHaveFocus());
    await userEvent.clear(nickname);
    await userEvent.click(nickname);
    await userEvent.paste('あ'.repeat(25));
    const birthday = form.querySelector<HTMLInputElement>('input[name="birthday"]')!;
    await userEvent.clear(birthday);
    await userEvent.type(birthday, '2015-01-01');
    await userEvent.click(within(form).getByRole('button', { name: 'プロフィールを保存' }));
    // The contract's limit (PROFILE_LIMITS.nickname), so the platform never refuses what the form let through.
    await expect(nickname).toHaveAccessibleDescription('24文字以内で入力してください');
    await expect(birthday).toHaveAccessibleDescription('18歳以上である必要があります');
    await expect(nickname).toHaveFocus();
    await expect(args.onSaveProfile).not.toHaveBeenCalled();

    await userEvent.clear(nickname);
    await userEvent.type(nickname, '  ラッキー  ');
    await userEvent.clear(birthday);
    await userEvent.type(birthday, '1990-04-12');
    // Nationality and source of income are chosen from the contract's lists, and saved as their codes.
    const nationality = within(form).getByRole('combobox', { name: /国籍/ });
    await expect(nationality).toHaveValue('JP');
    await userEvent.selectOptions(nationality, 'TH');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /収入源/ }), 'business');
    await userEvent.click(within(form).getByRole('button', { name: 'プロフィールを保存' }));
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
    await expect(await canvas.findByText('プロフィールを保存しました。')).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'プロフィールを編集' })).toHaveFocus());
  },
};

/** The server refuses the nickname: its message shows by the field, in the member's language; the form stays. */
export const EditProfileRefused: Story = {
  args: {
    lockedFields: ['realName'],
    onSaveProfile: fn(async () => Promise.reject({ code: 'validation_failed', fieldErrors: { nickname: 'taken' } })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'プロフィールを編集' }));
    const form = canvas.getByRole('form', { name: 'プロフィールの編集' });
    await expect(within(form).getByRole('textbox', { name: /氏名/ })).toHaveAttribute('readonly');
    await userEvent.click(within(form).getByRole('button', { name: 'プロフィールを保存' }));
    await expect(args.onSaveProfile).toHaveBeenCalledTimes(1);
    const nickname = within(form).getByRole('textbox', { name: /ニックネーム/ });
    await waitFor(() => expect(nickname).toHaveAccessibleDescription('すでに別のアカウントで使用されています'));
    await expect(nickname).toHaveFocus();
    await expect(within(form).queryByRole('alert', { name: /入力内容/ })).toBeNull();
  },
};

/**
 * Changing the e-mail takes two codes (the platform's rule): step one sends a code to the address bound now and asks
 * for it; step two checks the new address before a code is sent to it, counts down, and binds with both codes.
 */
export const ChangeEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '変更 メールアドレス' }));
    const dialog = await openDialog('メールアドレスの変更');
    await expect(dialog).toHaveAccessibleDescription(
      '変更するには、まず現在のアドレス（de***@example.com）に届くコードで本人確認をし、次に新しいアドレスに届くコードで確認します。',
    );
    const steps = within(dialog).getByRole('list', { name: '変更の手順' });
    await expect(within(steps).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');

    // Step one: a code to the bound address; without it there is no step two.
    const currentCode = within(dialog).getByRole('textbox', { name: /現在のアドレスに届いたコード/ });
    await userEvent.click(within(dialog).getByRole('button', { name: '次へ' }));
    await expect(currentCode).toHaveAccessibleDescription('認証コードを入力してください');
    await userEvent.click(within(dialog).getByRole('button', { name: 'コードを送信' }));
    await waitFor(() => expect(args.onSendCode).toHaveBeenCalledWith({ kind: 'email', value: '', current: true }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /秒後に再送信/ })).toBeDisabled());
    await userEvent.click(currentCode);
    await userEvent.paste('135790');
    await userEvent.click(within(dialog).getByRole('button', { name: '次へ' }));

    // Step two: the new address, checked before its code is sent.
    const address = await within(dialog).findByRole('textbox', { name: /新しいメールアドレス/ });
    await waitFor(() => expect(address).toHaveFocus());
    await expect(within(steps).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    const send = within(dialog).getByRole('button', { name: 'コードを送信' });
    await userEvent.click(send);
    await expect(address).toHaveAccessibleDescription('メールアドレスを入力してください');
    await userEvent.paste('lucky@example.com');
    await userEvent.click(send);
    await waitFor(() => expect(args.onSendCode).toHaveBeenLastCalledWith({ kind: 'email', value: 'lucky@example.com' }));

    const code = within(dialog).getByRole('textbox', { name: /^認証コード/ });
    await userEvent.click(code);
    await userEvent.paste('482913');
    await userEvent.click(within(dialog).getByRole('button', { name: '変更' }));
    await expect(args.onBind).toHaveBeenCalledWith({
      kind: 'email',
      value: 'lucky@example.com',
      code: '482913',
      currentCode: '135790',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('メールアドレスを連携しました。')).toBeVisible();
  },
};

/** Step one of changing the mobile number: the code goes to the number bound now (a picture of the two-step dialog). */
export const ChangeMobileStepOne: Story = {
  // Not screenshotted until re-recorded on a quiet machine: its baseline was captured under load (CI: 54,515 pixels).
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '変更 携帯電話番号' }));
    const dialog = await openDialog('携帯電話番号の変更');
    await expect(
      within(dialog).getByText(/現在連携中の番号 \+81 90\*\*\*\*5678 に認証コードを送信します/),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '次へ' })).toBeVisible();
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
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '変更 携帯電話番号' }));
    const dialog = await openDialog('携帯電話番号の変更');
    const currentCode = within(dialog).getByRole('textbox', { name: /現在の番号に届いたコード/ });
    await userEvent.click(currentCode);
    await userEvent.paste('000000');
    await userEvent.click(within(dialog).getByRole('button', { name: '次へ' }));
    await userEvent.click(await within(dialog).findByRole('textbox', { name: /新しい携帯電話番号/ }));
    await userEvent.paste('9012345678');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^認証コード/ }));
    await userEvent.paste('111111');
    await userEvent.click(within(dialog).getByRole('button', { name: '変更' }));
    await expect(args.onBind).toHaveBeenCalledWith({
      kind: 'mobile',
      value: '9012345678',
      code: '111111',
      currentCode: '000000',
    });
    await waitFor(() => expect(currentCode).toBeVisible());
    await expect(currentCode).toHaveAccessibleDescription('認証コードが正しくありません');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('有効な認証コードを入力してください。');
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '携帯電話番号を連携' }));
    const dialog = await openDialog('携帯電話番号の連携');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /新しい携帯電話番号/ }), '9012345678');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /認証コード/ }), '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: '連携' }));
    await expect(args.onBind).toHaveBeenCalledWith({
      kind: 'mobile',
      value: '9012345678',
      countryDialingCode: '81',
      code: '111111',
    });
    const code = within(dialog).getByRole('textbox', { name: /認証コード/ });
    await waitFor(() => expect(code).toHaveAccessibleDescription('認証コードが正しくありません'));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('有効な認証コードを入力してください。');
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

/** A refused send (too frequent) to the bound number says so in the dialog, and the button can be used again. */
export const SendCodeRefused: Story = {
  args: { onSendCode: fn(async () => Promise.reject({ code: 'too_frequent', message: 'rate limited' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '変更 携帯電話番号' }));
    const dialog = await openDialog('携帯電話番号の変更');
    await userEvent.click(within(dialog).getByRole('button', { name: 'コードを送信' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '試行回数が多すぎます。5分後にもう一度お試しください。',
    );
    await expect(within(dialog).getByRole('button', { name: 'コードを送信' })).toBeEnabled();
  },
};

/**
 * Changing the payment password: the current one is required, the new one follows the six-digit rule and must
 * differ, and the confirmation must match.
 */
export const PaymentPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '変更 出金パスワード' }));
    const dialog = await openDialog('出金パスワードの変更');
    const current = within(dialog).getByLabelText(/現在の出金パスワード/);
    const next = within(dialog).getByLabelText(/^新しい出金パスワード(?!（確認）)/);
    const confirm = within(dialog).getByLabelText(/新しい出金パスワード（確認）/);
    const save = within(dialog).getByRole('button', { name: '保存' });
    await userEvent.type(next, '12ab');
    await userEvent.type(confirm, '12ab');
    await userEvent.click(save);
    await expect(current).toHaveAccessibleDescription('現在の出金パスワードを入力してください');
    await expect(next).toHaveAccessibleDescription(/6文字の数字で入力してください/);
    await waitFor(() => expect(current).toHaveFocus());

    await userEvent.type(current, '135790');
    await userEvent.clear(next);
    await userEvent.type(next, '135790');
    await userEvent.click(save);
    await expect(next).toHaveAccessibleDescription(/新しいパスワードは現在のものと異なる必要があります/);

    await userEvent.clear(next);
    await userEvent.type(next, '246810');
    await userEvent.clear(confirm);
    await userEvent.type(confirm, '246811');
    await userEvent.click(save);
    await expect(confirm).toHaveAccessibleDescription('2回の入力が一致しません');
    await expect(args.onSetPaymentPassword).not.toHaveBeenCalled();

    await userEvent.clear(confirm);
    await userEvent.type(confirm, '246810');
    await userEvent.click(save);
    // The form validates asynchronously before it submits: wait for the call rather than expect it at once.
    await waitFor(() =>
      expect(args.onSetPaymentPassword).toHaveBeenCalledWith({ currentPassword: '135790', newPassword: '246810' }),
    );
    await expect(await canvas.findByText('出金パスワードを保存しました。')).toBeVisible();
  },
};

/** Setting the first payment password asks for no current one; a wrong-rule from the server shows by the field. */
export const SetPaymentPassword: Story = {
  args: {
    bindings: { hasPaymentPassword: false, hasGoogleAuthenticator: false },
    paymentPasswordRule: { patternId: 14, minLength: 6, maxLength: 12, required: true },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '出金パスワードを設定' }));
    const dialog = await openDialog('出金パスワードの設定');
    // No payment password yet: the login password proves the member instead.
    await expect(within(dialog).queryByLabelText(/現在の出金パスワード/)).toBeNull();
    const login = within(dialog).getByLabelText(/ログインパスワード/);
    const next = within(dialog).getByLabelText(/^新しい出金パスワード(?!（確認）)/);
    await expect(next).toHaveAccessibleDescription('6〜12文字の英数字のみで入力してください');
    await userEvent.type(next, 'abc123');
    await userEvent.type(within(dialog).getByLabelText(/新しい出金パスワード（確認）/), 'abc123');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onSetPaymentPassword).not.toHaveBeenCalled();
    await userEvent.type(login, 'Lucky2026');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onSetPaymentPassword).toHaveBeenCalledWith({
      currentPassword: 'Lucky2026',
      newPassword: 'abc123',
    });
  },
};

/** Google Authenticator: the QR code of the otpauth URI, the key in groups of four with a copy button, the code. */
export const GoogleAuthenticator: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Google認証システムを連携' }));
    const dialog = await openDialog('Google認証システムの連携');
    await expect(args.onOpenGoogleAuthenticator).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByRole('img', { name: '認証アプリにアカウントを追加するQRコード' })).toHaveAttribute(
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
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Google認証システムを連携' }));
    const dialog = await openDialog('Google認証システムの連携');
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(within(dialog).getByRole('button', { name: 'コピー' }));
    await expect(writeText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    await expect(await within(dialog).findByText('キーをコピーしました。')).toBeVisible();
    writeText.mockRestore();
    const code = within(dialog).getByRole('textbox', { name: /認証アプリのコード/ });
    await userEvent.type(code, '12a34');
    await expect(code).toHaveValue('1234');
    await userEvent.click(within(dialog).getByRole('button', { name: '連携' }));
    await expect(code).toHaveAccessibleDescription('認証アプリに表示された6桁のコードを入力してください');
    await waitFor(() => expect(code).toHaveFocus());
    await expect(args.onBindGoogleAuthenticator).not.toHaveBeenCalled();
  },
};

/** The secret has not arrived yet: skeletons stand in for the QR code and the key. */
export const GoogleAuthenticatorLoading: Story = {
  args: { googleAuthenticatorUri: undefined },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Google認証システムを連携' }));
    const dialog = await openDialog('Google認証システムの連携');
    await expect(within(dialog).getByText('キーを準備しています…')).toBeInTheDocument();
    await expect(within(dialog).queryByRole('img')).toBeNull();
  },
};

/** Binding with a good code: the dialog closes and the binding is announced. */
export const BindGoogleAuthenticator: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Google認証システムを連携' }));
    const dialog = await openDialog('Google認証システムの連携');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /認証アプリのコード/ }), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: '連携' }));
    await expect(args.onBindGoogleAuthenticator).toHaveBeenCalledWith('123456');
    await expect(await canvas.findByText('Google認証システムを連携しました。')).toBeVisible();
  },
};

/** PROFPIC3: the avatar opens a chooser of the platform's pictures (a radio group); the chosen one is saved. */
export const ChooseAvatar: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'アバターを変更' }));
    const dialog = await openDialog('アバターを選択');
    const group = within(dialog).getByRole('radiogroup', { name: 'アバターを選択' });
    const options = within(group).getAllByRole('radio');
    await expect(options).toHaveLength(8);
    await expect(options[0]).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'アバター3' }));
    await expect(options[2]).toBeChecked();
  },
};

/** Saving the chosen avatar: its id (the platform's path) goes to the callback and the change is announced. */
export const ChooseAvatarSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'アバターを変更' }));
    const dialog = await openDialog('アバターを選択');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'アバター5' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onChooseAvatar).toHaveBeenCalledWith('/avatars/5.svg');
    await expect(await canvas.findByText('アバターを保存しました。')).toBeVisible();
  },
};

/** Without PROFPIC3 (no choices) the avatar is a picture only, not a button. */
export const AvatarWithoutChooser: Story = {
  args: { avatarChoices: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'アバターを変更' })).toBeNull();
  },
};

/** Starting the binding failed: the dialog says so with a retry (which asks for a fresh secret), not a blank QR. */
export const GoogleAuthenticatorStartFailed: Story = {
  tags: ['vrt'],
  args: { googleAuthenticatorUri: undefined, googleAuthenticatorError: new Error('network') },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Google認証システムを連携' }));
    const dialog = await openDialog('Google認証システムの連携');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'キーを準備できませんでした。もう一度お試しください。',
    );
    await expect(within(dialog).queryByText('キーを準備しています…')).toBeNull();
    await expect(within(dialog).getByRole('button', { name: '連携' })).toBeDisabled();
    await expect(args.onOpenGoogleAuthenticator).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: '再試行' }));
    await expect(args.onOpenGoogleAuthenticator).toHaveBeenCalledTimes(2);
  },
};
