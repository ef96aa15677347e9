/**
 * Agent contracts as the kit's contract parts take them (issue 17): the contract's own names (types, statuses,
 * periods, sides, actions), times as ISO instants, money in major units, rates as percents (1.25 = 1.25%).
 */
import type { ContractPeriod, ContractRole, ContractStatus, ContractType } from '@croupier/contract';



/** What the caller may do to a contract (an offer is made with the offer form). */
export const contractDecisions = [
  'accept',
  'refuse',
  'withdraw',
  'terminate',
  'agreeTermination',
  'rejectTermination',
] as const;
export type ContractDecision = (typeof contractDecisions)[number];

/** The figures of a period: the current one of a contract in force. */
export interface ContractPeriodFigures {
  periodStart: string;
  periodEnd: string;
  /** Team members (the contractee included) who bet in the period. */
  activeMembers: number;
  validBet: number;
  /** The team's win/loss: negative when the team lost. */
  profitLoss: number;
  /** What the period pays if it closed now. */
  amount: number;
}

export interface ContractSettlement {
  periodStart: string;
  periodEnd: string;
  amount: number;
  settledAt: string;
}

/** A contract below that a decision would dissolve (its rate is above the new one). */
export interface ContractConflict {
  upline: string;
  downline: string;
  rate: number;
}

/** One contract, seen from the caller's side (`role`). */
export interface AgentContractItem {
  id: string;
  type: ContractType;
  status: ContractStatus;
  /** The caller's side: 'upline' when the caller offered it, 'downline' when it was offered to the caller. */
  role: ContractRole;
  /** The upline's account; null when the merchant offered it. */
  upline: string | null;
  downline: string;
  /** Percent (1.25 = 1.25%). */
  rate: number;
  period: ContractPeriod;
  minActiveMembers: number;
  minValidBet: number;
  /** Who asked for termination (status termination). */
  terminationBy: ContractRole | null;
  createdAt: string;
  signedAt: string | null;
  endedAt: string | null;
  current: ContractPeriodFigures | null;
  totalPaid: number;
  lastSettlement: ContractSettlement | null;
  /** What the caller may do now; each is a button. */
  actions: readonly ContractDecision[];
}

/** The merchant's policy for one contract type: the bounds and defaults of an offer. */
export interface ContractPolicyView {
  type: ContractType;
  /** Highest and lowest rate anyone may hold, in percent. */
  maxRate: number;
  minRate: number;
  /** Periods an offer may choose (one for a salary). */
  periods: readonly ContractPeriod[];
  minActiveMembers: number;
  minValidBet: number;
}

/** A direct downline agent the caller may offer a contract to, with the rate of its current one (if any). */
export interface OfferableDownline {
  account: string;
  rate: number | null;
}

/** What the offer form sends. */
export interface ContractOfferValues {
  downline: string;
  rate: number;
  period: ContractPeriod;
  minActiveMembers: number;
  minValidBet: number;
}

/** The list's filters: `null` is every side, every status. */
export interface ContractListFilters {
  role: ContractRole | null;
  status: ContractStatus | null;
}

/** What a rate conflict (the warning before contracts are dissolved) shows. */
export interface ContractConflictPrompt {
  /** The new rate, percent. */
  rate: number;
  conflicts: readonly ContractConflict[];
}
