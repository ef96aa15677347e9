/**
 * The engagement pages' answers as the kit's panels take them: promotions (list, detail, raffle), VIP levels and the
 * member's progress, the points mall (rewards, redemptions, the points ledger). Statuses are the platform's, passed
 * through unchanged; nothing here decides what a member may do.
 */
import { FEEDBACK_IMAGE_UPLOAD, feedbackTypes as platformFeedbackTypes, type RequestOf, type ResponseOf } from '@croupier/contract';
import { feedbackTypes, type FeedbackRequest, type FeedbackType } from '@croupier/ui';
import type {
  AffiliateContact,
  CommissionTier,
  CommissionTierBasis,
  JoinAgentAffiliate,
  PlayerRankProgress,
  PointReward,
  PointSource,
  PointTransaction,
  PromotionCategory,
  PromotionDetailData,
  PromotionSummary,
  RaffleStatus,
  RedeemRecord,
  VipLevel,
} from '@croupier/ui';

type ApiCategory = ResponseOf<'promotionAnnouncementCategories'>[number];
type ApiPromotion = ResponseOf<'availablePromotions'>['list'][number];
type ApiDetail = ResponseOf<'promotionDetail'>;
type ApiClaim = ResponseOf<'promotionClaimList'>['list'][number];
type ApiRaffle = ResponseOf<'raffleStatus'>;
type ApiVipLevel = ResponseOf<'vipLevels'>['levels'][number];
type ApiRank = ResponseOf<'playerRankProgress'>;
type ApiReward = ResponseOf<'pointRewards'>['list'][number];
type ApiRedemption = ResponseOf<'redeemedPointList'>['list'][number];
type ApiPointTransaction = ResponseOf<'memberTransactionDetail'>['list'][number];

// ---- promotions ------------------------------------------------------------------------------------------------------

/** The type categories in the operator's order (the kit puts "All" first itself). */
export function toPromotionCategory(category: ApiCategory): PromotionCategory {
  return { id: String(category.id), name: category.name };
}

/** One card: the platform's status for this member (or visitor) as it came. */
export function toPromotionSummary(promotion: ApiPromotion): PromotionSummary {
  return {
    id: String(promotion.id),
    kind: promotion.kind,
    categoryId: String(promotion.categoryId),
    title: promotion.title,
    ...(promotion.summary ? { summary: promotion.summary } : {}),
    ...(promotion.imageUrl ? { imageUrl: promotion.imageUrl } : {}),
    startTime: promotion.startTime,
    endTime: promotion.endTime,
    status: promotion.status,
    target: promotion.target,
  };
}

/**
 * The detail page. The detail call is answered as a visitor sees it (it carries no session); a member's own status
 * comes from the member's list (`memberStatus`) and their entry from their claims, both computed by the platform.
 */
export function toPromotionDetail(
  detail: ApiDetail,
  member?: { status?: ApiPromotion['status'] | undefined; entry?: Pick<ApiClaim, 'status' | 'rejectReason'> | null | undefined },
): PromotionDetailData {
  const entry = member?.entry ?? detail.entry;
  const status = member?.status ?? entry?.status ?? detail.status;
  const reason = entry && status === 'rejected' ? entry.rejectReason : null;
  return {
    ...toPromotionSummary(detail),
    status,
    content: detail.content,
    ...(reason ? { rejectReason: reason } : {}),
  };
}

/** The member's newest entry of one promotion in their claim list (newest first), if any. */
export function entryOf(claims: readonly ApiClaim[] | undefined, promotionId: number): ApiClaim | undefined {
  return claims?.find((claim) => claim.promotionId === promotionId);
}

/** The detail page of a promotion. */
export const promotionHref = (promotion: Pick<PromotionSummary, 'id'>) => `/promoDetail?id=${encodeURIComponent(promotion.id)}`;

/** A promotion id from the page's query (`?id=`): a positive whole number, else null. */
export function promotionIdOf(text: string | null): number | null {
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/** The raffle panel's state: the member's ticket, the draw time and, once drawn, the outcome. */
export function toRaffleStatus(raffle: ApiRaffle): RaffleStatus {
  const drawn = raffle.drawnAt !== null;
  const ticket = raffle.ticketNo;
  const prize = raffle.prize ?? 0;
  return {
    status: raffle.status,
    tickets: ticket ? [ticket] : [],
    drawTime: raffle.drawnAt ?? raffle.endTime,
    result: drawn && ticket
      ? { isWinner: prize > 0, ...(prize > 0 ? { prize, winningTicket: ticket } : {}) }
      : null,
  };
}

// ---- VIP -------------------------------------------------------------------------------------------------------------

export function toVipLevel(level: ApiVipLevel): VipLevel {
  return {
    rankLevel: level.level,
    labelName: level.name,
    validBetRequired: level.minValidBet,
    depositRequired: level.minDeposit,
    upgradeBonus: level.upgradeBonus,
    monthlyBonus: level.monthlyBonus,
    cashbackRate: level.cashbackRate,
    // 0 in the platform's settings means no limit.
    dailyWithdrawalLimit: level.withdrawalMaxAmount > 0 ? level.withdrawalMaxAmount : null,
    dailyWithdrawalCount: level.withdrawalDailyCount > 0 ? level.withdrawalDailyCount : null,
    hasVipService: level.vipService,
  };
}

/** The member's standing; null when the merchant has no levels (nothing to show). */
export function toRankProgress(rank: ApiRank): PlayerRankProgress | null {
  if (!rank.current) return null;
  return { rankLevel: rank.current.level, validBet: rank.validBet, deposit: rank.deposit };
}

// ---- points mall -----------------------------------------------------------------------------------------------------

export function toPointReward(reward: ApiReward): PointReward {
  return {
    id: String(reward.id),
    kind: reward.type,
    name: reward.name,
    categoryId: reward.type,
    points: reward.points,
    ...(reward.type === 'cash' ? { amount: reward.cashAmount } : {}),
    // The platform's amount requirement is the member's deposits of all time, which the kit's (valid bet in the
    // period) is not: the platform checks it and answers amount_requirement_not_met, shown by the dialog.
    stock: reward.stock,
    maxQuantity: reward.type === 'cash' ? 1 : Math.min(reward.perMemberLimit ?? 99, 99),
    ...(reward.description ? { remark: reward.description } : {}),
  };
}

export function toRedeemRecord(redemption: ApiRedemption): RedeemRecord {
  return {
    id: String(redemption.id),
    time: redemption.createdAt,
    rewardName: redemption.name,
    kind: redemption.type,
    quantity: redemption.quantity,
    points: redemption.points,
    ...(redemption.cashAmount > 0 ? { amount: redemption.cashAmount } : {}),
    status: redemption.status,
    ...(redemption.remark ? { remark: redemption.remark } : {}),
  };
}

/** The ledger's sources as the kit names them: a rejected redemption's refund is an adjustment. */
const pointSourceOf: Readonly<Record<ApiPointTransaction['source'], PointSource>> = {
  live: 'live',
  lottery: 'lottery',
  pvp: 'pvp',
  slots: 'slots',
  sports: 'sports',
  deposit: 'deposit',
  redeem: 'redeem',
  convert: 'convert',
  refund: 'adjustment',
};

const numberOf = (value: string | number | null | undefined): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

export function toPointTransaction(entry: ApiPointTransaction): PointTransaction {
  const base = numberOf(entry.detail?.validBet) ?? numberOf(entry.detail?.amount);
  const rate = numberOf(entry.detail?.rate);
  return {
    id: String(entry.id),
    time: entry.createdAt,
    source: pointSourceOf[entry.source],
    points: entry.points,
    ...(base !== undefined ? { baseAmount: base } : {}),
    ...(rate !== undefined ? { rate } : {}),
    balanceAfter: entry.balance,
  };
}

/** The kit's source filter as the ledger call's: the adjustment is the platform's refund. */
export function ledgerSourceOf(source: PointSource | null): ApiPointTransaction['source'] | undefined {
  if (source === null) return undefined;
  if (source === 'adjustment') return 'refund';
  if (source === 'fish') return 'slots';
  return source;
}

/** How points are earned (SPEC §9), by the kit's sources: the platform's category rates and the deposit rate. */
const rateSources: readonly (readonly [string, PointSource])[] = [
  ['LIVE', 'live'],
  ['SPORTS', 'sports'],
  ['FISH', 'fish'],
  ['RNG', 'slots'],
  ['PVP', 'pvp'],
  ['LOTT', 'lottery'],
];

export function toEarnRates(config: ResponseOf<'pointConfig'>): { source: PointSource; rate: number }[] {
  const rates = rateSources.flatMap(([category, source]) => {
    const rate = config.rates[category];
    return rate !== undefined && rate > 0 ? [{ source, rate }] : [];
  });
  return config.depositRate > 0 ? [...rates, { source: 'deposit', rate: config.depositRate }] : rates;
}

// ---- join us ---------------------------------------------------------------------------------------------------------

/** The affiliate programme as the join screen takes it: tiers with their rate as a fraction, contacts by method. */
export function toJoinProgramme(programme: ResponseOf<'affiliateProgramme'>): {
  tiers: CommissionTier[];
  tierBasis: CommissionTierBasis;
  activeMemberMinDeposit: number;
  contacts: AffiliateContact[];
} {
  return {
    tiers: programme.tiers.map((tier) => ({
      id: `tier-${tier.minActiveMembers}`,
      activeMembers: tier.minActiveMembers,
      minAmount: tier.minAmount,
      // Percent to fraction without float noise (32.5 -> 0.325).
      rate: Math.round(tier.commissionPercent * 100) / 10_000,
    })),
    tierBasis: programme.basis,
    activeMemberMinDeposit: programme.activeMemberMinDeposit,
    contacts: programme.contacts.map((contact) => ({ method: contact.channel, value: contact.value })),
  };
}

/**
 * An agent's affiliate summary as the join screen takes it: the platform's link on each public domain, or (a merchant
 * that lists none) the relative link on the site's own origin, so there is always one to copy.
 */
export function toJoinAgent(value: ResponseOf<'agentAffiliate'>, origin: string): JoinAgentAffiliate {
  let links = value.links.map((link) => ({ domain: link.domain, url: link.url }));
  if (links.length === 0) {
    try {
      const url = new URL(value.link, origin);
      links = [{ domain: url.host, url: url.href }];
    } catch {
      links = [];
    }
  }
  return {
    code: value.affiliateCode,
    links,
    registrationsThisMonth: value.registrations.thisMonth,
    registrationsTotal: value.registrations.total,
  };
}

/** The application's note the affiliate team reads: the contract keeps one of at most 140 characters. */
export const AGENT_MESSAGE_MAX = 140;

/**
 * The kit's application as the call's: the contact method is the call's channel; the applicant's name and where they
 * find members (already in the member's language) lead the note, then their own words, within the note's length.
 */
export function toAgentApplicationRequest(
  application: { name: string; contactMethod: RequestOf<'agentApplication'>['channel']; contact: string; message: string },
  audienceLabel: string,
): RequestOf<'agentApplication'> {
  const note = [application.name.trim(), audienceLabel, application.message.trim()].filter((part) => part !== '').join(' / ');
  const message = Array.from(note).slice(0, AGENT_MESSAGE_MAX).join('');
  return { channel: application.contactMethod, contact: application.contact.trim(), ...(message ? { message } : {}) };
}

// ---- feedback -------------------------------------------------------------------------------------------------------

/** The help centre's topic (and the section's id) the side menu opens. */
export const FEEDBACK_TOPIC = 'feedback';

/** The kinds the platform takes, in the kit's order. */
export const offeredFeedbackTypes: readonly FeedbackType[] = feedbackTypes.filter((type) =>
  (platformFeedbackTypes as readonly string[]).includes(type),
);

/** The form's request as the call's: the text fields, and the images under the contract's part name. */
export function toFeedbackInput(request: FeedbackRequest) {
  const fields = {
    type: request.type as (typeof platformFeedbackTypes)[number],
    content: request.content,
  };
  return Object.assign(fields, { [FEEDBACK_IMAGE_UPLOAD.field]: request.images });
}
