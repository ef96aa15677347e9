import { INCOME_SOURCES, PROFILE_LIMITS } from '@croupier/contract';
import { renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createUiI18n } from '../../i18n';
import { renderUi } from '../../test/render';
import { useSubmitErrorText } from '../shared/submitError';
import { groupSecret, otpauthSecretOf, securityChecklistOf } from './securityLevel';
import { SecurityCenterPanel } from './SecurityCenterPanel';
import { ageOn } from './SecurityProfile';

const everything = { paymentPasswordEnabled: true, googleAuthenticatorEnabled: true };
const nothing = { hasMobile: false, hasEmail: false, hasPaymentPassword: false, hasGoogleAuthenticator: false };

describe('securityChecklistOf', () => {
  it('counts the password always and the optional items only where the brand offers them', () => {
    expect(securityChecklistOf({ ...nothing, ...everything })).toMatchObject({ done: 1, total: 5, next: 'mobile' });
    expect(
      securityChecklistOf({ ...nothing, paymentPasswordEnabled: false, googleAuthenticatorEnabled: false }),
    ).toMatchObject({ done: 1, total: 3 });
    const result = securityChecklistOf({
      ...nothing,
      hasMobile: true,
      hasEmail: true,
      paymentPasswordEnabled: false,
      googleAuthenticatorEnabled: false,
    });
    expect(result).toMatchObject({ done: 3, total: 3, next: undefined });
    // The checklist has no level of its own: the platform rates the account.
    expect(result).not.toHaveProperty('level');
  });

  it('suggests the first missing item in the order password, mobile, e-mail, payment password, authenticator', () => {
    expect(securityChecklistOf({ ...nothing, ...everything, hasMobile: true }).next).toBe('email');
    expect(securityChecklistOf({ ...nothing, ...everything, hasMobile: true, hasEmail: true }).next).toBe(
      'paymentPassword',
    );
  });
});

describe('the authenticator key', () => {
  it('comes from the otpauth URI, upper case, without padding, in groups of four', () => {
    const uri = 'otpauth://totp/Croupier:demo01?secret=jbswy3dpehpk3pxp%3D%3D&issuer=Croupier';
    expect(otpauthSecretOf(uri)).toBe('JBSWY3DPEHPK3PXP');
    expect(groupSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(otpauthSecretOf('otpauth://totp/x')).toBe('');
  });
});

describe('ageOn', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2008-11-25', '2026-11-25')).toBe(18);
    expect(ageOn('2008-11-26', '2026-11-25')).toBe(17);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
  });
});

describe('useSubmitErrorText', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={createUiI18n('EN')}>{children}</I18nextProvider>
  );

  it('localizes issue codes and contract error codes by field, and passes localized messages through', () => {
    const { result } = renderHook(() => useSubmitErrorText(['nickname', 'code', 'address'] as const), { wrapper });
    const described = result.current({
      code: 'validation_failed',
      fieldErrors: { nickname: 'taken', code: 'code_expired', address: 'Too far away', unknownField: 'taken' },
    });
    expect(described).toEqual({
      form: undefined,
      fields: {
        nickname: 'This is already used by another account',
        code: 'The code has expired. Please resend it.',
        address: 'Too far away',
      },
    });
  });

  it('reads schema issues by their first path segment and says what failed above the form', () => {
    const { result } = renderHook(() => useSubmitErrorText(['amount'] as const), { wrapper });
    expect(
      result.current({
        code: 'insufficient_balance',
        issues: [{ path: ['amount'], message: 'Number must be positive' }],
      }),
    ).toEqual({
      form: 'Insufficient balance.',
      fields: { amount: 'This value is not valid' },
    });
    expect(result.current({ code: 'SOMETHING_NEW', message: 'Le serveur dit non' }).form).toBe('Le serveur dit non');
    expect(result.current(undefined).form).toBe('Something went wrong. Please try again.');
  });
});

describe('SecurityCenterPanel', () => {
  it('shows the profile and security state in the member language', () => {
    renderUi(
      <SecurityCenterPanel
        profile={{ account: 'demo01', nickname: 'Lucky', email: 'de***@example.com' }}
        bindings={{ hasPaymentPassword: false, hasGoogleAuthenticator: false }}
        securityLevel="medium"
        paymentPasswordEnabled
        recentLogins={[]}
      />,
      { lang: 'EN' },
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Lucky' })).toBeInTheDocument();
    // The platform's level, whatever the checklist counts (2 of 4 would read "low" by a kit-side rule).
    const meter = screen.getByRole('meter', { name: /Security level/ });
    expect(meter).toHaveAttribute('aria-valuetext', 'Medium: 2 of 4 protections on');
    expect(meter).toHaveAttribute('aria-valuenow', '2');
    expect(meter).toHaveAttribute('aria-valuemax', '3');
    expect(screen.getByText(/Next step: bind your mobile number/)).toBeInTheDocument();
    // No callbacks, no buttons: the panel shows what it can do, nothing more.
    expect(screen.queryByRole('button', { name: /Bind/ })).toBeNull();
    expect(screen.getByText('No logins recorded yet')).toBeInTheDocument();
  });

  it('opens the payment password dialog only when PAYMENTPASS3 is on', async () => {
    const user = userEvent.setup();
    const onSetPaymentPassword = vi.fn(async () => undefined);
    const { rerender } = renderUi(
      <SecurityCenterPanel profile={{ account: 'demo01' }} onSetPaymentPassword={onSetPaymentPassword} />,
      { lang: 'EN' },
    );
    expect(screen.queryByText('Withdrawal password')).toBeNull();
    rerender(
      <SecurityCenterPanel
        profile={{ account: 'demo01' }}
        paymentPasswordEnabled
        onSetPaymentPassword={onSetPaymentPassword}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Set Withdrawal password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set withdrawal password' });
    expect(within(dialog).queryByLabelText(/Current withdrawal password/)).toBeNull();
    // The first payment password is set with the login password.
    await user.type(within(dialog).getByLabelText(/Login password/), 'login-secret');
    await user.type(within(dialog).getByLabelText(/New withdrawal password/), '246810');
    await user.type(within(dialog).getByLabelText(/Confirm new withdrawal password/), '246810');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSetPaymentPassword).toHaveBeenCalledWith({ currentPassword: 'login-secret', newPassword: '246810' });
  });
});

/** Puts text in a field at once (typing it key by key is slow on a loaded machine, and typing is not what is tested). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('SecurityCenterPanel changes', () => {
  it('changes a bound e-mail in two steps: a code to the bound address first, then one to the new', async () => {
    const user = userEvent.setup();
    const onSendCode = vi.fn(async () => ({ expiredMinutes: 5 }));
    const onBind = vi
      .fn<(request: unknown) => Promise<void>>()
      .mockRejectedValueOnce({ code: 'code_invalid', fieldErrors: { currentCode: 'codeInvalid' } })
      .mockResolvedValueOnce(undefined);
    renderUi(
      <SecurityCenterPanel
        profile={{ account: 'demo01', email: 'de***@example.com' }}
        onSendCode={onSendCode}
        onBind={onBind}
      />,
      { lang: 'EN' },
    );
    await user.click(screen.getByRole('button', { name: 'Change E-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change e-mail' });
    const steps = within(dialog).getByRole('list', { name: 'Steps of the change' });
    expect(within(steps).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    const currentCode = within(dialog).getByRole('textbox', { name: /Code sent to the current address/ });
    // The second step is mounted (its send button keeps its countdown) but hidden.
    const newAddress = within(dialog).getByRole('textbox', { name: /New e-mail address/, hidden: true });
    expect(newAddress).not.toBeVisible();

    // No code yet: the first step stays.
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(currentCode).toHaveAccessibleDescription('Enter the verification code');
    expect(newAddress).not.toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(onSendCode).toHaveBeenCalledWith({ kind: 'email', value: '', current: true });
    await fill(user, currentCode, '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(newAddress).toBeVisible();
    expect(currentCode).not.toBeVisible();
    expect(within(steps).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');

    await fill(user, newAddress, 'lucky@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(onSendCode).toHaveBeenLastCalledWith({ kind: 'email', value: 'lucky@example.com' });
    await fill(user, within(dialog).getByRole('textbox', { name: /^Verification code/ }), '222222');
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(onBind).toHaveBeenCalledWith({
      kind: 'email',
      value: 'lucky@example.com',
      code: '222222',
      currentCode: '111111',
    });
    // The bound address's code was refused: back to the first step, the message by its field.
    expect(currentCode).toBeVisible();
    expect(currentCode).toHaveAccessibleDescription('The verification code is not correct');

    await user.clear(currentCode);
    await fill(user, currentCode, '333333');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(onBind).toHaveBeenLastCalledWith(expect.objectContaining({ currentCode: '333333', code: '222222' }));
    expect(await screen.findByText('Your e-mail address has been bound.')).toBeInTheDocument();
  }, 45_000);

  it('binds a first mobile number in one step, without a code to a bound one', async () => {
    const user = userEvent.setup();
    const onBind = vi.fn(async () => undefined);
    renderUi(
      <SecurityCenterPanel profile={{ account: 'demo01' }} onSendCode={vi.fn(async () => undefined)} onBind={onBind} />,
      { lang: 'EN' },
    );
    await user.click(screen.getByRole('button', { name: 'Bind Mobile number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bind mobile number' });
    expect(within(dialog).queryByRole('list')).toBeNull();
    await fill(user, within(dialog).getByRole('textbox', { name: /New mobile number/ }), '0812345678');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Verification code/ }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Bind' }));
    expect(onBind).toHaveBeenCalledWith({ kind: 'mobile', value: '0812345678', code: '123456' });
  });

  it('edits nationality and source of income as selects of the contract codes, within the contract lengths', async () => {
    const user = userEvent.setup();
    const onSaveProfile = vi.fn(async () => undefined);
    renderUi(
      <SecurityCenterPanel
        profile={{ account: 'demo01', nationality: 'JP', sourceOfIncome: 'salary' }}
        onSaveProfile={onSaveProfile}
      />,
      { lang: 'EN' },
    );
    expect(screen.getByText('Japan')).toBeInTheDocument();
    expect(screen.getByText('Salary')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    const nationality = screen.getByRole('combobox', { name: /Nationality/ });
    const income = screen.getByRole('combobox', { name: /Source of income/ });
    expect(nationality).toHaveValue('JP');
    expect(within(income).getAllByRole('option')).toHaveLength(INCOME_SOURCES.length + 1);
    await user.selectOptions(nationality, 'TH');
    await user.selectOptions(income, 'business');
    const nickname = screen.getByRole('textbox', { name: /Nickname/ });
    await fill(user, nickname, 'x'.repeat(PROFILE_LIMITS.nickname + 1));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(nickname).toHaveAccessibleDescription(`Use at most ${PROFILE_LIMITS.nickname} characters`);
    expect(onSaveProfile).not.toHaveBeenCalled();
    await user.clear(nickname);
    await fill(user, nickname, 'x'.repeat(PROFILE_LIMITS.nickname));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(onSaveProfile).toHaveBeenCalledWith(
      expect.objectContaining({ nationality: 'TH', sourceOfIncome: 'business', nickname: 'x'.repeat(24) }),
    );
  });

  it('chooses one of the platform avatars', async () => {
    const user = userEvent.setup();
    const onChooseAvatar = vi.fn(async () => undefined);
    const choices = [1, 2, 3].map((n) => ({ id: `/avatars/${n}.svg`, src: `https://cdn.example/avatars/${n}.svg` }));
    renderUi(
      <SecurityCenterPanel
        profile={{ account: 'demo01', avatar: choices[0]!.src, avatarType: 'STATIC' }}
        avatarChoices={choices}
        onChooseAvatar={onChooseAvatar}
      />,
      { lang: 'EN' },
    );
    await user.click(screen.getByRole('button', { name: 'Change avatar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose an avatar' });
    expect(within(dialog).getByRole('radio', { name: 'Avatar 1' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Avatar 3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onChooseAvatar).toHaveBeenCalledWith('/avatars/3.svg');
    expect(await screen.findByText('Avatar saved.')).toBeInTheDocument();
  });

  it('shows an error with a retry when starting the authenticator binding failed', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderUi(
      <SecurityCenterPanel
        profile={{ account: 'demo01' }}
        googleAuthenticatorEnabled
        googleAuthenticatorError={new Error('network')}
        onOpenGoogleAuthenticator={onOpen}
        onBindGoogleAuthenticator={vi.fn(async () => undefined)}
      />,
      { lang: 'EN' },
    );
    await user.click(screen.getByRole('button', { name: 'Bind Google Authenticator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bind Google Authenticator' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('We could not prepare your key. Please try again.');
    expect(within(dialog).getByRole('button', { name: 'Bind' })).toBeDisabled();
    expect(onOpen).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});
