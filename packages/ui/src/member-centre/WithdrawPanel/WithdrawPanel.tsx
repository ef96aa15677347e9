import { forwardRef, useEffect, useId, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { EmptyState } from '../../feedback/EmptyState';
import { Skeleton } from '../../feedback/Skeleton';
import { AmountInput } from '../../forms/AmountInput';
import { parseAmount, toCents, validateAmount } from '../../forms/AmountInput/amount';
import { useAmountRules } from '../../forms/AmountInput/useAmountRules';
import { TextField } from '../../forms/TextField';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { feeFor, hasFee, useCashierFormat, type CashierTime } from '../shared/cashierMoney';
import {
  Actions,
  Card,
  FormAlert,
  LiveSlot,
  Notice,
  NoticeBody,
  NoticeTitle,
  PanelRoot,
  ProgressFill,
  ProgressTrack,
  Section,
  SectionHeader,
  SectionNote,
  SectionTitle,
} from '../shared/cashier.styles';
import { feeLabel } from '../shared/feeLabel';
import { useSecondsLeft } from '../shared/useSecondsLeft';
import { AddAccountDialog } from './AddAccountDialog';
import { PayoutAccountPicker } from './PayoutAccountPicker';
import { WithdrawalHistory } from './WithdrawalHistory';
import { isWithdrawFailure } from './withdrawRules';
import { BalanceBlock, Facts, FormFields, Overview, ProgressText } from './WithdrawPanel.styles';
import { payoutAccountKinds, type PayoutAccount, type WithdrawPanelProps } from './WithdrawPanel.types';

const textShape = 'text' as const;

type Field = 'account' | 'amount' | 'password';
const accountField: Field = 'account';
const amountField: Field = 'amount';
const passwordField: Field = 'password';
type Block = 'turnover' | 'daily' | 'password' | 'balance';

/** Why the member cannot withdraw right now, most pressing first; undefined when nothing stands in the way. */
function blockOf(state: {
  remainingTurnover: number;
  countLeft: number;
  hasPaymentPassword: boolean;
  balance: number;
  min: number;
}): Block | undefined {
  if (state.remainingTurnover > 0) return 'turnover';
  if (state.countLeft <= 0) return 'daily';
  if (!state.hasPaymentPassword) return 'password';
  if (toCents(state.balance) < toCents(state.min)) return 'balance';
  return undefined;
}

interface Submitted {
  amount: number;
  account: PayoutAccount | undefined;
}

/**
 * The withdrawal page (member centre `withdraw`): the balance and today's limits; why withdrawing is blocked (the
 * turnover still owed, with its progress; the daily count; no payment password yet, with the way to set one);
 * the payout accounts (add in the member's real name, remove after a confirmation); the amount and the payment
 * password, with the server's answer placed at the field it concerns; and the recent withdrawals, where the ones
 * awaiting the member's receipt confirmation (SPEC §4) come first with their deadline.
 */
export const WithdrawPanel = forwardRef<HTMLElement, WithdrawPanelProps>(function WithdrawPanel(
  {
    balance,
    currency,
    currencySymbol,
    limits,
    fee,
    turnover,
    accounts,
    maxAccounts,
    realName,
    realNameMode = 'prefill',
    providers,
    addableKinds = payoutAccountKinds,
    onAddAccount,
    onRemoveAccount,
    hasPaymentPassword,
    onSetPaymentPassword,
    onWithdraw,
    withdrawals,
    isWithdrawalsLoading = false,
    onConfirmReceipt,
    isLoading = false,
    error,
    onRetry,
    timeZone,
    headingLevel = 3,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('cashier');
  const id = useId();
  const format = useCashierFormat({ currency, currencySymbol, timeZone });
  const rules = useAmountRules({ min: limits.min, max: limits.max });
  const heading = `h${headingLevel}` as const;

  const [chosenId, setChosenId] = useState<string>();
  const [amountText, setAmountText] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [isSubmitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState<Submitted>();
  const [isAddOpen, setAddOpen] = useState(false);
  const [lockedUntil, setLockedUntil] = useState<CashierTime | 'indefinite'>();
  const inFlight = useRef(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const accountsRef = useRef<HTMLElement>(null);

  const lockSeconds = useSecondsLeft(lockedUntil === 'indefinite' ? undefined : lockedUntil);
  const isLocked = lockedUntil === 'indefinite' || (lockedUntil !== undefined && (lockSeconds ?? 0) > 0);

  const account = accounts.find((item) => item.id === chosenId) ?? accounts[0];
  const remainingTurnover = turnover ? Math.max(0, turnover.remaining) : 0;
  const countLeft = Math.max(0, limits.dailyCount - limits.dailyCountUsed);
  const block = blockOf({ remainingTurnover, countLeft, hasPaymentPassword, balance, min: limits.min });
  const isFormDisabled = block !== undefined || isSubmitting;
  const canAdd = maxAccounts === undefined || accounts.length < maxAccounts;

  const setField = (field: Field, message: string | undefined) =>
    setErrors((current) => ({ ...current, [field]: message }));
  const clearField = (field: Field) => setField(field, undefined);

  // The first field at fault takes the focus; after a request, once the fields are enabled again.
  const [focusAfter, setFocusAfter] = useState<Field>();
  useEffect(() => {
    if (!focusAfter || isSubmitting) return;
    if (focusAfter === 'amount') amountRef.current?.focus();
    else if (focusAfter === 'password') passwordRef.current?.focus();
    else accountsRef.current?.querySelector<HTMLElement>('[role="radio"]')?.focus();
    setFocusAfter(undefined);
  }, [focusAfter, isSubmitting]);

  const placeFailure = (failure: unknown) => {
    if (!isWithdrawFailure(failure)) {
      setFormError(t('withdraw.errors.failed'));
      return;
    }
    const text = (fallback: string) => failure.message ?? fallback;
    switch (failure.reason) {
      case 'paymentPasswordInvalid':
        setPassword('');
        setField(
          'password',
          text(
            failure.attemptsLeft !== undefined
              ? t('withdraw.errors.passwordWrongAttempts', { attempts: failure.attemptsLeft })
              : t('withdraw.errors.passwordWrong'),
          ),
        );
        setFocusAfter('password');
        break;
      case 'paymentPasswordLocked':
        setPassword('');
        setLockedUntil(failure.retryAt ?? 'indefinite');
        setField(
          'password',
          text(
            failure.retryAt !== undefined
              ? t('withdraw.errors.passwordLockedUntil', { time: format.time(failure.retryAt) })
              : t('withdraw.errors.passwordLocked'),
          ),
        );
        break;
      case 'insufficientBalance':
        setField('amount', text(t('withdraw.errors.aboveBalance', { balance: format.money(balance) })));
        setFocusAfter('amount');
        break;
      case 'amountOutOfRange':
        setField(
          'amount',
          text(t('withdraw.errors.outOfRange', { min: format.money(limits.min), max: format.money(limits.max) })),
        );
        setFocusAfter('amount');
        break;
      case 'accountUnavailable':
        setField('account', text(t('withdraw.errors.accountUnavailable')));
        setFocusAfter('account');
        break;
      case 'turnoverNotMet':
        setFormError(text(t('withdraw.errors.turnover')));
        break;
      case 'dailyCountReached':
        setFormError(text(t('withdraw.errors.daily')));
        break;
      default:
        setFormError(text(t('withdraw.errors.failed')));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || block || isLocked) return;
    const found: Partial<Record<Field, string>> = {};
    if (!account) found.account = t('withdraw.errors.account');
    const issue = validateAmount(amountText, { min: limits.min, max: limits.max });
    const amount = parseAmount(amountText);
    if (issue) found.amount = rules.messageFor(issue);
    else if (amount !== null && toCents(amount) > toCents(balance))
      found.amount = t('withdraw.errors.aboveBalance', { balance: format.money(balance) });
    if (password === '') found.password = t('withdraw.errors.passwordRequired');
    setErrors(found);
    setFormError(undefined);
    const first = (['account', 'amount', 'password'] as const).find((field) => found[field]);
    if (first) {
      setFocusAfter(first);
      return;
    }
    if (!account || amount === null) return;
    inFlight.current = true;
    setSubmitting(true);
    setSubmitted(undefined);
    try {
      await onWithdraw({ accountId: account.id, amount, paymentPassword: password });
      setSubmitted({ amount, account });
      setAmountText('');
      setPassword('');
    } catch (failure) {
      placeFailure(failure);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const addAccount = async (values: Parameters<typeof onAddAccount>[0]) => {
    const added = await onAddAccount(values);
    // A caller that answers with the new account gets it chosen for this withdrawal.
    if (typeof added === 'object' && added !== null && typeof (added as PayoutAccount).id === 'string')
      setChosenId((added as PayoutAccount).id);
    clearField(accountField);
  };

  const hasError = error !== undefined && error !== null && error !== false;
  if (hasError || isLoading) {
    return (
      <PanelRoot ref={ref} aria-label={t('withdraw.title')} data-component="WithdrawPanel" {...rest}>
        {hasError ? (
          <EmptyState
            icon="warning"
            size="sm"
            headingLevel={headingLevel}
            title={t('withdraw.loadError.title')}
            description={error === true ? t('withdraw.loadError.description') : error}
            action={
              onRetry ? (
                <Button variant="secondary" startIcon={<Icon name="refresh" />} onClick={onRetry}>
                  {t('retry')}
                </Button>
              ) : undefined
            }
            data-part="Error"
          />
        ) : (
          <Card aria-busy data-loading="" data-part="Loading">
            <VisuallyHidden role="status">{t('withdraw.loading')}</VisuallyHidden>
            <Skeleton shape={textShape} width="30%" />
            <Skeleton height={40} width="50%" />
            <Skeleton height={72} />
            <Skeleton height={48} width="min(100%, 24rem)" />
          </Card>
        )}
      </PanelRoot>
    );
  }

  const turnoverPercent =
    turnover && turnover.required > 0
      ? Math.min(100, Math.max(0, Math.floor((turnover.completed / turnover.required) * 100)))
      : 0;

  return (
    <PanelRoot ref={ref} aria-label={t('withdraw.title')} data-component="WithdrawPanel" data-block={block} {...rest}>
      <Overview data-part="Overview">
        <BalanceBlock>
          <span id={`${id}-balance`}>{t('withdraw.overview.balance')}</span>
          <strong aria-labelledby={`${id}-balance`} data-part="Balance">
            {format.money(balance)}
          </strong>
        </BalanceBlock>
        <Facts>
          <div>
            <dt>{t('withdraw.overview.limits')}</dt>
            <dd>
              {t('withdraw.overview.limitsValue', { min: format.money(limits.min), max: format.money(limits.max) })}
            </dd>
          </div>
          <div>
            <dt>{t('withdraw.overview.count')}</dt>
            <dd data-part="CountLeft">
              {t('withdraw.overview.countValue', { left: countLeft, total: limits.dailyCount })}
            </dd>
          </div>
          {fee !== undefined ? (
            <div>
              <dt>{t('fee.label')}</dt>
              <dd>{feeLabel(t, format, fee)}</dd>
            </div>
          ) : null}
        </Facts>
      </Overview>

      {block === 'turnover' && turnover ? (
        <Notice data-tone="warning" data-part="Turnover">
          <Icon name="lock" size="sm" />
          <NoticeBody>
            <NoticeTitle id={`${id}-turnover`}>{t('withdraw.turnover.title')}</NoticeTitle>
            <p>{t('withdraw.turnover.body', { remaining: format.money(remainingTurnover) })}</p>
            <ProgressTrack
              role="progressbar"
              aria-labelledby={`${id}-turnover`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={turnoverPercent}
              aria-valuetext={t('withdraw.turnover.progress', {
                completed: format.money(turnover.completed),
                required: format.money(turnover.required),
              })}
            >
              <ProgressFill style={{ '--progress': `${turnoverPercent}%` } as CSSProperties} />
            </ProgressTrack>
            <ProgressText>
              <span>
                {t('withdraw.turnover.progress', {
                  completed: format.money(turnover.completed),
                  required: format.money(turnover.required),
                })}
              </span>
              <strong>{format.percent(turnoverPercent)}</strong>
            </ProgressText>
          </NoticeBody>
        </Notice>
      ) : null}
      {block === 'daily' ? (
        <Notice data-tone="warning" data-part="DailyLimit">
          <Icon name="clock" size="sm" />
          <NoticeBody>
            <NoticeTitle>{t('withdraw.daily.title')}</NoticeTitle>
            <p>{t('withdraw.daily.body', { total: limits.dailyCount })}</p>
          </NoticeBody>
        </Notice>
      ) : null}
      {block === 'password' ? (
        <Notice data-tone="info" data-part="PasswordNeeded">
          <Icon name="shieldCheck" size="sm" />
          <NoticeBody>
            <NoticeTitle>{t('withdraw.password.title')}</NoticeTitle>
            <p>{t('withdraw.password.body')}</p>
            {onSetPaymentPassword ? (
              <div>
                <Button
                  size="sm"
                  startIcon={<Icon name="lock" />}
                  onClick={onSetPaymentPassword}
                  data-part="SetPassword"
                >
                  {t('withdraw.password.action')}
                </Button>
              </div>
            ) : null}
          </NoticeBody>
        </Notice>
      ) : null}
      {block === 'balance' ? (
        <Notice data-tone="info" data-part="LowBalance">
          <Icon name="info" size="sm" />
          <NoticeBody>
            <p>{t('withdraw.lowBalance', { min: format.money(limits.min) })}</p>
          </NoticeBody>
        </Notice>
      ) : null}

      <LiveSlot role="status" data-part="Submitted">
        {submitted ? (
          <Notice data-tone="success">
            <Icon name="success" size="sm" />
            <NoticeBody>
              <NoticeTitle>{t('withdraw.submitted.title')}</NoticeTitle>
              <p>
                {t('withdraw.submitted.body', {
                  amount: format.money(submitted.amount),
                  account: submitted.account ? `${submitted.account.name} ${submitted.account.maskedNumber}` : '',
                })}
              </p>
            </NoticeBody>
          </Notice>
        ) : null}
      </LiveSlot>

      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-form`} data-part="WithdrawForm">
        <VisuallyHidden id={`${id}-form`}>{t('withdraw.title')}</VisuallyHidden>
        <Card>
          <Section ref={accountsRef} aria-labelledby={`${id}-accounts`}>
            <SectionHeader>
              <SectionTitle as={heading} id={`${id}-accounts`}>
                {t('withdraw.accounts.title')}
              </SectionTitle>
              {accounts.length > 0 ? (
                <Button
                  variant="outline"
                  size="sm"
                  startIcon={<Icon name="plus" />}
                  disabled={!canAdd}
                  onClick={() => setAddOpen(true)}
                  data-part="AddAccount"
                >
                  {t('withdraw.accounts.add')}
                </Button>
              ) : null}
            </SectionHeader>
            {accounts.length === 0 ? (
              <EmptyState
                icon="bank"
                size="sm"
                headingLevel={headingLevel === 2 ? 3 : 4}
                title={t('withdraw.accounts.emptyTitle')}
                description={t('withdraw.accounts.emptyDescription')}
                action={
                  <Button startIcon={<Icon name="plus" />} onClick={() => setAddOpen(true)} data-part="AddAccount">
                    {t('withdraw.accounts.add')}
                  </Button>
                }
                data-part="NoAccounts"
              />
            ) : (
              <PayoutAccountPicker
                accounts={accounts}
                value={account?.id}
                onValueChange={(next) => {
                  setChosenId(next);
                  clearField(accountField);
                }}
                labelledBy={`${id}-accounts`}
                error={errors.account}
                onRemove={onRemoveAccount}
                disabled={isSubmitting}
              />
            )}
            {!canAdd ? <SectionNote>{t('withdraw.accounts.max', { max: maxAccounts })}</SectionNote> : null}
          </Section>

          <FormFields>
            <AmountInput
              ref={amountRef}
              label={t('withdraw.amount')}
              currencySymbol={format.symbol}
              min={limits.min}
              max={limits.max}
              balance={balance}
              hasMaxChip
              fee={hasFee(fee) ? (value: number) => feeFor(value, fee) : undefined}
              value={amountText}
              onValueChange={(text) => {
                setAmountText(text);
                clearField(amountField);
                setSubmitted(undefined);
              }}
              validateOnBlur={false}
              error={errors.amount}
              disabled={isFormDisabled}
              required
              isFullWidth
              data-part="Amount"
            />
            {hasPaymentPassword ? (
              <TextField
                ref={passwordRef}
                type="password"
                label={t('withdraw.paymentPassword')}
                value={password}
                onChange={(event) => {
                  setPassword(event.currentTarget.value);
                  if (!isLocked) clearField(passwordField);
                }}
                autoComplete="off"
                error={errors.password}
                disabled={isFormDisabled || isLocked}
                required
                isFullWidth
                data-part="PaymentPassword"
              />
            ) : null}
          </FormFields>

          <FormAlert role="alert" data-part="FormError">
            {formError ? (
              <>
                <Icon name="error" size="sm" />
                <span>{formError}</span>
              </>
            ) : null}
          </FormAlert>
          <Actions>
            <Button
              type="submit"
              size="lg"
              isLoading={isSubmitting}
              disabled={block !== undefined || isLocked || accounts.length === 0}
              startIcon={<Icon name="withdraw" />}
              data-part="Submit"
            >
              {t('withdraw.submit')}
            </Button>
          </Actions>
        </Card>
      </form>

      {withdrawals !== undefined || isWithdrawalsLoading ? (
        <WithdrawalHistory
          withdrawals={withdrawals ?? []}
          isLoading={isWithdrawalsLoading}
          format={format}
          onConfirmReceipt={onConfirmReceipt}
          headingLevel={headingLevel}
          titleId={`${id}-history`}
        />
      ) : null}

      <AddAccountDialog
        open={isAddOpen}
        onOpenChange={setAddOpen}
        kinds={addableKinds}
        providers={providers}
        realName={realName}
        realNameMode={realNameMode}
        onAdd={addAccount}
      />
    </PanelRoot>
  );
});
