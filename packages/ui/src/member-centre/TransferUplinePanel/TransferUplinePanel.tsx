import { forwardRef, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { EmptyState } from '../../feedback/EmptyState';
import { Skeleton } from '../../feedback/Skeleton';
import { AmountInput, useAmountRules, validateAmount } from '../../forms/AmountInput';
import { TextField } from '../../forms/TextField';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { useMoneyFormat } from '../shared/money';
import {
  bones,
  Form,
  FormActions,
  LiveRegion,
  Panel,
  PanelAlert,
  PanelError,
  PanelSection,
} from '../shared/PanelParts';
import { useSubmitErrorText } from '../shared/submitError';
import { useAsyncTask } from '../shared/useAsyncTask';
import { defaultPaymentPasswordRule, useCentreValidation } from '../shared/validation';
import { Success, Summary, SummaryItem } from './TransferUplinePanel.styles';
import type { TransferUplinePanelProps } from './TransferUplinePanel.types';

const fields = ['amount', 'paymentPassword'] as const;

/**
 * The member centre's "transfer to upline" page (transferUpline, AGETRANSFERUP3): the upline's account and the
 * member's balance, then the amount (at most the balance) and the payment password. Pure: the transfer leaves
 * through `onTransfer`; a rejection shows its localized message by the field it concerns, success a receipt.
 */
export const TransferUplinePanel = forwardRef<HTMLDivElement, TransferUplinePanelProps>(function TransferUplinePanel(
  {
    uplineAccount,
    balance,
    error,
    onRetry,
    onTransfer,
    minAmount,
    hasPaymentPassword = true,
    onSetPaymentPassword,
    paymentPasswordRule = defaultPaymentPasswordRule,
    currencySymbol,
    currency,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('centre');
  const format = useMoneyFormat({ currencySymbol, currency });
  const amountRules = useAmountRules({ min: minAmount, currency });
  const rules = useCentreValidation();
  const describe = useSubmitErrorText(fields);
  const amountRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const againRef = useRef<HTMLButtonElement>(null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; paymentPassword?: string }>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [sent, setSent] = useState<number | null>(null);
  const [isSending, run] = useAsyncTask();
  const focusNext = useRef<'again' | 'amount' | null>(null);

  // The receipt replaces the form and back: focus follows to what is now on screen.
  useEffect(() => {
    if (focusNext.current === 'again') againRef.current?.focus();
    else if (focusNext.current === 'amount') amountRef.current?.focus();
    focusNext.current = null;
  }, [sent]);

  if (uplineAccount === undefined) {
    if (error !== undefined && error !== null) {
      return (
        <Panel ref={ref} data-component="TransferUplinePanel" data-state="error" {...rest}>
          <PanelError onRetry={onRetry} />
        </Panel>
      );
    }
    return (
      <Panel ref={ref} data-component="TransferUplinePanel" data-state="loading" aria-busy {...rest}>
        <VisuallyHidden role="status">{t('states.loading')}</VisuallyHidden>
        <Summary aria-hidden>
          <SummaryItem>
            <Skeleton {...bones.text} lines={2} />
          </SummaryItem>
          <SummaryItem>
            <Skeleton {...bones.text} lines={2} />
          </SummaryItem>
        </Summary>
        <Skeleton {...bones.rect} height={160} />
      </Panel>
    );
  }

  if (uplineAccount === null) {
    return (
      <Panel ref={ref} data-component="TransferUplinePanel" data-state="empty" {...rest}>
        <EmptyState
          size="sm"
          icon="users"
          headingLevel={4}
          title={t('upline.emptyTitle')}
          description={t('upline.emptyDescription')}
        />
      </Panel>
    );
  }

  const isBroke = balance !== undefined && balance <= 0;
  const canSend = Boolean(onTransfer) && hasPaymentPassword && balance !== undefined && !isBroke;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!onTransfer || !canSend) return;
    const issue = validateAmount(amount, { min: minAmount, max: balance });
    const found = {
      amount:
        issue === 'aboveMax'
          ? t('wallet.aboveBalance', { balance: format(balance ?? 0) })
          : issue
            ? amountRules.messageFor(issue)
            : undefined,
      paymentPassword: rules.rule(password, paymentPasswordRule, t('fields.paymentPassword')),
    };
    setErrors(found);
    setFormError(undefined);
    if (found.amount || found.paymentPassword) {
      (found.amount ? amountRef : passwordRef).current?.focus();
      return;
    }
    const value = Number(amount);
    const result = await run(() => onTransfer({ amount: value, paymentPassword: password }));
    if (!result) return;
    if (result.ok) {
      focusNext.current = 'again';
      setSent(value);
      setAmount('');
      setPassword('');
      return;
    }
    const described = describe(result.error);
    setErrors(described.fields);
    setFormError(described.form);
    // A wrong password is cleared and asked again; an amount problem keeps what was typed.
    if (described.fields.paymentPassword) {
      setPassword('');
      passwordRef.current?.focus();
    } else if (described.fields.amount) amountRef.current?.focus();
  };

  const startAgain = () => {
    focusNext.current = 'amount';
    setSent(null);
  };

  return (
    <Panel ref={ref} data-component="TransferUplinePanel" data-state={sent === null ? 'ready' : 'success'} {...rest}>
      <Summary data-part="Summary">
        <SummaryItem>
          <dt>
            <Icon name="users" size="sm" />
            {t('upline.upline')}
          </dt>
          <dd data-part="Upline">{uplineAccount}</dd>
        </SummaryItem>
        <SummaryItem aria-busy={balance === undefined || undefined}>
          <dt>
            <Icon name="wallet" size="sm" />
            {t('upline.balance')}
          </dt>
          <dd data-part="Balance">
            {balance === undefined ? <Skeleton {...bones.text} width="6em" /> : format(balance)}
          </dd>
        </SummaryItem>
      </Summary>

      <LiveRegion data-part="Notice">
        {sent !== null ? (
          <Success data-part="Success">
            <span>
              <Icon name="success" size="xl" />
            </span>
            <strong>{t('upline.successTitle')}</strong>
            <p>{t('upline.successBody', { amount: format(sent), upline: uplineAccount })}</p>
            <Button ref={againRef} variant="secondary" startIcon={<Icon name="share" />} onClick={startAgain}>
              {t('upline.again')}
            </Button>
          </Success>
        ) : null}
      </LiveRegion>

      {sent === null ? (
        <PanelSection
          title={t('upline.formTitle')}
          icon="share"
          description={t('upline.formDescription', { upline: uplineAccount })}
        >
          {!hasPaymentPassword ? (
            <PanelAlert
              tone="warning"
              action={
                onSetPaymentPassword ? (
                  <Button size="sm" onClick={onSetPaymentPassword}>
                    {t('security.bind.paymentPassword')}
                  </Button>
                ) : null
              }
            >
              {t('upline.needPaymentPassword')}
            </PanelAlert>
          ) : isBroke ? (
            <PanelAlert tone="info">{t('upline.noBalance')}</PanelAlert>
          ) : null}
          {formError ? <PanelAlert>{formError}</PanelAlert> : null}
          <Form
            noValidate
            onSubmit={(event) => void submit(event)}
            aria-label={t('upline.formTitle')}
            data-part="TransferForm"
          >
            <AmountInput
              ref={amountRef}
              label={t('upline.amount')}
              value={amount}
              onValueChange={(text) => {
                setAmount(text);
                if (errors.amount) setErrors((e) => ({ ...e, amount: undefined }));
              }}
              currencySymbol={currencySymbol}
              currency={currency}
              min={minAmount}
              max={balance}
              balance={balance}
              hasMaxChip
              hint={balance === undefined ? undefined : t('upline.available', { amount: format(balance) })}
              error={errors.amount}
              disabled={!canSend}
              required
              isFullWidth
            />
            <TextField
              ref={passwordRef}
              label={t('fields.paymentPassword')}
              type="password"
              autoComplete="off"
              inputMode={paymentPasswordRule.patternId === 6 ? 'numeric' : undefined}
              maxLength={paymentPasswordRule.maxLength > 0 ? paymentPasswordRule.maxLength : undefined}
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                if (errors.paymentPassword) setErrors((e) => ({ ...e, paymentPassword: undefined }));
              }}
              error={errors.paymentPassword}
              disabled={!canSend}
              required
              isFullWidth
              startIcon={<Icon name="lock" />}
            />
            <FormActions>
              <Button type="submit" isLoading={isSending} disabled={!canSend} startIcon={<Icon name="share" />}>
                {t('upline.submit')}
              </Button>
            </FormActions>
          </Form>
        </PanelSection>
      ) : null}
    </Panel>
  );
});
