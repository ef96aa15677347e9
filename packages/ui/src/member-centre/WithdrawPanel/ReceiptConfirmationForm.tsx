import * as RadioGroup from '@radix-ui/react-radio-group';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { AmountInput } from '../../forms/AmountInput';
import { parseAmount, toCents, validateAmount } from '../../forms/AmountInput/amount';
import { useAmountRules } from '../../forms/AmountInput/useAmountRules';
import { FileUpload } from '../../forms/FileUpload';
import { Icon } from '../../primitives/Icon';
import type { CashierFormat } from '../shared/cashierMoney';
import {
  Actions,
  FormAlert,
  Notice,
  NoticeBody,
  NoticeTitle,
  OptionCard,
  OptionCheck,
  OptionText,
  OptionTitle,
  OptionMeta,
} from '../shared/cashier.styles';
import { characterCount, RemarkField } from '../shared/RemarkField';
import { isWithdrawFailure } from './withdrawRules';
import { ConfirmForm, Fieldset, GroupError, OutcomeGrid } from './WithdrawPanel.styles';
import {
  receiptOutcomes,
  type ReceiptConfirmation,
  type ReceiptOutcome,
  type WithdrawalRecord,
} from './WithdrawPanel.types';

/** SPEC §5: a remark of at most 140 characters. */
export const remarkMaxLength = 140;

export interface ReceiptConfirmationFormProps {
  withdrawal: WithdrawalRecord;
  /** Seconds until the deadline; 0 once it has passed. */
  secondsLeft: number | undefined;
  format: CashierFormat;
  onConfirm: (confirmation: ReceiptConfirmation) => Promise<unknown>;
}

type Field = 'outcome' | 'receivedAmount' | 'files' | 'remark';

/**
 * SPEC §4's receipt confirmation for one withdrawal: received in full, partially (how much arrived) or not at all
 * (with proof images), an optional remark, and the deadline after which it counts as received and is not refunded.
 */
export function ReceiptConfirmationForm({ withdrawal, secondsLeft, format, onConfirm }: ReceiptConfirmationFormProps) {
  const { t } = useTranslation('cashier');
  const id = useId();
  const [outcome, setOutcome] = useState<ReceiptOutcome>();
  const [receivedText, setReceivedText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [isSending, setSending] = useState(false);
  const inFlight = useRef(false);
  const receivedRef = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  // A partial receipt is more than nothing and less than the withdrawal (equal is "in full").
  const partialMax = (toCents(withdrawal.amount) - 1) / 100;
  const rules = useAmountRules({ min: 0.01, max: partialMax });
  const isClosed = secondsLeft === 0;
  const deadline = withdrawal.confirmBy !== undefined ? format.time(withdrawal.confirmBy) : undefined;

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!outcome) found.outcome = t('withdraw.confirm.errors.outcome');
    if (outcome === 'partial') {
      const issue = validateAmount(receivedText, { min: 0.01, max: partialMax });
      if (issue === 'aboveMax')
        found.receivedAmount = t('withdraw.confirm.errors.partialTooHigh', { amount: format.money(withdrawal.amount) });
      else if (issue) found.receivedAmount = rules.messageFor(issue);
    }
    if (outcome === 'none' && files.length === 0) found.files = t('withdraw.confirm.errors.proof');
    if (characterCount(remark) > remarkMaxLength)
      found.remark = t('withdraw.confirm.errors.remark', { max: remarkMaxLength });
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || isClosed) return;
    const found = validate();
    setErrors(found);
    setFormError(undefined);
    if (found.outcome) {
      outcomeRef.current?.querySelector<HTMLElement>('[role="radio"]')?.focus();
      return;
    }
    if (found.receivedAmount) {
      receivedRef.current?.focus();
      return;
    }
    if (found.files || found.remark) return;
    if (!outcome) return;
    const trimmed = remark.trim();
    inFlight.current = true;
    setSending(true);
    try {
      await onConfirm({
        id: withdrawal.id,
        outcome,
        ...(outcome === 'partial' ? { receivedAmount: parseAmount(receivedText) ?? 0 } : {}),
        ...(outcome !== 'full' && files.length > 0 ? { files } : {}),
        ...(trimmed ? { remark: trimmed } : {}),
      });
    } catch (failure) {
      setFormError(
        isWithdrawFailure(failure)
          ? (failure.message ??
              t(`withdraw.confirm.errors.${failure.reason === 'confirmationClosed' ? 'closed' : 'failed'}`))
          : t('withdraw.confirm.errors.failed'),
      );
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <ConfirmForm
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
      data-part="ReceiptConfirmation"
    >
      <Notice data-tone={isClosed ? 'danger' : 'warning'} data-part="Deadline">
        <Icon name={isClosed ? 'lock' : 'clock'} size="sm" />
        <NoticeBody>
          <NoticeTitle id={`${id}-title`}>
            {isClosed
              ? t('withdraw.confirm.closedTitle')
              : deadline
                ? t('withdraw.confirm.deadline', { time: deadline })
                : t('withdraw.confirm.title')}
          </NoticeTitle>
          <p>{t('withdraw.confirm.forced')}</p>
        </NoticeBody>
      </Notice>

      {isClosed ? null : (
        <>
          <Fieldset aria-describedby={errors.outcome ? `${id}-outcome-error` : undefined}>
            <legend id={`${id}-question`}>
              {t('withdraw.confirm.question', { amount: format.money(withdrawal.amount) })}
            </legend>
            <RadioGroup.Root
              ref={outcomeRef}
              asChild
              value={outcome ?? ''}
              onValueChange={(next) => {
                setOutcome(next as ReceiptOutcome);
                setErrors({});
                setFormError(undefined);
              }}
              aria-labelledby={`${id}-question`}
              disabled={isSending}
              loop
            >
              <OutcomeGrid data-part="Outcomes">
                {receiptOutcomes.map((item) => (
                  <RadioGroup.Item key={item} value={item} asChild>
                    <OptionCard
                      data-part="Outcome"
                      data-outcome={item}
                      aria-labelledby={`${id}-${item}-name`}
                      aria-describedby={`${id}-${item}-hint`}
                    >
                      <OptionText>
                        <OptionTitle id={`${id}-${item}-name`}>{t(`withdraw.confirm.outcomes.${item}`)}</OptionTitle>
                        <OptionMeta id={`${id}-${item}-hint`}>{t(`withdraw.confirm.outcomeHints.${item}`)}</OptionMeta>
                      </OptionText>
                      <OptionCheck aria-hidden="true">
                        {outcome === item ? <Icon name="check" size="xs" strokeWidth={3} /> : null}
                      </OptionCheck>
                    </OptionCard>
                  </RadioGroup.Item>
                ))}
              </OutcomeGrid>
            </RadioGroup.Root>
            <GroupError id={`${id}-outcome-error`} aria-live="polite">
              {errors.outcome ? (
                <>
                  <Icon name="warning" size="sm" />
                  {errors.outcome}
                </>
              ) : null}
            </GroupError>
          </Fieldset>

          {outcome === 'partial' ? (
            <AmountInput
              ref={receivedRef}
              label={t('withdraw.confirm.received')}
              currencySymbol={format.symbol}
              min={0.01}
              max={partialMax}
              hint={t('withdraw.confirm.receivedHint', { amount: format.money(withdrawal.amount) })}
              value={receivedText}
              onValueChange={(text) => setReceivedText(text)}
              validateOnBlur={false}
              error={errors.receivedAmount}
              disabled={isSending}
              required
              isFullWidth
            />
          ) : null}

          {outcome === 'partial' || outcome === 'none' ? (
            <>
              <FileUpload
                label={t('withdraw.confirm.proof')}
                hint={t(outcome === 'none' ? 'withdraw.confirm.proofRequired' : 'withdraw.confirm.proofOptional')}
                required={outcome === 'none'}
                value={files}
                onChange={(next) => {
                  setFiles(next);
                  setErrors((current) => ({ ...current, files: undefined }));
                }}
                disabled={isSending}
                data-part="Proof"
              />
              <GroupError aria-live="polite" data-part="ProofError">
                {errors.files ? (
                  <>
                    <Icon name="warning" size="sm" />
                    {errors.files}
                  </>
                ) : null}
              </GroupError>
              <RemarkField
                label={t('withdraw.confirm.remark')}
                value={remark}
                onChange={setRemark}
                maxLength={remarkMaxLength}
                error={errors.remark}
                isOptional
                disabled={isSending}
              />
            </>
          ) : null}

          <FormAlert role="alert" data-part="ConfirmError">
            {formError ? (
              <>
                <Icon name="error" size="sm" />
                <span>{formError}</span>
              </>
            ) : null}
          </FormAlert>
          <Actions>
            <Button type="submit" isLoading={isSending} data-part="SendConfirmation">
              {t(outcome ? `withdraw.confirm.submit.${outcome}` : 'withdraw.confirm.submit.any')}
            </Button>
          </Actions>
        </>
      )}
    </ConfirmForm>
  );
}
