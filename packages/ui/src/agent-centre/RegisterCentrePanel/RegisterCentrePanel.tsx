import type { FieldValidationConfig } from '@croupier/contract';
import { forwardRef, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { QrCode } from '../../feedback/QrCode';
import { Skeleton } from '../../feedback/Skeleton';
import { TextField } from '../../forms/TextField';
import { CopyList } from '../../member-centre/shared/cashier.styles';
import { CopyRow } from '../../member-centre/shared/CopyRow';
import { PanelError, hasError } from '../../member-centre/shared/PanelError';
import { FieldGrid, Form, FormActions, LiveRegion, PanelAlert } from '../../member-centre/shared/PanelParts';
import { PanelShell } from '../../member-centre/shared/PanelShell';
import { useSubmitErrorText } from '../../member-centre/shared/submitError';
import { useAsyncTask } from '../../member-centre/shared/useAsyncTask';
import { useCentreValidation } from '../../member-centre/shared/validation';
import { downlineTypes, type DownlineType } from '../shared/agent.types';
import { AgentSection } from '../shared/AgentSection';
import { ChoiceChips } from '../shared/ChoiceChips';
import { Columns, Invite, SuccessTitle } from './RegisterCentrePanel.styles';
import type { RegisterCentrePanelProps } from './RegisterCentrePanel.types';

/** SPEC §5's registration defaults: the account as letters and digits starting with a letter, the password 6-20. */
const defaultUsernameRule: FieldValidationConfig = { patternId: 1, minLength: 4, maxLength: 16, required: true };
const defaultPasswordRule: FieldValidationConfig = { patternId: 14, minLength: 6, maxLength: 20, required: true };
const fieldNames = ['username', 'password', 'confirm'] as const;
type Field = (typeof fieldNames)[number];
const qrBone = { shape: 'rect', height: 184 } as const;
const rowsBone = { shape: 'rect', height: 112 } as const;
const newPassword = { autoComplete: 'new-password' } as const;
const noAutofill = { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false } as const;

/**
 * The register centre (agent centre `registerCenter`): a form that creates a downline (username, password twice,
 * member or agent) under the brand's rules, the new account announced once created; beside it the agent's
 * invitation code and link with copy buttons and the link as a QR code.
 */
export const RegisterCentrePanel = forwardRef<HTMLElement, RegisterCentrePanelProps>(function RegisterCentrePanel(
  {
    inviteCode,
    inviteLink,
    onSubmit,
    usernameRule = defaultUsernameRule,
    passwordRule = defaultPasswordRule,
    usernameHint,
    passwordHint,
    types = downlineTypes,
    title,
    isTitleHidden,
    isLoading = false,
    error,
    onRetry,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('centre');
  const check = useCentreValidation();
  const describeError = useSubmitErrorText(fieldNames);
  const [isBusy, run] = useAsyncTask();
  const [values, setValues] = useState({ username: '', password: '', confirm: '' });
  const [type, setType] = useState<DownlineType>(types[0] ?? 'member');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [created, setCreated] = useState<{ account: string; type: DownlineType } | null>(null);
  const isFailed = hasError(error);
  const formId = useId();

  const labels = {
    username: t('agent.register.username'),
    password: t('agent.register.password'),
    confirm: t('agent.register.confirm'),
  };
  const validate = (next: typeof values): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {
      username: check.rule(next.username.trim(), usernameRule, labels.username),
      password: check.rule(next.password, passwordRule, labels.password),
      confirm: check.confirm(next.confirm, next.password, labels.confirm),
    };
    return Object.fromEntries(Object.entries(found).filter(([, message]) => message)) as Partial<Record<Field, string>>;
  };

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field shows a problem, it says as soon as the problem is gone.
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: validate(next)[field] }));
  };

  /** Each field's `name` is its key in the form's values. */
  const onFieldChange = (event: ChangeEvent<HTMLInputElement>) =>
    change(event.target.name as Field, event.target.value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    setCreated(null);
    const found = validate(values);
    setFieldErrors(found);
    if (Object.keys(found).length > 0) {
      const first = fieldNames.find((field) => found[field]);
      document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    const username = values.username.trim();
    const result = await run(() => onSubmit({ username, password: values.password, type }));
    if (!result) return;
    if (result.ok) {
      setCreated({ account: result.value?.account ?? username, type });
      setValues({ username: '', password: '', confirm: '' });
    } else {
      const described = describeError(result.error);
      setFieldErrors(described.fields);
      setFormError(described.form);
    }
  };

  const form = (
    <AgentSection
      title={t('agent.register.formTitle')}
      icon="user"
      description={t('agent.register.formDescription')}
      data-part="RegisterForm"
    >
      <LiveRegion>
        {created ? (
          <PanelAlert tone="success" data-part="Success">
            <SuccessTitle>{t('agent.register.successTitle')}</SuccessTitle>
            {t('agent.register.success', { account: created.account, type: t(`agent.types.${created.type}`) })}
          </PanelAlert>
        ) : null}
      </LiveRegion>
      {formError ? <PanelAlert data-part="FormError">{formError}</PanelAlert> : null}
      <Form noValidate onSubmit={(event) => void submit(event)} aria-busy={isBusy || undefined}>
        <TextField
          id={`${formId}-username`}
          name="username"
          label={labels.username}
          value={values.username}
          onChange={onFieldChange}
          hint={usernameHint ?? check.describeRule(usernameRule)}
          error={fieldErrors.username}
          required
          isFullWidth
          {...noAutofill}
        />
        <FieldGrid>
          <TextField
            id={`${formId}-password`}
            name="password"
            type="password"
            label={labels.password}
            value={values.password}
            onChange={onFieldChange}
            hint={passwordHint ?? check.describeRule(passwordRule)}
            error={fieldErrors.password}
            required
            isFullWidth
            {...newPassword}
          />
          <TextField
            id={`${formId}-confirm`}
            name="confirm"
            type="password"
            label={labels.confirm}
            value={values.confirm}
            onChange={onFieldChange}
            error={fieldErrors.confirm}
            required
            isFullWidth
            {...newPassword}
          />
        </FieldGrid>
        {types.length > 1 ? (
          <ChoiceChips
            data-part="TypeChoice"
            label={t('agent.register.type')}
            value={type}
            options={types.map((value) => ({ value, label: t(`agent.types.${value}`) }))}
            onValueChange={setType}
          />
        ) : null}
        <FormActions>
          <Button type="submit" isLoading={isBusy} data-part="SubmitButton">
            {isBusy ? t('agent.register.submitting') : t('agent.register.submit')}
          </Button>
        </FormActions>
      </Form>
    </AgentSection>
  );

  const invite = (
    <AgentSection
      title={t('agent.register.invite.title')}
      icon="share"
      description={t('agent.register.invite.description')}
      data-part="Invite"
    >
      {isLoading ? (
        <Invite aria-busy>
          <Skeleton {...rowsBone} />
          <Skeleton {...qrBone} />
        </Invite>
      ) : (
        <Invite>
          <CopyList>
            <CopyRow label={t('agent.register.invite.code')} value={inviteCode} isMono />
            <CopyRow label={t('agent.register.invite.link')} value={inviteLink} />
          </CopyList>
          <div data-part="QrBlock">
            <QrCode value={inviteLink} size="lg" label={t('agent.register.invite.qr')} />
          </div>
        </Invite>
      )}
    </AgentSection>
  );

  return (
    <PanelShell
      ref={ref}
      name="RegisterCentrePanel"
      title={title ?? t('agent.register.title')}
      isTitleHidden={isTitleHidden}
      {...rest}
    >
      {isFailed ? (
        <PanelError error={error} onRetry={onRetry} />
      ) : (
        <Columns>
          {form}
          {invite}
        </Columns>
      )}
    </PanelShell>
  );
});
