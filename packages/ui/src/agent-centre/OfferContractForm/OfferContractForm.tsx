import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { Select } from '../../forms/Select';
import { TextField } from '../../forms/TextField';
import { FieldGrid, Form, FormActions, LiveRegion, PanelAlert } from '../../member-centre/shared/PanelParts';
import { useMoney } from '../../member-centre/shared/money';
import { useSubmitErrorText } from '../../member-centre/shared/submitError';
import { useAsyncTask } from '../../member-centre/shared/useAsyncTask';
import { AgentSection } from '../shared/AgentSection';
import type { ContractPeriod } from '@croupier/contract';
import { usePercent } from '../shared/contractFormat';
import type { OfferContractFormProps } from './OfferContractForm.types';

const fieldNames = ['downline', 'rate', 'period', 'minActiveMembers', 'minValidBet'] as const;
type Field = (typeof fieldNames)[number];
type Values = Record<Field, string>;
/** The contract's bounds of the conditions (an offer's schema). */
const MAX_ACTIVE_MEMBERS = 100_000;
const MAX_VALID_BET = 1_000_000_000;
/** The rate field's unit (kept out of JSX, where every literal reads as text). */
const percentSign = '%';
const decimalInput = { inputMode: 'decimal', autoComplete: 'off' } as const;
const numericInput = { inputMode: 'numeric', autoComplete: 'off' } as const;

/** A number as typed ('1.5', '1,5'), or NaN. */
function parseNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The offer of a contract to a direct downline agent: the downline, the rate (at least the policy's minimum, at most
 * the caller's own rate or the policy's maximum, two decimals), the payout period when the type has a choice
 * (dividends) and the conditions, filled with the policy's defaults. Each field says what is wrong in the member's
 * language; the form says once the offer is sent.
 */
export function OfferContractForm({
  policy,
  ownRate,
  offerable,
  onSubmit,
  currency,
  currencySymbol,
  ...rest
}: OfferContractFormProps) {
  const { t, i18n } = useTranslation('centre');
  const money = useMoney({ currency, currencySymbol });
  const percent = usePercent();
  const describeError = useSubmitErrorText(fieldNames);
  const [isBusy, run] = useAsyncTask();
  const formId = useId();
  const maxRate = ownRate === null ? policy.maxRate : Math.min(ownRate, policy.maxRate);
  const minRate = policy.minRate;
  const initial = (): Values => ({
    downline: offerable.length === 1 ? offerable[0]!.account : '',
    rate: '',
    period: policy.periods[0] ?? '',
    minActiveMembers: String(policy.minActiveMembers),
    minValidBet: String(policy.minValidBet),
  });
  const [values, setValues] = useState<Values>(initial);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);

  const validate = (next: Values): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!offerable.some((d) => d.account === next.downline)) found.downline = t('agent.contracts.offer.errors.downline');
    const rate = parseNumber(next.rate);
    if (next.rate.trim() === '') found.rate = t('agent.contracts.offer.errors.rateRequired');
    else if (!Number.isFinite(rate) || rate < minRate || rate > maxRate || rate <= 0)
      found.rate = t('agent.contracts.offer.errors.rateRange', { min: percent(minRate), max: percent(maxRate) });
    else if (Math.round(rate * 100) !== Number((rate * 100).toFixed(6)))
      found.rate = t('agent.contracts.offer.errors.rateDecimals');
    if (!policy.periods.includes(next.period as ContractPeriod)) found.period = t('agent.contracts.offer.errors.period');
    const members = parseNumber(next.minActiveMembers);
    if (!Number.isInteger(members) || members > MAX_ACTIVE_MEMBERS)
      found.minActiveMembers = t('agent.contracts.offer.errors.members', { max: MAX_ACTIVE_MEMBERS.toLocaleString(i18n.language) });
    const bet = parseNumber(next.minValidBet);
    if (!Number.isFinite(bet) || bet > MAX_VALID_BET)
      found.minValidBet = t('agent.contracts.offer.errors.validBet', { max: money.format(MAX_VALID_BET) });
    return found;
  };

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setSent(null);
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: validate(next)[field] }));
  };

  /** Each field's `name` is its key in the form's values. */
  const onFieldChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    change(event.target.name as Field, event.target.value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    setSent(null);
    const found = validate(values);
    setFieldErrors(found);
    const first = fieldNames.find((field) => found[field]);
    if (first) {
      document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    const offer = {
      downline: values.downline,
      rate: parseNumber(values.rate),
      period: values.period as ContractPeriod,
      minActiveMembers: parseNumber(values.minActiveMembers),
      minValidBet: parseNumber(values.minValidBet),
    };
    const result = await run(() => onSubmit(offer));
    if (!result) return;
    if (result.ok) {
      if (result.value === false) return;
      setSent(offer.downline);
      setValues(initial());
    } else {
      const described = describeError(result.error);
      setFieldErrors(described.fields);
      setFormError(described.form);
    }
  };

  const downlineOptions = offerable.map((d) => ({
    value: d.account,
    label:
      d.rate === null ? d.account : t('agent.contracts.offer.downlineWithRate', { account: d.account, rate: percent(d.rate) }),
  }));

  return (
    <AgentSection
      title={t('agent.contracts.offer.title')}
      icon="plus"
      description={t('agent.contracts.offer.description', { max: percent(maxRate) })}
      data-component="OfferContractForm"
      {...rest}
    >
      <LiveRegion>
        {sent ? (
          <PanelAlert tone="success" data-part="Success">
            {t('agent.contracts.offer.success', { account: sent })}
          </PanelAlert>
        ) : null}
      </LiveRegion>
      {formError ? <PanelAlert data-part="FormError">{formError}</PanelAlert> : null}
      <Form noValidate onSubmit={(event) => void submit(event)} aria-busy={isBusy || undefined}>
        <FieldGrid>
          <Select
            id={`${formId}-downline`}
            label={t('agent.contracts.offer.downline')}
            options={downlineOptions}
            value={values.downline}
            name="downline"
            onChange={onFieldChange}
            error={fieldErrors.downline}
            required
            isFullWidth
          />
          <TextField
            id={`${formId}-rate`}
            label={t('agent.contracts.offer.rate')}
            value={values.rate}
            name="rate"
            onChange={onFieldChange}
            hint={t('agent.contracts.offer.rateHint', { min: percent(minRate), max: percent(maxRate) })}
            error={fieldErrors.rate}
            endAdornment={percentSign}
            required
            isFullWidth
            {...decimalInput}
          />
        </FieldGrid>
        {policy.periods.length > 1 ? (
          <Select
            id={`${formId}-period`}
            label={t('agent.contracts.offer.period')}
            placeholder={null}
            options={policy.periods.map((period) => ({ value: period, label: t(`agent.contracts.periods.${period}`) }))}
            value={values.period}
            name="period"
            onChange={onFieldChange}
            error={fieldErrors.period}
            required
            isFullWidth
          />
        ) : null}
        <FieldGrid>
          <TextField
            id={`${formId}-minActiveMembers`}
            label={t('agent.contracts.offer.minActiveMembers')}
            value={values.minActiveMembers}
            name="minActiveMembers"
            onChange={onFieldChange}
            error={fieldErrors.minActiveMembers}
            hint={t('agent.contracts.offer.minActiveMembersHint')}
            isFullWidth
            {...numericInput}
          />
          <TextField
            id={`${formId}-minValidBet`}
            label={t('agent.contracts.offer.minValidBet')}
            value={values.minValidBet}
            name="minValidBet"
            onChange={onFieldChange}
            error={fieldErrors.minValidBet}
            hint={t('agent.contracts.offer.minValidBetHint')}
            isFullWidth
            {...decimalInput}
          />
        </FieldGrid>
        <FormActions>
          <Button type="submit" isLoading={isBusy} data-part="SubmitButton">
            {isBusy ? t('agent.contracts.offer.submitting') : t('agent.contracts.offer.submit')}
          </Button>
        </FormActions>
      </Form>
    </AgentSection>
  );
}
