/** The engagement pages' mappings: platform answers to the kit's props (statuses passed through), forms to requests. */
import type { ResponseOf } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import {
  AGENT_MESSAGE_MAX,
  entryOf,
  ledgerSourceOf,
  offeredFeedbackTypes,
  promotionHref,
  promotionIdOf,
  toAgentApplicationRequest,
  toJoinAgent,
  toJoinProgramme,
  toEarnRates,
  toFeedbackInput,
  toPointReward,
  toPointTransaction,
  toPromotionCategory,
  toPromotionDetail,
  toPromotionSummary,
  toRaffleStatus,
  toRankProgress,
  toRedeemRecord,
  toVipLevel,
} from './engageModel';

type Promotion = ResponseOf<'availablePromotions'>['list'][number];
type Detail = ResponseOf<'promotionDetail'>;
type Claim = ResponseOf<'promotionClaimList'>['list'][number];

const promotion: Promotion = {
  id: 7,
  code: 'bigWinShare',
  kind: 'signUp',
  categoryId: 3,
  categoryCode: 'event',
  title: 'Share your big win',
  summary: 'Post a screenshot',
  imageUrl: '/promo/7.svg',
  target: 'newMembers',
  vipLevels: [],
  newMemberDays: 30,
  startTime: 1_000,
  endTime: 9_000,
  status: 'comingSoon',
  eligible: true,
  rules: { amount: 20, turnoverMultiple: 1 },
};

const entry = {
  id: 41,
  status: 'rejected' as const,
  createdAt: 2_000,
  bonusAmount: null,
  comment: 'my win',
  rejectReason: 'blurred image',
  ticketNo: null,
  prize: null,
  images: 1,
};

const detail: Detail = { ...promotion, status: 'join', content: '<p>Rules</p>', entry: null, tickets: null, drawnAt: null };

describe('promotions', () => {
  it('maps a card with the platform status as it came, ids as text', () => {
    expect(toPromotionSummary(promotion)).toEqual({
      id: '7',
      kind: 'signUp',
      categoryId: '3',
      title: 'Share your big win',
      summary: 'Post a screenshot',
      imageUrl: '/promo/7.svg',
      startTime: 1_000,
      endTime: 9_000,
      status: 'comingSoon',
      target: 'newMembers',
    });
    expect(toPromotionSummary({ ...promotion, summary: '', imageUrl: '' })).not.toHaveProperty('imageUrl');
    expect(toPromotionCategory({ id: 3, code: 'event', name: 'Events', count: 2 })).toEqual({ id: '3', name: 'Events' });
    expect(promotionHref({ id: '7' })).toBe('/promoDetail?id=7');
  });

  it("gives the detail the member's status from their list, else their entry's, else the detail's", () => {
    expect(toPromotionDetail(detail).status).toBe('join');
    expect(toPromotionDetail(detail, { status: 'applying' }).status).toBe('applying');
    const rejected = toPromotionDetail(detail, { entry });
    expect(rejected.status).toBe('rejected');
    expect(rejected.rejectReason).toBe('blurred image');
    expect(rejected.content).toBe('<p>Rules</p>');
    // The member's list wins over an older entry; a reason shows only with the rejected status.
    const rejoined = toPromotionDetail(detail, { status: 'issued', entry });
    expect(rejoined.status).toBe('issued');
    expect(rejoined).not.toHaveProperty('rejectReason');
  });

  it("finds the member's entry of one promotion and reads only valid ids", () => {
    const claims: Claim[] = [
      { ...entry, id: 2, promotionId: 9, kind: 'raffle', title: 'Raffle' },
      { ...entry, id: 1, promotionId: 7, kind: 'signUp', title: 'Share' },
    ];
    expect(entryOf(claims, 7)?.id).toBe(1);
    expect(entryOf(claims, 8)).toBeUndefined();
    expect(promotionIdOf('12')).toBe(12);
    for (const bad of [null, '', '0', '-3', '1.5', 'abc', '99999999999']) expect(promotionIdOf(bad)).toBeNull();
  });

  it('maps the raffle: the ticket, the draw time, and the outcome once drawn', () => {
    const raffle = { promotionId: 9, status: 'claimed' as const, ticketNo: 'R-0042', tickets: 10, endTime: 50_000, drawnAt: null, prize: null, winners: [] };
    expect(toRaffleStatus(raffle)).toEqual({ status: 'claimed', tickets: ['R-0042'], drawTime: 50_000, result: null });
    expect(toRaffleStatus({ ...raffle, status: 'issued', drawnAt: 51_000, prize: 100 }).result).toEqual({
      isWinner: true,
      prize: 100,
      winningTicket: 'R-0042',
    });
    expect(toRaffleStatus({ ...raffle, status: 'closed', drawnAt: 51_000, prize: 0 }).result).toEqual({ isWinner: false });
    expect(toRaffleStatus({ ...raffle, ticketNo: null, status: 'claim' }).tickets).toEqual([]);
  });
});

describe('VIP', () => {
  const level = {
    level: 2,
    name: 'Silver',
    minValidBet: 5_000,
    minDeposit: 1_000,
    upgradeBonus: 58,
    monthlyBonus: 18,
    bonusTurnoverMultiple: 1,
    cashbackRate: 0.006,
    withdrawalDailyCount: 0,
    withdrawalMaxAmount: 50_000,
    vipService: false,
  };
  it('maps a level: thresholds, benefits, and 0 limits as none', () => {
    expect(toVipLevel(level)).toEqual({
      rankLevel: 2,
      labelName: 'Silver',
      validBetRequired: 5_000,
      depositRequired: 1_000,
      upgradeBonus: 58,
      monthlyBonus: 18,
      cashbackRate: 0.006,
      dailyWithdrawalLimit: 50_000,
      dailyWithdrawalCount: null,
      hasVipService: false,
    });
  });
  it("maps the member's progress, none when the merchant has no levels", () => {
    const rank = { current: level, next: null, periodDays: 30, validBet: 1_234.5, deposit: 300, computedAt: 1 };
    expect(toRankProgress(rank)).toEqual({ rankLevel: 2, validBet: 1_234.5, deposit: 300 });
    expect(toRankProgress({ ...rank, current: null })).toBeNull();
  });
});

describe('points mall', () => {
  const reward = {
    id: 5,
    type: 'item' as const,
    name: 'Club T-shirt',
    description: 'Delivered',
    points: 3_000,
    amountRequirement: 0,
    cashAmount: 0,
    stock: 50,
    perMemberLimit: 2,
  };
  it('maps rewards: cash carries its amount and one unit, items their limit', () => {
    expect(toPointReward(reward)).toEqual({
      id: '5',
      kind: 'item',
      name: 'Club T-shirt',
      categoryId: 'item',
      points: 3_000,
      stock: 50,
      maxQuantity: 2,
      remark: 'Delivered',
    });
    const cash = toPointReward({ ...reward, id: 1, type: 'cash', cashAmount: 10, stock: null, perMemberLimit: null, amountRequirement: 1_000 });
    expect(cash).toMatchObject({ kind: 'cash', amount: 10, stock: null, maxQuantity: 1, categoryId: 'cash' });
    // Deposits of all time are checked by the platform, not by the kit's valid-bet rule.
    expect(cash).not.toHaveProperty('amountRequired');
  });
  it('maps redemptions with their status and the cash credited', () => {
    const redemption = { id: 3, rewardId: 1, type: 'cash' as const, name: 'Cash 10', quantity: 1, points: 1_000, cashAmount: 10, status: 'applying' as const, remark: null, createdAt: 77, decidedAt: null };
    expect(toRedeemRecord(redemption)).toEqual({ id: '3', time: 77, rewardName: 'Cash 10', kind: 'cash', quantity: 1, points: 1_000, amount: 10, status: 'applying' });
    expect(toRedeemRecord({ ...redemption, status: 'rejected', remark: 'out of stock', cashAmount: 0 })).toMatchObject({ status: 'rejected', remark: 'out of stock' });
  });
  it('maps the ledger: the bet it came from, the balance after, a refund as an adjustment', () => {
    const bet = { id: 9, source: 'slots' as const, points: 12.5, balance: 40, createdAt: 5, detail: { category: 'RNG', validBet: 10.42, rate: 1.2 } };
    expect(toPointTransaction(bet)).toEqual({ id: '9', time: 5, source: 'slots', points: 12.5, baseAmount: 10.42, rate: 1.2, balanceAfter: 40 });
    expect(toPointTransaction({ ...bet, source: 'deposit', detail: { orderNo: 'D1', amount: 100 } })).toMatchObject({ source: 'deposit', baseAmount: 100 });
    expect(toPointTransaction({ ...bet, source: 'refund', points: 1_000, detail: null })).toEqual({ id: '9', time: 5, source: 'adjustment', points: 1_000, balanceAfter: 40 });
    expect(ledgerSourceOf('adjustment')).toBe('refund');
    expect(ledgerSourceOf('fish')).toBe('slots');
    expect(ledgerSourceOf('live')).toBe('live');
    expect(ledgerSourceOf(null)).toBeUndefined();
  });
  it('lists how points are earned by category, then deposits', () => {
    const config = { rates: { LIVE: 0.7, RNG: 1.2, SPORTS: 1, ELOTT: 1, PVP: 0 }, depositRate: 0.1, convertRate: 0.01, minConvert: 100, expires: false as const, sources: [] };
    expect(toEarnRates(config)).toEqual([
      { source: 'live', rate: 0.7 },
      { source: 'sports', rate: 1 },
      { source: 'slots', rate: 1.2 },
      { source: 'deposit', rate: 0.1 },
    ]);
  });
});

describe('join us and feedback', () => {
  it('gives the join screen an agent’s links: the platform’s per domain, else the relative one on the site’s origin', () => {
    const value: ResponseOf<'agentAffiliate'> = {
      affiliateCode: 'AG12345678',
      link: '/register?affiliateCode=AG12345678',
      links: [
        { domain: 'jade.example', url: 'https://jade.example/register?affiliateCode=AG12345678' },
        { domain: 'm.jade.example', url: 'https://m.jade.example/register?affiliateCode=AG12345678' },
      ],
      registrations: { month: '2026-11', thisMonth: 3, total: 41 },
      programme: { tiers: [], basis: 'netProfit', settlement: 'monthly', activeMemberMinDeposit: 0, contacts: [] },
    };
    expect(toJoinAgent(value, 'http://localhost:5173')).toEqual({
      code: 'AG12345678',
      links: value.links,
      registrationsThisMonth: 3,
      registrationsTotal: 41,
    });
    expect(toJoinAgent({ ...value, links: [] }, 'http://localhost:5173').links).toEqual([
      { domain: 'localhost:5173', url: 'http://localhost:5173/register?affiliateCode=AG12345678' },
    ]);
  });

  it('gives the join screen the programme: rates as fractions, contacts by method, the basis and the deposit', () => {
    const programme: ResponseOf<'affiliateProgramme'> = {
      tiers: [
        { minActiveMembers: 5, minAmount: 1_000, commissionPercent: 30 },
        { minActiveMembers: 10, minAmount: 5_000.5, commissionPercent: 32.5 },
      ],
      basis: 'validBet',
      settlement: 'monthly',
      activeMemberMinDeposit: 100,
      contacts: [{ channel: 'line', value: '@jade-partners' }],
    };
    expect(toJoinProgramme(programme)).toEqual({
      tiers: [
        { id: 'tier-5', activeMembers: 5, minAmount: 1_000, rate: 0.3 },
        { id: 'tier-10', activeMembers: 10, minAmount: 5_000.5, rate: 0.325 },
      ],
      tierBasis: 'validBet',
      activeMemberMinDeposit: 100,
      contacts: [{ method: 'line', value: '@jade-partners' }],
    });
    expect(toJoinProgramme({ ...programme, tiers: [], contacts: [] })).toMatchObject({ tiers: [], contacts: [] });
  });

  it("sends the contact method as the channel and the applicant's name and audience in the note", () => {
    expect(
      toAgentApplicationRequest({ name: ' Aki ', contactMethod: 'telegram', contact: ' @aki ', channel: 'social', message: ' 5k followers ' } as never, 'Social media'),
    ).toEqual({ channel: 'telegram', contact: '@aki', message: 'Aki / Social media / 5k followers' });
    const long = toAgentApplicationRequest({ name: 'A', contactMethod: 'email', contact: 'a@b.cc', message: 'x'.repeat(300) }, 'Other');
    expect(Array.from(long.message ?? '')).toHaveLength(AGENT_MESSAGE_MAX);
  });
  it('offers only the feedback kinds the platform takes and sends the images as file parts', () => {
    expect(offeredFeedbackTypes).not.toContain('account');
    expect(offeredFeedbackTypes).toContain('bug');
    const image = new File(['png'], 'a.png', { type: 'image/png' });
    expect(toFeedbackInput({ type: 'bug', content: 'The reels froze', images: [image] })).toEqual({ type: 'bug', content: 'The reels froze', images: [image] });
  });
});
