import * as RadioGroup from '@radix-ui/react-radio-group';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { mobileRule } from '@croupier/contract';
import { Button } from '../../actions/Button';
import { Spinner } from '../../feedback/Spinner';
import { CaptchaField } from '../../forms/CaptchaField';
import { Checkbox } from '../../forms/Checkbox';
import { SliderVerification, type SliderStatus } from '../../forms/SliderVerification';
import type { SmsCodeButtonProps } from '../../forms/SmsCodeButton';
import { TextField } from '../../forms/TextField';
import { Modal, ModalBody } from '../../overlays/Modal';
import { Icon } from '../../primitives/Icon';
import { BodyStack, Form, Note, Row, Segment, Segmented, Separator, SocialRow, StepHeading, TextLink } from './AuthModal.styles';
import {
  AuthAlert,
  AuthTabsBody,
  CodeField,
  PasswordField,
  PhoneNumberField,
  dialingCodeOf,
  useAsyncAction,
  type AuthTab,
} from './AuthModalParts';
import { checkField } from './authMessages';
import { loginRoles, type LoginModalProps, type LoginRole, type LoginTab, type UsernameLoginValues } from './LoginModal.types';

interface UsernameForm {
  username: string;
  password: string;
  captcha: string;
  rememberMe: boolean;
}

interface SmsForm {
  mobileNum: string;
  code: string;
}

const SUCCESS_PAUSE_MS = 400;

/**
 * The login popup (SPEC §2, §4, §5): by username, or by mobile number with an SMS code when enabled; captcha
 * when the last attempt asked for it; remember me; social login and free trial; links to register and forgot
 * password. A valid username login passes the slider step first (never an SMS login), then `onSubmit` gets
 * the trimmed values and the button spins until its promise settles. Failures come back as `errorMessage`.
 * A Member | Agent switch (a radio group: arrow keys move and choose) tells the caller who logs in (SPEC §6).
 */
export function LoginModal({
  open,
  defaultOpen,
  onOpenChange,
  defaultTab = 'username',
  isAgentLoginEnabled = true,
  defaultRole = 'member',
  isSmsLoginEnabled = false,
  isCaptchaRequired = false,
  captchaSrc,
  onRefreshCaptcha,
  socialProviders = [],
  onSocialLogin,
  isFreePlayEnabled = false,
  onFreePlay,
  onOpenRegister,
  onOpenForgotPassword,
  slider,
  countries = [],
  defaultCountryCode,
  onRequestSmsCode,
  onSmsError,
  isThirdPartyPhoneAuth,
  onSubmit,
  errorMessage,
  isLoading = false,
  defaultUsername = '',
  defaultRememberMe = false,
}: LoginModalProps) {
  const { t } = useTranslation('auth');
  const [tab, setTab] = useState<LoginTab>(isSmsLoginEnabled ? defaultTab : 'username');
  const [chosenRole, setRole] = useState<LoginRole>(defaultRole);
  const role: LoginRole = isAgentLoginEnabled ? chosenRole : 'member';
  const [step, setStep] = useState<'form' | 'verify'>('form');
  const [pending, setPending] = useState<UsernameLoginValues | null>(null);
  const [sliderStatus, setSliderStatus] = useState<SliderStatus>('idle');
  const [countryCode, setCountryCode] = useState(defaultCountryCode ?? countries[0]?.countryCode ?? '');
  const [isSubmitting, run] = useAsyncAction();
  const isBusy = isSubmitting || isLoading;
  const captchaShown = useRef(isCaptchaRequired);
  captchaShown.current = isCaptchaRequired;
  const verifyRef = useRef<HTMLDivElement>(null);

  const userForm = useForm<UsernameForm>({
    defaultValues: { username: defaultUsername, password: '', captcha: '', rememberMe: defaultRememberMe },
  });
  const smsForm = useForm<SmsForm>({ defaultValues: { mobileNum: '', code: '' } });
  const userErrors = userForm.formState.errors;
  const smsErrors = smsForm.formState.errors;

  const emptyMessage = t('validation.usernamePasswordEmpty');
  const notEmpty = (value: string) => value.trim() !== '' || emptyMessage;

  useEffect(() => {
    if (step !== 'verify') return;
    const target = verifyRef.current?.querySelector<HTMLElement>('[role="slider"]');
    target?.focus();
  }, [step, slider?.challenge]);

  const submitUsername = userForm.handleSubmit((form) => {
    const values: UsernameLoginValues = {
      type: 'username',
      username: form.username.trim(),
      password: form.password.trim(),
      rememberMe: form.rememberMe,
      as: role,
      ...(isCaptchaRequired ? { captcha: form.captcha.trim() } : {}),
    };
    if (!slider) {
      void run(() => onSubmit(values));
      return;
    }
    setPending(values);
    setSliderStatus('idle');
    setStep('verify');
    slider.onRequestChallenge?.();
  });

  const submitSms = smsForm.handleSubmit((form) =>
    run(() =>
      onSubmit({
        type: 'sms',
        username: form.mobileNum.trim(),
        password: form.code.trim(),
        countryDialingCode: dialingCodeOf(countries, countryCode),
        as: role,
      }),
    ),
  );

  function refreshChallenge() {
    setSliderStatus('idle');
    slider?.onRequestChallenge?.();
  }
  const backToForm = () => setStep('form');

  async function verify(check: () => Promise<boolean>) {
    setSliderStatus('checking');
    let passed: boolean;
    try {
      passed = await check();
    } catch {
      passed = false;
    }
    if (!passed) {
      setSliderStatus('error');
      return;
    }
    setSliderStatus('success');
    await new Promise((resolve) => setTimeout(resolve, SUCCESS_PAUSE_MS));
    setStep('form');
    if (pending) await run(() => onSubmit(pending));
  }

  // Only the SPEC §5 rules: a username and a password; the server judges their format.
  const usernameError = userErrors.username?.message;
  const passwordError = userErrors.password?.message === usernameError ? undefined : userErrors.password?.message;

  const mobileLabel = t('fields.mobileNum');
  const userFormUsernameField = userForm.register('username', { validate: notEmpty });
  const userFormPasswordField = userForm.register('password', { validate: notEmpty });
  const userFormCaptchaField = isCaptchaRequired ? userForm.register('captcha', {
    validate: (value) => !captchaShown.current || value.trim() !== '' || t('validation.captchaRequired'),
    }) : undefined;
  const userFormRememberMeField = userForm.register('rememberMe');
  const smsFormMobileNumField = smsForm.register('mobileNum', { validate: (value) => checkField(t, value.trim(), mobileRule, mobileLabel) });
  const smsFormCodeField = smsForm.register('code', { validate: (value) => value.trim() !== '' || t('validation.verificationCode') });
  const sendButton: SmsCodeButtonProps = {
    disabled: !onRequestSmsCode,
    isThirdPartyPhoneAuth,
    canRequest: () => smsForm.trigger('mobileNum'),
    onRequest: async () =>
      onRequestSmsCode?.({ mobileNum: smsForm.getValues('mobileNum').trim(), countryDialingCode: dialingCodeOf(countries, countryCode) }),
    onError: onSmsError,
  };

  const usernameTab = (
    <Form noValidate onSubmit={(event) => void submitUsername(event)} aria-label={t('login.tabUsername')} data-part="UsernameForm">
      <TextField
        label={t('fields.username')}
        autoComplete="username"
        spellCheck={false}
        required
        isFullWidth
        startIcon={<Icon name="user" />}
        error={usernameError}
        {...userFormUsernameField}
      />
      <PasswordField label={t('fields.password')} autoComplete="current-password" error={passwordError} {...userFormPasswordField} />
      {isCaptchaRequired ? (
        <CaptchaField
          src={captchaSrc}
          onRefresh={onRefreshCaptcha}
          required
          isFullWidth
          error={userErrors.captcha?.message}
          {...userFormCaptchaField}
        />
      ) : null}
      <Row>
        <Checkbox {...userFormRememberMeField}>{t('login.rememberMe')}</Checkbox>
        {onOpenForgotPassword ? (
          <TextLink type="button" onClick={onOpenForgotPassword} data-part="ForgotPasswordLink">
            {t('login.forgotPassword')}
          </TextLink>
        ) : null}
      </Row>
      <Button type="submit" size="lg" isFullWidth isLoading={isBusy} startIcon={<Icon name="login" />}>
        {t('login.submit')}
      </Button>
    </Form>
  );

  const smsTab = (
    <Form noValidate onSubmit={(event) => void submitSms(event)} aria-label={t('login.tabMobile')} data-part="SmsForm">
      <PhoneNumberField
        countries={countries}
        countryCode={countryCode}
        onCountryCodeChange={setCountryCode}
        required
        error={smsErrors.mobileNum?.message}
        {...smsFormMobileNumField}
      />
      <CodeField required error={smsErrors.code?.message} sendButton={sendButton} {...smsFormCodeField} />
      <Button type="submit" size="lg" isFullWidth isLoading={isBusy} startIcon={<Icon name="login" />}>
        {t('login.submit')}
      </Button>
    </Form>
  );

  const tabs: AuthTab[] = [{ value: 'username', label: t('login.tabUsername'), icon: 'user', content: usernameTab }];
  if (isSmsLoginEnabled) tabs.push({ value: 'sms', label: t('login.tabMobile'), icon: 'phone', content: smsTab });

  const roleSwitch = isAgentLoginEnabled ? (
    <RadioGroup.Root
      asChild
      value={role}
      onValueChange={(value) => setRole(value as LoginRole)}
      orientation="horizontal"
      aria-label={t('login.roleLabel')}
      loop
    >
      <Segmented data-part="RoleSwitch">
        {loginRoles.map((value) => (
          <RadioGroup.Item key={value} value={value} asChild>
            <Segment data-part="Role" data-role={value}>
              <Icon name={value === 'agent' ? 'users' : 'user'} size="sm" />
              {t(`login.role.${value}`)}
            </Segment>
          </RadioGroup.Item>
        ))}
      </Segmented>
    </RadioGroup.Root>
  ) : null;
  const alert = errorMessage ? <AuthAlert>{errorMessage}</AuthAlert> : null;
  const before = (
    <>
      {roleSwitch}
      {alert}
    </>
  );
  const hasSocial = socialProviders.length > 0;
  const after = (
    <>
      {hasSocial ? <Separator>{t('login.orContinueWith')}</Separator> : null}
      {hasSocial ? (
        <SocialRow data-part="SocialLogin">
          {socialProviders.map((provider) => (
            <Button
              key={provider}
              variant="secondary"
              isFullWidth
              startIcon={<Icon name={provider} />}
              aria-label={t('login.withProvider', { provider: t(`login.${provider}`) })}
              onClick={() => onSocialLogin?.(provider)}
            >
              {t(`login.${provider}`)}
            </Button>
          ))}
        </SocialRow>
      ) : null}
      {isFreePlayEnabled ? (
        <Button variant="outline" isFullWidth startIcon={<Icon name="play" />} onClick={onFreePlay} data-part="FreePlayButton">
          {t('login.freePlay')}
        </Button>
      ) : null}
      {onOpenRegister ? (
        <Note>
          {t('login.noAccount')}{' '}
          <TextLink type="button" onClick={onOpenRegister} data-part="RegisterLink">
            {t('login.register')}
          </TextLink>
        </Note>
      ) : null}
    </>
  );

  return (
    <Modal
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      size="dialog"
      title={t('login.title')}
      data-pattern="LoginModal"
    >
      {step === 'verify' && slider ? (
        <ModalBody>
          <BodyStack ref={verifyRef} data-part="SliderStep">
            <StepHeading>{t('slider.title')}</StepHeading>
            {slider.challenge ? (
              <SliderVerification
                {...slider.challenge}
                status={sliderStatus}
                onComplete={(x, track) => void verify(() => slider.onVerify(x, track))}
                onTapVerify={slider.onTapVerify ? () => void verify(() => slider.onTapVerify!()) : undefined}
                onRefresh={slider.onRequestChallenge ? refreshChallenge : undefined}
              />
            ) : (
              <Row style={{ justifyContent: 'center' }}>
                <Spinner label={t('slider.loading')} />
              </Row>
            )}
            <Button variant="ghost" startIcon={<Icon name="chevronLeft" />} onClick={backToForm}>
              {t('slider.back')}
            </Button>
          </BodyStack>
        </ModalBody>
      ) : (
        <AuthTabsBody tabs={tabs} value={tab} onValueChange={(value) => setTab(value as LoginTab)} before={before} after={after} />
      )}
    </Modal>
  );
}
