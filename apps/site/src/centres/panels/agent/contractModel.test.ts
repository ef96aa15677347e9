/** The agent contract pages' mappings: platform contracts to the kit's, filters and offers to requests, conflicts. */
import { agentCentreFeatures, type AgentContract, type ContractTypePolicy } from '@croupier/contract';
import { ApiError } from '@croupier/data';
import { describe, expect, it } from 'vitest';
import { agentPanels } from '.';
import {
  acknowledged,
  conflictOf,
  contractListRequestOf,
  contractPages,
  toContractItem,
  toContractsView,
  toOfferRequest,
} from './contractModel';

const T0 = Date.UTC(2026, 10, 20, 16, 30);
const contract: AgentContract = {
  id: 7, type: 'daily', status: 'signed', role: 'downline', upline: null, downline: 'me', rate: 1.25, period: 'daily',
  minActiveMembers: 5, minValidBet: 1000, terminationBy: null, endReason: null, createdAt: T0, signedAt: T0 + 60_000,
  endedAt: null,
  current: { periodStart: T0, periodEnd: T0 + 86_399_000, activeMembers: 4, validBet: 900, profitLoss: -50, amount: 0 },
  totalPaid: 12.5, lastSettlement: { periodStart: T0 - 86_400_000, periodEnd: T0 - 1000, amount: 12.5, settledAt: T0 + 1000 },
  conflicts: [], actions: ['terminate'],
};
const policy: ContractTypePolicy = { type: 'daily', enabled: true, maxRate: 2, minRate: 0.1, periods: ['daily'], minActiveMembers: 5, minValidBet: 1000 };

describe('agent contract mappings', () => {
  it('every contract page of the agent centre has a panel', () => {
    for (const page of Object.keys(contractPages)) {
      expect(Object.keys(agentCentreFeatures)).toContain(page);
      expect(agentPanels[page]).toBeDefined();
    }
  });

  it('a contract carries its id as text and its times as ISO instants', () => {
    const item = toContractItem(contract);
    expect(item).toMatchObject({ id: '7', upline: null, rate: 1.25, createdAt: '2026-11-20T16:30:00.000Z', signedAt: '2026-11-20T16:31:00.000Z', endedAt: null, actions: ['terminate'] });
    expect(item.current).toEqual({ periodStart: '2026-11-20T16:30:00.000Z', periodEnd: '2026-11-21T16:29:59.000Z', activeMembers: 4, validBet: 900, profitLoss: -50, amount: 0 });
    expect(item.lastSettlement).toEqual({ amount: 12.5, periodStart: '2026-11-19T16:30:00.000Z', periodEnd: '2026-11-20T16:29:59.000Z', settledAt: '2026-11-20T16:30:01.000Z' });
    expect(toContractItem({ ...contract, current: null, lastSettlement: null }).current).toBeNull();
  });

  it('a list answer gives the policy, the own contract, the offerable downlines and the list; nothing before it', () => {
    const view = toContractsView({ type: 'daily', policy, own: contract, offerable: [{ account: 'a1', rate: null }], list: [contract], pageNum: 1, pageSize: 10, totalPages: 1, total: 1, timeZone: 'Asia/Manila' });
    expect(view.policy).toEqual({ type: 'daily', maxRate: 2, minRate: 0.1, periods: ['daily'], minActiveMembers: 5, minValidBet: 1000 });
    expect(view.own?.id).toBe('7');
    expect(view.offerable).toEqual([{ account: 'a1', rate: null }]);
    expect(view.contracts).toHaveLength(1);
    expect(toContractsView(undefined)).toEqual({ policy: null, own: null, offerable: [], contracts: [] });
  });

  it('the filters ask for a side and a status only when chosen', () => {
    expect(contractListRequestOf({ role: null, status: null }, 2)).toEqual({ pageNo: 2, pageSize: 10 });
    expect(contractListRequestOf({ role: 'upline', status: 'new' }, 1)).toEqual({ role: 'upline', status: 'new', pageNo: 1, pageSize: 10 });
  });

  it('an offer names its period for a dividend only; acknowledging adds the flag to the same request', () => {
    const values = { downline: 'a1', rate: 12.5, period: 'weekly' as const, minActiveMembers: 3, minValidBet: 500 };
    expect(toOfferRequest('dividend', values)).toEqual({ action: 'offer', type: 'dividend', downline: 'a1', rate: 12.5, period: 'weekly', minActiveMembers: 3, minValidBet: 500 });
    expect(toOfferRequest('daily', { ...values, period: 'daily' })).not.toHaveProperty('period');
    expect(acknowledged({ action: 'accept', contractId: 7 })).toEqual({ action: 'accept', contractId: 7, acknowledgeConflict: true });
  });

  it('a rate conflict gives the contracts it would dissolve; other failures give none', () => {
    const conflicts = [{ upline: 'me', downline: 'b2', rate: 1.5 }];
    const error = new ApiError({ code: 'contract_rate_conflict', endpoint: 'contractRequest', kind: 'server', status: 409, message: 'conflict', value: { rate: 1, conflicts } });
    expect(conflictOf(error)).toEqual({ rate: 1, conflicts });
    expect(conflictOf(new ApiError({ code: 'contract_rate_conflict', endpoint: 'contractRequest', kind: 'server', status: 409, message: 'x', value: { nope: 1 } }))).toBeNull();
    expect(conflictOf(new ApiError({ code: 'contract_state_invalid', endpoint: 'contractRequest', kind: 'server', status: 409, message: 'x' }))).toBeNull();
    expect(conflictOf(new Error('x'))).toBeNull();
  });
});
