/**
 * The one registry of member-centre and agent-centre sections (ARCHITECTURE §4): page key (SPEC §2), icon,
 * the feature predicate that shows it, and the label/description keys. The menus, the panels, deep links
 * (`?mc=<page>`, `?ac=<page>`) and `setMcPage` / `setAcPage` all read it.
 */
import { agentCentreFeatures, contractModIds, isAgentAccount, memberCentreFeatures, type ContractType, type FeatureCode } from '@croupier/contract';
import type { IconName } from '@croupier/ui';

export interface CentreContext {
  has: (code: FeatureCode) => boolean;
  /** The merchant wallet is single (no transfers between wallets). */
  isSingleWallet: boolean;
  /** The referral promotion is available (invite friends). */
  hasReferral: boolean;
  /** Member info says the member may transfer to the upline. */
  canTransferUpline: boolean;
}

export interface CentreSection {
  page: string;
  icon: IconName;
  /** Shown only when this is true; always shown without it. */
  isEnabled?: (ctx: CentreContext) => boolean;
}

const feature = (code: FeatureCode) => (ctx: CentreContext) => ctx.has(code);

/** SPEC §2 member centre, in menu order. Deposit and withdraw also hide under the credit market (CREDITMAR3). */
export const memberSections: readonly CentreSection[] = [
  { page: 'securityCenter', icon: 'shield' },
  { page: 'transferFund', icon: 'wallet', isEnabled: (ctx) => !ctx.isSingleWallet },
  { page: 'depositv2', icon: 'deposit', isEnabled: (ctx) => ctx.has(memberCentreFeatures.depositv2) && !ctx.has('CREDITMAR3') },
  { page: 'withdraw', icon: 'withdraw', isEnabled: (ctx) => ctx.has(memberCentreFeatures.withdraw) && !ctx.has('CREDITMAR3') },
  { page: 'transferUpline', icon: 'share', isEnabled: (ctx) => ctx.has(memberCentreFeatures.transferUpline) && ctx.canTransferUpline },
  { page: 'personalHistoryCopy', icon: 'history' },
  { page: 'manualRebate', icon: 'cashback', isEnabled: feature(memberCentreFeatures.manualRebate) },
  { page: 'transactionHistory', icon: 'receipt' },
  { page: 'personalProfit', icon: 'chart' },
  { page: 'bonusDetails', icon: 'coins', isEnabled: feature(memberCentreFeatures.bonusDetails) },
  { page: 'rewardCenter', icon: 'reward', isEnabled: feature(memberCentreFeatures.rewardCenter) },
  { page: 'referral', icon: 'users', isEnabled: (ctx) => ctx.hasReferral },
  { page: 'missionLeaderboard', icon: 'target', isEnabled: feature(memberCentreFeatures.rewardCenter) },
  { page: 'messageV2', icon: 'mail', isEnabled: feature(memberCentreFeatures.messageV2) },
  { page: 'playerRank', icon: 'medal' },
];

const agentIcons: Record<keyof typeof agentCentreFeatures, IconName> = {
  agentAnnouncement: 'megaphone',
  agentTeamOverview: 'chart',
  registerCenter: 'user',
  downlineManagement: 'users',
  teamBetting: 'dice',
  userProfitAndLoss: 'percent',
  myIncome: 'coins',
  transactionDetails: 'receipt',
  dividend: 'diamond',
  dailySalary: 'calendar',
  hourlySalary: 'clock',
  realTimeSalary: 'zap',
};

/** The contract pages and their contract types: a page also needs its contract module (under AGENTPOLICY3) on. */
const contractPageTypes: Partial<Record<keyof typeof agentCentreFeatures, ContractType>> = {
  dividend: 'dividend',
  dailySalary: 'daily',
  hourlySalary: 'hourly',
  realTimeSalary: 'realtime',
};

/**
 * SPEC §2 agent centre, in menu order; each page shown by its feature code (conventions). A contract page shows only
 * when its contract module is on too (SIGNCONDIV3, DAILYSALCONT3, HOURSAL3, RTSALARY3, under AGENTPOLICY3): its
 * calls are that module's, and a page whose calls are switched off would only fail.
 */
export const agentSections: readonly CentreSection[] = (Object.keys(agentCentreFeatures) as (keyof typeof agentCentreFeatures)[]).map((page) => {
  const contractType = contractPageTypes[page];
  const pageCode = agentCentreFeatures[page];
  return {
    page,
    icon: agentIcons[page],
    isEnabled: contractType
      ? (ctx: CentreContext) => ctx.has(pageCode) && ctx.has(contractModIds[contractType] as FeatureCode)
      : feature(pageCode),
  };
});

export const DEFAULT_MEMBER_PAGE = 'securityCenter';
export const DEFAULT_AGENT_PAGE = 'agentTeamOverview';

export type CentreKind = 'member' | 'agent';

export function sectionsOf(kind: CentreKind): readonly CentreSection[] {
  return kind === 'member' ? memberSections : agentSections;
}

/** The sections the context shows, in order. */
export function visibleSections(kind: CentreKind, ctx: CentreContext): CentreSection[] {
  return sectionsOf(kind).filter((section) => section.isEnabled?.(ctx) ?? true);
}

/** Who may open a centre (SPEC §4, §6): visitors must log in, trial accounts need a real one, the agent centre needs an agent. */
export type CentreAccess = 'open' | 'login' | 'needRealAccount' | 'notAgent';

export function centreAccess(kind: CentreKind, account: { isLoggedIn: boolean; isAgent: number | null }): CentreAccess {
  if (!account.isLoggedIn) return 'login';
  if (account.isAgent === 4) return 'needRealAccount';
  if (kind === 'agent' && !isAgentAccount(account.isAgent)) return 'notAgent';
  return 'open';
}

/** The page a request resolves to: the asked one when visible, else the centre's default (or its first visible page). */
export function resolvePage(kind: CentreKind, asked: string | null, ctx: CentreContext): string | null {
  const visible = visibleSections(kind, ctx);
  const fallback = kind === 'member' ? DEFAULT_MEMBER_PAGE : DEFAULT_AGENT_PAGE;
  if (asked && visible.some((s) => s.page === asked)) return asked;
  if (visible.some((s) => s.page === fallback)) return fallback;
  return visible[0]?.page ?? null;
}
