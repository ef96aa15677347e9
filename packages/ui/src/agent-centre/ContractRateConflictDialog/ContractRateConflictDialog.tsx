import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dialog, type DialogButton } from '../../overlays/Dialog';
import { vars } from '../../theme';
import type { ContractConflictPrompt } from '../shared/contract.types';
import { usePercent } from '../shared/contractFormat';

export interface ContractRateConflictDialogProps {
  /** The warning to show; null keeps the dialog closed. */
  conflict: ContractConflictPrompt | null;
  /** The member agrees: the site sends the same request again, acknowledging the conflict. */
  onConfirm: () => void;
  /** Cancel, Escape: nothing is sent. */
  onCancel: () => void;
  /** The request is being sent again: the confirm button spins, the dialog waits. */
  isConfirming?: boolean;
}

const List = styled.ul`
  display: grid;
  gap: ${vars.space['1']};
  margin: ${vars.space['2']} 0 0;
  padding: ${vars.space['2']} ${vars.space['3']};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface.base};
  list-style: none;
  text-align: start;

  & > li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${vars.space['2']};
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
  & strong {
    white-space: nowrap;
  }
`;

/**
 * SPEC's contract rate conflict warning: agreeing (to a new rate, or to end a contract) dissolves the contracts below
 * whose rates are above the new one; the dialog names each (upline, downline, rate) before the member confirms.
 */
export function ContractRateConflictDialog({ conflict, onConfirm, onCancel, isConfirming = false }: ContractRateConflictDialogProps) {
  const { t } = useTranslation('centre');
  const percent = usePercent();
  const buttons: DialogButton[] = [
    // Cancel first and focused: an Enter pressed out of habit dissolves nothing.
    { label: t('agent.contracts.conflict.cancel'), variant: 'secondary', autoFocus: true, disabled: isConfirming },
    {
      label: t('agent.contracts.conflict.confirm'),
      variant: 'danger',
      isLoading: isConfirming,
      onClick: (event) => {
        // The site closes the dialog (by `conflict`) once the request is sent again.
        event.preventDefault();
        onConfirm();
      },
    },
  ];
  return (
    <Dialog
      role="alertdialog"
      icon="warning"
      open={conflict !== null}
      onOpenChange={(open) => {
        if (!open && !isConfirming) onCancel();
      }}
      closeOnEscape={!isConfirming}
      title={t('errors:contractRateConflict')}
      description={
        conflict
          ? t('agent.contracts.conflict.description', { rate: percent(conflict.rate) })
          : undefined
      }
      buttons={buttons}
      data-component="ContractRateConflictDialog"
    >
      {conflict ? (
        <List aria-label={t('agent.contracts.conflict.listLabel')} data-part="Conflicts">
          {conflict.conflicts.map((c) => (
            <li key={`${c.upline}-${c.downline}`}>
              <span>{t('agent.contracts.conflict.pair', { upline: c.upline, downline: c.downline })}</span>
              <strong>{percent(c.rate)}</strong>
            </li>
          ))}
        </List>
      ) : null}
    </Dialog>
  );
}
