/**
 * The account modals of SPEC §2 wired to the platform (SPEC §4, §5, §8): login (username with slider and captcha,
 * SMS code, free trial), registration (username, mobile), forgot password (e-mail, phone), change password and the
 * new-IP two-factor step. Loaded on demand, the first time one of them opens.
 */
import { isApiError, useAffiliateCheck, useCaptcha, useChangePassword, useCountries, useForgotPasswordByEmail, useFreePlayLogin, useLogin, useLoginSmsCode, useLoginVerification, useMemberInfo, usePasswordResetSmsCode, useRegister, useRegisterByMobile, useRegisterSmsCode, useSessionStore, useSetPasswordByPhone, useSliderChallenge, useSliderCheck } from '@croupier/data';
import type { SliderResult } from '@croupier/contract';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChangePasswordModal,
  ForgotPasswordModal,
  LoginModal,
  RegisterModal,
  TwoFactorModal,
  useToast,
  type ChangePasswordValues,
  type ForgotByEmailValues,
  type ForgotByPhoneValues,
  type LoginValues,
  type PhoneNumber,
  type RegisterFieldName,
  type RegisterValues,
  type TwoFactorValues,
} from '@croupier/ui';
import { errorText } from '../app/errorText';
import { useSiteConfig } from '../app/useSiteConfig';
import { closeAuth, openAuth, setSiteState, showDialog, useSiteState, type AuthModal } from '../state/siteStore';
import { afterPasswordChangeState } from './forcedChange';
import { useAfterLogin, type LoginMethod } from './useAfterLogin';

const FIELD_MESSAGE_PREFIX = 'validation:';

/** Server validation issues ({ path: [field], message: 'validation:patternN' }) as localized messages per field. */
function fieldErrorsOf(error: unknown, t: (key: string) => string): Partial<Record<RegisterFieldName, string>> {
  if (!isApiError(error)) return {};
  const value = error.value as { issues?: { path?: unknown[]; message?: string }[] } | undefined;
  const issues = [...(value?.issues ?? []), ...error.issues];
  const out: Partial<Record<RegisterFieldName, string>> = {};
  for (const issue of issues) {
    const field = issue.path?.[0];
    if (typeof field !== 'string' || !issue.message) continue;
    const key = issue.message.startsWith(FIELD_MESSAGE_PREFIX) ? `auth:validation.${issue.message.slice(FIELD_MESSAGE_PREFIX.length)}` : issue.message;
    out[field as RegisterFieldName] = t(key);
  }
  return out;
}

function useSmsFailure() {
  const { t } = useTranslation('site');
  return useCallback(
    (message: string) => showDialog({ kind: 'message', icon: 'warning', titleKey: 'site:auth.smsFailedTitle', body: message || t('errors:smsSendFailed') }),
    [t],
  );
}

/**
 * An SMS send for a modal's code button: resolves with the server's expiry, or rejects with an Error whose message
 * (the localized failure) the button hands to `onSmsError`.
 */
function smsRequest<T extends object>(t: (key: string) => string, send: () => Promise<T | null | undefined>): Promise<T | undefined> {
  return send().then(
    (result) => result ?? undefined,
    (error: unknown) => {
      throw new Error(errorText(t as never, error));
    },
  );
}

// ---- login ------------------------------------------------------------------------------------------------------

function LoginFlow({ tab }: { tab?: 'username' | 'sms' }) {
  const { t } = useTranslation('site');
  const { has } = useSiteConfig();
  const countries = useCountries().data ?? [];
  const [isCaptchaRequired, setCaptchaRequired] = useState(false);
  const captcha = useCaptcha({ enabled: isCaptchaRequired });
  const [errorMessage, setErrorMessage] = useState<string>();
  const login = useLogin();
  const smsCode = useLoginSmsCode();
  const freePlay = useFreePlayLogin();
  const challenge = useSliderChallenge();
  const check = useSliderCheck();
  const sliderResult = useRef<SliderResult | null>(null);
  const afterLogin = useAfterLogin();
  const onSmsError = useSmsFailure();

  const onSubmit = async (values: LoginValues) => {
    setErrorMessage(undefined);
    const agent = values.as === 'agent';
    const method: LoginMethod = values.type === 'sms' ? { type: 'sms', agent } : { type: 'username', password: values.password, agent };
    try {
      const result = await login.trigger({
        username: values.username,
        password: values.password,
        type: values.type,
        ...(agent ? { as: 'agent' as const } : {}),
        ...(values.type === 'username' && values.captcha !== undefined ? { captcha: values.captcha, ...(captcha.data?.captchaId ? { captchaId: captcha.data.captchaId } : {}) } : {}),
        ...(values.type === 'sms' && values.countryDialingCode ? { countryDialingCode: values.countryDialingCode } : {}),
        ...(values.type === 'username' && sliderResult.current ? { sliderResult: sliderResult.current } : {}),
      });
      afterLogin(result, method);
    } catch (error) {
      handleLoginFailure(error, method);
    } finally {
      sliderResult.current = null;
    }
  };

  const handleLoginFailure = (error: unknown, method: LoginMethod) => {
    if (isApiError(error) && error.code === 'login_verify_required') {
      const ticket = error.value as never;
      pendingMethod.current = method;
      openAuth({ kind: 'twoFactor', ticket });
      return;
    }
    // SPEC §8: a failure whose value carries the captcha flag shows the captcha field.
    const value = isApiError(error) ? (error.value as { captcha?: boolean } | undefined) : undefined;
    if (value?.captcha) {
      if (isCaptchaRequired) captcha.refresh();
      setCaptchaRequired(true);
    }
    setErrorMessage(errorText(t, error));
  };

  return (
    <LoginModal
      open
      onOpenChange={(open) => (open ? undefined : closeAuth())}
      defaultTab={tab}
      isSmsLoginEnabled={has('MOBILEVERCODELOGIN3')}
      isCaptchaRequired={isCaptchaRequired}
      captchaSrc={captcha.data?.image ?? null}
      onRefreshCaptcha={() => captcha.refresh()}
      isFreePlayEnabled={has('FREEPLAY3')}
      onFreePlay={async () => {
        setErrorMessage(undefined);
        try {
          await freePlay.trigger();
          afterLogin({ firstTimeLogin: false }, { type: 'freePlay' });
        } catch (error) {
          setErrorMessage(errorText(t, error));
        }
      }}
      onOpenRegister={() => openAuth({ kind: 'register' })}
      onOpenForgotPassword={() => openAuth({ kind: 'forgot' })}
      slider={{
        challenge: challenge.data,
        onRequestChallenge: () => void challenge.trigger().catch(() => undefined),
        onVerify: async (x, track) => {
          if (!challenge.data) return false;
          try {
            sliderResult.current = await check.trigger({ challengeId: challenge.data.challengeId, x, ...(track ? { track } : {}) });
            return true;
          } catch {
            return false;
          }
        },
      }}
      countries={countries}
      defaultCountryCode={countries[0]?.countryCode}
      onRequestSmsCode={(phone: PhoneNumber) => smsRequest(t, () => smsCode.trigger({ mobileNum: phone.mobileNum, countryDialingCode: phone.countryDialingCode }))}
      onSmsError={onSmsError}
      onSubmit={onSubmit}
      errorMessage={errorMessage}
    />
  );
}

/** The method of the login that is waiting for its two-factor step (to decide the forced change after it). */
const pendingMethod: { current: LoginMethod } = { current: { type: 'username' } };

function TwoFactorFlow({ ticket }: { ticket: { verifyToken: string; methods: readonly ('sms' | 'email' | 'ga' | 'bankName')[]; maskedEmail?: string | undefined } }) {
  const { t } = useTranslation('site');
  const countries = useCountries().data ?? [];
  const verify = useLoginVerification();
  const afterLogin = useAfterLogin();
  const [errorMessage, setErrorMessage] = useState<string>();
  const onSmsError = useSmsFailure();
  return (
    <TwoFactorModal
      open
      onOpenChange={(open) => (open ? undefined : closeAuth())}
      methods={ticket.methods}
      maskedEmail={ticket.maskedEmail}
      countries={countries}
      defaultCountryCode={countries[0]?.countryCode}
      onSendError={onSmsError}
      onSubmit={async (values: TwoFactorValues) => {
        setErrorMessage(undefined);
        try {
          const result = await verify.trigger({ ...values, verifyToken: ticket.verifyToken } as never);
          afterLogin(result, pendingMethod.current);
        } catch (error) {
          setErrorMessage(errorText(t, error));
        }
      }}
      errorMessage={errorMessage}
    />
  );
}

// ---- registration -----------------------------------------------------------------------------------------------

function RegisterFlow({ tab }: { tab?: 'username' | 'mobile' }) {
  const { t } = useTranslation('site');
  const { has, status } = useSiteConfig();
  const countries = useCountries().data ?? [];
  const captcha = useCaptcha({ enabled: status?.registerValidation.captcha?.enabled === true });
  const register = useRegister();
  const registerByMobile = useRegisterByMobile();
  const affiliate = useAffiliateCheck();
  const smsCode = useRegisterSmsCode();
  const afterLogin = useAfterLogin();
  const onSmsError = useSmsFailure();
  const [errorMessage, setErrorMessage] = useState<string>();
  const [affiliateError, setAffiliateError] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<RegisterFieldName, string>>>({});
  const linkCode = useMemo(() => new URLSearchParams(location.search).get('affiliateCode') ?? new URLSearchParams(location.search).get('code') ?? undefined, []);
  // A friend's invite link (referral, `/register?referralCode=`): the code goes with the registration.
  const referralCode = useMemo(() => new URLSearchParams(location.search).get('referralCode')?.trim() || undefined, []);

  const onSubmit = async (values: RegisterValues) => {
    setErrorMessage(undefined);
    setAffiliateError(false);
    setFieldErrors({});
    const { method, agreement, countryDialingCode, ...fields } = values;
    try {
      // SPEC §4: the affiliate code (when shown and filled) is checked before registering.
      if (fields.affiliateCode) {
        const { valid } = await affiliate.trigger({ code: fields.affiliateCode, domain: location.host });
        if (!valid) {
          setAffiliateError(true);
          return;
        }
      }
      const common = {
        ...fields,
        ...(referralCode && !fields.referralCode ? { referralCode } : {}),
        ...(countryDialingCode ? { countryDialingCode } : {}),
        ...(captcha.data?.captchaId && fields.captcha ? { captchaId: captcha.data.captchaId } : {}),
        agreement,
        login: true,
        registerUrl: location.href,
        registerMethod: 'WEB' as const,
        domain: location.host,
      };
      const result =
        method === 'mobile'
          ? await registerByMobile.trigger({ ...common, mobileNum: fields.mobileNum ?? '' } as never)
          : await register.trigger({ ...common, username: fields.username ?? '' } as never);
      afterLogin(result, { type: 'register' });
    } catch (error) {
      if (isApiError(error) && error.code === 'invitation_code_invalid') {
        setAffiliateError(true);
        return;
      }
      const perField = fieldErrorsOf(error, t);
      setFieldErrors(perField);
      if (Object.keys(perField).length === 0) setErrorMessage(errorText(t, error));
      if (status?.registerValidation.captcha?.enabled) captcha.refresh();
    }
  };

  return (
    <RegisterModal
      open
      onOpenChange={(open) => (open ? undefined : closeAuth())}
      defaultTab={tab}
      isUsernameRegistrationEnabled={status ? has('USERNAMEREG3') : true}
      isMobileRegistrationEnabled={has('MOBILENUMREG3')}
      isSmsVerificationEnabled={has('REGMOBVERF3')}
      validation={status?.registerValidation ?? {}}
      countries={countries}
      defaultCountryCode={countries[0]?.countryCode}
      captchaSrc={captcha.data?.image ?? null}
      onRefreshCaptcha={() => captcha.refresh()}
      defaultAffiliateCode={linkCode}
      isAffiliateCodeLocked={linkCode !== undefined}
      affiliateError={affiliateError}
      fieldErrors={fieldErrors}
      onOpenLogin={() => openAuth({ kind: 'login' })}
      onOpenTerms={() => window.open('/help?topic=terms', '_blank', 'noopener')}
      onRequestSmsCode={(phone: PhoneNumber) => smsRequest(t, () => smsCode.trigger({ mobileNo: phone.mobileNum, countryDialingCode: phone.countryDialingCode }))}
      onSmsError={onSmsError}
      onSubmit={onSubmit}
      errorMessage={errorMessage}
    />
  );
}

// ---- forgot and change password ------------------------------------------------------------------------------------

function ForgotFlow() {
  const { t } = useTranslation('site');
  const { has } = useSiteConfig();
  const countries = useCountries().data ?? [];
  const byEmail = useForgotPasswordByEmail();
  const resetCode = usePasswordResetSmsCode();
  const byPhone = useSetPasswordByPhone();
  const login = useLogin();
  const afterLogin = useAfterLogin();
  const onSmsError = useSmsFailure();
  const [errorMessage, setErrorMessage] = useState<string>();
  return (
    <ForgotPasswordModal
      open
      onOpenChange={(open) => (open ? undefined : closeAuth())}
      isPhoneRecoveryEnabled={has('CHNGPASSVERIF3')}
      countries={countries}
      defaultCountryCode={countries[0]?.countryCode}
      onBackToLogin={() => openAuth({ kind: 'login' })}
      onSubmitEmail={async (values: ForgotByEmailValues) => {
        setErrorMessage(undefined);
        try {
          await byEmail.trigger(values);
          // SPEC §8: a message dialog confirms the request was sent.
          showDialog({ kind: 'message', icon: 'success', titleKey: 'site:auth.forgotSentTitle', bodyKey: 'site:auth.forgotSentBody', values: { email: values.email } });
        } catch (error) {
          setErrorMessage(errorText(t, error));
          throw error;
        }
      }}
      onRequestSmsCode={(phone: PhoneNumber) => smsRequest(t, () => resetCode.trigger({ mobileNum: phone.mobileNum, countryDialingCode: phone.countryDialingCode }))}
      onSmsError={onSmsError}
      onSubmitPhone={async (values: ForgotByPhoneValues) => {
        setErrorMessage(undefined);
        try {
          await byPhone.trigger({
            newPassword: values.newPassword,
            mobileNum: values.mobileNum,
            countryDialingCode: values.countryDialingCode,
            verificationCode: values.verificationCode,
          });
          // SPEC §4: log in at once with the mobile number and the new password.
          const result = await login.trigger({ username: values.mobileNum, password: values.newPassword, type: 'username', countryDialingCode: values.countryDialingCode });
          afterLogin(result, { type: 'resetByPhone', password: values.newPassword });
        } catch (error) {
          setErrorMessage(errorText(t, error));
          throw error;
        }
      }}
      errorMessage={errorMessage}
    />
  );
}

function ChangePasswordFlow({ auth, onGoHome }: { auth: Extract<AuthModal, { kind: 'changePassword' }>; onGoHome: () => void }) {
  const { reason } = auth;
  const { t } = useTranslation('site');
  const { toast } = useToast();
  const change = useChangePassword();
  const memberInfo = useMemberInfo();
  const [errorMessage, setErrorMessage] = useState<string>();
  const session = useSessionStore();
  return (
    <ChangePasswordModal
      open
      onOpenChange={(open) => (open ? undefined : closeAuth())}
      reason={reason}
      isCurrentPasswordRequired
      onSubmit={async (values: ChangePasswordValues) => {
        setErrorMessage(undefined);
        try {
          await change.trigger({ oldPassword: values.oldPassword ?? '', newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword });
          // SPEC §4: reload the login info, close, go home.
          if (session.getToken()) await memberInfo.mutate();
          setSiteState(afterPasswordChangeState(auth));
          toast({ tone: 'success', title: t('auth.passwordChangedTitle'), description: t('auth.passwordChangedBody') });
          onGoHome();
        } catch (error) {
          setErrorMessage(errorText(t, error));
        }
      }}
      errorMessage={errorMessage}
    />
  );
}

// ---- host ---------------------------------------------------------------------------------------------------------

export interface AuthFlowsProps {
  onGoHome: () => void;
}

/** Renders the open account modal, if any. */
export function AuthFlows({ onGoHome }: AuthFlowsProps) {
  const { auth } = useSiteState();
  if (!auth) return null;
  switch (auth.kind) {
    case 'login':
      return <LoginFlow key="login" tab={auth.tab} />;
    case 'register':
      return <RegisterFlow key="register" tab={auth.tab} />;
    case 'forgot':
      return <ForgotFlow key="forgot" />;
    case 'changePassword':
      return <ChangePasswordFlow key="change" auth={auth} onGoHome={onGoHome} />;
    case 'twoFactor':
      return <TwoFactorFlow key="twoFactor" ticket={auth.ticket} />;
  }
}
