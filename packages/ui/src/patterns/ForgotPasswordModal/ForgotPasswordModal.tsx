import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { emailRule, mobileRule, passwordRule, usernameRule } from '@croupier/contract';
import { Button } from '../../actions/Button';
import type { SmsCodeButtonProps } from '../../forms/SmsCodeButton';
import { TextField } from '../../forms/TextField';
import { Modal, ModalBody } from '../../overlays/Modal';
import { Icon } from '../../primitives/Icon';
import { Form, Note, TextLink } from '../LoginModal/AuthModal.styles';
import {
  AuthAlert,
  AuthSuccess,
  AuthTabsBody,
  CodeField,
  PasswordField,
  PhoneNumberField,
  dialingCodeOf,
  useAsyncAction,
  type AuthTab,
} from '../LoginModal/AuthModalParts';
import { checkField } from '../LoginModal/authMessages';
import type { ForgotPasswordModalProps, ForgotPasswordTab } from './ForgotPasswordModal.types';

interface EmailForm {
  username: string;
  email: string;
}
interface PhoneForm {
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}

/**
 * Forgot password (SPEC §2, §5): by e-mail (username rule and e-mail rule), or by mobile when phone recovery is
 * on (mobile rule, SMS code, new password with the password rule). Each tab ends in its own success state.
 */
export function ForgotPasswordModal({
  open,
  defaultOpen,
  onOpenChange,
  defaultTab = 'email',
  isPhoneRecoveryEnabled = false,
  onSubmitEmail,
  onSubmitPhone,
  onRequestSmsCode,
  onSmsError,
  isThirdPartyPhoneAuth,
  countries = [],
  defaultCountryCode,
  onBackToLogin,
  errorMessage,
  isLoading = false,
  defaultDone,
}: ForgotPasswordModalProps) {
  const { t } = useTranslation('auth');
  const [tab, setTab] = useState<ForgotPasswordTab>(isPhoneRecoveryEnabled ? defaultTab : 'email');
  const [done, setDone] = useState<ForgotPasswordTab | null>(defaultDone ?? null);
  const [countryCode, setCountryCode] = useState(defaultCountryCode ?? countries[0]?.countryCode ?? '');
  const [isSubmitting, run] = useAsyncAction();
  const isBusy = isSubmitting || isLoading;

  const emailForm = useForm<EmailForm>({ defaultValues: { username: '', email: '' } });
  const phoneForm = useForm<PhoneForm>({ defaultValues: { mobileNum: '', verificationCode: '', newPassword: '' } });
  const ee = emailForm.formState.errors;
  const pe = phoneForm.formState.errors;

  const submitEmail = emailForm.handleSubmit(async (form) => {
    const ok = await run(() => onSubmitEmail({ username: form.username.trim(), email: form.email.trim() }));
    if (ok) setDone('email');
  });
  const submitPhone = phoneForm.handleSubmit(async (form) => {
    const ok = await run(() =>
      onSubmitPhone?.({
        mobileNum: form.mobileNum.trim(),
        countryDialingCode: dialingCodeOf(countries, countryCode),
        verificationCode: form.verificationCode.trim(),
        newPassword: form.newPassword,
      }),
    );
    if (ok) setDone('mobile');
  });

  const emailFormUsernameField = emailForm.register('username', { validate: (v) => checkField(t, v.trim(), usernameRule, t('fields.username')) });
  const emailFormEmailField = emailForm.register('email', { validate: (v) => checkField(t, v.trim(), emailRule, t('fields.email')) });
  const phoneFormMobileNumField = phoneForm.register('mobileNum', { validate: (v) => checkField(t, v.trim(), mobileRule, t('fields.mobileNum')) });
  const phoneFormVerificationCodeField = phoneForm.register('verificationCode', { validate: (v) => v.trim() !== '' || t('validation.verificationCode') });
  const phoneFormNewPasswordField = phoneForm.register('newPassword', { validate: (v) => checkField(t, v, passwordRule, t('fields.newPassword')) });
  const sendButton: SmsCodeButtonProps = {
    disabled: !onRequestSmsCode,
    isThirdPartyPhoneAuth,
    canRequest: () => phoneForm.trigger('mobileNum'),
    onRequest: async () =>
      onRequestSmsCode?.({ mobileNum: phoneForm.getValues('mobileNum').trim(), countryDialingCode: dialingCodeOf(countries, countryCode) }),
    onError: onSmsError,
  };

  const emailTab = (
    <Form noValidate onSubmit={(event) => void submitEmail(event)} aria-label={t('forgot.tabEmail')} data-part="EmailForm">
      <Note data-align="start">{t('forgot.emailIntro')}</Note>
      <TextField
        label={t('fields.username')}
        autoComplete="username"
        spellCheck={false}
        required
        isFullWidth
        startIcon={<Icon name="user" />}
        error={ee.username?.message}
        {...emailFormUsernameField}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        isFullWidth
        startIcon={<Icon name="mail" />}
        error={ee.email?.message}
        {...emailFormEmailField}
      />
      <Button type="submit" size="lg" isFullWidth isLoading={isBusy} startIcon={<Icon name="mail" />}>
        {t('forgot.submitEmail')}
      </Button>
    </Form>
  );

  const phoneTab = (
    <Form noValidate onSubmit={(event) => void submitPhone(event)} aria-label={t('forgot.tabMobile')} data-part="PhoneForm">
      <Note data-align="start">{t('forgot.phoneIntro')}</Note>
      <PhoneNumberField
        countries={countries}
        countryCode={countryCode}
        onCountryCodeChange={setCountryCode}
        required
        error={pe.mobileNum?.message}
        {...phoneFormMobileNumField}
      />
      <CodeField required error={pe.verificationCode?.message} sendButton={sendButton} {...phoneFormVerificationCodeField} />
      <PasswordField label={t('fields.newPassword')} autoComplete="new-password" error={pe.newPassword?.message} {...phoneFormNewPasswordField} />
      <Button type="submit" size="lg" isFullWidth isLoading={isBusy} startIcon={<Icon name="lock" />}>
        {t('forgot.submitPhone')}
      </Button>
    </Form>
  );

  const tabs: AuthTab[] = [{ value: 'email', label: t('forgot.tabEmail'), icon: 'mail', content: emailTab }];
  if (isPhoneRecoveryEnabled) tabs.push({ value: 'mobile', label: t('forgot.tabMobile'), icon: 'phone', content: phoneTab });

  const back = onBackToLogin ? (
    <Note>
      <TextLink type="button" onClick={onBackToLogin} data-part="BackToLogin">
        {t('forgot.backToLogin')}
      </TextLink>
    </Note>
  ) : null;

  return (
    <Modal
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      size="dialog"
      title={t('forgot.title')}
      data-pattern="ForgotPasswordModal"
    >
      {done ? (
        <ModalBody>
          <AuthSuccess
            title={done === 'email' ? t('forgot.emailSentTitle') : t('forgot.phoneDoneTitle')}
            action={
              done === 'email' ? (
                <Button variant="secondary" onClick={onBackToLogin ?? (() => onOpenChange?.(false))}>
                  {onBackToLogin ? t('forgot.backToLogin') : t('forgot.done')}
                </Button>
              ) : null
            }
          >
            {done === 'email' ? t('forgot.emailSentBody') : t('forgot.phoneDoneBody')}
          </AuthSuccess>
        </ModalBody>
      ) : (
        <AuthTabsBody
          tabs={tabs}
          value={tab}
          onValueChange={(value) => setTab(value as ForgotPasswordTab)}
          before={errorMessage ? <AuthAlert>{errorMessage}</AuthAlert> : null}
          after={back}
        />
      )}
    </Modal>
  );
}
