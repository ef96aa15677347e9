import * as RadioGroup from '@radix-ui/react-radio-group';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { Chip } from '../../forms/shared/chip.styles';
import { Select } from '../../forms/Select';
import { TextField } from '../../forms/TextField';
import { Modal, ModalBody, ModalFooter } from '../../overlays/Modal';
import { Icon } from '../../primitives/Icon';
import { FormAlert } from '../shared/cashier.styles';
import { accountNumberToSend, checkAccountNumber, isSameName, isWithdrawFailure } from './withdrawRules';
import { Fieldset, KindRow, ModalFields, ModalForm } from './WithdrawPanel.styles';
import type { NewPayoutAccount, PayoutAccountKind, RealNameMode } from './WithdrawPanel.types';

export interface AddAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kinds: readonly PayoutAccountKind[];
  providers?: Partial<Record<PayoutAccountKind, readonly string[]>>;
  realName?: string;
  realNameMode: RealNameMode;
  onAdd: (values: NewPayoutAccount) => Promise<unknown>;
}

type Field = 'name' | 'accountName' | 'accountNumber';

/**
 * Binds a payout account: the kind, the bank (wallet, network), the holder (the member's real name, read-only or
 * checked for equality), the number (checked per kind and network) and an optional branch.
 */
export function AddAccountDialog({
  open,
  onOpenChange,
  kinds,
  providers,
  realName,
  realNameMode,
  onAdd,
}: AddAccountDialogProps) {
  const { t } = useTranslation('cashier');
  const formId = useId();
  const [kind, setKind] = useState<PayoutAccountKind>(kinds[0] ?? 'bank');
  const [name, setName] = useState('');
  const [accountName, setAccountName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [branch, setBranch] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [isSaving, setSaving] = useState(false);
  const inFlight = useRef(false);
  // The first invalid field takes the focus; the name is a select or a text field, so plain elements are kept.
  const fields = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const nameRef = (element: HTMLElement | null) => {
    fields.current.name = element;
  };
  const accountNameRef = (element: HTMLElement | null) => {
    fields.current.accountName = element;
  };
  const accountNumberRef = (element: HTMLElement | null) => {
    fields.current.accountNumber = element;
  };

  const isNameLocked = realNameMode === 'prefill' && Boolean(realName);
  const holder = isNameLocked ? (realName ?? '') : accountName;
  const choices = providers?.[kind];

  const close = () => {
    if (isSaving) return;
    reset();
    onOpenChange(false);
  };

  const reset = () => {
    setKind(kinds[0] ?? 'bank');
    setName('');
    setAccountName('');
    setAccountNumber('');
    setBranch('');
    setErrors({});
    setFormError(undefined);
  };

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (name.trim() === '') found.name = t(`withdraw.add.errors.name.${kind}`);
    if (kind !== 'crypto') {
      if (holder.trim() === '') found.accountName = t('withdraw.add.errors.holderRequired');
      else if (realName && !isSameName(holder, realName)) found.accountName = t('withdraw.add.errors.holderMismatch');
    }
    const numberIssue = checkAccountNumber(kind, accountNumber, name);
    if (numberIssue)
      found.accountNumber =
        numberIssue === 'required' ? t(`withdraw.add.errors.number.${kind}`) : t(`withdraw.add.errors.${numberIssue}`);
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validate();
    setErrors(found);
    setFormError(undefined);
    const first = (['name', 'accountName', 'accountNumber'] as const).find((field) => found[field]);
    if (first) {
      fields.current[first]?.focus();
      return;
    }
    inFlight.current = true;
    setSaving(true);
    try {
      await onAdd({
        kind,
        name: name.trim(),
        accountName: (kind === 'crypto' ? (realName ?? holder) : holder).trim(),
        accountNumber: accountNumberToSend(kind, accountNumber),
        ...(kind === 'bank' && branch.trim() ? { branch: branch.trim() } : {}),
      });
      reset();
      onOpenChange(false);
    } catch (failure) {
      if (isWithdrawFailure(failure) && failure.reason === 'accountNameMismatch') {
        setErrors({ accountName: failure.message ?? t('withdraw.add.errors.holderMismatch') });
        fields.current.accountName?.focus();
      } else if (isWithdrawFailure(failure) && failure.reason === 'accountExists') {
        setErrors({ accountNumber: failure.message ?? t('withdraw.add.errors.exists') });
        fields.current.accountNumber?.focus();
      } else {
        setFormError(isWithdrawFailure(failure) && failure.message ? failure.message : t('withdraw.add.errors.failed'));
      }
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('withdraw.add.title')}
      description={t('withdraw.add.description')}
      data-part="AddAccountDialog"
    >
      <ModalForm id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <ModalBody>
          <ModalFields>
            {kinds.length > 1 ? (
              <Fieldset>
                <legend id={`${formId}-kind`}>{t('withdraw.add.kind')}</legend>
                <RadioGroup.Root
                  asChild
                  value={kind}
                  onValueChange={(next) => {
                    // Another kind has other providers and number rules; the holder's name stays.
                    setKind(next as PayoutAccountKind);
                    setName('');
                    setAccountNumber('');
                    setBranch('');
                    setErrors({});
                    setFormError(undefined);
                  }}
                  aria-labelledby={`${formId}-kind`}
                  loop
                >
                  <KindRow>
                    {kinds.map((item) => (
                      <RadioGroup.Item key={item} value={item} asChild>
                        <Chip data-part="Kind">
                          <Icon name={item === 'bank' ? 'bank' : item === 'ewallet' ? 'wallet' : 'coins'} size="sm" />
                          {t(`withdraw.kinds.${item}`)}
                        </Chip>
                      </RadioGroup.Item>
                    ))}
                  </KindRow>
                </RadioGroup.Root>
              </Fieldset>
            ) : null}
            {choices && choices.length > 0 ? (
              <Select
                ref={nameRef}
                label={t(`withdraw.add.name.${kind}`)}
                options={choices.map((choice) => ({ value: choice, label: choice }))}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                error={errors.name}
                required
                isFullWidth
              />
            ) : (
              <TextField
                ref={nameRef}
                label={t(`withdraw.add.name.${kind}`)}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                error={errors.name}
                autoComplete="off"
                required
                isFullWidth
              />
            )}
            {kind !== 'crypto' ? (
              <TextField
                ref={accountNameRef}
                label={t('withdraw.add.holder')}
                value={holder}
                readOnly={isNameLocked}
                onChange={(event) => setAccountName(event.currentTarget.value)}
                hint={
                  isNameLocked
                    ? t('withdraw.add.holderLocked')
                    : realName
                      ? t('withdraw.add.holderMatch')
                      : t('withdraw.add.holderFirst')
                }
                error={errors.accountName}
                autoComplete="name"
                required
                isFullWidth
              />
            ) : null}
            <TextField
              ref={accountNumberRef}
              label={t(`withdraw.add.number.${kind}`)}
              value={accountNumber}
              onChange={(event) => setAccountNumber(event.currentTarget.value)}
              inputMode={kind === 'bank' ? 'numeric' : undefined}
              spellCheck={false}
              autoComplete="off"
              error={errors.accountNumber}
              required
              isFullWidth
            />
            {kind === 'bank' ? (
              <TextField
                label={t('withdraw.add.branch')}
                value={branch}
                onChange={(event) => setBranch(event.currentTarget.value)}
                isOptional
                isFullWidth
              />
            ) : null}
            <FormAlert role="alert">
              {formError ? (
                <>
                  <Icon name="error" size="sm" />
                  <span>{formError}</span>
                </>
              ) : null}
            </FormAlert>
          </ModalFields>
        </ModalBody>
        <ModalFooter>
          <Button variant="secondary" disabled={isSaving} onClick={close}>
            {t('withdraw.add.cancel')}
          </Button>
          <Button type="submit" isLoading={isSaving} data-part="SaveAccount">
            {t('withdraw.add.save')}
          </Button>
        </ModalFooter>
      </ModalForm>
    </Modal>
  );
}
