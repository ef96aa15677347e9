/** The reward pages' mappings: every field of the kit's rows comes from the platform's answer it names. */
import type {
  Mission as PlatformMission,
  PromotionSummary as PlatformPromotion,
  ReferralRule,
  VipLevel,
} from '@croupier/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  actionablePromotions,
  claimableMissions,
  inviteLinkOf,
  missionIdOf,
  promotionActionOf,
  referralRuleHtml,
  toLeaderboard,
  toMission,
  toRankProgress,
  toRebateHistory,
  toRebateRows,
  toReferee,
  toReferralTerms,
  toRewardHistoryItem,
} from './rewardsModel';
// The VIP level mapping is the /vip page's (engageModel); the rank page uses the same one.
import { toVipLevel } from '../../engage/engageModel';

const mission = (over: Partial<PlatformMission> = {}): PlatformMission => ({
  id: 7,
  code: 'daily-live-table',
  title: 'Live table regular',
  description: 'Bet 1,000 on live tables today',
  kind: 'validBet',
  category: 'LIVE',
  target: 1000,
  progress: 250.5,
  reward: 20,
  turnoverMultiple: 3,
  period: 'daily',
  periodFrom: '2026-11-26',
  periodTo: '2026-11-26',
  endsAt: 1_764_169_200_000,
  status: 'inProcess',
  ...over,
});

describe('missions', () => {
  it('keeps the progress, target and reward, and names an open mission in progress as joined', () => {
    expect(toMission(mission())).toEqual({
      id: '7',
      title: 'Live table regular',
      taskKind: 'validBet',
      category: 'LIVE',
      progress: 250.5,
      target: 1000,
      reward: 20,
      status: 'joined',
      endTime: 1_764_169_200_000,
    });
    expect(toMission(mission({ status: 'claim' })).status).toBe('claim');
    expect(toMission(mission({ status: 'claimed' })).status).toBe('claimed');
    expect(toMission(mission({ status: 'comingSoon' })).status).toBe('comingSoon');
    // Any category, and the e-lottery counted with the lottery.
    expect(toMission(mission({ category: null })).category).toBeNull();
    expect(toMission(mission({ category: 'ELOTT' })).category).toBe('LOTT');
  });

  it('offers only the completed missions in the reward centre, with the turnover their reward adds', () => {
    const rewards = claimableMissions([
      mission(),
      mission({ id: 8, status: 'claim', reward: 18.8, turnoverMultiple: 3 }),
      mission({ id: 9, status: 'claimed' }),
    ]);
    expect(rewards).toEqual([
      {
        id: 'mission:8',
        source: 'mission',
        title: 'Live table regular',
        amount: 18.8,
        turnover: 56.4,
        time: Date.parse('2026-11-26T00:00:00Z'),
        expiresAt: 1_764_169_200_000,
        status: 'claim',
      },
    ]);
    expect(missionIdOf(rewards[0]!)).toBe(8);
    expect(missionIdOf({ id: 'entry:8' })).toBeUndefined();
  });

  it("ranks the leaderboard by the mission's count, the member's own row marked or pinned under it", () => {
    const board = {
      missionId: 7,
      title: 'Live table regular',
      kind: 'validBet' as const,
      target: 1000,
      periodFrom: '2026-11-26',
      periodTo: '2026-11-26',
      list: [
        { rank: 1, account: 'a***1', value: 900, completed: false, isMe: false },
        { rank: 2, account: 'm***e', value: 250.5, completed: false, isMe: true },
      ],
      me: { rank: 2, value: 250.5 },
      timeZone: 'Asia/Tokyo',
    };
    expect(toLeaderboard(board)).toEqual({
      entries: [
        { rank: 1, account: 'a***1', score: 900 },
        { rank: 2, account: 'm***e', score: 250.5, isSelf: true },
      ],
      selfEntry: null,
      scoreKind: 'validBet',
    });
    const below = toLeaderboard({ ...board, kind: 'rounds', list: board.list.slice(0, 1), me: { rank: 41, value: 3 } });
    expect(below.selfEntry).toEqual({ rank: 41, account: '', score: 3, isSelf: true });
    expect(below.scoreKind).toBe('rounds');
    expect(toLeaderboard({ ...board, list: [], me: { rank: null, value: 0 } }).selfEntry).toBeNull();
  });
});

const promotion = (over: Partial<PlatformPromotion> = {}): PlatformPromotion => ({
  id: 3,
  code: 'welcome100',
  kind: 'depositBonus',
  categoryId: 1,
  categoryCode: 'deposit',
  title: '100% first deposit bonus',
  summary: 'Double your first deposit',
  imageUrl: '/promotions/welcome100.svg',
  target: 'all',
  vipLevels: [],
  newMemberDays: null,
  startTime: 1,
  endTime: 2,
  status: 'join',
  eligible: true,
  rules: { turnoverMultiple: 10 },
  ...over,
});

describe('promotions in the reward centre', () => {
  it('lists the promotions the member can join or claim now, not those out of reach or done', () => {
    const list = [
      promotion(),
      promotion({ id: 4, status: 'joined' }),
      promotion({ id: 5, status: 'join', eligible: false }),
      promotion({ id: 6, kind: 'contactBonus', status: 'claim' }),
      promotion({ id: 7, status: 'comingSoon' }),
    ];
    expect(actionablePromotions(list).map((p) => p.id)).toEqual([3, 6]);
  });

  it('joins a deposit bonus, claims a raffle ticket by its own call, and sends a sign-up to its form', () => {
    expect(promotionActionOf('depositBonus')).toBe('promotionJoin');
    expect(promotionActionOf('contactBonus')).toBe('promotionJoin');
    expect(promotionActionOf('raffle')).toBe('raffleClaim');
    expect(promotionActionOf('signUp')).toBe('signUp');
  });

  it('shows an entry in the history with its granted bonus, or a raffle prize, and its platform status', () => {
    const entry = {
      id: 12,
      status: 'issued' as const,
      createdAt: 1_700_000_000_000,
      bonusAmount: 500,
      comment: null,
      rejectReason: null,
      ticketNo: null,
      prize: null,
      images: 0,
      promotionId: 3,
      kind: 'depositBonus' as const,
      title: '100% first deposit bonus',
    };
    expect(toRewardHistoryItem(entry)).toEqual({
      id: 'entry:12',
      source: 'depositBonus',
      title: '100% first deposit bonus',
      amount: 500,
      time: 1_700_000_000_000,
      status: 'issued',
    });
    const ticket = { ...entry, kind: 'raffle' as const, status: 'claimed' as const, bonusAmount: null, prize: 88 };
    expect(toRewardHistoryItem(ticket)).toMatchObject({ source: 'raffle', amount: 88, status: 'claimed' });
    const applying = { ...entry, kind: 'signUp' as const, status: 'applying' as const, bonusAmount: null };
    expect(toRewardHistoryItem(applying)).toMatchObject({ source: 'promotion', amount: 0, status: 'applying' });
  });
});

describe('cashback', () => {
  it("shows the types with a rate, with the platform's valid bet, rate and amount", () => {
    const rows = toRebateRows([
      { category: 'RNG', rate: 0.8, validBet: 50, amount: 0.4 },
      { category: 'LIVE', rate: 0.6, validBet: 1000, amount: 6 },
      { category: 'ELOTT', rate: 0.3, validBet: 10, amount: 0.03 },
      { category: 'SPORTS', rate: 0, validBet: 200, amount: 0 },
    ]);
    expect(rows).toEqual([
      { productType: 'RNG', validBet: 50, rate: 0.8, amount: 0.4 },
      { productType: 'LIVE', validBet: 1000, rate: 0.6, amount: 6 },
      { productType: 'LOTT', validBet: 10, rate: 0.3, amount: 0.03 },
    ]);
    expect(toRebateHistory([{ id: 4, time: 9, amount: 6.4, validBet: 1050 }])).toEqual([
      { id: '4', time: 9, amount: 6.4, validBet: 1050 },
    ]);
  });
});

const rule = (over: Partial<ReferralRule> = {}): ReferralRule => ({
  firstDepositOnly: true,
  minDeposit: 100,
  fixedReward: 50,
  percent: 5,
  maxReward: 500,
  turnoverMultiple: 1,
  ...over,
});

describe('referral', () => {
  it('counts a friend as deposited once the qualifying deposit is in, pending or rewarded', () => {
    const referee = { account: 'f***d', registeredAt: 5, status: 'registered' as const, reward: 0, rewardedAt: null };
    expect(toReferee(referee)).toEqual({ account: 'f***d', registeredAt: 5, hasDeposited: false, reward: 0 });
    expect(toReferee({ ...referee, status: 'pending', reward: 55 }).hasDeposited).toBe(true);
    expect(toReferee({ ...referee, status: 'rewarded', reward: 55, rewardedAt: 6 })).toEqual({
      account: 'f***d',
      registeredAt: 5,
      hasDeposited: true,
      reward: 55,
    });
  });

  it("links to the registration with the code on the member's own origin", () => {
    expect(inviteLinkOf('/register?referralCode=ABCD2345', 'http://127.0.0.1:4173')).toBe(
      'http://127.0.0.1:4173/register?referralCode=ABCD2345',
    );
  });

  it("gives the kit's summary a fixed reward, and writes a percentage rule out in the member's language", async () => {
    expect(
      toReferralTerms(rule({ percent: 0, fixedReward: 30, maxReward: 30, minDeposit: 50, turnoverMultiple: 2 })),
    ).toEqual({
      rewardPerReferee: 30,
      minDeposit: 50,
      turnoverMultiple: 2,
    });
    expect(toReferralTerms(rule())).toBeUndefined();
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      ns: ['site', 'centre', 'engage'],
      defaultNS: 'site',
      interpolation: { escapeValue: false },
      resources: {
        en: {
          centre: {
            referral: {
              ruleFixedPercent: '{{fixed}} + {{percent}}% up to {{max}}',
              rulePercent: '{{percent}}% up to {{max}}',
              ruleFirstDeposit: 'first deposit of {{min}}',
              ruleAnyDeposit: 'any deposit of {{min}}',
            },
          },
          engage: { referral: { rulesTurnover: '{{multiple}}x <turnover>' } },
        },
      },
    });
    expect(referralRuleHtml(i18n.t, rule(), 'P', 'en')).toBe(
      '<p>P50.00 + 5% up to P500.00</p><p>first deposit of P100.00</p><p>1x &lt;turnover&gt;</p>',
    );
    expect(
      referralRuleHtml(i18n.t, rule({ fixedReward: 0, firstDepositOnly: false, turnoverMultiple: 0 }), 'P', 'en'),
    ).toBe('<p>5% up to P500.00</p><p>any deposit of P100.00</p>');
  });
});

describe('player rank', () => {
  const level: VipLevel = {
    level: 2,
    name: 'Silver',
    minValidBet: 5000,
    minDeposit: 1000,
    upgradeBonus: 88,
    monthlyBonus: 18,
    bonusTurnoverMultiple: 1,
    cashbackRate: 0.004,
    withdrawalDailyCount: 5,
    withdrawalMaxAmount: 50_000,
    vipService: false,
  };

  it("reads a level's thresholds and benefits, a 0 limit as none", () => {
    expect(toVipLevel(level)).toEqual({
      rankLevel: 2,
      labelName: 'Silver',
      validBetRequired: 5000,
      depositRequired: 1000,
      upgradeBonus: 88,
      monthlyBonus: 18,
      cashbackRate: 0.004,
      dailyWithdrawalLimit: 50_000,
      dailyWithdrawalCount: 5,
      hasVipService: false,
    });
    expect(toVipLevel({ ...level, withdrawalMaxAmount: 0, withdrawalDailyCount: 0, vipService: true })).toMatchObject({
      dailyWithdrawalLimit: null,
      dailyWithdrawalCount: null,
      hasVipService: true,
    });
  });

  it("holds the member's level and the period's figures, level 0 before any", () => {
    const progress = { current: level, next: null, periodDays: 30, validBet: 6000.5, deposit: 1200, computedAt: 1 };
    expect(toRankProgress(progress)).toEqual({ rankLevel: 2, validBet: 6000.5, deposit: 1200 });
    expect(toRankProgress({ ...progress, current: null, validBet: 0, deposit: 0 })).toEqual({
      rankLevel: 0,
      validBet: 0,
      deposit: 0,
    });
  });
});
