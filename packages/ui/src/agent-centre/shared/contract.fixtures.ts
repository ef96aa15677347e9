/** Sample contracts for the contract stories: fixed figures and times (screenshots must not move). */
import type { AgentContractItem, ContractPolicyView, OfferableDownline } from './contract.types';
import { tokyoIso } from './agent.fixtures';

export const dailyPolicy: ContractPolicyView = {
  type: 'daily',
  maxRate: 2,
  minRate: 0.1,
  periods: ['daily'],
  minActiveMembers: 5,
  minValidBet: 10000,
};

export const dividendPolicy: ContractPolicyView = {
  type: 'dividend',
  maxRate: 40,
  minRate: 1,
  periods: ['daily', 'weekly', 'semimonthly', 'monthly'],
  minActiveMembers: 10,
  minValidBet: 50000,
};

const base = {
  type: 'daily',
  period: 'daily',
  minActiveMembers: 5,
  minValidBet: 10000,
  terminationBy: null,
  endedAt: null,
  current: null,
  totalPaid: 0,
  lastSettlement: null,
  actions: [],
} as const;

/** The agent's own contract from the merchant, in force, with this period's figures. */
export const ownContract: AgentContractItem = {
  ...base,
  id: '11',
  status: 'signed',
  role: 'downline',
  upline: null,
  downline: 'me_agent',
  rate: 1.5,
  createdAt: tokyoIso('10:00:00', 40),
  signedAt: tokyoIso('10:05:00', 40),
  current: {
    periodStart: tokyoIso('00:00:00'),
    periodEnd: tokyoIso('23:59:59'),
    activeMembers: 18,
    validBet: 58240,
    profitLoss: -3120.5,
    amount: 873.6,
  },
  totalPaid: 21480.25,
  lastSettlement: {
    periodStart: tokyoIso('00:00:00', 1),
    periodEnd: tokyoIso('23:59:59', 1),
    amount: 912.4,
    settledAt: tokyoIso('00:10:00'),
  },
  actions: ['terminate'],
};

/** Contracts the agent gave its downlines, in every state. */
export const givenContracts: AgentContractItem[] = [
  {
    ...base,
    id: '21',
    status: 'signed',
    role: 'upline',
    upline: 'me_agent',
    downline: 'lucky88',
    rate: 1.2,
    createdAt: tokyoIso('09:00:00', 30),
    signedAt: tokyoIso('12:30:00', 29),
    current: {
      periodStart: tokyoIso('00:00:00'),
      periodEnd: tokyoIso('23:59:59'),
      activeMembers: 9,
      validBet: 31250,
      profitLoss: 1480,
      amount: 93.75,
    },
    totalPaid: 4210.5,
    lastSettlement: {
      periodStart: tokyoIso('00:00:00', 1),
      periodEnd: tokyoIso('23:59:59', 1),
      amount: 120.3,
      settledAt: tokyoIso('00:10:00'),
    },
    actions: ['terminate'],
  },
  {
    ...base,
    id: '22',
    status: 'new',
    role: 'upline',
    upline: 'me_agent',
    downline: 'ryu2024',
    rate: 0.8,
    createdAt: tokyoIso('15:20:00'),
    signedAt: null,
    actions: ['withdraw'],
  },
  {
    ...base,
    id: '23',
    status: 'termination',
    role: 'upline',
    upline: 'me_agent',
    downline: 'yuki_m',
    rate: 1,
    terminationBy: 'downline',
    createdAt: tokyoIso('09:00:00', 60),
    signedAt: tokyoIso('09:30:00', 60),
    current: {
      periodStart: tokyoIso('00:00:00'),
      periodEnd: tokyoIso('23:59:59'),
      activeMembers: 3,
      validBet: 4200,
      profitLoss: -820,
      amount: 0,
    },
    totalPaid: 980,
    actions: ['agreeTermination', 'rejectTermination'],
  },
  {
    ...base,
    id: '24',
    status: 'refused',
    role: 'upline',
    upline: 'me_agent',
    downline: 'kenji01',
    rate: 0.5,
    createdAt: tokyoIso('11:00:00', 5),
    signedAt: null,
    endedAt: tokyoIso('13:00:00', 4),
  },
];

/** An offer made to the agent, waiting for its answer. */
export const offeredToMe: AgentContractItem = {
  ...base,
  id: '31',
  status: 'new',
  role: 'downline',
  upline: 'boss_top',
  downline: 'me_agent',
  rate: 1.8,
  createdAt: tokyoIso('08:15:00'),
  signedAt: null,
  actions: ['accept', 'refuse'],
};

export const sampleOfferable: OfferableDownline[] = [
  { account: 'lucky88', rate: 1.2 },
  { account: 'hana_k', rate: null },
  { account: 'sora77', rate: null },
];
