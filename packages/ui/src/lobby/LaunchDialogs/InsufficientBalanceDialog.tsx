import { DEFAULT_CURRENCY_SYMBOL, formatMoney } from '@croupier/contract';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../overlays/Dialog';
import { gameDisplayName } from '../shared/gameInfo';
import { Figures, Message } from './LaunchDialogs.styles';
import type { InsufficientBalanceDialogProps } from './LaunchDialogs.types';

/** "Balance too low to launch" (ARCHITECTURE §2): the balance, what is needed, and the way on: a deposit. */
export const InsufficientBalanceDialog = forwardRef<HTMLDivElement, InsufficientBalanceDialogProps>(function InsufficientBalanceDialog(
  { game, balance, requiredAmount, currencySymbol = DEFAULT_CURRENCY_SYMBOL, onDeposit, ...rest },
  ref,
) {
  const { t } = useTranslation('lobby');
  const money = (value: number | string) => `${currencySymbol}${formatMoney(value)}`;
  return (
    <Dialog
      ref={ref}
      icon="warning"
      title={t('balance.title')}
      buttons={[
        { label: t('balance.cancel'), variant: 'secondary' },
        { label: t('balance.deposit'), variant: 'primary', autoFocus: true, onClick: () => onDeposit() },
      ]}
      data-component="InsufficientBalanceDialog"
      {...rest}
    >
      <Message>{game ? t('balance.message', { game: gameDisplayName(game) }) : t('balance.messageNoGame')}</Message>
      {balance !== undefined || requiredAmount !== undefined ? (
        <Figures data-part="Figures">
          {balance !== undefined ? (
            <>
              <dt>{t('balance.current')}</dt>
              <dd data-part="Balance">{money(balance)}</dd>
            </>
          ) : null}
          {requiredAmount !== undefined ? (
            <>
              <dt>{t('balance.required')}</dt>
              <dd data-part="Required">{money(requiredAmount)}</dd>
            </>
          ) : null}
        </Figures>
      ) : null}
    </Dialog>
  );
});
