import * as RadioGroup from '@radix-ui/react-radio-group';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { ConfirmDialog } from '../../overlays/ConfirmDialog';
import { Icon } from '../../primitives/Icon';
import {
  FormAlert,
  MetaLine,
  OptionBadge,
  OptionCard,
  OptionCheck,
  OptionGrid,
  OptionMeta,
  OptionText,
  OptionTitle,
} from '../shared/cashier.styles';
import { AccountActions, GroupError, MaskedNumber } from './WithdrawPanel.styles';
import type { PayoutAccount } from './WithdrawPanel.types';

export interface PayoutAccountPickerProps {
  accounts: readonly PayoutAccount[];
  value: string | undefined;
  onValueChange: (id: string) => void;
  labelledBy: string;
  error?: string;
  onRemove?: (id: string) => Promise<void> | void;
  disabled?: boolean;
}

const kindIcon = { bank: 'bank', ewallet: 'wallet', crypto: 'coins' } as const;

/** The payout accounts as radio cards; the chosen one can be removed (after a confirmation). */
export function PayoutAccountPicker({
  accounts,
  value,
  onValueChange,
  labelledBy,
  error,
  onRemove,
  disabled = false,
}: PayoutAccountPickerProps) {
  const { t } = useTranslation('cashier');
  const [removing, setRemoving] = useState<PayoutAccount>();
  const [isRemoving, setIsRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string>();
  const errorId = `${labelledBy}-error`;
  const selected = accounts.find((account) => account.id === value);

  const confirmRemove = async () => {
    if (!removing || !onRemove || isRemoving) return;
    setIsRemoving(true);
    setRemoveError(undefined);
    try {
      await onRemove(removing.id);
    } catch {
      setRemoveError(t('withdraw.accounts.removeFailed'));
    } finally {
      setIsRemoving(false);
      setRemoving(undefined);
    }
  };

  return (
    <>
      <RadioGroup.Root
        asChild
        value={value ?? ''}
        onValueChange={onValueChange}
        aria-labelledby={labelledBy}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        disabled={disabled}
        loop
      >
        <OptionGrid data-part="Accounts">
          {accounts.map((account) => (
            <RadioGroup.Item key={account.id} value={account.id} asChild>
              <OptionCard
                data-part="Account"
                data-kind={account.kind}
                aria-labelledby={`${labelledBy}-${account.id}-name`}
                aria-describedby={`${labelledBy}-${account.id}-meta`}
              >
                <OptionBadge aria-hidden="true">
                  <Icon name={kindIcon[account.kind]} size="md" />
                </OptionBadge>
                <OptionText>
                  <OptionTitle id={`${labelledBy}-${account.id}-name`}>{account.name}</OptionTitle>
                  <OptionMeta id={`${labelledBy}-${account.id}-meta`}>
                    <MetaLine>{account.accountName}</MetaLine>
                    <MetaLine>
                      <MaskedNumber>{account.maskedNumber}</MaskedNumber>
                    </MetaLine>
                  </OptionMeta>
                </OptionText>
                <OptionCheck aria-hidden="true">
                  {value === account.id ? <Icon name="check" size="xs" strokeWidth={3} /> : null}
                </OptionCheck>
              </OptionCard>
            </RadioGroup.Item>
          ))}
        </OptionGrid>
      </RadioGroup.Root>
      <GroupError id={errorId} aria-live="polite" data-part="AccountError">
        {error ? (
          <>
            <Icon name="warning" size="sm" />
            {error}
          </>
        ) : null}
      </GroupError>
      {onRemove && selected ? (
        <AccountActions>
          <Button
            variant="ghost"
            size="sm"
            startIcon={<Icon name="trash" />}
            onClick={() => setRemoving(selected)}
            disabled={disabled}
            data-part="RemoveAccount"
          >
            {t('withdraw.accounts.remove', { name: selected.name, number: selected.maskedNumber })}
          </Button>
        </AccountActions>
      ) : null}
      <FormAlert role="alert">
        {removeError ? (
          <>
            <Icon name="error" size="sm" />
            <span>{removeError}</span>
          </>
        ) : null}
      </FormAlert>
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => {
          if (!open && !isRemoving) setRemoving(undefined);
        }}
        tone="danger"
        title={t('withdraw.accounts.removeTitle')}
        confirmLabel={t('withdraw.accounts.removeConfirm')}
        cancelLabel={t('withdraw.accounts.removeKeep')}
        closeOnConfirm={false}
        isConfirming={isRemoving}
        onConfirm={() => void confirmRemove()}
      >
        {removing ? t('withdraw.accounts.removeBody', { name: removing.name, number: removing.maskedNumber }) : null}
      </ConfirmDialog>
    </>
  );
}
