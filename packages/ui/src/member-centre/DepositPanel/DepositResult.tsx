import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { Icon } from '../../primitives/Icon';
import type { CashierFormat } from '../shared/cashierMoney';
import { Card } from '../shared/cashier.styles';
import { Result, ResultAmount, ResultBadge, ResultTitle } from './DepositPanel.styles';
import type { DepositOrder } from './DepositPanel.types';

export interface DepositResultProps {
  order: DepositOrder;
  /** 'expired' also when the countdown ran out before the caller's status caught up. */
  status: 'paid' | 'failed' | 'expired';
  format: CashierFormat;
  /** Paid: a new deposit; failed or expired: the same channel and amount again. */
  onAgain: () => void;
  headingLevel: 2 | 3 | 4;
}

/** The end of an order: credited (with the amount), failed or expired (with a way to try again). */
export function DepositResult({ order, status, format, onAgain, headingLevel }: DepositResultProps) {
  const { t } = useTranslation('cashier');
  const heading = `h${headingLevel}` as const;
  const credited = order.creditedAmount ?? order.amount;
  return (
    <Card data-part="Result" data-status={status}>
      <Result>
        <ResultBadge
          aria-hidden="true"
          data-tone={status === 'paid' ? 'success' : status === 'failed' ? 'danger' : 'neutral'}
        >
          <Icon name={status === 'paid' ? 'success' : status === 'failed' ? 'error' : 'history'} size="xl" />
        </ResultBadge>
        <ResultTitle as={heading}>{t(`deposit.result.${status}.title`)}</ResultTitle>
        {status === 'paid' ? <ResultAmount data-part="Credited">{format.money(credited)}</ResultAmount> : null}
        <p>{t(`deposit.result.${status}.body`, { orderNo: order.orderNo })}</p>
        <Button
          variant={status === 'paid' ? 'secondary' : 'primary'}
          startIcon={<Icon name={status === 'paid' ? 'plus' : 'refresh'} />}
          onClick={onAgain}
          data-part="Again"
        >
          {t(status === 'paid' ? 'deposit.result.another' : 'deposit.result.retry')}
        </Button>
      </Result>
    </Card>
  );
}
