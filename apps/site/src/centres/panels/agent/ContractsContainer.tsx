/**
 * dividend, dailySalary, hourlySalary, realTimeSalary: one contract type's page (its list call: the policy, the
 * agent's own contract, the downlines it may offer one to, the contracts) and the contract requests (contractRequest:
 * offer, withdraw, accept, refuse, terminate, agree to or reject a termination). A `contract_rate_conflict` opens the
 * warning with the contracts that would be dissolved; confirming sends the same request again, acknowledged.
 */
import type { ContractRequest, ContractType } from '@croupier/contract';
import { useMemberMutation, useMemberQuery } from '@croupier/data';
import {
  ContractsPanel,
  useToast,
  type AgentContractItem,
  type ContractConflictPrompt,
  type ContractDecision,
  type ContractListFilters,
  type ContractOfferValues,
} from '@croupier/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../brand';
import { loadErrorText, submitErrorOf } from '../centreErrors';
import { pagingOf } from './agentModel';
import type { AgentPanelProps } from './agentPanelProps';
import {
  acknowledged,
  conflictOf,
  contractListEndpoints,
  contractListRequestOf,
  toContractsView,
  toOfferRequest,
} from './contractModel';

/** How a request ended: done, or not sent because the member cancelled the warning. */
type Outcome = 'done' | 'cancelled';

interface PendingConflict {
  prompt: ContractConflictPrompt;
  request: ContractRequest;
  settle: (outcome: Promise<Outcome>) => void;
}

export function ContractsContainer({ type, title }: AgentPanelProps & { type: ContractType }) {
  const { t } = useTranslation('site');
  const { toast } = useToast();
  const [filters, setFilters] = useState<ContractListFilters>({ role: null, status: null });
  const [page, setPage] = useState(1);
  const endpoint = contractListEndpoints[type];
  const list = useMemberQuery(endpoint, contractListRequestOf(filters, page));
  const request = useMemberMutation('contractRequest', { invalidates: [endpoint, 'myIncome', 'downlineList'] });
  const [busy, setBusy] = useState<{ contractId: string; action: ContractDecision } | null>(null);
  const [pending, setPending] = useState<PendingConflict | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const pendingRef = useRef<PendingConflict | null>(null);

  /** Sends a request; on a rate conflict waits for the warning's answer and sends it again, acknowledged. */
  const send = async (sent: ContractRequest): Promise<Outcome> => {
    try {
      await request.trigger(sent);
      await list.mutate();
      return 'done';
    } catch (error) {
      const prompt = conflictOf(error);
      if (!prompt || sent.acknowledgeConflict) throw error;
      return new Promise<Outcome>((resolve, reject) => {
        const next: PendingConflict = { prompt, request: sent, settle: (outcome) => void outcome.then(resolve, reject) };
        pendingRef.current = next;
        setPending(next);
      });
    }
  };

  const closeConflict = () => {
    pendingRef.current = null;
    setPending(null);
    setConfirming(false);
  };

  const onConflictConfirm = () => {
    const current = pendingRef.current;
    if (!current) return;
    setConfirming(true);
    const outcome = send(acknowledged(current.request));
    current.settle(outcome);
    void outcome.then(closeConflict, closeConflict);
  };

  const onConflictCancel = () => {
    const current = pendingRef.current;
    closeConflict();
    current?.settle(Promise.resolve('cancelled'));
  };

  const onAction = async (action: ContractDecision, contract: AgentContractItem) => {
    if (busy) return;
    setBusy({ contractId: contract.id, action });
    try {
      const outcome = await send({ action, contractId: Number(contract.id) });
      if (outcome === 'done')
        toast({ tone: 'success', title: t(`centre:agent.contracts.done.${action}`, { account: contract.role === 'upline' ? contract.downline : (contract.upline ?? t('centre:agent.contracts.merchant')) }) });
    } catch (error) {
      toast({ tone: 'error', title: loadErrorText(t, error) });
    } finally {
      setBusy(null);
    }
  };

  const onOffer = async (values: ContractOfferValues) => {
    try {
      const outcome = await send(toOfferRequest(type, values));
      if (outcome === 'cancelled') return false;
      toast({ tone: 'success', title: t('centre:agent.contracts.offer.success', { account: values.downline }) });
      return true;
    } catch (error) {
      throw submitErrorOf(t, error);
    }
  };

  const view = toContractsView(list.data);
  return (
    <ContractsPanel
      type={type}
      title={title}
      isTitleHidden
      currencySymbol={brand.currencySymbol}
      timeZone={list.data?.timeZone}
      isLoading={list.isLoading}
      error={list.error ? loadErrorText(t, list.error) : undefined}
      onRetry={() => void list.mutate()}
      {...view}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        setPage(1);
      }}
      page={page}
      onPageChange={setPage}
      {...pagingOf(list.data)}
      onAction={(action, contract) => void onAction(action, contract)}
      busy={busy}
      onOffer={onOffer}
      conflict={pending?.prompt ?? null}
      onConflictConfirm={onConflictConfirm}
      onConflictCancel={onConflictCancel}
      isConflictConfirming={isConfirming}
    />
  );
}

export const DividendContractsContainer = (props: AgentPanelProps) => <ContractsContainer type="dividend" {...props} />;
export const DailySalaryContractsContainer = (props: AgentPanelProps) => <ContractsContainer type="daily" {...props} />;
export const HourlySalaryContractsContainer = (props: AgentPanelProps) => <ContractsContainer type="hourly" {...props} />;
export const RealTimeSalaryContractsContainer = (props: AgentPanelProps) => <ContractsContainer type="realtime" {...props} />;
