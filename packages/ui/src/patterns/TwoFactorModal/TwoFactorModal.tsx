import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { mobileRule } from '@croupier/contract';
import { Button } from '../../actions/Button';
import { TextField } from '../../forms/TextField';
import { Modal } from '../../overlays/Modal';
import { Icon, type IconName } from '../../primitives/Icon';
import { Form, Note } from '../LoginModal/AuthModal.styles';
import {
  AuthAlert,
  AuthTabsBody,
  CodeField,
  PhoneNumberField,
  dialingCodeOf,
  useAsyncAction,
  type AuthTab,
} from '../LoginModal/AuthModalParts';
import { checkField } from '../LoginModal/authMessages';
import { twoFactorMethods, type TwoFactorMethod, type TwoFactorModalProps } from './TwoFactorModal.types';

interface FormValues {
  phone: string;
  code: string;
  name: string;
}

const methodLook: Record<TwoFactorMethod, { icon: IconName; labelKey: string }> = {
  sms: { icon: 'phone', labelKey: 'twoFactor.methodSms' },
  email: { icon: 'mail', labelKey: 'twoFactor.methodEmail' },
  ga: { icon: 'shieldCheck', labelKey: 'twoFactor.methodGa' },
  bankName: { icon: 'bank', labelKey: 'twoFactor.methodBankName' },
};

const sixDigits = /^[0-9]{6}$/;

/**
 * Two-factor verification after a login from an unrecorded IP (SPEC §4): SMS code plus phone, e-mail code,
 * Google Authenticator code or bank account name, whichever the server offers (a chooser when several).
 */
export function TwoFactorModal({
  open,
  defaultOpen,
  onOpenChange,
  methods,
  defaultMethod,
  maskedEmail,
  countries = [],
  defaultCountryCode,
  onRequestSmsCode,
  onRequestEmailCode,
  onSendError,
  onSubmit,
  errorMessage,
  isLoading = false,
}: TwoFactorModalProps) {
  const { t } = useTranslation('auth');
  const offered = twoFactorMethods.filter((m) => methods.includes(m));
  const [method, setMethod] = useState<TwoFactorMethod>(
    defaultMethod && offered.includes(defaultMethod) ? defaultMethod : (offered[0] ?? 'sms'),
  );
  const [countryCode, setCountryCode] = useState(defaultCountryCode ?? countries[0]?.countryCode ?? '');
  const [isSubmitting, run] = useAsyncAction();
  const { register, handleSubmit, formState, trigger, getValues } = useForm<FormValues>({
    shouldUnregister: true,
    defaultValues: { phone: '', code: '', name: '' },
  });
  const errors = formState.errors;

  const submit = (m: TwoFactorMethod) =>
    handleSubmit((form) =>
      run(() => {
        switch (m) {
          case 'sms':
            return onSubmit({ method: 'sms', phone: form.phone.trim(), countryDialingCode: dialingCodeOf(countries, countryCode), code: form.code.trim() });
          case 'email':
            return onSubmit({ method: 'email', code: form.code.trim() });
          case 'ga':
            return onSubmit({ method: 'ga', code: form.code.trim() });
          case 'bankName':
            return onSubmit({ method: 'bankName', name: form.name.trim() });
        }
      }),
    );

  const codeRequired = (v: string) => v.trim() !== '' || t('validation.verificationCode');

  const checkPhone = () => trigger('phone');
  const requestSmsCode = async () =>
    onRequestSmsCode?.({ mobileNum: getValues('phone').trim(), countryDialingCode: dialingCodeOf(countries, countryCode) });

  function renderMethod(m: TwoFactorMethod) {
    // Registered only for the method on screen; shouldUnregister drops the others' values and rules.
    const phoneField = m === 'sms' ? register('phone', { validate: (v) => checkField(t, v.trim(), mobileRule, t('fields.mobileNum')) }) : undefined;
    const codeField = m === 'sms' || m === 'email' ? register('code', { validate: codeRequired }) : undefined;
    const gaCodeField = m === 'ga' ? register('code', { validate: (v) => sixDigits.test(v.trim()) || t('validation.gaCode') }) : undefined;
    const nameField =
      m === 'bankName' ? register('name', { validate: (v) => v.trim() !== '' || t('validation.required', { field: t('fields.bankName') }) }) : undefined;
    const intro =
      m === 'sms'
        ? t('twoFactor.smsIntro')
        : m === 'email'
          ? maskedEmail
            ? t('twoFactor.emailIntro', { email: maskedEmail })
            : t('twoFactor.emailIntroNoAddress')
          : m === 'ga'
            ? t('twoFactor.gaIntro')
            : t('twoFactor.bankNameIntro');
    return (
      <Form noValidate onSubmit={(event) => void submit(m)(event)} aria-label={t(methodLook[m].labelKey)} data-part={`${m}Form`}>
        <Note data-align="start">{intro}</Note>
        {m === 'sms' ? (
          <PhoneNumberField
            countries={countries}
            countryCode={countryCode}
            onCountryCodeChange={setCountryCode}
            required
            error={errors.phone?.message}
            {...phoneField}
          />
        ) : null}
        {m === 'sms' || m === 'email' ? (
          <CodeField
            label={m === 'sms' ? t('fields.verificationCode') : t('fields.emailCode')}
            required
            error={errors.code?.message}
            sendButton={
              m === 'sms'
                ? { disabled: !onRequestSmsCode, canRequest: checkPhone, onRequest: requestSmsCode, onError: onSendError }
                : { disabled: !onRequestEmailCode, onRequest: async () => onRequestEmailCode?.(), onError: onSendError }
            }
            {...codeField}
          />
        ) : null}
        {m === 'ga' ? (
          <CodeField
            label={t('fields.gaCode')}
            maxLength={6}
            pattern="[0-9]{6}"
            required
            error={errors.code?.message}
            {...gaCodeField}
          />
        ) : null}
        {m === 'bankName' ? (
          <TextField
            label={t('fields.bankName')}
            autoComplete="name"
            required
            isFullWidth
            startIcon={<Icon name="bank" />}
            error={errors.name?.message}
            {...nameField}
          />
        ) : null}
        <Button type="submit" size="lg" isFullWidth isLoading={isSubmitting || isLoading} startIcon={<Icon name="verified" />}>
          {t('twoFactor.submit')}
        </Button>
      </Form>
    );
  }

  const tabs: AuthTab[] = offered.map((m) => ({
    value: m,
    label: t(methodLook[m].labelKey),
    icon: methodLook[m].icon,
    // Only the method on screen registers its fields: a registered field is validated even if never mounted.
    content: m === method ? renderMethod(m) : null,
  }));

  return (
    <Modal
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      size={offered.length > 2 ? 'default' : 'dialog'}
      title={t('twoFactor.title')}
      description={t('twoFactor.intro')}
      data-pattern="TwoFactorModal"
    >
      <AuthTabsBody
        tabs={tabs}
        value={method}
        onValueChange={(value) => setMethod(value as TwoFactorMethod)}
        before={errorMessage ? <AuthAlert>{errorMessage}</AuthAlert> : null}
      />
    </Modal>
  );
}
