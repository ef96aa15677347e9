/** The agent centre's mappings: the platform's agent answers to the kit's panels, the panels' filters to requests. */
import { ApiError } from '@croupier/data';
import { describe, expect, it } from 'vitest';
import {
  absoluteLink,
  downlineScopeOf,
  downlineTypeOf,
  incomeRequestTypeOf,
  pagingOf,
  registerFailureOf,
  parseReadIds,
  registerFieldOf,
  toAnnouncements,
  toDownlineMember,
  toIncomeRecords,
  toIncomeTotals,
  toProfitLossRows,
  toProfitLossTotals,
  toRegisterRequest,
  toTeamBets,
  toTeamBettingSummary,
  toTeamOverviewSeries,
  toTeamOverviewSummary,
  toTeamTransactions,
  transactionRequestTypeOf,
} from './agentModel';

const T0 = Date.UTC(2026, 10, 20, 16, 30); // 2026-11-21 00:30 in Asia/Manila
const pageFields = { pageNum: 1, pageSize: 20, totalPages: 3, total: 41, timeZone: 'Asia/Manila' };

describe('agent centre mappings', () => {
  it('announcements carry their id as text, the content as html and whether this browser read them', () => {
    const rows = toAnnouncements({ list: [{ id: 7, title: 'New rates', content: '<p>Hi</p>', date: T0 }, { id: 8, title: 'B', content: '', date: T0 }] }, new Set(['8']));
    expect(rows).toEqual([
      { id: '7', title: 'New rates', date: '2026-11-20T16:30:00.000Z', html: '<p>Hi</p>', isRead: false },
      { id: '8', title: 'B', date: '2026-11-20T16:30:00.000Z', html: '', isRead: true },
    ]);
    expect(toAnnouncements(undefined, new Set())).toEqual([]);
  });

  it('read ids come from a stored JSON list; anything else is none', () => {
    expect([...parseReadIds('["1","2",3]')]).toEqual(['1', '2']);
    expect(parseReadIds('{oops').size).toBe(0);
    expect(parseReadIds(null).size).toBe(0);
    expect(parseReadIds('{"a":1}').size).toBe(0);
  });

  it("the team overview's profit and loss is the members' win/loss, per day too", () => {
    const answer = {
      teamSize: 12, directMembers: 4, agents: 2, newMembers: 3, activeMembers: 5, deposits: 1000, withdrawals: 200,
      rounds: 40, stake: 900, validBet: 850, payout: 700, winLoss: -200, houseProfit: 200, timeZone: 'Asia/Manila',
      daily: [{ date: '2026-11-20', newMembers: 1, activeMembers: 2, deposits: 10, withdrawals: 0, validBet: 50, winLoss: 12.5 }],
    };
    expect(toTeamOverviewSummary(answer)).toEqual({ teamSize: 12, newMembers: 3, activeMembers: 5, deposits: 1000, withdrawals: 200, validBet: 850, profitLoss: -200 });
    expect(toTeamOverviewSeries(answer)).toEqual([{ date: '2026-11-20', validBet: 50, profitLoss: 12.5 }]);
    expect(toTeamOverviewSeries(undefined)).toEqual([]);
  });

  it('the invitation link is made absolute with the origin; the form maps to the request and its fields', () => {
    expect(absoluteLink('/register?code=AB12', 'https://site.example')).toBe('https://site.example/register?code=AB12');
    expect(absoluteLink('https://other.example/r', 'https://site.example')).toBe('https://other.example/r');
    expect(toRegisterRequest({ username: 'kid01', password: 'pw1234', type: 'agent' })).toEqual({ username: 'kid01', password: 'pw1234', type: 1 });
    expect(toRegisterRequest({ username: 'kid02', password: 'pw1234', type: 'member' }).type).toBe(0);
    expect(registerFieldOf('username')).toBe('username');
    expect(registerFieldOf('confirmPassword')).toBe('confirm');
    expect(registerFieldOf('type')).toBeUndefined();
  });

  it('a name already taken is the form\'s "taken"; other refusals pass as they are', () => {
    const refused = { code: 'validation_failed', fieldErrors: { username: 'invalid' } };
    const taken = new ApiError({
      code: 'validation_failed', message: 'dev', endpoint: 'registerDownline', kind: 'server', status: 422,
      value: { issues: [{ path: ['username'], message: 'validation:accountExists' }] },
    });
    expect(registerFailureOf(refused, taken)).toEqual({ code: 'validation_failed', fieldErrors: { username: 'taken' } });
    const other = new ApiError({ code: 'validation_failed', message: 'dev', endpoint: 'registerDownline', kind: 'server', status: 422, value: { issues: [{ path: ['password'], message: 'validation:x' }] } });
    expect(registerFailureOf(refused, other)).toBe(refused);
    expect(registerFailureOf(refused, new Error('boom'))).toBe(refused);
  });

  const downline = (account: string, upline: string | null, depth: number, type = 0) => ({
    id: account.length, account, type, depth, upline, teamSize: 0, balance: 5, lastLoginAt: null, createdAt: T0, validBet: 1, deposits: 2,
  });

  it('a downline: its kind, ISO times, and the scope in the platform words', () => {
    expect(toDownlineMember({ ...downline('ann', 'me', 1, 41), lastLoginAt: T0 })).toEqual({
      account: 'ann', type: 'agent', depth: 1, teamSize: 0, balance: 5, lastLoginAt: '2026-11-20T16:30:00.000Z', joinedAt: '2026-11-20T16:30:00.000Z', validBet: 1,
    });
    expect(toDownlineMember(downline('bob', 'me', 1)).lastLoginAt).toBeNull();
    expect([1, 2, 41, 42, 0, 4].map(downlineTypeOf)).toEqual(['agent', 'agent', 'agent', 'agent', 'member', 'member']);
    expect(downlineScopeOf('team')).toBe('all');
    expect(downlineScopeOf('direct')).toBe('direct');
  });

  it('pages: the answer pages or one empty page', () => {
    expect(pagingOf(pageFields)).toEqual({ pageCount: 3, totalItems: 41 });
    expect(pagingOf(undefined)).toEqual({ pageCount: 1, totalItems: 0 });
    expect(pagingOf({ ...pageFields, totalPages: 0, total: 0 })).toEqual({ pageCount: 1, totalItems: 0 });
  });

  it("team bets: the game's name, ISO time, and the totals", () => {
    const answer = {
      ...pageFields,
      list: [{ id: 5, account: 'ann', time: T0, gameId: 9, gameName: 'Baccarat', vendor: 'EVO', category: 'LIVE' as const, roundId: 'r1', stake: 10, validBet: 10, payout: 19.5, winLoss: 9.5, status: 'won' as const }],
      totals: { count: 1, stake: 10, validBet: 10, payout: 19.5, winLoss: 9.5 },
    };
    expect(toTeamBets(answer)).toEqual([{ id: '5', account: 'ann', game: 'Baccarat', category: 'LIVE', stake: 10, validBet: 10, payout: 19.5, winLoss: 9.5, status: 'won', time: '2026-11-20T16:30:00.000Z' }]);
    expect(toTeamBettingSummary(answer)).toEqual({ count: 1, stake: 10, validBet: 10, payout: 19.5, winLoss: 9.5 });
  });

  it("user profit and loss: each member's bonuses, and the net is the win/loss plus them", () => {
    const figures = { rounds: 3, stake: 30, validBet: 28, payout: 10, winLoss: -20, deposits: 100, withdrawals: 5, bonuses: 7.5 };
    const answer = { ...pageFields, list: [{ account: 'ann', type: 0, depth: 1, ...figures }], totals: { ...figures, bonuses: 12 } };
    expect(toProfitLossRows(answer)).toEqual([{ account: 'ann', deposits: 100, withdrawals: 5, validBet: 28, winLoss: -20, bonus: 7.5, net: -12.5 }]);
    expect(toProfitLossTotals(answer)).toEqual({ deposits: 100, withdrawals: 5, validBet: 28, winLoss: -20, bonus: 12, net: -8 });
  });

  it("income: the platform's salary is the daily salary, the period the day it was paid in the merchant's zone", () => {
    const answer = {
      ...pageFields,
      list: [
        { id: 1, time: T0, type: 'salary' as const, amount: 50, balanceAfter: 150 },
        { id: 2, time: T0, type: 'commission' as const, amount: 20, balanceAfter: 170 },
      ],
      totals: { commission: 20, salary: 50, dividend: 0, total: 70 },
    };
    expect(toIncomeRecords(answer)).toEqual([
      { id: '1', type: 'dailySalary', period: { from: '2026-11-21', to: '2026-11-21' }, amount: 50, time: '2026-11-20T16:30:00.000Z' },
      { id: '2', type: 'commission', period: { from: '2026-11-21', to: '2026-11-21' }, amount: 20, time: '2026-11-20T16:30:00.000Z' },
    ]);
    expect(toIncomeTotals(answer)).toEqual({ commission: 20, dailySalary: 50, dividend: 0 });
    expect(incomeRequestTypeOf(null)).toBeUndefined();
    expect(incomeRequestTypeOf('hourlySalary')).toBe('salary');
    expect(incomeRequestTypeOf('dividend')).toBe('dividend');
  });

  it('transactions: a transfer is in or out by its sign, amounts positive; a direction keeps that direction', () => {
    const answer = {
      ...pageFields,
      list: [
        { id: 1, time: T0, account: 'ann', type: 'deposit' as const, kind: 'deposit', amount: 100, balanceAfter: 100 },
        { id: 2, time: T0, account: 'ann', type: 'transfer' as const, kind: 'upline_transfer', amount: -30, balanceAfter: 70 },
        { id: 3, time: T0, account: 'bob', type: 'transfer' as const, kind: 'upline_transfer', amount: 30, balanceAfter: 30 },
      ],
      totals: { count: 3, in: 130, out: 30 },
    };
    expect(toTeamTransactions(answer).map((r) => [r.id, r.type, r.amount, r.status])).toEqual([
      ['1', 'deposit', 100, 'success'],
      ['2', 'transferOut', 30, 'success'],
      ['3', 'transferIn', 30, 'success'],
    ]);
    expect(toTeamTransactions(answer, 'transferOut').map((r) => r.id)).toEqual(['2']);
    expect(toTeamTransactions(answer)[0]?.time).toBe('2026-11-20T16:30:00.000Z');
    expect(transactionRequestTypeOf('transferIn')).toBe('transfer');
    expect(transactionRequestTypeOf('withdrawal')).toBe('withdrawal');
    expect(transactionRequestTypeOf(null)).toBeUndefined();
  });
});
