import { useState, type CSSProperties, type HTMLInputTypeAttribute } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import {
  emailRule,
  mobileRule,
  passwordRule,
  usernameRule,
  type FieldRule,
  type FieldValidationConfig,
} from '@croupier/contract';
import { Button } from '../../actions/Button';
import { CaptchaField } from '../../forms/CaptchaField';
import { Checkbox } from '../../forms/Checkbox';
import { TextField } from '../../forms/TextField';
import { Modal } from '../../overlays/Modal';
import { Icon, type IconName } from '../../primitives/Icon';
import { FieldGrid, Form, Note, TextLink } from '../LoginModal/AuthModal.styles';
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
import {
  registerConfigFields,
  type RegisterConfigField,
  type RegisterFieldName,
  type RegisterModalProps,
  type RegisterTab,
  type RegisterValues,
} from './RegisterModal.types';

type FormValues = Partial<Record<RegisterFieldName, string>> & { agree: boolean };

interface FieldLook {
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  icon?: IconName;
  /** Spans both columns. */
  isWide?: boolean;
}

const looks: Partial<Record<RegisterFieldName, FieldLook>> = {
  username: { autoComplete: 'username', icon: 'user', isWide: true },
  password: { type: 'password', autoComplete: 'new-password', icon: 'lock' },
  confirmPassword: { type: 'password', autoComplete: 'new-password', icon: 'lock' },
  paymentPassword: { type: 'password', autoComplete: 'off', icon: 'shield' },
  payeeName: { autoComplete: 'name', icon: 'verified' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', icon: 'mail' },
  qqNum: { inputMode: 'numeric', icon: 'message' },
  line: { icon: 'message' },
  whatsapp: { icon: 'message' },
  facebook: { icon: 'message' },
  wechat: { icon: 'message' },
  telegram: { icon: 'message' },
  zalo: { icon: 'message' },
  idNumber: { icon: 'card' },
  nickname: { autoComplete: 'nickname', icon: 'user' },
  birthday: { autoComplete: 'bday', icon: 'calendar' },
  recommenderId: { icon: 'users' },
  referralCode: { icon: 'promo' },
  affiliateCode: { icon: 'promo' },
};

/** Built-in rules for the fields SPEC §5 always checks, used when the server config leaves them out. */
const fallbackRules: Partial<Record<RegisterFieldName, FieldRule>> = {
  username: usernameRule,
  password: passwordRule,
  mobileNum: mobileRule,
  email: emailRule,
};

/** Fields that get the "leave it empty if you have none" hint when optional. */
const hintedWhenOptional = new Set<RegisterFieldName>(['recommenderId', 'referralCode', 'affiliateCode']);

const wide: CSSProperties = { gridColumn: '1 / -1' };

/**
 * The register modal (SPEC §2, §5): by username, or by mobile number when enabled. Which fields appear, which
 * are required and how each is checked come from the server's validation config; every message is the
 * localized pattern text with min and max filled in. Also: password confirmation, SMS code with its countdown,
 * affiliate code (prefilled from the link; "invitation code error" from the caller), the dialing-code dropdown
 * and the 18+ / terms agreement.
 */
export function RegisterModal({
  open,
  defaultOpen,
  onOpenChange,
  defaultTab = 'username',
  isUsernameRegistrationEnabled = true,
  isMobileRegistrationEnabled = false,
  validation,
  isSmsVerificationEnabled = false,
  onRequestSmsCode,
  onSmsError,
  isThirdPartyPhoneAuth,
  countries = [],
  defaultCountryCode,
  captchaSrc,
  onRefreshCaptcha,
  defaultAffiliateCode,
  isAffiliateCodeLocked = false,
  affiliateError = false,
  fieldErrors = {},
  onOpenTerms,
  onOpenLogin,
  onSubmit,
  errorMessage,
  isLoading = false,
}: RegisterModalProps) {
  const { t } = useTranslation('auth');
  const available: RegisterTab[] = [
    ...(isUsernameRegistrationEnabled || !isMobileRegistrationEnabled ? (['username'] as const) : []),
    ...(isMobileRegistrationEnabled ? (['mobile'] as const) : []),
  ];
  const [tab, setTab] = useState<RegisterTab>(available.includes(defaultTab) ? defaultTab : (available[0] ?? 'username'));
  const [countryCode, setCountryCode] = useState(defaultCountryCode ?? countries[0]?.countryCode ?? '');
  const [isSubmitting, run] = useAsyncAction();
  const isBusy = isSubmitting || isLoading;

  const { register, handleSubmit, formState, getValues, trigger } = useForm<FormValues>({
    shouldUnregister: true,
    defaultValues: { affiliateCode: defaultAffiliateCode ?? '', agree: false },
  });
  const errors = formState.errors;

  const label = (name: RegisterFieldName) => t(`fields.${name}`);
  const isEnabled = (name: RegisterConfigField) => validation[name]?.enabled ?? false;

  /** Whether a field is asked on this tab, and whether it must be filled. */
  function presence(name: RegisterConfigField, method: RegisterTab): { shown: boolean; required: boolean } {
    const config = validation[name];
    switch (name) {
      case 'username':
        return { shown: method === 'username', required: true };
      case 'password':
        return { shown: true, required: true };
      case 'confirmPassword':
        return { shown: config?.enabled !== false, required: true };
      case 'mobileNum':
        return method === 'mobile' ? { shown: true, required: true } : { shown: isEnabled(name), required: config?.required ?? false };
      case 'paymentPassword':
        // SPEC §5: required whenever it is enabled.
        return { shown: isEnabled(name), required: true };
      case 'affiliateCode':
        return { shown: isEnabled(name) || Boolean(defaultAffiliateCode), required: config?.required ?? false };
      default:
        return { shown: isEnabled(name), required: config?.required ?? false };
    }
  }

  function rule(name: RegisterFieldName, required: boolean): FieldValidationConfig | FieldRule {
    const config = name === 'verificationCode' ? undefined : validation[name];
    if (config) return { ...config, required };
    const fallback = fallbackRules[name];
    if (fallback) return required ? fallback : { ...fallback, required: false };
    return { patternId: 0, minLength: 0, maxLength: 0, required };
  }

  function errorFor(name: RegisterFieldName) {
    if (name === 'affiliateCode' && affiliateError) return t('validation.invitationCode');
    return errors[name]?.message ?? fieldErrors[name];
  }

  const submit = (method: RegisterTab) =>
    handleSubmit((form) => {
      // The agreement box validates before this runs; the platform refuses a registration without it too.
      if (form.agree !== true) return;
      const values: RegisterValues = { method, agreement: true };
      for (const [key, value] of Object.entries(form)) {
        if (key === 'agree' || typeof value !== 'string') continue;
        values[key as RegisterFieldName] = key.toLowerCase().includes('password') ? value : value.trim();
      }
      const hasPhone = method === 'mobile' || 'mobileNum' in form;
      if (hasPhone) values.countryDialingCode = dialingCodeOf(countries, countryCode);
      return run(() => onSubmit(values));
    });

  const confirmDeps: RegisterFieldName[] = ['confirmPassword'];
  const checkPhone = () => trigger('mobileNum');
  const requestCode = async () =>
    onRequestSmsCode?.({
      mobileNum: (getValues('mobileNum') ?? '').trim(),
      countryDialingCode: dialingCodeOf(countries, countryCode),
    });

  function renderField(name: RegisterConfigField, method: RegisterTab) {
    const { shown, required } = presence(name, method);
    if (!shown) return null;
    const look = looks[name] ?? {};

    if (name === 'mobileNum') {
      const mobileField = register(name, {
        validate: (value = '') => checkField(t, value.trim(), rule(name, required), label(name)),
      });
      const codeName: RegisterFieldName = 'verificationCode';
      // The code proves the number: required on the mobile tab, and on the username tab only once a number is
      // given (an optional number left empty needs no code).
      const codeField = isSmsVerificationEnabled
        ? register(codeName, {
            validate: (value = '') =>
              value.trim() !== '' || (method === 'username' && (getValues('mobileNum') ?? '').trim() === '') || t('validation.verificationCode'),
          })
        : undefined;
      return [
        <PhoneNumberField
          key={name}
          countries={countries}
          countryCode={countryCode}
          onCountryCodeChange={setCountryCode}
          required={required}
          isOptional={!required}
          error={errorFor(name)}
          style={countries.length === 0 ? wide : undefined}
          {...mobileField}
        />,
        codeField ? (
          <CodeField
            key={codeName}
            label={label(codeName)}
            required={method === 'mobile' || required}
            isOptional={method === 'username' && !required}
            style={wide}
            error={errorFor(codeName)}
            sendButton={{
              disabled: !onRequestSmsCode,
              isThirdPartyPhoneAuth,
              canRequest: checkPhone,
              onRequest: requestCode,
              onError: onSmsError,
            }}
            {...codeField}
          />
        ) : null,
      ];
    }

    if (name === 'captcha') {
      const captchaField = register(name, {
        validate: (value = '') => checkField(t, value.trim(), rule(name, required), label(name)),
      });
      return (
        <CaptchaField
          key={name}
          src={captchaSrc}
          onRefresh={onRefreshCaptcha}
          required={required}
          isOptional={!required}
          isFullWidth
          style={wide}
          error={errorFor(name)}
          {...captchaField}
        />
      );
    }

    const validate =
      name === 'confirmPassword'
        ? (value = '') =>
            value === ''
              ? t('validation.required', { field: label('confirmPassword') })
              : value === getValues('password') || t('validation.inconsistentTwice')
        : (value = '') => checkField(t, name.toLowerCase().includes('password') ? value : value.trim(), rule(name, required), label(name));

    return (
      <TextField
        key={name}
        label={label(name)}
        type={look.type}
        autoComplete={look.autoComplete ?? 'off'}
        inputMode={look.inputMode}
        required={required}
        isOptional={!required}
        hint={!required && hintedWhenOptional.has(name) ? t('validation.optionalHint') : undefined}
        isFullWidth
        style={look.isWide ? wide : undefined}
        readOnly={name === 'affiliateCode' && isAffiliateCodeLocked && Boolean(defaultAffiliateCode)}
        startIcon={look.icon ? <Icon name={look.icon} /> : undefined}
        error={errorFor(name)}
        {...register(name, { validate, deps: name === 'password' ? confirmDeps : undefined })}
      />
    );
  }

  function renderForm(method: RegisterTab) {
    const agreeField = register('agree', { validate: (value) => value || t('validation.agreeTo', { terms: t('register.terms') }) });
    // On the mobile tab the phone number (and its code) come first.
    const order: RegisterConfigField[] =
      method === 'mobile' ? ['mobileNum', ...registerConfigFields.filter((f) => f !== 'mobileNum')] : [...registerConfigFields];
    return (
      <Form
        noValidate
        onSubmit={(event) => void submit(method)(event)}
        aria-label={method === 'mobile' ? t('register.tabMobile') : t('register.tabUsername')}
        data-part={method === 'mobile' ? 'MobileForm' : 'UsernameForm'}
      >
        <Note data-align="start">{t('validation.requiredMarked')}</Note>
        <FieldGrid>
          {order.map((name) => renderField(name, method))}
          <Checkbox style={wide} required error={errors.agree?.message} {...agreeField}>
            <Trans
              t={t}
              i18nKey="register.agree"
              components={{
                terms: onOpenTerms ? <TextLink type="button" onClick={onOpenTerms} data-part="TermsLink" /> : <strong />,
              }}
            />
          </Checkbox>
        </FieldGrid>
        <Button type="submit" size="lg" isFullWidth isLoading={isBusy} startIcon={<Icon name="user" />}>
          {t('register.submit')}
        </Button>
      </Form>
    );
  }

  const tabs: AuthTab[] = available.map((method) => ({
    value: method,
    label: method === 'mobile' ? t('register.tabMobile') : t('register.tabUsername'),
    icon: method === 'mobile' ? 'phone' : 'user',
    // Only the tab on screen registers its fields: a registered field is validated even if never mounted.
    content: method === tab ? renderForm(method) : null,
  }));

  return (
    <Modal open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} title={t('register.title')} data-pattern="RegisterModal">
      <AuthTabsBody
        tabs={tabs}
        value={tab}
        onValueChange={(value) => setTab(value as RegisterTab)}
        before={errorMessage ? <AuthAlert>{errorMessage}</AuthAlert> : null}
        after={
          onOpenLogin ? (
            <Note>
              {t('register.haveAccount')}{' '}
              <TextLink type="button" onClick={onOpenLogin} data-part="LoginLink">
                {t('register.login')}
              </TextLink>
            </Note>
          ) : null
        }
      />
    </Modal>
  );
}
