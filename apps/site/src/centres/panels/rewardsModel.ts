/**
 * The reward pages' mappings (rewardCenter, missionLeaderboard, manualRebate, referral, playerRank): the platform's
 * answers as the kit's rows. Pure, so that the tests can hold every field to its source.
 */
import type {
  ActivityStatus,
  BetRecordCategory,
  Mission as PlatformMission,
  MissionLeaderboardResponse,
  PlayerRankProgress as PlatformRankProgress,
  PromotionKind as PlatformPromotionKind,
  PromotionSummary as PlatformPromotion,
  RebateLine,
  RebateSettingsResponse,
  Referee as PlatformReferee,
  ReferralRule,
  ResponseOf,
} from '@croupier/contract';
import type {
  GameCategory,
  LeaderboardEntry,
  Mission,
  PlayerRankProgress,
  RebateClaim,
  RebateRow,
  Referee,
  ReferralTerms,
  RewardItem,
  RewardSource,
} from '@croupier/ui';
import type { TFunction } from 'i18next';

type PromotionClaim = ResponseOf<'promotionClaimList'>['list'][number];

/** The kit's game categories; the platform's e-lottery counts with the lottery. */
function gameCategoryOf(category: BetRecordCategory): GameCategory {
  return category === 'ELOTT' ? 'LOTT' : category;
}

// ---- missions ------------------------------------------------------------------------------------------------------

/** A mission's platform status as the kit's activity status: an open one in progress is `joined` (SPEC §4). */
const missionStatuses: Readonly<Record<PlatformMission['status'], ActivityStatus>> = {
  comingSoon: 'comingSoon',
  inProcess: 'joined',
  claim: 'claim',
  claimed: 'claimed',
};

export function toMission(mission: PlatformMission): Mission {
  return {
    id: String(mission.id),
    title: mission.title,
    taskKind: mission.kind,
    category: mission.category === null ? null : gameCategoryOf(mission.category),
    progress: mission.progress,
    target: mission.target,
    reward: mission.reward,
    status: missionStatuses[mission.status],
    endTime: mission.endsAt,
  };
}

/** Money to two decimals (a reward times its turnover multiple). */
const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * A completed mission as a reward waiting in the reward centre: its reward, the turnover it will add, claimable
 * until its period ends. `time` is when its period began (the platform does not say when the target was reached).
 */
export function missionReward(mission: PlatformMission): RewardItem {
  return {
    id: `mission:${mission.id}`,
    source: 'mission',
    title: mission.title,
    amount: mission.reward,
    turnover: cents(mission.reward * mission.turnoverMultiple),
    time: periodStart(mission),
    expiresAt: mission.endsAt,
    status: 'claim',
  };
}

/** The mission id of a reward centre item made by `missionReward`, or undefined for another kind of reward. */
export function missionIdOf(reward: Pick<RewardItem, 'id'>): number | undefined {
  const match = /^mission:(\d+)$/.exec(reward.id);
  return match ? Number(match[1]) : undefined;
}

/** The first instant of a mission's period: its first day at 00:00 UTC (the day as the merchant wrote it). */
function periodStart(mission: PlatformMission): number {
  const value = Date.parse(`${mission.periodFrom}T00:00:00Z`);
  return Number.isNaN(value) ? mission.endsAt : value;
}

/** The missions whose reward waits to be claimed (the count of SPEC §2's badge), as reward centre items. */
export function claimableMissions(missions: readonly PlatformMission[]): RewardItem[] {
  return missions.filter((m) => m.status === 'claim').map(missionReward);
}

/** The leaderboard's rows: score is rounds or valid bet, as the mission counts; the member's own place apart. */
export function toLeaderboard(board: MissionLeaderboardResponse): {
  entries: LeaderboardEntry[];
  selfEntry: LeaderboardEntry | null;
  scoreKind: 'rounds' | 'validBet';
} {
  const entries = board.list.map((row) => ({
    rank: row.rank,
    account: row.account,
    score: row.value,
    ...(row.isMe ? { isSelf: true } : {}),
  }));
  const listed = board.list.some((row) => row.isMe);
  const selfEntry =
    !listed && board.me.rank !== null
      ? { rank: board.me.rank, account: '', score: board.me.value, isSelf: true }
      : null;
  return { entries, selfEntry, scoreKind: board.kind ?? 'rounds' };
}

// ---- promotions ----------------------------------------------------------------------------------------------------

const claimSources: Readonly<Record<PlatformPromotionKind, RewardSource>> = {
  depositBonus: 'depositBonus',
  signUp: 'promotion',
  raffle: 'raffle',
  contactBonus: 'contactBonus',
};

/** One of the member's promotion entries as a row of the reward history: its bonus (or raffle prize) once granted. */
export function toRewardHistoryItem(entry: PromotionClaim): RewardItem {
  return {
    id: `entry:${entry.id}`,
    source: claimSources[entry.kind],
    title: entry.title,
    amount: entry.bonusAmount ?? entry.prize ?? 0,
    time: entry.createdAt,
    status: entry.status,
  };
}

/**
 * The promotions with something for the member to do now (join a deposit bonus before depositing, claim a raffle
 * ticket or the contact bonus), as the platform computed them for this member.
 */
export function actionablePromotions(list: readonly PlatformPromotion[]): PlatformPromotion[] {
  return list.filter((p) => p.eligible && (p.status === 'join' || p.status === 'claim'));
}

/** The call that carries out a promotion's action: a raffle's ticket is claimed, anything else joined (or claimed). */
export function promotionActionOf(kind: PlatformPromotionKind): 'raffleClaim' | 'promotionJoin' | 'signUp' {
  if (kind === 'raffle') return 'raffleClaim';
  // A sign-up request needs its comment and images: it is made on the promotion's page.
  if (kind === 'signUp') return 'signUp';
  return 'promotionJoin';
}

// ---- cashback ------------------------------------------------------------------------------------------------------

/** The product types with a rate (a 0 % type pays nothing and is left out), with the platform's own amount. */
export function toRebateRows(lines: readonly RebateLine[]): RebateRow[] {
  return lines
    .filter((line) => line.rate > 0)
    .map((line) => ({
      productType: gameCategoryOf(line.category),
      validBet: line.validBet,
      rate: line.rate,
      amount: line.amount,
    }));
}

export function toRebateHistory(recent: RebateSettingsResponse['recent']): RebateClaim[] {
  return recent.map((claim) => ({
    id: String(claim.id),
    time: claim.time,
    validBet: claim.validBet,
    amount: claim.amount,
  }));
}

// ---- referral ------------------------------------------------------------------------------------------------------

export function toReferee(referee: PlatformReferee): Referee {
  return {
    account: referee.account,
    registeredAt: referee.registeredAt,
    // A pending referee has made the qualifying deposit: its reward is on its way.
    hasDeposited: referee.status !== 'registered',
    reward: referee.reward,
  };
}

/**
 * The link a friend opens: the registration path with the code, on the origin the member is using (the platform's
 * absolute link names the merchant's main domain, which a mirror or a test site is not).
 */
export function inviteLinkOf(path: string, origin: string): string {
  return new URL(path, origin).toString();
}

/** The programme's terms for the kit's summary, when the reward is a fixed amount (no percentage of the deposit). */
export function toReferralTerms(rule: ReferralRule): ReferralTerms | undefined {
  if (rule.percent > 0) return undefined;
  return { rewardPerReferee: rule.fixedReward, minDeposit: rule.minDeposit, turnoverMultiple: rule.turnoverMultiple };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The programme's rule as short paragraphs (for a reward with a percentage of the deposit, which the kit's one-line
 * summary of a fixed reward cannot say): the reward, the deposit that qualifies, the turnover. `t` reads the `centre` namespace by its prefix.
 */
export function referralRuleHtml(t: TFunction, rule: ReferralRule, currencySymbol: string, locale: string): string {
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const money = (amount: number) => `${currencySymbol}${number.format(amount)}`;
  const lines = [
    t(rule.fixedReward > 0 ? 'centre:referral.ruleFixedPercent' : 'centre:referral.rulePercent', {
      fixed: money(rule.fixedReward),
      percent: rule.percent,
      max: money(rule.maxReward),
    }),
    t(rule.firstDepositOnly ? 'centre:referral.ruleFirstDeposit' : 'centre:referral.ruleAnyDeposit', {
      min: money(rule.minDeposit),
    }),
    ...(rule.turnoverMultiple > 0 ? [t('engage:referral.rulesTurnover', { multiple: rule.turnoverMultiple })] : []),
  ];
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
}

// ---- player rank ---------------------------------------------------------------------------------------------------

/** The member's standing: the level held (0 before any) and the period's figures. */
export function toRankProgress(progress: PlatformRankProgress): PlayerRankProgress {
  return { rankLevel: progress.current?.level ?? 0, validBet: progress.validBet, deposit: progress.deposit };
}
