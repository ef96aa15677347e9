import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { StatusBadge } from '../../feedback/StatusBadge';
import { PanelAlert } from '../../member-centre/shared/PanelParts';
import { useMoney } from '../../member-centre/shared/money';
import { AgentTime } from '../shared/AgentTime';
import { contractDecisions, type ContractDecision } from '../shared/contract.types';
import { formatPeriodRange, usePercent } from '../shared/contractFormat';
import { Actions, Block, CardHeader, CardRoot, CardTitle, Facts } from './ContractCard.styles';
import type { ContractCardProps } from './ContractCard.types';

const actionVariants: Record<ContractDecision, 'primary' | 'secondary' | 'danger'> = {
  accept: 'primary',
  agreeTermination: 'primary',
  refuse: 'secondary',
  rejectTermination: 'secondary',
  withdraw: 'secondary',
  terminate: 'danger',
};

/**
 * One agent contract: its type and status, who offered it to whom, the rate, the payout period and the conditions;
 * for a contract in force the current period's figures (active members, valid bet, profit and loss, the amount it
 * would pay now), the last settlement and the total paid; who asked for a termination; and a button for each action
 * the caller may take.
 */
export const ContractCard = forwardRef<HTMLElement, ContractCardProps>(function ContractCard(
  { contract, onAction, busyAction, timeZone, currency, currencySymbol, ...rest },
  ref,
) {
  const { t, i18n } = useTranslation('centre');
  const money = useMoney({ currency, currencySymbol });
  const percent = usePercent();
  const titleId = useId();
  const count = (value: number) => value.toLocaleString(i18n.language);
  const upline = contract.upline ?? t('agent.contracts.merchant');
  const actions = contractDecisions.filter((action) => contract.actions.includes(action));
  const counterparty = contract.role === 'upline' ? contract.downline : upline;
  const current = contract.current;

  return (
    <CardRoot
      ref={ref}
      aria-labelledby={titleId}
      data-component="ContractCard"
      data-status={contract.status}
      {...rest}
    >
      <CardHeader>
        <CardTitle id={titleId}>
          <span data-part="Kind">
            {t('agent.contracts.card.kind', {
              type: t(`agent.contracts.types.${contract.type}`),
              side: t(`agent.contracts.side.${contract.role}`),
            })}
          </span>
          <span data-part="Parties">{counterparty}</span>
        </CardTitle>
        <StatusBadge kind="contract" status={contract.status} />
      </CardHeader>

      {contract.status === 'termination' && contract.terminationBy ? (
        <PanelAlert tone="warning" data-part="Termination">
          {contract.terminationBy === contract.role
            ? t('agent.contracts.card.terminationByYou')
            : t('agent.contracts.card.terminationBy', {
                account: contract.terminationBy === 'upline' ? upline : contract.downline,
              })}
        </PanelAlert>
      ) : null}

      <Facts data-part="Terms">
        <div>
          <dt>{t('agent.contracts.card.upline')}</dt>
          <dd>{upline}</dd>
        </div>
        <div>
          <dt>{t('agent.contracts.card.downline')}</dt>
          <dd>{contract.downline}</dd>
        </div>
        <div data-emphasis="">
          <dt>{t('agent.contracts.card.rate')}</dt>
          <dd data-part="Rate">{percent(contract.rate)}</dd>
        </div>
        <div>
          <dt>{t('agent.contracts.card.period')}</dt>
          <dd>{t(`agent.contracts.periods.${contract.period}`)}</dd>
        </div>
        <div>
          <dt>{t('agent.contracts.card.minActiveMembers')}</dt>
          <dd>{count(contract.minActiveMembers)}</dd>
        </div>
        <div>
          <dt>{t('agent.contracts.card.minValidBet')}</dt>
          <dd>{money.format(contract.minValidBet)}</dd>
        </div>
        <div>
          <dt>{contract.signedAt ? t('agent.contracts.card.signedAt') : t('agent.contracts.card.createdAt')}</dt>
          <dd>
            <AgentTime time={contract.signedAt ?? contract.createdAt} timeZone={timeZone} />
          </dd>
        </div>
        {contract.endedAt ? (
          <div>
            <dt>{t('agent.contracts.card.endedAt')}</dt>
            <dd>
              <AgentTime time={contract.endedAt} timeZone={timeZone} />
            </dd>
          </div>
        ) : null}
      </Facts>

      {current ? (
        <Block data-part="Current">
          <h5 data-part="BlockTitle">
            {t('agent.contracts.card.current', {
              period: formatPeriodRange(current.periodStart, current.periodEnd, timeZone),
            })}
          </h5>
          <Facts>
            <div>
              <dt>{t('agent.contracts.card.activeMembers')}</dt>
              <dd>{count(current.activeMembers)}</dd>
            </div>
            <div>
              <dt>{t('agent.contracts.card.validBet')}</dt>
              <dd>{money.format(current.validBet)}</dd>
            </div>
            <div>
              <dt>{t('agent.contracts.card.profitLoss')}</dt>
              <dd>{money.format(current.profitLoss, true)}</dd>
            </div>
            <div data-emphasis="">
              <dt>{t('agent.contracts.card.estimated')}</dt>
              <dd data-part="Estimated">{money.format(current.amount)}</dd>
            </div>
          </Facts>
        </Block>
      ) : null}

      {contract.lastSettlement || contract.totalPaid > 0 ? (
        <Block data-part="Settlements">
          <Facts>
            <div>
              <dt>{t('agent.contracts.card.lastSettlement')}</dt>
              <dd>
                {contract.lastSettlement
                  ? t('agent.contracts.card.settlement', {
                      amount: money.format(contract.lastSettlement.amount),
                      period: formatPeriodRange(
                        contract.lastSettlement.periodStart,
                        contract.lastSettlement.periodEnd,
                        timeZone,
                      ),
                    })
                  : t('agent.contracts.card.none')}
              </dd>
            </div>
            <div>
              <dt>{t('agent.contracts.card.totalPaid')}</dt>
              <dd>{money.format(contract.totalPaid)}</dd>
            </div>
          </Facts>
        </Block>
      ) : null}

      {actions.length > 0 ? (
        <Actions data-part="Actions">
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={actionVariants[action]}
              isLoading={busyAction === action}
              disabled={!!busyAction && busyAction !== action}
              aria-label={t('agent.contracts.actionOf', {
                action: t(`agent.contracts.actions.${action}`),
                account: counterparty,
              })}
              onClick={() => onAction(action, contract)}
              data-action={action}
            >
              {t(`agent.contracts.actions.${action}`)}
            </Button>
          ))}
        </Actions>
      ) : null}
    </CardRoot>
  );
});
