import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { Skeleton } from '../../feedback/Skeleton';
import { AmountInput, useAmountRules, validateAmount } from '../../forms/AmountInput';
import { TextField } from '../../forms/TextField';
import { useMoneyFormat } from '../../member-centre/shared/money';
import { bones, LiveRegion, PanelAlert } from '../../member-centre/shared/PanelParts';
import { useSubmitErrorText } from '../../member-centre/shared/submitError';
import { useAsyncTask } from '../../member-centre/shared/useAsyncTask';
import { defaultPaymentPasswordRule, useCentreValidation } from '../../member-centre/shared/validation';
import { useReturnFocus } from '../../overlays/Dialog/Dialog.hooks';
import { Modal, ModalBody, ModalFooter } from '../../overlays/Modal';
import { Icon } from '../../primitives/Icon';
import { DialogForm, Fields, Success, Summary } from './DownlineTransferDialog.styles';
import type { DownlineTransferDialogProps } from './DownlineTransferDialog.types';

/** The fields a refusal may name: `account` (the recipient, not editable here) is said above the form. */
const refusalFields = ['amount', 'paymentPassword', 'account'] as const;

type FieldErrors = { amount?: string; paymentPassword?: string };

/**
 * The agent centre's transfer to a downline (AGETRANSFERDOWN3), opened from a row of the team list: the recipient
 * and the agent's balance, then the amount (two decimals, above zero, at most the balance) and, when the merchant
 * asks for it, the payment password. Pure: the transfer leaves through `onTransfer`; a refusal shows in the form in
 * the member's language (a wrong password at the password, which is cleared for another try; a short balance at the
 * amount; the rest above the form); a success replaces the form with a receipt.
 */
export function DownlineTransferDialog({
  recipient,
  onClose,
  onTransfer,
  balance,
  minAmount,
  isPaymentPasswordRequired = true,
  hasPaymentPassword = true,
  onSetPaymentPassword,
  paymentPasswordRule = defaultPaymentPasswordRule,
  currencySymbol,
  currency,
}: DownlineTransferDialogProps) {
  const { t } = useTranslation('centre');
  const format = useMoneyFormat({ currencySymbol, currency });
  const amountRules = useAmountRules({ min: minAmount, currency });
  const rules = useCentreValidation();
  const describe = useSubmitErrorText(refusalFields);
  const formId = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [sent, setSent] = useState<{ amount: number; account: string } | null>(null);
  const [isSending, run] = useAsyncTask();
  // Opened from a row's button without a Radix trigger: focus goes back to that button when the dialog closes.
  const returnFocus = useReturnFocus(recipient !== null, false);

  // A fresh form for each recipient.
  useEffect(() => {
    if (recipient === null) return;
    setAmount('');
    setPassword('');
    setErrors({});
    setFormError(undefined);
    setSent(null);
  }, [recipient]);

  // The receipt replaces the form: focus follows to its button.
  useEffect(() => {
    if (sent) closeRef.current?.focus();
  }, [sent]);

  const asksPassword = isPaymentPasswordRequired;
  const needsPassword = asksPassword && !hasPaymentPassword;
  const isBroke = balance !== undefined && balance <= 0;
  const canSend = recipient !== null && balance !== undefined && !isBroke && !needsPassword;

  const close = () => {
    if (!isSending) onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSend || recipient === null) return;
    const issue = validateAmount(amount, { min: minAmount, max: balance });
    const found: FieldErrors = {
      amount:
        issue === 'aboveMax'
          ? t('wallet.aboveBalance', { balance: format(balance ?? 0) })
          : issue
            ? amountRules.messageFor(issue)
            : undefined,
      paymentPassword: asksPassword
        ? rules.rule(password, paymentPasswordRule, t('fields.paymentPassword'))
        : undefined,
    };
    setErrors(found);
    setFormError(undefined);
    if (found.amount || found.paymentPassword) {
      (found.amount ? amountRef : passwordRef).current?.focus();
      return;
    }
    const value = Number(amount);
    const result = await run(() =>
      onTransfer({ account: recipient, amount: value, paymentPassword: asksPassword ? password : '' }),
    );
    if (!result) return;
    if (result.ok) {
      setSent({ amount: value, account: recipient });
      setAmount('');
      setPassword('');
      return;
    }
    const described = describe(result.error);
    const code = (result.error as { code?: unknown } | null)?.code;
    const next: FieldErrors = { amount: described.fields.amount, paymentPassword: described.fields.paymentPassword };
    let form = described.fields.account ?? described.form;
    // The codes that belong to one field are said by that field, once.
    if (code === 'payment_password_invalid' && asksPassword && !next.paymentPassword && form) {
      next.paymentPassword = form;
      form = described.fields.account;
    } else if (code === 'insufficient_balance' && !next.amount && form) {
      next.amount = form;
      form = described.fields.account;
    }
    setErrors(next);
    setFormError(form);
    // A wrong password is cleared and asked again; an amount problem keeps what was typed.
    if (next.paymentPassword) {
      setPassword('');
      passwordRef.current?.focus();
    } else if (next.amount) amountRef.current?.focus();
  };

  return (
    <Modal
      size="dialog"
      open={recipient !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      onCloseAutoFocus={returnFocus}
      closeOnEscape={!isSending}
      closeOnOverlayClick={false}
      hideCloseButton={isSending || sent !== null}
      title={t('agent.downline.transfer.title')}
      description={recipient === null ? undefined : t('agent.downline.transfer.description', { account: recipient })}
      data-component="DownlineTransferDialog"
      data-phase={sent ? 'success' : isSending ? 'busy' : 'ready'}
    >
      <DialogForm
        id={formId}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t('agent.downline.transfer.title')}
        data-part="TransferForm"
      >
        <ModalBody>
          <Fields>
            <Summary data-part="Summary">
              <div>
                <dt>
                  <Icon name="user" size="sm" />
                  {t('agent.downline.transfer.recipient')}
                </dt>
                <dd data-part="Recipient">{sent?.account ?? recipient}</dd>
              </div>
              <div aria-busy={balance === undefined || undefined}>
                <dt>
                  <Icon name="wallet" size="sm" />
                  {t('upline.balance')}
                </dt>
                <dd data-part="Balance">
                  {balance === undefined ? <Skeleton {...bones.text} width="6em" /> : format(balance)}
                </dd>
              </div>
            </Summary>

            <LiveRegion data-part="Notice">
              {sent ? (
                <Success data-part="Success">
                  <span>
                    <Icon name="success" size="xl" />
                  </span>
                  <strong>{t('upline.successTitle')}</strong>
                  <p>{t('agent.downline.transfer.successBody', { amount: format(sent.amount), account: sent.account })}</p>
                </Success>
              ) : null}
            </LiveRegion>

            {sent ? null : (
              <>
                {needsPassword ? (
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
                {asksPassword ? (
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
                ) : null}
              </>
            )}
          </Fields>
        </ModalBody>
        <ModalFooter>
          {sent ? (
            <Button ref={closeRef} onClick={close} data-part="Close">
              {t('agent.downline.transfer.close')}
            </Button>
          ) : (
            <>
              <Button variant="secondary" disabled={isSending} onClick={close}>
                {t('actions.cancel')}
              </Button>
              <Button
                type="submit"
                isLoading={isSending}
                disabled={!canSend}
                startIcon={<Icon name="share" />}
                data-part="Submit"
              >
                {t('agent.downline.transfer.submit')}
              </Button>
            </>
          )}
        </ModalFooter>
      </DialogForm>
    </Modal>
  );
}
