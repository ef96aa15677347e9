/**
 * The agent centre's mappings (issue 17): the platform's agent answers to the kit's agent panels, and the panels'
 * filters to requests. Pure functions; the containers beside this file call them.
 */
import { isAgentAccount, type ResponseOf } from '@croupier/contract';
import { isApiError } from '@croupier/data';
import type {
  AgentAnnouncement,
  CentreSubmitError,
  DownlineMember,
  DownlineRegistration,
  DownlineScope,
  DownlineType,
  IncomeRecord,
  IncomeType,
  TeamBetRecord,
  TeamBettingSummary,
  TeamOverviewDay,
  TeamOverviewSummary,
  TeamTransaction,
  TeamTransactionType,
  UserProfitLossRow,
  UserProfitLossTotals,
} from '@croupier/ui';

type Downline = ResponseOf<'downlineList'>['list'][number];
type ProfitLossEntry = ResponseOf<'teamProfitLoss'>['list'][number];
type Income = ResponseOf<'myIncome'>;
type Transactions = ResponseOf<'downlineTransactions'>;

/** The day (yyyy-MM-dd) of an instant in `timeZone` (the browser's when unknown or not a zone this browser knows). */
export function dayIn(timeZone: string | undefined, ms: number): string {
  const format = (zone: string | undefined) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
  try {
    return format(timeZone);
  } catch {
    return format(undefined);
  }
}

/** An instant (ms since the epoch) as the ISO text the panels take. */
export const isoOf = (ms: number): string => new Date(ms).toISOString();

/** The kind of a team account: an agent (types 1, 2, 41, 42) or a member. */
export const downlineTypeOf = (type: number): DownlineType => (isAgentAccount(type) ? 'agent' : 'member');

/** What `pageFields` of an agent list answer give the panel's pager. */
export function pagingOf(answer: { pageNum: number; totalPages: number; total: number } | undefined) {
  return { pageCount: Math.max(1, answer?.totalPages ?? 1), totalItems: answer?.total ?? 0 };
}

// ---- announcements --------------------------------------------------------------------------------------------------

export function toAnnouncements(
  answer: ResponseOf<'agentAnnouncements'> | undefined,
  readIds: ReadonlySet<string>,
): AgentAnnouncement[] {
  return (answer?.list ?? []).map((item) => {
    const id = String(item.id);
    return { id, title: item.title, date: isoOf(item.date), html: item.content, isRead: readIds.has(id) };
  });
}

/** The announcements read in this browser, as stored (a JSON list of ids); anything else is none. */
export function parseReadIds(stored: string | null): Set<string> {
  if (!stored) return new Set();
  try {
    const value: unknown = JSON.parse(stored);
    return new Set(Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

// ---- team overview --------------------------------------------------------------------------------------------------

export function toTeamOverviewSummary(answer: ResponseOf<'teamOverview'>): TeamOverviewSummary {
  return {
    teamSize: answer.teamSize,
    newMembers: answer.newMembers,
    activeMembers: answer.activeMembers,
    deposits: answer.deposits,
    withdrawals: answer.withdrawals,
    validBet: answer.validBet,
    profitLoss: answer.winLoss,
  };
}

export function toTeamOverviewSeries(answer: ResponseOf<'teamOverview'> | undefined): TeamOverviewDay[] {
  return (answer?.daily ?? []).map((day) => ({ date: day.date, validBet: day.validBet, profitLoss: day.winLoss }));
}

// ---- register centre ------------------------------------------------------------------------------------------------

/** The invitation link made absolute with the site's origin (the platform answers it relative). */
export function absoluteLink(link: string, origin: string): string {
  try {
    return new URL(link, origin).href;
  } catch {
    return link;
  }
}

export function toRegisterRequest(values: DownlineRegistration) {
  return { username: values.username, password: values.password, type: values.type === 'agent' ? (1 as const) : (0 as const) };
}

/** The register form's field for a request field (`confirmPassword` is the form's `confirm`). */
export function registerFieldOf(requestField: string): string | undefined {
  if (requestField === 'username' || requestField === 'password') return requestField;
  if (requestField === 'confirmPassword') return 'confirm';
  return undefined;
}

/**
 * A refused registration for the register form (`refused` is `submitErrorOf`'s, read with `registerFieldOf`): a name
 * already taken (the platform's `validation:accountExists` on `username`, for which the site has no sentence) is the
 * kit's `taken`, which the form says in its own words.
 */
export function registerFailureOf(refused: CentreSubmitError, error: unknown): CentreSubmitError {
  if (!isApiError(error)) return refused;
  const value = error.value as { issues?: unknown } | undefined;
  const sent = Array.isArray(value?.issues) ? (value.issues as { path?: unknown; message?: unknown }[]) : [];
  const taken = [...sent, ...error.issues].some(
    (issue) => Array.isArray(issue.path) && issue.path[0] === 'username' && issue.message === 'validation:accountExists',
  );
  return taken ? { ...refused, fieldErrors: { ...refused.fieldErrors, username: 'taken' } } : refused;
}

// ---- team management ------------------------------------------------------------------------------------------------

export function toDownlineMember(row: Downline): DownlineMember {
  return {
    account: row.account,
    type: downlineTypeOf(row.type),
    depth: row.depth,
    teamSize: row.teamSize,
    balance: row.balance,
    lastLoginAt: row.lastLoginAt === null ? null : isoOf(row.lastLoginAt),
    joinedAt: isoOf(row.createdAt),
    validBet: row.validBet,
  };
}

/** The panel's scope as the platform names it. */
export const downlineScopeOf = (scope: DownlineScope): 'direct' | 'all' => (scope === 'team' ? 'all' : 'direct');

// ---- team betting ---------------------------------------------------------------------------------------------------

export function toTeamBets(answer: ResponseOf<'teamBetting'> | undefined): TeamBetRecord[] {
  return (answer?.list ?? []).map((bet) => ({
    id: String(bet.id),
    account: bet.account,
    game: bet.gameName,
    category: bet.category,
    stake: bet.stake,
    validBet: bet.validBet,
    payout: bet.payout,
    winLoss: bet.winLoss,
    status: bet.status,
    time: isoOf(bet.time),
  }));
}

export function toTeamBettingSummary(answer: ResponseOf<'teamBetting'>): TeamBettingSummary {
  const { count, stake, validBet, payout, winLoss } = answer.totals;
  return { count, stake, validBet, payout, winLoss };
}

// ---- user profit and loss -------------------------------------------------------------------------------------------

/** A member's figures; the net is its game result plus the bonuses it was credited. */
function figuresOf(entry: Omit<ProfitLossEntry, 'account' | 'type' | 'depth'>): UserProfitLossTotals {
  const bonus = entry.bonuses;
  return {
    deposits: entry.deposits,
    withdrawals: entry.withdrawals,
    validBet: entry.validBet,
    winLoss: entry.winLoss,
    bonus,
    net: entry.winLoss + bonus,
  };
}

export function toProfitLossRows(answer: ResponseOf<'teamProfitLoss'> | undefined): UserProfitLossRow[] {
  return (answer?.list ?? []).map((entry) => ({ account: entry.account, ...figuresOf(entry) }));
}

export const toProfitLossTotals = (answer: ResponseOf<'teamProfitLoss'>): UserProfitLossTotals => figuresOf(answer.totals);

// ---- my income ------------------------------------------------------------------------------------------------------

/** The income types this platform pays, in the panel's words (its salaries are daily). */
export const platformIncomeTypes: readonly IncomeType[] = ['commission', 'dailySalary', 'dividend'];

const incomeTypeOf = { commission: 'commission', salary: 'dailySalary', dividend: 'dividend' } as const satisfies Record<
  Income['list'][number]['type'],
  IncomeType
>;

/** The request's type for the panel's (every salary is the platform's `salary`). */
export function incomeRequestTypeOf(type: IncomeType | null): 'commission' | 'salary' | 'dividend' | undefined {
  if (type === null) return undefined;
  return type === 'commission' || type === 'dividend' ? type : 'salary';
}

/** A payment's period: the platform names only when it was paid, so the day it was paid (in the merchant's zone). */
export function toIncomeRecords(answer: Income | undefined): IncomeRecord[] {
  return (answer?.list ?? []).map((entry) => {
    const day = dayIn(answer?.timeZone, entry.time);
    return { id: String(entry.id), type: incomeTypeOf[entry.type], period: { from: day, to: day }, amount: entry.amount, time: isoOf(entry.time) };
  });
}

export function toIncomeTotals(answer: Income): Partial<Record<IncomeType, number>> {
  return { commission: answer.totals.commission, dailySalary: answer.totals.salary, dividend: answer.totals.dividend };
}

// ---- transaction details --------------------------------------------------------------------------------------------

/** The request's type for the panel's (a transfer either way is the platform's `transfer`). */
export function transactionRequestTypeOf(type: TeamTransactionType | null): 'deposit' | 'withdrawal' | 'transfer' | undefined {
  if (type === null) return undefined;
  return type === 'transferIn' || type === 'transferOut' ? 'transfer' : type;
}

/**
 * The movements as the panel shows them: a transfer into the member's wallet is `transferIn`, out of it `transferOut`;
 * amounts positive. Every ledger movement is done (`success`). With a transfer direction chosen, the other one is
 * left out of the page.
 */
export function toTeamTransactions(answer: Transactions | undefined, type: TeamTransactionType | null = null): TeamTransaction[] {
  return (answer?.list ?? [])
    .map((entry) => ({
      id: String(entry.id),
      account: entry.account,
      type: (entry.type === 'transfer' ? (entry.amount < 0 ? 'transferOut' : 'transferIn') : entry.type) as TeamTransactionType,
      amount: Math.abs(entry.amount),
      status: 'success' as const,
      time: isoOf(entry.time),
    }))
    .filter((entry) => type === null || entry.type === type);
}
