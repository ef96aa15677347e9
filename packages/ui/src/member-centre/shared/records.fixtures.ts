/** Sample data for the member-centre stories and tests: fixed figures (screenshots must not move), texts from the locale. */
import type { TFunction } from 'i18next';
import { isoDays } from '../../feedback/Chart/Chart.fixtures';
import type { ChartPoint } from '../../feedback/Chart';
import type { DateRangeValue } from '../../forms/DateRangePresets';
import type { AccountRecordSummary, LedgerEntry } from '../AccountRecordPanel/AccountRecordPanel.types';
import type { BetRecord, BettingRecordSummary } from '../BettingRecordPanel/BettingRecordPanel.types';
import type { BonusDetailsSummary, BonusRecord } from '../BonusDetailsPanel/BonusDetailsPanel.types';
import type { InboxMessage } from '../MessagesPanel/MessagesPanel.types';
import type { ProfitCategoryRow, ProfitSummary } from '../ProfitPanel/ProfitPanel.types';

/** The stories' "today" and time zone: the same pictures every day, on every machine. */
export const sampleToday = '2026-11-25';
export const sampleTimeZone = 'Asia/Tokyo';
export const last7: DateRangeValue = { from: '2026-11-19', to: sampleToday, preset: 'last7' };

/** A Tokyo wall-clock time on the sample day (or `day` days before it), as a millisecond timestamp. */
export function tokyo(time: string, day = 0): number {
  const [h, m, s = 0] = time.split(':').map(Number);
  return Date.UTC(2026, 10, 25 - day, h! - 9, m!, s);
}

export const sampleVendors = [
  { value: 'PG', label: 'PG Soft' },
  { value: 'PP', label: 'Pragmatic Play' },
  { value: 'EVO', label: 'Evolution' },
  { value: 'JILI', label: 'JILI' },
  { value: 'SABA', label: 'SABA Sports' },
] as const;

export const sampleBets: BetRecord[] = [
  {
    id: 'b1',
    time: tokyo('21:42:13'),
    game: 'Fortune Tiger',
    vendor: 'PG Soft',
    roundId: 'PG-8823310045',
    stake: 100,
    validBet: 100,
    payout: 245.5,
    winLoss: 145.5,
    status: 'won',
  },
  {
    id: 'b2',
    time: tokyo('21:40:02'),
    game: 'Gates of Olympus',
    vendor: 'Pragmatic Play',
    roundId: 'PP-5512009987',
    stake: 50,
    validBet: 50,
    payout: 0,
    winLoss: -50,
    status: 'lost',
  },
  {
    id: 'b3',
    time: tokyo('21:31:45'),
    game: 'Lightning Roulette',
    vendor: 'Evolution',
    roundId: 'EVO-7D2F91A0C3',
    stake: 1200,
    validBet: 1200,
    payout: 0,
    winLoss: -1200,
    status: 'lost',
  },
  {
    id: 'b4',
    time: tokyo('21:22:10'),
    game: 'Super Ace',
    vendor: 'JILI',
    roundId: 'JL-30019284',
    stake: 20,
    validBet: 20,
    payout: 36,
    winLoss: 16,
    status: 'won',
  },
  {
    id: 'b5',
    time: tokyo('21:15:59'),
    game: 'Baccarat A',
    vendor: 'Evolution',
    roundId: 'EVO-7D2F8E11B9',
    stake: 500,
    validBet: 0,
    payout: 500,
    winLoss: 0,
    status: 'cancelled',
  },
  {
    id: 'b6',
    time: tokyo('21:03:31'),
    game: 'Sweet Bonanza',
    vendor: 'Pragmatic Play',
    roundId: 'PP-5511873301',
    stake: 80,
    validBet: 80,
    payout: 1520.4,
    winLoss: 1440.4,
    status: 'won',
  },
  {
    id: 'b7',
    time: tokyo('20:58:17'),
    game: 'Arsenal v Chelsea',
    vendor: 'SABA Sports',
    roundId: 'SB-99120455',
    stake: 300,
    validBet: 300,
    payout: 0,
    winLoss: 0,
    status: 'pending',
  },
  {
    id: 'b8',
    time: tokyo('20:41:06'),
    game: 'Mahjong Ways 2',
    vendor: 'PG Soft',
    roundId: 'PG-8823297310',
    stake: 30,
    validBet: 30,
    payout: 0,
    winLoss: -30,
    status: 'lost',
  },
];

export const sampleBetSummary: BettingRecordSummary = {
  count: 128,
  stake: 48520,
  validBet: 47900,
  payout: 45210.75,
  winLoss: -3309.25,
};

export function sampleLedger(t: TFunction<'records'>): LedgerEntry[] {
  // Oldest first, so each balance follows from the one before; shown newest first.
  const moves: Array<Omit<LedgerEntry, 'balanceAfter'>> = [
    { id: 'l1', time: tokyo('09:02:41'), type: 'deposit', amount: 5000, reference: 'D20261125-0012' },
    { id: 'l2', time: tokyo('09:15:03'), type: 'bet', amount: -100, reference: 'PG-8823310045' },
    { id: 'l3', time: tokyo('09:15:05'), type: 'payout', amount: 245.5, reference: 'PG-8823310045' },
    { id: 'l4', time: tokyo('09:40:00'), type: 'bonus', amount: 250, remark: t('sample.weekendReload') },
    {
      id: 'l5',
      time: tokyo('10:05:12'),
      type: 'hold',
      amount: -2000,
      reference: 'W20261125-0003',
      remark: t('sample.withdrawalHold'),
    },
    { id: 'l6', time: tokyo('10:48:30'), type: 'release', amount: 2000, reference: 'W20261125-0003' },
    { id: 'l7', time: tokyo('11:10:44'), type: 'transfer', amount: -500, remark: t('sample.transferToUpline') },
    { id: 'l8', time: tokyo('11:30:00'), type: 'adjustment', amount: 100, remark: t('sample.compensation') },
    { id: 'l9', time: tokyo('11:42:19'), type: 'refund', amount: 500, reference: 'EVO-7D2F8E11B9' },
    { id: 'l10', time: tokyo('12:00:58'), type: 'withdrawal', amount: -1000, reference: 'W20261125-0004' },
  ];
  let cents = 120000;
  return moves
    .map((move) => {
      cents += Math.round(move.amount * 100);
      return { ...move, balanceAfter: cents / 100 };
    })
    .reverse();
}

export const sampleLedgerSummary: AccountRecordSummary = { totalIn: 18245.5, totalOut: 12600 };

export function sampleBonuses(t: TFunction<'records'>): BonusRecord[] {
  return [
    {
      id: 'g1',
      time: tokyo('09:40:00'),
      source: 'promotion',
      name: t('sample.weekendReload'),
      amount: 250,
      turnover: 2500,
      status: 'wagering',
    },
    {
      id: 'g2',
      time: tokyo('04:00:00'),
      source: 'rebate',
      name: t('sample.dailyRebate'),
      amount: 86.4,
      turnover: 86.4,
      status: 'completed',
    },
    {
      id: 'g3',
      time: tokyo('18:22:10', 1),
      source: 'vip',
      name: t('sample.vipUpgrade'),
      amount: 1000,
      turnover: 5000,
      status: 'completed',
    },
    {
      id: 'g4',
      time: tokyo('12:00:00', 2),
      source: 'mission',
      name: t('sample.dailyMission'),
      amount: 20,
      turnover: 200,
      status: 'expired',
    },
    {
      id: 'g5',
      time: tokyo('20:15:33', 3),
      source: 'referral',
      name: t('sample.friendInvite'),
      amount: 100,
      turnover: 1000,
      status: 'wagering',
    },
    {
      id: 'g6',
      time: tokyo('11:30:00', 4),
      source: 'adjustment',
      name: t('sample.compensation'),
      amount: 100,
      turnover: 0,
      status: 'completed',
    },
    {
      id: 'g7',
      time: tokyo('10:02:47', 5),
      source: 'promotion',
      name: t('sample.weekendReload'),
      amount: 500,
      turnover: 5000,
      status: 'cancelled',
    },
  ];
}

export const sampleBonusSummary: BonusDetailsSummary = { count: 24, amount: 3412.4, turnover: 18650 };

export const sampleProfitSummary: ProfitSummary = {
  stake: 48520,
  validBet: 47900,
  payout: 45210.75,
  profitLoss: -3309.25,
  deposits: 20000,
  withdrawals: 8000,
  bonus: 1456.4,
};

export const sampleProfitCategories: ProfitCategoryRow[] = [
  { category: 'LIVE', betCount: 42, stake: 21000, validBet: 20400, payout: 19850, profitLoss: -1150 },
  { category: 'SPORTS', betCount: 12, stake: 6200, validBet: 6200, payout: 7415.5, profitLoss: 1215.5 },
  { category: 'RNG', betCount: 68, stake: 18520, validBet: 18500, payout: 15320.25, profitLoss: -3199.75 },
  { category: 'FISH', betCount: 6, stake: 2800, validBet: 2800, payout: 2625, profitLoss: -175 },
];

const dailyProfit = [
  -420.5, 310, -1250.75, 0, 865.2, -120, -940, 215.5, 1380, -610.25, -85, -560, 990.4, -1345.7, 0, 420, -230.6, 1120,
  -780.3, 265, -1490, 505.85, -60, 330, -910.2, 1745, -450, 0, 215.6, -2418.5,
];

/** 30 days ending on the sample day; they add up to the summary's profit and loss. */
export const sampleProfitSeries: ChartPoint[] = isoDays(30, sampleToday).map((date, i) => ({
  date,
  value: dailyProfit[i]!,
}));

export function sampleMessages(t: TFunction<'records'>): InboxMessage[] {
  return [
    {
      id: 'm1',
      time: tokyo('12:00:58'),
      kind: 'withdrawalApproved',
      params: { amount: 1000, orderId: 'W20261125-0004', method: t('sample.bankName') },
      isRead: false,
    },
    {
      id: 'm2',
      time: tokyo('10:48:30'),
      kind: 'withdrawalRejected',
      params: { amount: 2000, orderId: 'W20261125-0003', reason: t('sample.rejectReason') },
      isRead: false,
    },
    { id: 'm3', time: tokyo('09:30:00'), title: t('sample.promoTitle'), body: t('sample.promoBody'), isRead: false },
    {
      id: 'm4',
      time: tokyo('09:02:41'),
      kind: 'depositCredited',
      params: { amount: 5000, orderId: 'D20261125-0012' },
      isRead: true,
    },
    {
      id: 'm5',
      time: tokyo('22:14:09', 1),
      kind: 'depositFailed',
      params: { amount: 3000, orderId: 'D20261124-0031', reason: t('sample.failReason') },
      isRead: true,
    },
    {
      id: 'm6',
      time: tokyo('18:00:00', 2),
      title: t('sample.maintenanceTitle'),
      body: t('sample.maintenanceBody'),
      isRead: true,
    },
    {
      id: 'm7',
      time: tokyo('15:20:00', 3),
      kind: 'vipGift',
      title: t('sample.unsafeTitle'),
      body: t('sample.unsafeBody'),
      isRead: true,
    },
  ];
}
