import { contractBases, contractStatuses, type ContractRole, type ContractStatus } from '@croupier/contract';
import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../feedback/EmptyState';
import { Skeleton } from '../../feedback/Skeleton';
import { PanelError, hasError } from '../../member-centre/shared/PanelError';
import { PanelShell } from '../../member-centre/shared/PanelShell';
import { Strip, StripItem } from '../../member-centre/shared/panel.styles';
import { useMoney } from '../../member-centre/shared/money';
import { Pagination } from '../../navigation/Pagination';
import { ContractCard } from '../ContractCard';
import { ContractRateConflictDialog } from '../ContractRateConflictDialog';
import { OfferContractForm } from '../OfferContractForm';
import { AgentSection } from '../shared/AgentSection';
import { ChoiceChips } from '../shared/ChoiceChips';
import { usePercent } from '../shared/contractFormat';
import { CardList, Filters, NoneText } from './ContractsPanel.styles';
import type { ContractsPanelProps } from './ContractsPanel.types';

/** The chip of every side or status. */
const ALL = 'all';
const roleChoices = [ALL, 'upline', 'downline'] as const;
const cardBone = { shape: 'rect', height: 220 } as const;
const stripBone = { shape: 'rect', height: 72 } as const;
const typeIcons = { dividend: 'diamond', daily: 'calendar', hourly: 'clock', realtime: 'zap' } as const;
const noop = () => undefined;

/**
 * An agent contract page (agent centre `dividend`, `dailySalary`, `hourlySalary`, `realTimeSalary`): what the
 * contract pays (a percent of the team's valid bet for salaries, of its net loss for dividends), per which period and
 * within which rates; the agent's own contract; the offer form when a direct downline agent may be offered one; then
 * the contracts, filtered by side and status, as cards with their figures and actions, with pages. The rate conflict
 * warning opens over it when the site asks.
 */
export const ContractsPanel = forwardRef<HTMLElement, ContractsPanelProps>(function ContractsPanel(
  {
    type,
    policy,
    own,
    offerable,
    contracts,
    filters,
    onFiltersChange,
    onAction,
    busy,
    onOffer,
    conflict = null,
    onConflictConfirm = noop,
    onConflictCancel = noop,
    isConflictConfirming = false,
    page,
    pageCount,
    onPageChange,
    totalItems,
    timeZone,
    currency,
    currencySymbol,
    title,
    isTitleHidden,
    isLoading = false,
    error,
    onRetry,
    ...rest
  },
  ref,
) {
  const { t, i18n } = useTranslation('centre');
  const periodList = useMemo(() => new Intl.ListFormat(i18n.language, { type: 'disjunction' }), [i18n.language]);
  const money = useMoney({ currency, currencySymbol });
  const percent = usePercent();
  const isFailed = hasError(error);
  const moneyProps = { currency, currencySymbol };
  const busyOf = (id: string) => (busy && busy.contractId === id ? busy.action : null);

  const summary =
    isFailed ? null : policy ? (
      <div role="group" aria-label={t('agent.contracts.policy.label')} data-part="Policy">
      <Strip>
        <StripItem>
          <dt>{t('agent.contracts.policy.basis')}</dt>
          <dd>{t(`agent.contracts.policy.bases.${contractBases[type]}`)}</dd>
        </StripItem>
        <StripItem>
          <dt>{t('agent.contracts.policy.period')}</dt>
          <dd>{periodList.format(policy.periods.map((period) => t(`agent.contracts.periods.${period}`)))}</dd>
        </StripItem>
        <StripItem data-emphasis="">
          <dt>{t('agent.contracts.policy.rates')}</dt>
          <dd>{t('agent.contracts.policy.rateRange', { min: percent(policy.minRate), max: percent(policy.maxRate) })}</dd>
        </StripItem>
        <StripItem>
          <dt>{t('agent.contracts.policy.conditions')}</dt>
          <dd>
            {t('agent.contracts.policy.conditionsValue', {
              members: policy.minActiveMembers,
              bet: money.format(policy.minValidBet),
            })}
          </dd>
        </StripItem>
      </Strip>
      </div>
    ) : isLoading ? (
      <div aria-busy>
        <Skeleton {...stripBone} />
      </div>
    ) : null;

  const list = isLoading ? (
    <CardList aria-busy aria-label={t('agent.contracts.list.caption')}>
      <li>
        <Skeleton {...cardBone} />
      </li>
      <li>
        <Skeleton {...cardBone} />
      </li>
    </CardList>
  ) : contracts.length === 0 ? (
    <EmptyState
      size="sm"
      icon={typeIcons[type]}
      headingLevel={4}
      title={t('agent.contracts.list.empty.title')}
      description={t('agent.contracts.list.empty.description')}
      data-part="Empty"
    />
  ) : (
    <CardList aria-label={t('agent.contracts.list.caption')} data-part="Contracts">
      {contracts.map((contract) => (
        <li key={contract.id}>
          <ContractCard
            contract={contract}
            onAction={onAction}
            busyAction={busyOf(contract.id)}
            timeZone={timeZone}
            {...moneyProps}
          />
        </li>
      ))}
    </CardList>
  );
  const showPages = !isFailed && pageCount > 1 && (isLoading || contracts.length > 0);

  return (
    <PanelShell
      ref={ref}
      name="ContractsPanel"
      title={title ?? t(`agent.contracts.titles.${type}`)}
      isTitleHidden={isTitleHidden}
      summary={summary}
      footer={
        showPages ? (
          <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} totalItems={totalItems} />
        ) : null
      }
      data-type={type}
      {...rest}
    >
      {isFailed ? (
        <PanelError error={error} onRetry={onRetry} />
      ) : (
        <>
          {isLoading && !own ? null : (
            <AgentSection title={t('agent.contracts.own.title')} icon={typeIcons[type]} data-part="Own">
              {own ? (
                <ContractCard
                  contract={own}
                  onAction={onAction}
                  busyAction={busyOf(own.id)}
                  timeZone={timeZone}
                  {...moneyProps}
                />
              ) : (
                <NoneText>{t('agent.contracts.own.none')}</NoneText>
              )}
            </AgentSection>
          )}
          {policy && offerable.length > 0 ? (
            <OfferContractForm
              policy={policy}
              ownRate={own?.rate ?? null}
              offerable={offerable}
              onSubmit={onOffer}
              data-part="Offer"
              {...moneyProps}
            />
          ) : null}
          <AgentSection title={t('agent.contracts.list.title')} icon="users" data-part="List">
            <Filters role="group" aria-label={t('agent.common.filters')}>
              <ChoiceChips
                data-part="RoleChoice"
                label={t('agent.contracts.list.role')}
                value={filters.role ?? ALL}
                options={roleChoices.map((value) => ({ value, label: t(`agent.contracts.list.roles.${value}`) }))}
                onValueChange={(role) =>
                  onFiltersChange({ ...filters, role: role === ALL ? null : (role as ContractRole) })
                }
              />
              <ChoiceChips
                data-part="StatusChoice"
                label={t('agent.contracts.list.status')}
                value={filters.status ?? ALL}
                options={[
                  { value: ALL, label: t('agent.contracts.list.allStatuses') },
                  ...contractStatuses.map((status) => ({ value: status, label: t(`ui:statusBadge.contract.${status}`) })),
                ]}
                onValueChange={(status) =>
                  onFiltersChange({ ...filters, status: status === ALL ? null : (status as ContractStatus) })
                }
              />
            </Filters>
            {list}
          </AgentSection>
        </>
      )}
      <ContractRateConflictDialog
        conflict={conflict}
        onConfirm={onConflictConfirm}
        onCancel={onConflictCancel}
        isConfirming={isConflictConfirming}
      />
    </PanelShell>
  );
});
