/**
 * The security centre's dialogs: bind or change a mobile number or e-mail, choose an avatar, set the payment password,
 * bind Google Authenticator.
 */
import type { FieldValidationConfig } from '@croupier/contract';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { QrCode } from '../../feedback/QrCode';
import { Skeleton } from '../../feedback/Skeleton';
import { CountryCodeSelect, dialingCode, type CountryOption } from '../../forms/CountryCodeSelect';
import { SmsCodeButton, type SmsCodeResult } from '../../forms/SmsCodeButton';
import { TextField } from '../../forms/TextField';
import { Stepper, type StepperStep } from '../../navigation/Stepper';
import { Modal, ModalBody, ModalClose, ModalFooter } from '../../overlays/Modal';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { bones, PanelAlert } from '../shared/PanelParts';
import { useSubmitErrorText } from '../shared/submitError';
import { useAsyncTask } from '../shared/useAsyncTask';
import { useCentreValidation } from '../shared/validation';
import { groupSecret, otpauthSecretOf } from './securityLevel';
import {
  AvatarGrid,
  AvatarOption,
  DialogForm,
  DialogNote,
  GaStep,
  GaSteps,
  PhoneRow,
  QrPlaceholder,
  Secret,
  SecretRow,
  StepBody,
} from './SecurityCenterPanel.styles';
import type {
  AvatarChoice,
  BindContactRequest,
  ContactKind,
  PaymentPasswordChange,
  SecurityProfile,
  SendCodeRequest,
} from './SecurityCenterPanel.types';

interface FormDialogProps {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formRef: RefObject<HTMLFormElement | null>;
  submitLabel: ReactNode;
  isSubmitting: boolean;
  /** The submit button is off (nothing to submit yet). */
  isSubmitDisabled?: boolean;
  /** Replaces the footer's Cancel button (a two-step dialog's Back). */
  secondaryAction?: ReactNode;
  children: ReactNode;
  /** The dialog's `data-part`. */
  'data-part': string;
}

/** A dialog around one form: the submit button sits in the footer and belongs to the form by its id. */
function FormDialog({
  title,
  description,
  onClose,
  onSubmit,
  formRef,
  submitLabel,
  isSubmitting,
  isSubmitDisabled = false,
  secondaryAction,
  children,
  'data-part': part,
}: FormDialogProps) {
  const { t } = useTranslation('centre');
  const formId = useId();
  return (
    <Modal
      open
      onOpenChange={(open) => (open || isSubmitting ? undefined : onClose())}
      size="dialog"
      title={title}
      description={description}
      closeOnOverlayClick={false}
      data-part={part}
    >
      <ModalBody>
        <DialogForm ref={formRef} id={formId} noValidate onSubmit={onSubmit}>
          {children}
        </DialogForm>
      </ModalBody>
      <ModalFooter>
        {secondaryAction ?? (
          <ModalClose>
            <Button variant="secondary" disabled={isSubmitting}>
              {t('actions.cancel')}
            </Button>
          </ModalClose>
        )}
        <Button type="submit" form={formId} isLoading={isSubmitting} disabled={isSubmitDisabled}>
          {submitLabel}
        </Button>
      </ModalFooter>
    </Modal>
  );
}

/** Puts focus on the first field with an error (after the messages render). */
function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
}

export interface ContactDialogProps {
  kind: ContactKind;
  /** The contact bound now (masked), when changing it. */
  current?: string | null;
  countries: readonly CountryOption[];
  defaultCountryCode?: string;
  onSendCode: (request: SendCodeRequest) => Promise<SmsCodeResult | void>;
  onBind: (request: BindContactRequest) => Promise<void>;
  onClose: () => void;
  onDone: () => void;
}

const contactSteps = ['current', 'new'] as const;
type ContactStep = (typeof contactSteps)[number];
type ContactErrors = { currentCode?: string; value?: string; code?: string };

/**
 * Bind or change the mobile number or e-mail. Binding: the new value, a code sent to it (with its countdown), the
 * code. Changing a bound one takes two steps (the platform's rule, ADR 0008): first a code sent to the contact bound
 * now, which proves the member still holds it, then the new value and its own code. Both codes go to the platform
 * together; a refused code of the first step brings the member back to it. Both steps stay mounted (only the active
 * one shows), so each send button keeps its countdown when the member goes back and forth.
 */
export function ContactDialog({
  kind,
  current,
  countries,
  defaultCountryCode,
  onSendCode,
  onBind,
  onClose,
  onDone,
}: ContactDialogProps) {
  const { t } = useTranslation('centre');
  const rules = useCentreValidation();
  const describe = useSubmitErrorText(['value', 'code', 'currentCode', kind]);
  const isChange = Boolean(current);
  const [step, setStep] = useState<ContactStep>(isChange ? 'current' : 'new');
  const [currentCode, setCurrentCode] = useState('');
  const [value, setValue] = useState('');
  const [countryCode, setCountryCode] = useState(defaultCountryCode ?? countries[0]?.countryCode ?? '');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<ContactErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [isSubmitting, run] = useAsyncTask();
  const formRef = useRef<HTMLFormElement | null>(null);
  const check = (text: string) => (kind === 'mobile' ? rules.mobile(text) : rules.email(text));
  const country = countries.find((c) => c.countryCode === countryCode);
  const request = (): SendCodeRequest => ({
    kind,
    value: value.trim(),
    ...(kind === 'mobile' && country ? { countryDialingCode: dialingCode(country.countryDialingCode).slice(1) } : {}),
  });
  const errorsOf = (error: unknown) => {
    const { form, fields } = describe(error);
    return { form, currentCode: fields.currentCode, value: fields.value ?? fields[kind], code: fields.code };
  };
  const goTo = (next: ContactStep) => {
    setStep(next);
    setFormError(undefined);
    // The step's first field takes focus once it shows.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLInputElement>(`[data-step="${next}"] input:not([type="hidden"])`)?.focus(),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    if (step === 'current') {
      const message = rules.code(currentCode);
      setErrors((e) => ({ ...e, currentCode: message }));
      if (message) focusFirstInvalid(formRef.current);
      else goTo('new');
      return;
    }
    const found = { value: check(value), code: rules.code(code) };
    setErrors((e) => ({ ...e, ...found }));
    if (found.value || found.code) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const result = await run(() =>
      onBind({ ...request(), code: code.trim(), ...(isChange ? { currentCode: currentCode.trim() } : {}) }),
    );
    if (!result) return;
    if (result.ok) {
      onDone();
      return;
    }
    const described = errorsOf(result.error);
    setErrors({ currentCode: described.currentCode, value: described.value, code: described.code });
    setFormError(described.form);
    // The code of the bound contact was refused: back to the step that asked for it.
    if (described.currentCode && isChange) setStep('current');
    focusFirstInvalid(formRef.current);
  };

  /** Sends a code; a refusal shows by the field it names or above the form, and re-enables the button. */
  const send = async (sendRequest: SendCodeRequest) => {
    setFormError(undefined);
    try {
      return await onSendCode(sendRequest);
    } catch (error) {
      const described = errorsOf(error);
      if (described.value) setErrors((e) => ({ ...e, value: described.value }));
      throw new Error(described.form ?? described.value ?? described.code ?? t('errors.generic'), { cause: error });
    }
  };

  const valueField =
    kind === 'email' ? (
      <TextField
        label={t('fields.newEmail')}
        type="email"
        autoComplete="email"
        isFullWidth
        required
        startIcon={<Icon name="mail" />}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={errors.value}
      />
    ) : (
      <TextField
        label={t('fields.newMobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        isFullWidth
        required
        startIcon={countries.length === 0 ? <Icon name="phone" /> : undefined}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={errors.value}
      />
    );

  const steps: StepperStep[] = [
    { id: 'current', label: t(`contact.steps.current.${kind}`) },
    { id: 'new', label: t(`contact.steps.new.${kind}`) },
  ];

  return (
    <FormDialog
      data-part="ContactDialog"
      title={t(`contact.${isChange ? 'changeTitle' : 'bindTitle'}.${kind}`)}
      description={isChange ? t(`contact.changeIntro.${kind}`, { value: current }) : t(`contact.intro.${kind}`)}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      formRef={formRef}
      submitLabel={step === 'current' ? t('actions.next') : t(isChange ? 'actions.change' : 'actions.bind')}
      isSubmitting={isSubmitting}
      secondaryAction={
        isChange && step === 'new' ? (
          <Button variant="secondary" disabled={isSubmitting} onClick={() => goTo(contactSteps[0])}>
            {t('actions.back')}
          </Button>
        ) : undefined
      }
    >
      {isChange ? (
        <Stepper
          steps={steps}
          currentStep={step === 'current' ? 0 : 1}
          orientation="horizontal"
          aria-label={t('contact.steps.label')}
          data-part="ContactSteps"
        />
      ) : null}
      {formError ? <PanelAlert>{formError}</PanelAlert> : null}
      {isChange ? (
        <StepBody data-step="current" hidden={step !== 'current'}>
          <DialogNote>{t(`contact.currentStep.${kind}`, { value: current })}</DialogNote>
          <TextField
            label={t(`fields.currentCode.${kind}`)}
            inputMode="numeric"
            autoComplete="one-time-code"
            isFullWidth
            required
            startIcon={<Icon name="shieldCheck" />}
            value={currentCode}
            onChange={(event) => {
              setCurrentCode(event.target.value);
              if (errors.currentCode) setErrors((e) => ({ ...e, currentCode: undefined }));
            }}
            error={errors.currentCode}
            endAdornment={
              <SmsCodeButton
                data-part="SendCurrentCode"
                onRequest={() => send({ kind, value: '', current: true })}
                onError={(message) => setFormError(message)}
              />
            }
          />
        </StepBody>
      ) : null}
      <StepBody data-step="new" hidden={step !== 'new'}>
        {isChange ? <DialogNote>{t(`contact.newStep.${kind}`)}</DialogNote> : null}
        {kind === 'mobile' && countries.length > 0 ? (
          <PhoneRow>
            <CountryCodeSelect
              countries={countries}
              value={countryCode}
              onValueChange={setCountryCode}
              isInvalid={Boolean(errors.value)}
              isFullWidth
            />
            {valueField}
          </PhoneRow>
        ) : (
          valueField
        )}
        <TextField
          label={t('fields.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          isFullWidth
          required
          startIcon={<Icon name="shieldCheck" />}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={errors.code}
          endAdornment={
            <SmsCodeButton
              data-part="SendNewCode"
              canRequest={() => {
                const message = check(value);
                setErrors((e) => ({ ...e, value: message }));
                if (message) focusFirstInvalid(formRef.current);
                return !message;
              }}
              onRequest={() => send(request())}
              onError={(message) => setFormError(message)}
            />
          }
        />
      </StepBody>
    </FormDialog>
  );
}

export interface AvatarDialogProps {
  profile: Pick<SecurityProfile, 'avatar' | 'avatarType' | 'nickname' | 'account'>;
  choices: readonly AvatarChoice[];
  onChoose: (id: string) => Promise<void>;
  onClose: () => void;
  onDone: () => void;
}

/** PROFPIC3: choose one of the platform's avatars (a radio group of pictures), then save. */
export function AvatarDialog({ profile, choices, onChoose, onClose, onDone }: AvatarDialogProps) {
  const { t } = useTranslation('centre');
  const describe = useSubmitErrorText(['avatar']);
  const labelId = useId();
  const initial = choices.find((c) => c.id === profile.avatar || c.src === profile.avatar)?.id ?? '';
  const [chosen, setChosen] = useState(initial);
  const [formError, setFormError] = useState<string | undefined>();
  const [isSubmitting, run] = useAsyncTask();
  const formRef = useRef<HTMLFormElement | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    if (!chosen) return;
    if (chosen === initial) {
      onClose();
      return;
    }
    const result = await run(() => onChoose(chosen));
    if (!result) return;
    if (result.ok) {
      onDone();
      return;
    }
    const { form, fields } = describe(result.error);
    setFormError(form ?? fields.avatar);
  };

  return (
    <FormDialog
      data-part="AvatarDialog"
      title={t('avatar.title')}
      description={t('avatar.intro')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      formRef={formRef}
      submitLabel={t('actions.save')}
      isSubmitting={isSubmitting}
      isSubmitDisabled={!chosen}
    >
      {formError ? <PanelAlert>{formError}</PanelAlert> : null}
      <VisuallyHidden id={labelId}>{t('avatar.title')}</VisuallyHidden>
      <RadioGroup.Root asChild value={chosen} onValueChange={setChosen} aria-labelledby={labelId} loop>
        <AvatarGrid data-part="AvatarChoices">
          {choices.map((choice, index) => (
            <RadioGroup.Item key={choice.id} value={choice.id} asChild>
              <AvatarOption data-part="AvatarChoice" aria-label={t('avatar.option', { n: index + 1 })}>
                <img src={choice.src} alt="" />
                {chosen === choice.id ? (
                  <span data-part="Check" aria-hidden>
                    <Icon name="check" size="xs" strokeWidth={3} />
                  </span>
                ) : null}
              </AvatarOption>
            </RadioGroup.Item>
          ))}
        </AvatarGrid>
      </RadioGroup.Root>
    </FormDialog>
  );
}

export interface PaymentPasswordDialogProps {
  hasPassword: boolean;
  rule: FieldValidationConfig;
  onSetPaymentPassword: (change: PaymentPasswordChange) => Promise<void>;
  onClose: () => void;
  onDone: () => void;
}

type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';
const passwordFields: readonly PasswordField[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const passwordLook: Record<PasswordField, { label: string; autoComplete: 'current-password' | 'new-password' }> = {
  currentPassword: { label: 'fields.currentPaymentPassword', autoComplete: 'current-password' },
  newPassword: { label: 'fields.newPaymentPassword', autoComplete: 'new-password' },
  confirmPassword: { label: 'fields.confirmPaymentPassword', autoComplete: 'new-password' },
};

/** Set the payment password (the login password first), or change it (the current one first): new and confirmation, to the brand's rule. */
export function PaymentPasswordDialog({
  hasPassword,
  rule,
  onSetPaymentPassword,
  onClose,
  onDone,
}: PaymentPasswordDialogProps) {
  const { t } = useTranslation('centre');
  const rules = useCentreValidation();
  const describe = useSubmitErrorText(passwordFields);
  const [values, setValues] = useState<Record<PasswordField, string>>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [isSubmitting, run] = useAsyncTask();
  const formRef = useRef<HTMLFormElement | null>(null);
  const isDigits = rule.patternId === 6;
  const ruleHint = rules.describeRule(rule);
  const currentLabel = hasPassword ? 'fields.currentPaymentPassword' : 'fields.loginPassword';

  const check = (all: Record<PasswordField, string>): Partial<Record<PasswordField, string>> => ({
    currentPassword: rules.required(all.currentPassword, t(currentLabel)),
    newPassword:
      rules.rule(all.newPassword, rule, t('fields.newPaymentPassword')) ??
      (hasPassword && all.newPassword === all.currentPassword ? t('validation.samePassword') : undefined),
    confirmPassword: rules.confirm(all.confirmPassword, all.newPassword, t('fields.confirmPaymentPassword')),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    setFormError(undefined);
    if (Object.values(found).some(Boolean)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const result = await run(() =>
      onSetPaymentPassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
    );
    if (!result) return;
    if (result.ok) {
      onDone();
      return;
    }
    const { form, fields } = describe(result.error);
    setErrors(fields);
    setFormError(form);
    focusFirstInvalid(formRef.current);
  };

  /** The login password proves the member when there is no payment password yet. */
  const isLoginPassword = (name: PasswordField) => !hasPassword && name === 'currentPassword';
  const field = (name: PasswordField) => (
    <TextField
      key={name}
      label={t(name === 'currentPassword' ? currentLabel : passwordLook[name].label)}
      type="password"
      autoComplete={passwordLook[name].autoComplete}
      inputMode={isDigits && !isLoginPassword(name) ? 'numeric' : undefined}
      maxLength={rule.maxLength > 0 && !isLoginPassword(name) ? rule.maxLength : undefined}
      isFullWidth
      required
      startIcon={<Icon name="lock" />}
      value={values[name]}
      onChange={(event) => {
        const next = event.target.value;
        setValues((current) => ({ ...current, [name]: next }));
        if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
      }}
      hint={name === 'newPassword' ? ruleHint : undefined}
      error={errors[name]}
    />
  );

  return (
    <FormDialog
      data-part="PaymentPasswordDialog"
      title={t(hasPassword ? 'paymentPassword.changeTitle' : 'paymentPassword.setTitle')}
      description={t('paymentPassword.intro')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      formRef={formRef}
      submitLabel={t('actions.save')}
      isSubmitting={isSubmitting}
    >
      {formError ? <PanelAlert>{formError}</PanelAlert> : null}
      {passwordFields.map(field)}
    </FormDialog>
  );
}

export interface GoogleAuthenticatorDialogProps {
  uri?: string;
  /** Starting the binding failed: an error with a retry instead of the QR code. */
  error?: unknown;
  onOpen?: () => void;
  onBind: (code: string) => Promise<void>;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Bind Google Authenticator: scan the QR code (or type the key), then confirm with a 6-digit code. When starting the
 * binding failed there is nothing to scan: the dialog says so and offers a retry (which asks for a fresh secret).
 */
export function GoogleAuthenticatorDialog({
  uri,
  error: startError,
  onOpen,
  onBind,
  onClose,
  onDone,
}: GoogleAuthenticatorDialogProps) {
  const { t } = useTranslation('centre');
  const rules = useCentreValidation();
  const describe = useSubmitErrorText(['code']);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [isSubmitting, run] = useAsyncTask();
  const formRef = useRef<HTMLFormElement | null>(null);
  const secret = uri ? otpauthSecretOf(uri) : '';
  const onOpenRef = useRef(onOpen);
  const hasStartError = !uri && startError !== undefined && startError !== null && startError !== false;
  const retryRef = useRef<HTMLButtonElement>(null);
  const [retried, setRetried] = useState(false);

  // A retry that fails again puts focus back on the retry button (it was replaced by the skeleton meanwhile).
  useEffect(() => {
    if (hasStartError && retried) retryRef.current?.focus();
  }, [hasStartError, retried]);

  useEffect(() => {
    onOpenRef.current?.();
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = rules.gaCode(code);
    setError(found);
    setFormError(undefined);
    if (found) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const result = await run(() => onBind(code.trim()));
    if (!result) return;
    if (result.ok) {
      onDone();
      return;
    }
    const { form, fields } = describe(result.error);
    setError(fields.code);
    setFormError(form);
    focusFirstInvalid(formRef.current);
  };

  return (
    <FormDialog
      data-part="GoogleAuthenticatorDialog"
      title={t('googleAuthenticator.title')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      formRef={formRef}
      submitLabel={t('actions.bind')}
      isSubmitting={isSubmitting}
      isSubmitDisabled={!uri}
    >
      {formError ? <PanelAlert>{formError}</PanelAlert> : null}
      {hasStartError ? (
        <PanelAlert
          data-part="StartError"
          action={
            <Button
              ref={retryRef}
              size="sm"
              variant="secondary"
              startIcon={<Icon name="refresh" />}
              onClick={() => {
                setRetried(true);
                onOpen?.();
              }}
            >
              {t('actions.retry')}
            </Button>
          }
        >
          {typeof startError === 'string' && startError !== '' ? startError : t('googleAuthenticator.startFailed')}
        </PanelAlert>
      ) : null}
      {hasStartError ? null : (
        <GaSteps>
          <li>
            <GaStep>
              <p>{t('googleAuthenticator.install')}</p>
            </GaStep>
          </li>
          <li>
            <GaStep aria-busy={uri ? undefined : true}>
              <p>{t('googleAuthenticator.scan')}</p>
              {uri ? (
                <QrCode value={uri} label={t('googleAuthenticator.qrLabel')} data-part="QrCode" />
              ) : (
                <QrPlaceholder>
                  <Skeleton {...bones.rect} width={136} height={136} />
                  <VisuallyHidden role="status">{t('googleAuthenticator.loading')}</VisuallyHidden>
                </QrPlaceholder>
              )}
              <p>{t('googleAuthenticator.manual')}</p>
              {secret ? (
                <SecretRow>
                  <Secret data-part="Secret">{groupSecret(secret)}</Secret>
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    startIcon={<Icon name={copyState === 'copied' ? 'check' : 'copy'} />}
                    onClick={() => void copy()}
                  >
                    {t('actions.copy')}
                  </Button>
                </SecretRow>
              ) : (
                <Skeleton {...bones.text} width="70%" />
              )}
              <DialogNote role="status">
                {copyState === 'copied'
                  ? t('googleAuthenticator.copied')
                  : copyState === 'failed'
                    ? t('googleAuthenticator.copyFailed')
                    : null}
              </DialogNote>
            </GaStep>
          </li>
          <li>
            <GaStep>
              <TextField
                label={t('fields.gaCode')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                isFullWidth
                required
                startIcon={<Icon name="shieldCheck" />}
                value={code}
                onChange={(event) => {
                  setCode(event.target.value.replace(/\D/g, ''));
                  if (error) setError(undefined);
                }}
                error={error}
              />
            </GaStep>
          </li>
        </GaSteps>
      )}
    </FormDialog>
  );
}
