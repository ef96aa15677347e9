import { isFeatureEnabled, type FeatureCode, type FeatureTreeNode } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import { agentSections, centreAccess, memberSections, resolvePage, visibleSections, type CentreContext } from './registry';

const ctx = (on: FeatureCode[], extra: Partial<CentreContext> = {}): CentreContext => ({
  has: (code) => on.includes(code),
  isSingleWallet: true,
  hasReferral: false,
  canTransferUpline: false,
  ...extra,
});

describe('centre registry (SPEC §2)', () => {
  it('lists the member pages of the spec in order, securityCenter first', () => {
    expect(memberSections.map((s) => s.page)).toEqual([
      'securityCenter', 'transferFund', 'depositv2', 'withdraw', 'transferUpline', 'personalHistoryCopy', 'manualRebate',
      'transactionHistory', 'personalProfit', 'bonusDetails', 'rewardCenter', 'referral', 'missionLeaderboard', 'messageV2', 'playerRank',
    ]);
  });

  it('shows flagged pages only with their flag', () => {
    const none = visibleSections('member', ctx([])).map((s) => s.page);
    expect(none).not.toContain('manualRebate');
    expect(none).not.toContain('depositv2');
    expect(none).not.toContain('transferFund');
    const all = visibleSections('member', ctx(['MANPLAYREB3', 'DEPOSIT', 'WITHDRAW'], { isSingleWallet: false, hasReferral: true })).map((s) => s.page);
    expect(all).toEqual(expect.arrayContaining(['manualRebate', 'depositv2', 'withdraw', 'transferFund', 'referral']));
    // The credit market hides deposit and withdraw.
    expect(visibleSections('member', ctx(['DEPOSIT', 'WITHDRAW', 'CREDITMAR3'])).map((s) => s.page)).not.toContain('depositv2');
  });

  it('shows agent pages by their feature codes (dividend and salaries only when enabled)', () => {
    expect(agentSections[1]?.page).toBe('agentTeamOverview');
    expect(visibleSections('agent', ctx(['AGEINFO3'])).map((s) => s.page)).toEqual(['agentTeamOverview']);
    expect(visibleSections('agent', ctx(['AGEINFO3', 'DIVIDEND', 'SIGNCONDIV3'])).map((s) => s.page)).toEqual(['agentTeamOverview', 'dividend']);
    // A contract page needs its contract module (AGENTPOLICY3's SIGNCONDIV3, DAILYSALCONT3, HOURSAL3, RTSALARY3) too.
    expect(visibleSections('agent', ctx(['AGEINFO3', 'DIVIDEND', 'DAYSAL'])).map((s) => s.page)).toEqual(['agentTeamOverview']);
    const contracts = ['DIVIDEND', 'DAYSAL', 'SIGNCONDIV3', 'DAILYSALCONT3', 'HOURSAL3', 'RTSALARY3'] as const;
    expect(visibleSections('agent', ctx([...contracts])).map((s) => s.page)).toEqual(['dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary']);
    // The seed's tree: DIVIDEND and DAYSAL under AGEINFO3, the contract modules under AGENTPOLICY3; off with AGENTPOLICY3.
    const node = (modId: string, enabled = true, children: FeatureTreeNode[] = []): FeatureTreeNode => ({ modId, enabled, children });
    const tree = (policy: boolean) => [
      node('AGEINFO3', true, [node('DIVIDEND'), node('DAYSAL')]),
      node('AGENTPOLICY3', policy, [node('SIGNCONDIV3'), node('DAILYSALCONT3'), node('HOURSAL3'), node('RTSALARY3')]),
    ];
    const pagesOf = (policy: boolean) =>
      visibleSections('agent', { ...ctx([]), has: (code) => isFeatureEnabled(tree(policy), code) }).map((s) => s.page);
    expect(pagesOf(true)).toEqual(['agentTeamOverview', 'dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary']);
    expect(pagesOf(false)).toEqual(['agentTeamOverview']);
  });

  it('resolves a page: the asked one when visible, else the default, else the first', () => {
    expect(resolvePage('member', 'playerRank', ctx([]))).toBe('playerRank');
    expect(resolvePage('member', 'manualRebate', ctx([]))).toBe('securityCenter');
    expect(resolvePage('agent', null, ctx(['AGEINFO3', 'DOWNMAN']))).toBe('agentTeamOverview');
    expect(resolvePage('agent', null, ctx(['DOWNMAN']))).toBe('downlineManagement');
    expect(resolvePage('agent', null, ctx([]))).toBeNull();
  });

  it('decides access (SPEC §4, §6)', () => {
    expect(centreAccess('member', { isLoggedIn: false, isAgent: null })).toBe('login');
    expect(centreAccess('member', { isLoggedIn: true, isAgent: 4 })).toBe('needRealAccount');
    expect(centreAccess('agent', { isLoggedIn: true, isAgent: 4 })).toBe('needRealAccount');
    expect(centreAccess('member', { isLoggedIn: true, isAgent: 0 })).toBe('open');
    expect(centreAccess('agent', { isLoggedIn: true, isAgent: 0 })).toBe('notAgent');
    for (const type of [1, 2, 41, 42]) expect(centreAccess('agent', { isLoggedIn: true, isAgent: type })).toBe('open');
  });
});
