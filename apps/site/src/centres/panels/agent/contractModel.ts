/**
 * The agent contract pages' mappings (issue 17): the platform's contract lists to the kit's ContractsPanel, the
 * panel's filters and offers to requests, and a `contract_rate_conflict` refusal to the warning it shows. Pure
 * functions; ContractsContainer calls them.
 */
import {
  contractRateConflictValueSchema,
  type AgentContract,
  type ContractList,
  type ContractListRequest,
  type ContractRequest,
  type ContractType,
  type ContractTypePolicy,
} from '@croupier/contract';
import { isApiError } from '@croupier/data';
import type {
  AgentContractItem,
  ContractConflictPrompt,
  ContractListFilters,
  ContractOfferValues,
  ContractPolicyView,
} from '@croupier/ui';
import { isoOf } from './agentModel';

/** The agent centre's contract pages and the contract type each shows. */
export const contractPages = {
  dividend: 'dividend',
  dailySalary: 'daily',
  hourlySalary: 'hourly',
  realTimeSalary: 'realtime',
} as const satisfies Record<string, ContractType>;

/** The list call of each type. */
export const contractListEndpoints = {
  dividend: 'dividendContract',
  daily: 'dailySalaryContract',
  hourly: 'hourlySalaryContract',
  realtime: 'realTimeSalaryContract',
} as const satisfies Record<ContractType, string>;

/** Contracts per page. */
export const CONTRACT_PAGE_SIZE = 10;

export function toContractItem(contract: AgentContract): AgentContractItem {
  return {
    id: String(contract.id),
    type: contract.type,
    status: contract.status,
    role: contract.role,
    upline: contract.upline,
    downline: contract.downline,
    rate: contract.rate,
    period: contract.period,
    minActiveMembers: contract.minActiveMembers,
    minValidBet: contract.minValidBet,
    terminationBy: contract.terminationBy,
    createdAt: isoOf(contract.createdAt),
    signedAt: contract.signedAt === null ? null : isoOf(contract.signedAt),
    endedAt: contract.endedAt === null ? null : isoOf(contract.endedAt),
    current: contract.current && {
      ...contract.current,
      periodStart: isoOf(contract.current.periodStart),
      periodEnd: isoOf(contract.current.periodEnd),
    },
    totalPaid: contract.totalPaid,
    lastSettlement: contract.lastSettlement && {
      amount: contract.lastSettlement.amount,
      periodStart: isoOf(contract.lastSettlement.periodStart),
      periodEnd: isoOf(contract.lastSettlement.periodEnd),
      settledAt: isoOf(contract.lastSettlement.settledAt),
    },
    actions: contract.actions,
  };
}

export function toContractPolicy(policy: ContractTypePolicy): ContractPolicyView {
  return {
    type: policy.type,
    maxRate: policy.maxRate,
    minRate: policy.minRate,
    periods: policy.periods,
    minActiveMembers: policy.minActiveMembers,
    minValidBet: policy.minValidBet,
  };
}

/** What the panel shows of a list answer (nothing yet while the first one loads). */
export function toContractsView(answer: ContractList | undefined) {
  return {
    policy: answer ? toContractPolicy(answer.policy) : null,
    own: answer?.own ? toContractItem(answer.own) : null,
    offerable: answer?.offerable ?? [],
    contracts: (answer?.list ?? []).map(toContractItem),
  };
}

export function contractListRequestOf(filters: ContractListFilters, pageNo: number): ContractListRequest {
  return {
    ...(filters.role ? { role: filters.role } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    pageNo,
    pageSize: CONTRACT_PAGE_SIZE,
  };
}

/** An offer as the request: a dividend names its period, a salary's is its type's. */
export function toOfferRequest(type: ContractType, values: ContractOfferValues): ContractRequest {
  const isDividendPeriod = (period: string): period is 'daily' | 'weekly' | 'semimonthly' | 'monthly' =>
    period === 'daily' || period === 'weekly' || period === 'semimonthly' || period === 'monthly';
  return {
    action: 'offer',
    type,
    downline: values.downline,
    rate: values.rate,
    ...(type === 'dividend' && isDividendPeriod(values.period) ? { period: values.period } : {}),
    minActiveMembers: values.minActiveMembers,
    minValidBet: values.minValidBet,
  };
}

/** The same request, the member having agreed that the listed contracts are dissolved. */
export const acknowledged = (request: ContractRequest): ContractRequest => ({ ...request, acknowledgeConflict: true });

/** The warning of a `contract_rate_conflict` refusal; null for any other failure (or a value that is not one). */
export function conflictOf(error: unknown): ContractConflictPrompt | null {
  if (!isApiError(error) || error.code !== 'contract_rate_conflict') return null;
  const value = contractRateConflictValueSchema.safeParse(error.value);
  return value.success ? value.data : null;
}
