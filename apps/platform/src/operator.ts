/**
 * Operator commands (what a back office would do), shared by the CLI (`pnpm platform <command>`) and the local
 * operator relay of a running platform (PGlite is single-process: while `pnpm start` holds the data folder, the CLI
 * asks the running server to run the command; see cli.ts).
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import {
  bonusSources,
  depositOrderStatuses,
  featureCodes,
  isFeatureCode,
  withdrawalStatuses,
  type BonusSource,
  type DepositOrderStatus,
  type FeatureNode,
  type WithdrawalStatus,
} from '@croupier/contract';
import { and, count, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from './db';
import {
  gameVendors,
  members,
  merchantStatuses,
  merchants,
  outbox,
  promotionEntryStates,
  promotionImages,
  sessions,
  type MerchantStatus,
  type PromotionEntryState,
} from './db/schema';
import type { JobQueue } from './jobs/queue';
import { parseAffiliateTiers, setAffiliateTiers } from './services/affiliateProgramme';
import { BonusError, creditBonus } from './services/bonuses';
import { orderForPayPage, recentDepositOrders } from './services/deposits';
import { fetchTransport, sandboxGateway, type HttpTransport } from './services/payments/sandbox';
import { maskAccountNumber } from './services/payoutAccounts';
import { sandboxPayouts, type PayoutProvider } from './services/payouts';
import { HOLD, WalletError, auditLedger, balanceOf, credit, memberWallets, toMajor } from './services/wallet';
import {
  approveWithdrawal,
  operatorWithdrawals,
  orderNoOf,
  proofImage,
  proofsOf,
  rejectWithdrawal,
  type ReviewResult,
} from './services/withdrawals';
import { isRegionRule } from './services/geo';
import { drawRaffle, operatorSignUps, promotionImage, reviewSignUp, type ReviewOutcome } from './services/promotions';
import { ENGAGEMENT_USAGE, EngagementUsageError, agentApplicationCommand, feedbackCommand, mallCommand, missionCommand } from './operatorEngagement';
import { minorAmount } from './operatorArgs';
import { VIP_USAGE, VipUsageError, vipCommand } from './operatorVip';
import { LOTTERY_USAGE, LotteryUsageError, lotteryCommand } from './operatorLottery';
import { CONTRACT_USAGE, ContractUsageError, contractCommand } from './operatorContracts';
import { ANNOUNCEMENT_USAGE, AnnouncementUsageError, announcementCommand } from './operatorAnnouncements';
import { describeSync, syncMerchants } from './seed/provision';
import { DEMO_ACCOUNTS, seed } from './seed/seed';

export const USAGE = `Usage: pnpm platform <command>

  migrate                                     apply the SQL migrations in apps/platform/drizzle/
  seed                                        reset the database to the deterministic seed (deletes everything)
  merchant sync                               provision the merchant of every brand folder in themes/ that has none
                                              (existing merchants are left as they are; pnpm start does it too)
  merchant show <merchant>                    the merchant's settings
  merchant set <merchant> <setting> <value>   change a setting (depositExpiryMinutes, withdrawalReceiptMinutes,
                                              turnoverMultiplier, paymentPasswordMaxFailures, withdrawalDailyCount),
                                              or affiliateTiers members:amount:percent,... (join us commission tiers,
                                              amount in major units; e.g. 5:1000:30,10:5000:35) or none
  status <merchant> normal|maintenance|restricted
  region <merchant> allow|deny <country-or-ip>   add a region rule (country code, IP or CIDR)
  region <merchant> clear                     remove every region rule
  flag <merchant> <modId> on|off              switch a feature of the whitelabel tree
  outbox [limit]                              SMS and e-mails sent, newest first (default 20)
  member <account> [merchant]                 show a member (no secrets)
  vendor <merchant> <vendor> maintenance|normal   put a game vendor under maintenance, or back (e.g. vendor default PG maintenance)
  vendor <merchant>                           list the vendors under maintenance
  credit <account> <amount> [merchant]        credit (or, negative, debit) a member's main wallet, major units (e.g. credit demo01 500.00)
  balance <account> [merchant]                show a member's wallets
  audit                                       check the ledger: every transaction sums to zero, every wallet equals
                                              its entries, no member wallet below zero (exit 1 otherwise)
  bonus <account> <amount> <source> [turnoverMultiple] [merchant] [--ref <reference>]
                                              credit a bonus to the main wallet, major units; source: ${bonusSources.join(', ')};
                                              turnover required = amount x multiple (default 1); the same --ref again
                                              credits nothing (without one a new reference is made and printed)
  withdrawal list [status|all]                withdrawals, newest first (default: pending; statuses:
                                              ${withdrawalStatuses.join(', ')})
  withdrawal approve <id>                     pay a pending withdrawal out (payout provider: the offline sandbox); the
                                              member then confirms the receipt, or it counts as received at the deadline
  withdrawal reject <id> [reason]             give a pending withdrawal's amount back to the member's main wallet
  withdrawal disputes                         withdrawals the member reported partly or not received, with their proofs
  withdrawal proof <proofId> <file>           write a dispute's proof image to a file
  promotion list [applying|issued|rejected|all]   sign-up requests of promotions, oldest first (default: applying)
  promotion approve <id>                      approve a sign-up request: its bonus is credited once, with its turnover
  promotion reject <id> [reason]              reject a sign-up request (the member sees the reason)
  promotion image <imageId> <file>            write a sign-up request's image to a file
  promotion draw <promotionId>                draw an ended raffle now (the scheduled job does it at the period's end)
  deposit list [pending|paid|failed|expired]  deposit orders, newest first (50)
  deposit callback <orderNo> paid|failed      make the sandbox gateway send its signed callback for an order to the
                                              running platform (PUBLIC_ORIGIN), as the pay page's buttons do
${ENGAGEMENT_USAGE}
${VIP_USAGE}
${LOTTERY_USAGE}
${CONTRACT_USAGE}
${ANNOUNCEMENT_USAGE}

<merchant> is a merchant code (CRP001, JADE01) or a brand id (default, jade).
The database is the one \`pnpm start\` uses: PGlite in .data/pglite, or DATA_DIR, or PostgreSQL with DATABASE_URL.`;

export class UsageError extends Error {}

type Out = (line: string) => void;

async function findMerchant(db: Database, name: string | undefined) {
  if (!name) throw new UsageError('missing <merchant>');
  const [merchant] = await db.select().from(merchants).where(or(eq(merchants.code, name), eq(merchants.brandId, name)));
  if (!merchant) throw new UsageError(`unknown merchant "${name}"`);
  return merchant;
}

function setFlag(nodes: FeatureNode[], modId: string, enabled: boolean): boolean {
  let found = false;
  for (const node of nodes) {
    if (node.modId === modId) {
      node.enabled = enabled;
      found = true;
    }
    if (node.children && setFlag(node.children, modId, enabled)) found = true;
  }
  return found;
}

const fmt = (d: Date | null | undefined) => (d ? d.toISOString().replace('T', ' ').slice(0, 19) : '-');

export interface CommandOptions {
  now?: () => number;
  themesDir?: string;
  /** Where `withdrawal approve` enqueues the forced-receipt job (the CLI's queue, or the running platform's). */
  jobs?: Pick<JobQueue, 'enqueue'>;
  /** What pays approved withdrawals out (default: the offline sandbox). */
  payouts?: PayoutProvider;
  /** Where `deposit callback` sends the sandbox gateway's notice: the platform's public origin, and how (default fetch). */
  payments?: { publicOrigin: string; transport?: HttpTransport };
}

const money = (minor: number) => toMajor(minor).toFixed(2);

/** The member an account name means (at the given merchant, or the only one of that name). */
async function findMember(db: Database, account: string, merchantName: string | undefined) {
  const merchant = merchantName ? await findMerchant(db, merchantName) : null;
  const rows = await db
    .select({ id: members.id, merchantId: members.merchantId, account: members.account, merchantCode: merchants.code })
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(and(eq(members.account, account.toLowerCase()), merchant ? eq(members.merchantId, merchant.id) : undefined));
  if (rows.length > 1) throw new UsageError(`"${account}" exists at several merchants: name one`);
  return rows[0] ?? null;
}

const BONUS_USAGE = `bonus <account> <amount> <source> [turnoverMultiple] [merchant] [--ref <reference>] (amount in major units, at most two decimals, above 0; source ${bonusSources.join('|')}; multiple 0-1000)`;

/** `bonus`: creditBonus with the operator's reference (idempotent per reference). */
async function bonusCommand(db: Database, argv: readonly string[], out: Out, now: () => number): Promise<number> {
  const args = [...argv];
  let reference: string | undefined;
  const refAt = args.findIndex((a) => a === '--ref' || a.startsWith('--ref='));
  if (refAt >= 0) {
    const flag = args[refAt] ?? '';
    reference = flag === '--ref' ? args[refAt + 1] : flag.slice('--ref='.length);
    args.splice(refAt, flag === '--ref' ? 2 : 1);
    if (!reference) throw new UsageError(BONUS_USAGE);
  }
  const [account, amountText, source, ...rest] = args;
  const amount = minorAmount(amountText);
  if (!account || amount === null || !source || rest.length > 2) throw new UsageError(BONUS_USAGE);
  if (!bonusSources.includes(source as BonusSource)) throw new UsageError(BONUS_USAGE);
  // [turnoverMultiple] [merchant]: a lone optional argument that is not a number names the merchant.
  const multipleText = rest.length === 2 || (rest[0] !== undefined && /^\d/.test(rest[0])) ? rest[0] : undefined;
  const merchantName = rest.length === 2 ? rest[1] : multipleText === undefined ? rest[0] : undefined;
  if (multipleText !== undefined && (!/^\d{1,4}(\.\d{1,2})?$/.test(multipleText) || Number(multipleText) > 1000)) throw new UsageError(BONUS_USAGE);
  const member = await findMember(db, account, merchantName);
  if (!member) {
    out(`no member "${account}"`);
    return 1;
  }
  const ref = reference ?? `operator:${randomUUID()}`;
  try {
    const result = await creditBonus(db, {
      merchantId: member.merchantId,
      memberId: member.id,
      source: source as BonusSource,
      amount,
      turnoverMultiple: multipleText === undefined ? 1 : Number(multipleText),
      reference: ref,
      at: new Date(now()),
    });
    out(
      `${member.merchantCode} ${member.account}: ${result.repeated ? 'already credited (nothing done)' : 'credited'} ${source} bonus ${toMajor(result.amount).toFixed(2)}, turnover ${toMajor(result.turnover).toFixed(2)}, reference ${ref}; main wallet ${toMajor(result.balance).toFixed(2)}${result.repeated ? ' after that credit' : ''}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof BonusError) {
      out(`${member.merchantCode} ${member.account}: refused, ${error.message}`);
      return 1;
    }
    throw error;
  }
}

function describeReview(result: ReviewResult, id: number): { line: string; code: number } {
  switch (result.outcome) {
    case 'not_found':
      return { line: `no withdrawal ${id}`, code: 1 };
    case 'not_pending':
      return { line: `${orderNoOf(id)} is ${result.withdrawal.status}, not pending: nothing done`, code: 1 };
    case 'declined':
      return { line: `${orderNoOf(id)}: the payout was declined (${result.reason}); it stays pending (reject it, or approve again)`, code: 1 };
    case 'rejected':
      return { line: `${orderNoOf(id)}: rejected; ${money(result.withdrawal.amount)} back in the member's main wallet`, code: 0 };
    case 'approved':
      return {
        line: `${orderNoOf(id)}: paid out ${money(result.withdrawal.amount)} (${result.withdrawal.payoutReference ?? '-'}); awaiting the member's confirmation until ${fmt(result.withdrawal.receiptDeadline)}`,
        code: 0,
      };
  }
}

async function withdrawalCommand(db: Database, args: readonly string[], out: Out, options: CommandOptions, now: () => number): Promise<number> {
  const [action, ...rest] = args;
  const idOf = (text: string | undefined) => {
    const id = Number(text);
    if (!text || !/^[0-9]{1,9}$/.test(text) || !Number.isSafeInteger(id)) throw new UsageError(`withdrawal ${action ?? ''} <id> (a number)`);
    return id;
  };
  switch (action) {
    case 'list': {
      const [status] = rest;
      if (rest.length > 1 || (status !== undefined && status !== 'all' && !withdrawalStatuses.includes(status as WithdrawalStatus)))
        throw new UsageError(`withdrawal list [${withdrawalStatuses.join('|')}|all]`);
      const wanted = status === 'all' ? null : ((status as WithdrawalStatus | undefined) ?? 'pending');
      const rows = await operatorWithdrawals(db, wanted, 100);
      if (rows.length === 0) out(`(no ${wanted ?? ''} withdrawals)`.replace('( ', '('));
      for (const { withdrawal: w, account, merchantCode } of rows) {
        const d = w.destination;
        const number = maskAccountNumber(d.type, d.number);
        const where = d.type === 'bank' ? `${d.bankName ?? ''} ${number}` : d.type === 'ewallet' ? `${d.provider ?? ''} ${number}` : `USDT ${d.network ?? ''} ${number}`;
        out(
          `#${w.id} ${orderNoOf(w.id)}  ${fmt(w.createdAt)}  ${merchantCode} ${account.padEnd(12)} ${money(w.amount).padStart(12)}  ${w.status.padEnd(21)} to ${d.holderName ?? '-'}, ${where}${w.rejectReason ? `  (${w.rejectReason})` : ''}`,
        );
      }
      return 0;
    }
    case 'approve': {
      if (rest.length !== 1) throw new UsageError('withdrawal approve <id>');
      const id = idOf(rest[0]);
      if (!options.jobs) throw new Error('withdrawal approve needs the job queue');
      const result = await approveWithdrawal(db, id, { payouts: options.payouts ?? sandboxPayouts(), jobs: options.jobs, nowMs: now() });
      const { line, code } = describeReview(result, id);
      out(line);
      return code;
    }
    case 'reject': {
      if (rest.length < 1) throw new UsageError('withdrawal reject <id> [reason]');
      const id = idOf(rest[0]);
      const reason = rest.slice(1).join(' ').trim().slice(0, 200) || null;
      const { line, code } = describeReview(await rejectWithdrawal(db, id, reason, now()), id);
      out(line);
      return code;
    }
    case 'disputes': {
      if (rest.length > 0) throw new UsageError('withdrawal disputes');
      const rows = await operatorWithdrawals(db, 'disputed', 100);
      if (rows.length === 0) out('(no disputed withdrawals)');
      for (const { withdrawal: w, account, merchantCode } of rows) {
        out(
          `#${w.id} ${orderNoOf(w.id)}  ${merchantCode} ${account}  paid ${money(w.amount)}, member says ${w.outcome === 'none' ? 'nothing' : money(w.receivedAmount ?? 0)} received (answered ${fmt(w.confirmedAt)})`,
        );
        if (w.remark) out(`    remark: ${w.remark}`);
        for (const proof of await proofsOf(db, w.id))
          out(`    proof ${proof.id}: ${proof.contentType}, ${proof.size} bytes (withdrawal proof ${proof.id} <file>)`);
      }
      return 0;
    }
    case 'proof': {
      const [proofText, file] = rest;
      if (rest.length !== 2 || !file) throw new UsageError('withdrawal proof <proofId> <file>');
      const proof = await proofImage(db, idOf(proofText));
      if (!proof) {
        out(`no proof ${proofText ?? ''}`);
        return 1;
      }
      writeFileSync(file, proof.data);
      out(`proof ${proof.id} of ${orderNoOf(proof.withdrawalId)}: ${proof.contentType}, ${proof.size} bytes written to ${file}`);
      return 0;
    }
    default:
      throw new UsageError('withdrawal list|approve|reject|disputes|proof');
  }
}

/**
 * The merchant's settings an operator may change from the CLI, with their bounds: the cashier's windows (minutes,
 * fractions allowed, so a test or a demo can shorten them to seconds), the turnover multiple and the limits' counts.
 * Money limits and the time zone are not here: the first are minor units better set by the back office, the second
 * rebuilds the daily summaries.
 */
const settableSettings = {
  depositExpiryMinutes: { min: 0.05, max: 10_080, decimals: 2 },
  withdrawalReceiptMinutes: { min: 0.05, max: 10_080, decimals: 2 },
  turnoverMultiplier: { min: 0, max: 100, decimals: 2 },
  paymentPasswordMaxFailures: { min: 1, max: 20, decimals: 0 },
  withdrawalDailyCount: { min: 1, max: 100, decimals: 0 },
} as const satisfies Record<string, { min: number; max: number; decimals: number }>;
type SettableSetting = keyof typeof settableSettings;

async function merchantSettingsCommand(db: Database, args: readonly string[], out: Out): Promise<number> {
  const [action, name, key, valueText] = args;
  const names = Object.keys(settableSettings).join('|');
  if (action === 'show') {
    if (args.length !== 2) throw new UsageError('merchant show <merchant>');
    const merchant = await findMerchant(db, name);
    out(`${merchant.code} (${merchant.brandId}) settings:`);
    for (const [field, value] of Object.entries(merchant.settings)) out(`  ${field.padEnd(28)} ${JSON.stringify(value)}`);
    return 0;
  }
  if (args.length === 4 && key === 'affiliateTiers') {
    const parsed = parseAffiliateTiers(valueText ?? '');
    if ('error' in parsed) throw new UsageError(`affiliateTiers: members:amount:percent,... (amount in major units, each tier more members than the last) or none: ${parsed.error}`);
    const merchant = await findMerchant(db, name);
    await setAffiliateTiers(db, merchant.id, parsed.tiers);
    const shown = parsed.tiers.map((tier) => `${tier.minActiveMembers} members, ${tier.minAmount / 100} -> ${tier.percent} %`).join('; ');
    out(`${merchant.code}: affiliate tiers -> ${shown || '(none)'}`);
    return 0;
  }
  if (args.length !== 4 || !key || !(key in settableSettings)) throw new UsageError(`merchant set <merchant> ${names}|affiliateTiers <value>`);
  const bounds = settableSettings[key as SettableSetting];
  const pattern = bounds.decimals === 0 ? /^\d{1,6}$/ : new RegExp(`^\\d{1,6}(\\.\\d{1,${bounds.decimals}})?$`);
  const value = Number(valueText);
  if (!valueText || !pattern.test(valueText) || value < bounds.min || value > bounds.max)
    throw new UsageError(`${key}: a number from ${bounds.min} to ${bounds.max}${bounds.decimals ? ` (at most ${bounds.decimals} decimals)` : ' (whole)'}`);
  const merchant = await findMerchant(db, name);
  // One statement: other settings changed meanwhile are kept.
  await db
    .update(merchants)
    .set({ settings: sql`${merchants.settings} || jsonb_build_object(${key}::text, ${value}::numeric)` })
    .where(eq(merchants.id, merchant.id));
  out(`${merchant.code}: ${key} ${merchant.settings[key as SettableSetting] ?? '(default)'} -> ${value}`);
  return 0;
}

function describeSignUpReview(result: ReviewOutcome, id: number): { line: string; code: number } {
  switch (result.outcome) {
    case 'not_found':
      return { line: `no sign-up request ${id}`, code: 1 };
    case 'not_applying':
      return { line: `request ${id} is ${result.state}, not applying: nothing done`, code: 1 };
    case 'rejected':
      return { line: `request ${id} (${result.account}, ${result.title}): rejected`, code: 0 };
    case 'approved':
      return {
        line: `request ${id} (${result.account}, ${result.title}): approved; bonus ${money(result.amount)} credited, turnover ${money(result.turnover)}`,
        code: 0,
      };
  }
}

async function promotionCommand(db: Database, args: readonly string[], out: Out, now: () => number): Promise<number> {
  const [action, ...rest] = args;
  const idOf = (text: string | undefined) => {
    const id = Number(text);
    if (!text || !/^[0-9]{1,9}$/.test(text) || !Number.isSafeInteger(id)) throw new UsageError(`promotion ${action ?? ''} <id> (a number)`);
    return id;
  };
  switch (action) {
    case 'list': {
      const [state] = rest;
      if (rest.length > 1 || (state !== undefined && state !== 'all' && !promotionEntryStates.includes(state as PromotionEntryState)))
        throw new UsageError('promotion list [applying|issued|rejected|all]');
      const wanted = state === 'all' ? null : ((state as PromotionEntryState | undefined) ?? 'applying');
      const rows = await operatorSignUps(db, wanted, 100);
      if (rows.length === 0) out(`(no ${wanted ?? ''} sign-up requests)`.replace('( ', '('));
      for (const { entry, promotionCode, titles, account, images } of rows) {
        out(
          `#${entry.id}  ${fmt(entry.createdAt)}  ${promotionCode} (${titles.EN ?? titles.JA ?? ''})  ${account.padEnd(12)} ${entry.state.padEnd(9)} ${images} image(s)${entry.comment ? `  "${entry.comment}"` : ''}${entry.rejectReason ? `  (${entry.rejectReason})` : ''}`,
        );
        for (const image of await db
          .select({ id: promotionImages.id, contentType: promotionImages.contentType, size: promotionImages.size })
          .from(promotionImages)
          .where(eq(promotionImages.entryId, entry.id)))
          out(`    image ${image.id}: ${image.contentType}, ${image.size} bytes (promotion image ${image.id} <file>)`);
      }
      return 0;
    }
    case 'approve': {
      if (rest.length !== 1) throw new UsageError('promotion approve <id>');
      const id = idOf(rest[0]);
      const { line, code } = describeSignUpReview(await reviewSignUp(db, id, { approve: true }, now()), id);
      out(line);
      return code;
    }
    case 'reject': {
      if (rest.length < 1) throw new UsageError('promotion reject <id> [reason]');
      const id = idOf(rest[0]);
      const reason = rest.slice(1).join(' ').trim().slice(0, 200) || null;
      const { line, code } = describeSignUpReview(await reviewSignUp(db, id, { approve: false, reason }, now()), id);
      out(line);
      return code;
    }
    case 'image': {
      const [imageText, file] = rest;
      if (rest.length !== 2 || !file) throw new UsageError('promotion image <imageId> <file>');
      const image = await promotionImage(db, idOf(imageText));
      if (!image) {
        out(`no image ${imageText ?? ''}`);
        return 1;
      }
      writeFileSync(file, image.data);
      out(`image ${image.id} of request ${image.entryId}: ${image.contentType}, ${image.size} bytes written to ${file}`);
      return 0;
    }
    case 'draw': {
      if (rest.length !== 1) throw new UsageError('promotion draw <promotionId>');
      const id = idOf(rest[0]);
      const result = await drawRaffle(db, id, now());
      const lines = {
        not_found: `no raffle ${id}`,
        not_due: `raffle ${id} has not ended yet: nothing done`,
        already_drawn: `raffle ${id} is drawn already: nothing done`,
        drawn: result.outcome === 'drawn' ? `raffle ${id}: drawn, ${result.winners} winner(s) among ${result.tickets} ticket(s); prizes credited` : '',
      };
      out(lines[result.outcome]);
      return result.outcome === 'drawn' ? 0 : 1;
    }
    default:
      throw new UsageError('promotion list|approve|reject|image|draw');
  }
}

/** Runs one command; returns the exit code (2 for bad arguments). Nothing here prints secrets. */
export async function runCommand(db: Database, argv: readonly string[], out: Out, options: CommandOptions = {}): Promise<number> {
  const now = options.now ?? Date.now;
  const [command, ...args] = argv;
  try {
    switch (command) {
      case 'migrate':
        out('migrations applied');
        return 0;
      case 'seed': {
        await seed(db, { reset: true, now: new Date(now()) });
        out('seeded: merchants CRP001 (brand default) and JADE01 (brand jade); demo accounts:');
        for (const a of DEMO_ACCOUNTS) out(`  ${a.merchant}  ${a.account.padEnd(10)} ${a.password.padEnd(12)} type ${String(a.type).padEnd(3)} ${a.note}`);
        // The other brand folders get their merchants back, as at start.
        const synced = await syncMerchants(db, { themesDir: options.themesDir, now: new Date(now()) });
        if (synced.created.length || synced.problems.length) for (const line of describeSync(synced)) out(line);
        return 0;
      }
      case 'merchant': {
        if (args[0] === 'set' || args[0] === 'show') return await merchantSettingsCommand(db, args, out);
        if (args.length !== 1 || args[0] !== 'sync') throw new UsageError('merchant sync|show <merchant>|set <merchant> <setting> <value>');
        const report = await syncMerchants(db, { themesDir: options.themesDir, now: new Date(now()) });
        for (const line of describeSync(report)) out(line);
        return report.problems.length ? 1 : 0;
      }
      case 'status': {
        const [name, status] = args;
        if (args.length !== 2 || !merchantStatuses.includes(status as MerchantStatus)) throw new UsageError('status <merchant> normal|maintenance|restricted');
        const merchant = await findMerchant(db, name);
        await db.update(merchants).set({ status: status as MerchantStatus }).where(eq(merchants.id, merchant.id));
        out(`${merchant.code}: status ${status} (system status ${status === 'normal' ? '0 for allowed regions' : status === 'maintenance' ? '1' : '2'})`);
        return 0;
      }
      case 'region': {
        const [name, action, entry] = args;
        const merchant = await findMerchant(db, name);
        if (action === 'clear' && args.length === 2) {
          await db.update(merchants).set({ regionAllow: [], regionDeny: [] }).where(eq(merchants.id, merchant.id));
          out(`${merchant.code}: region rules cleared`);
          return 0;
        }
        if ((action !== 'allow' && action !== 'deny') || args.length !== 3 || !entry || !isRegionRule(entry)) {
          throw new UsageError('region <merchant> allow|deny <country-or-ip> (a 2-letter country code, an IP or a CIDR), or region <merchant> clear');
        }
        const rule = /^[A-Za-z]{2}$/.test(entry) ? entry.toUpperCase() : entry;
        const allow = merchant.regionAllow.filter((r) => r !== rule);
        const deny = merchant.regionDeny.filter((r) => r !== rule);
        (action === 'allow' ? allow : deny).push(rule);
        await db.update(merchants).set({ regionAllow: allow, regionDeny: deny }).where(eq(merchants.id, merchant.id));
        out(`${merchant.code}: allow [${allow.join(', ')}] deny [${deny.join(', ')}]${allow.length ? ' (only allowed regions may visit)' : ''}`);
        return 0;
      }
      case 'flag': {
        const [name, modId, state] = args;
        if (args.length !== 3 || !modId || (state !== 'on' && state !== 'off')) throw new UsageError('flag <merchant> <modId> on|off');
        const merchant = await findMerchant(db, name);
        const tree = structuredClone(merchant.features);
        if (!setFlag(tree, modId, state === 'on')) {
          if (!isFeatureCode(modId)) throw new UsageError(`unknown modId "${modId}"; known: ${featureCodes.join(' ')}`);
          tree.push({ modId, enabled: state === 'on', children: [] });
        }
        await db.update(merchants).set({ features: tree }).where(eq(merchants.id, merchant.id));
        out(`${merchant.code}: ${modId} ${state}`);
        return 0;
      }
      case 'outbox': {
        const limit = args[0] === undefined ? 20 : Number(args[0]);
        if (!Number.isInteger(limit) || limit < 1 || limit > 1000 || args.length > 1) throw new UsageError('outbox [limit]');
        const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
        if (rows.length === 0) out('(the outbox is empty)');
        for (const row of rows) {
          out(`#${row.id}  ${fmt(row.createdAt)}  ${row.channel.padEnd(5)} to ${row.recipient}${row.subject ? `  "${row.subject}"` : ''}`);
          for (const line of row.body.split('\n')) out(`    ${line}`);
        }
        return 0;
      }
      case 'member': {
        const [account, merchantName] = args;
        if (!account || args.length > 2) throw new UsageError('member <account> [merchant]');
        const merchant = merchantName ? await findMerchant(db, merchantName) : null;
        const rows = await db
          .select({ member: members, merchantCode: merchants.code })
          .from(members)
          .innerJoin(merchants, eq(merchants.id, members.merchantId))
          .where(and(eq(members.account, account.toLowerCase()), merchant ? eq(members.merchantId, merchant.id) : undefined));
        if (rows.length === 0) {
          out(`no member "${account}"`);
          return 1;
        }
        for (const { member: m, merchantCode } of rows) {
          const [live] = await db.select({ n: count() }).from(sessions).where(and(eq(sessions.memberId, m.id), gt(sessions.expiresAt, new Date(now()))));
          const lines: [string, unknown][] = [
            ['merchant', merchantCode], ['account', m.account], ['id', m.id], ['type (isAgent)', m.type], ['nickname', m.nickname],
            ['mobile', m.mobile ? `+${m.countryDialingCode ?? ''} ${m.mobile}` : null], ['email', m.email], ['payee name', m.payeeName],
            ['google authenticator', m.totpSecret ? 'bound' : 'not bound'], ['avatar', `${m.avatar ?? '-'} (${m.avatarType})`],
            ['first login pending', m.firstLogin], ['must change password', m.mustChangePassword], ['password changed', fmt(m.passwordChangedAt)],
            ['failed logins', m.failedLogins], ['locked until', fmt(m.lockedUntil)], ['known IPs', m.knownIps.join(', ') || '-'],
            ['language', m.language], ['affiliate code', m.affiliateCode], ['upline id', m.uplineId], ['live sessions', live?.n ?? 0],
            ['created', fmt(m.createdAt)], ['last login', fmt(m.lastLoginAt)],
          ];
          for (const [label, value] of lines) out(`${label.padEnd(22)} ${value ?? '-'}`);
        }
        return 0;
      }
      case 'vendor': {
        const [name, vendorCode, state] = args;
        const merchant = await findMerchant(db, name);
        if (args.length === 1) {
          out(`${merchant.code}: under maintenance [${merchant.vendorMaintenance.join(', ')}]`);
          return 0;
        }
        if (args.length !== 3 || !vendorCode || (state !== 'maintenance' && state !== 'normal')) throw new UsageError('vendor <merchant> <vendor> maintenance|normal');
        const [vendor] = await db.select().from(gameVendors).where(eq(gameVendors.code, vendorCode.toUpperCase()));
        if (!vendor) {
          const known = (await db.select({ code: gameVendors.code }).from(gameVendors)).map((v) => v.code);
          throw new UsageError(`unknown vendor "${vendorCode}"; known: ${known.join(' ')}`);
        }
        const list = merchant.vendorMaintenance.filter((v) => v !== vendor.code);
        if (state === 'maintenance') list.push(vendor.code);
        await db.update(merchants).set({ vendorMaintenance: list }).where(eq(merchants.id, merchant.id));
        out(`${merchant.code}: ${vendor.code} (${vendor.name}) ${state}; under maintenance [${list.join(', ')}]`);
        return 0;
      }
      case 'audit': {
        if (args.length !== 0) throw new UsageError('audit');
        const audit = await auditLedger(db);
        out(`ledger: ${audit.unbalancedTransactions} unbalanced transactions, ${audit.driftedAccounts} wallets differing from their entries, ${audit.negativeMemberWallets} member wallets below zero`);
        return audit.unbalancedTransactions + audit.driftedAccounts + audit.negativeMemberWallets === 0 ? 0 : 1;
      }
      case 'credit':
      case 'balance': {
        const [account, third, fourth] = args;
        const amountText = command === 'credit' ? third : undefined;
        const merchantName = command === 'credit' ? fourth : third;
        const maxArgs = command === 'credit' ? 3 : 2;
        const minor = command === 'credit' ? minorAmount(amountText, { negative: true }) : null;
        if (!account || args.length > maxArgs || (command === 'credit' && minor === null)) {
          throw new UsageError(command === 'credit' ? 'credit <account> <amount> [merchant] (amount in major units, at most two decimals, not 0)' : 'balance <account> [merchant]');
        }
        const merchant = merchantName ? await findMerchant(db, merchantName) : null;
        const rows = await db
          .select({ id: members.id, merchantId: members.merchantId, account: members.account, merchantCode: merchants.code })
          .from(members)
          .innerJoin(merchants, eq(merchants.id, members.merchantId))
          .where(and(eq(members.account, account.toLowerCase()), merchant ? eq(members.merchantId, merchant.id) : undefined));
        if (rows.length === 0) {
          out(`no member "${account}"`);
          return 1;
        }
        if (rows.length > 1) throw new UsageError(`"${account}" exists at several merchants: name one`);
        const m = rows[0]!;
        if (minor !== null) {
          try {
            const result = await credit(db, { merchantId: m.merchantId, memberId: m.id, amount: minor, at: new Date(now()), kind: 'credit' });
            out(`${m.merchantCode} ${m.account}: ${minor > 0 ? 'credited' : 'debited'} ${toMajor(Math.abs(minor)).toFixed(2)}; main wallet ${toMajor(result.balance).toFixed(2)}`);
          } catch (error) {
            if (error instanceof WalletError && error.code === 'insufficient_balance') {
              out(`${m.merchantCode} ${m.account}: refused, the main wallet would go below zero`);
              return 1;
            }
            throw error;
          }
          return 0;
        }
        const wallets = await memberWallets(db, m.merchantId, m.id);
        out(`${m.merchantCode} ${m.account}:`);
        if (wallets.length === 0) out('  (no wallet yet) 0.00');
        for (const w of wallets) out(`  ${w.kind.padEnd(16)} ${toMajor(Number(w.balance)).toFixed(2)}`);
        const held = await balanceOf(db, m.merchantId, m.id, HOLD);
        if (held > 0) out(`  ${'held'.padEnd(16)} ${toMajor(held).toFixed(2)} (withdrawals not paid out yet)`);
        return 0;
      }
      case 'bonus':
        return await bonusCommand(db, args, out, now);
      case 'withdrawal':
        return await withdrawalCommand(db, args, out, options, now);
      case 'promotion':
        return await promotionCommand(db, args, out, now);
      case 'mall':
        return await mallCommand(db, args, out, now);
      case 'feedback':
        return await feedbackCommand(db, args, out);
      case 'agent-application':
        return await agentApplicationCommand(db, args, out, now);
      case 'vip':
        return await vipCommand(db, args, out, now, (name) => findMerchant(db, name));
      case 'mission':
        return await missionCommand(db, args, out, now);
      case 'lottery':
        return await lotteryCommand(db, args, out, now);
      case 'contract':
        return await contractCommand(db, args, out, now, (name) => findMerchant(db, name));
      case 'announcement':
        return await announcementCommand(db, args, out, now, (name) => findMerchant(db, name));
      case 'deposit': {
        const [action, first, second] = args;
        if (action === 'list' && args.length <= 2 && (first === undefined || depositOrderStatuses.includes(first as DepositOrderStatus))) {
          const rows = await recentDepositOrders(db, { status: first as DepositOrderStatus | undefined, limit: 50 });
          if (rows.length === 0) out('(no deposit orders)');
          for (const { order: o, merchantCode, account } of rows) {
            const overdue = o.status === 'pending' && o.expiresAt.getTime() <= now() ? ' (overdue)' : '';
            out(
              `${o.orderNo}  ${merchantCode} ${account.padEnd(10)} ${o.channelKey.padEnd(7)} ${money(o.amount).padStart(12)}  fee ${money(o.fee)} (${o.feeBearer})  credit ${money(o.creditAmount)}  ${o.status}${overdue}  created ${fmt(o.createdAt)}  expires ${fmt(o.expiresAt)}`,
            );
          }
          return 0;
        }
        if (action === 'callback' && args.length === 3 && first && (second === 'paid' || second === 'failed')) {
          const row = await orderForPayPage(db, first);
          if (!row) {
            out(`no deposit order "${first}"`);
            return 1;
          }
          const publicOrigin = options.payments?.publicOrigin ?? 'http://127.0.0.1:8080';
          const gateway = sandboxGateway({ db, publicOrigin, transport: options.payments?.transport ?? fetchTransport, now });
          try {
            const delivery = await gateway.notify({ merchantId: row.order.merchantId, merchantCode: row.merchantCode, orderNo: row.order.orderNo, status: second, amount: row.order.amount });
            const answer = delivery.body as { code?: string; status?: string; message?: string } | null;
            out(
              `${row.order.orderNo}: sent a signed sandbox ${delivery.notice.status} notice (event ${delivery.notice.eventId}, ${money(row.order.amount)}) to ${publicOrigin}; the platform answered ${delivery.status} ${answer?.code ?? ''}${answer?.status ? ` (order ${answer.status.toLowerCase()})` : answer?.message ? `: ${answer.message}` : ''}`,
            );
            return delivery.status >= 200 && delivery.status < 300 ? 0 : 1;
          } catch (error) {
            out(`${row.order.orderNo}: the platform at ${publicOrigin} could not be reached (${(error as Error).message}); is it running, and is PUBLIC_ORIGIN its address?`);
            return 1;
          }
        }
        throw new UsageError('deposit list [pending|paid|failed|expired], or deposit callback <orderNo> paid|failed');
      }
      default:
        throw new UsageError(command ? `unknown command "${command}"` : 'missing command');
    }
  } catch (error) {
    if (error instanceof UsageError || error instanceof EngagementUsageError || error instanceof VipUsageError || error instanceof LotteryUsageError || error instanceof ContractUsageError || error instanceof AnnouncementUsageError) {
      out(`error: ${error.message}`);
      out('');
      out(USAGE);
      return 2;
    }
    throw error;
  }
}
