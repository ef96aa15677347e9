/**
 * Operator commands of the engagement side (operator.ts dispatches to them): the points mall's redemptions
 * (`mall list|approve|reject`), feedback (`feedback list`), join-us applications (`agent-application
 * list|approve|reject`) and missions (`mission list|create|close`). Each decision is made once: a second one finds it
 * decided and changes nothing.
 */
import { betRecordCategories, type BetRecordCategory } from '@croupier/contract';
import { eq, or } from 'drizzle-orm';
import type { Database } from './db';
import { minorAmount } from './operatorArgs';
import { merchants } from './db/schema';
import { LANGS, missionDescriptions } from './seed/missions';
import { decideApplication, operatorApplications } from './services/agentApplications';
import { closeMission, createMission, operatorMissions } from './services/missions';
import { decideRedemption, operatorRedemptions } from './services/points';
import { operatorFeedback } from './services/system';
import { toMajor } from './services/wallet';

type Out = (line: string) => void;

export class EngagementUsageError extends Error {}

export const ENGAGEMENT_USAGE = `  mall list [applying|approved|rejected|all]  points-mall redemptions, newest first (default: applying)
  mall approve <id>                           approve a redemption (a cash reward is credited to the main wallet)
  mall reject <id> [reason]                   reject a redemption (its points and stock are given back)
  feedback list [limit]                       members' feedback, newest first (default 50), with its images
  agent-application list [pending|approved|rejected|all]
                                              join-us applications, newest first (default: pending)
  agent-application approve <id>              make the applicant an agent (type 1, with an invitation code)
  agent-application reject <id> [reason]      refuse an application
  mission list [merchant]                     missions: id, merchant, code, name, period, goal, reward, open or closed,
                                              members who completed it (claimed its reward)
  mission create <merchant> <code> daily|weekly|event rounds|validBet <target> <reward> --title <text>
        [--category ${betRecordCategories.join('|')}] [--turnover <multiple>] [--from <yyyy-MM-dd> --to <yyyy-MM-dd>]
                                              add an open mission: <target> rounds (a whole number) or valid bet (major
                                              units), <reward> a bonus in major units with turnover = reward x multiple
                                              (default 1); an event runs --from --to (days of the merchant's zone)
  mission close <id>                          close a mission: members no longer see or claim it`;

const fmt = (d: Date | null | undefined) => (d ? d.toISOString().replace('T', ' ').slice(0, 19) : '-');

function idOf(text: string | undefined, usage: string): number {
  const id = Number(text);
  if (!text || !/^[0-9]{1,9}$/.test(text) || !Number.isSafeInteger(id)) throw new EngagementUsageError(usage);
  return id;
}

export async function mallCommand(db: Database, args: readonly string[], out: Out, now: () => number): Promise<number> {
  const [action, ...rest] = args;
  const statuses = ['applying', 'approved', 'rejected'] as const;
  switch (action) {
    case 'list': {
      const [status] = rest;
      if (rest.length > 1 || (status !== undefined && status !== 'all' && !statuses.includes(status as (typeof statuses)[number])))
        throw new EngagementUsageError('mall list [applying|approved|rejected|all]');
      const wanted = status === 'all' ? null : ((status as (typeof statuses)[number] | undefined) ?? 'applying');
      const rows = await operatorRedemptions(db, wanted);
      if (rows.length === 0) out(`(no ${wanted ?? ''} redemptions)`.replace('( ', '('));
      for (const { redemption: r, reward } of rows) {
        const what = reward.kind === 'cash' ? `cash ${toMajor(r.cashAmount).toFixed(2)}` : `${reward.names.EN ?? reward.id} x${r.quantity}`;
        const to = reward.kind === 'item' ? `  to ${r.receiver.name ?? ''}, ${r.receiver.address ?? ''}, ${r.receiver.mobile ?? ''}` : '';
        out(`#${r.id}  ${fmt(r.createdAt)}  member ${r.memberId}  ${what}  for ${toMajor(r.points).toFixed(2)} points  ${r.status}${to}${r.remark ? `  (${r.remark})` : ''}`);
      }
      return 0;
    }
    case 'approve':
    case 'reject': {
      const usage = action === 'approve' ? 'mall approve <id>' : 'mall reject <id> [reason]';
      if (rest.length < 1 || (action === 'approve' && rest.length !== 1)) throw new EngagementUsageError(usage);
      const id = idOf(rest[0], usage);
      const reason = rest.slice(1).join(' ').trim().slice(0, 200) || undefined;
      const result = await decideRedemption(db, id, action === 'approve' ? 'approved' : 'rejected', now(), reason);
      if (result.outcome === 'not_found') {
        out(`no redemption ${id}`);
        return 1;
      }
      if (result.outcome === 'not_applying') {
        out(`redemption ${id} is ${result.redemption.status}, not applying: nothing done`);
        return 1;
      }
      const r = result.redemption;
      out(
        result.outcome === 'approved'
          ? `redemption ${id}: approved${r.cashAmount > 0 ? `; ${toMajor(r.cashAmount).toFixed(2)} credited to the member's main wallet` : ''}`
          : `redemption ${id}: rejected; ${toMajor(r.points).toFixed(2)} points given back`,
      );
      return 0;
    }
    default:
      throw new EngagementUsageError('mall list|approve|reject');
  }
}

export async function feedbackCommand(db: Database, args: readonly string[], out: Out): Promise<number> {
  const [action, limitText] = args;
  const limit = limitText === undefined ? 50 : Number(limitText);
  if (action !== 'list' || args.length > 2 || !Number.isInteger(limit) || limit < 1 || limit > 1000)
    throw new EngagementUsageError('feedback list [limit]');
  const rows = await operatorFeedback(db, limit);
  if (rows.length === 0) out('(no feedback)');
  for (const { feedback: f, account, images } of rows) {
    out(`#${f.id}  ${fmt(f.createdAt)}  ${account}  ${f.type ?? '-'}  ${images} image(s)`);
    for (const line of f.content.split('\n')) out(`    ${line}`);
  }
  return 0;
}

export async function agentApplicationCommand(db: Database, args: readonly string[], out: Out, now: () => number): Promise<number> {
  const [action, ...rest] = args;
  const statuses = ['pending', 'approved', 'rejected'] as const;
  switch (action) {
    case 'list': {
      const [status] = rest;
      if (rest.length > 1 || (status !== undefined && status !== 'all' && !statuses.includes(status as (typeof statuses)[number])))
        throw new EngagementUsageError('agent-application list [pending|approved|rejected|all]');
      const wanted = status === 'all' ? null : ((status as (typeof statuses)[number] | undefined) ?? 'pending');
      const rows = await operatorApplications(db, wanted);
      if (rows.length === 0) out(`(no ${wanted ?? ''} applications)`.replace('( ', '('));
      for (const { application: a, account } of rows)
        out(`#${a.id}  ${fmt(a.createdAt)}  ${account}  ${a.channel} ${a.contact}  ${a.status}${a.message ? `  "${a.message}"` : ''}${a.reason ? `  (${a.reason})` : ''}`);
      return 0;
    }
    case 'approve':
    case 'reject': {
      const usage = action === 'approve' ? 'agent-application approve <id>' : 'agent-application reject <id> [reason]';
      if (rest.length < 1 || (action === 'approve' && rest.length !== 1)) throw new EngagementUsageError(usage);
      const id = idOf(rest[0], usage);
      const reason = rest.slice(1).join(' ').trim().slice(0, 200) || undefined;
      const result = await decideApplication(db, id, action === 'approve' ? 'approved' : 'rejected', now(), reason);
      if (result.outcome === 'not_found') {
        out(`no application ${id}`);
        return 1;
      }
      if (result.outcome === 'not_pending') {
        out(`application ${id} is ${result.status}, not pending: nothing done`);
        return 1;
      }
      out(
        result.outcome === 'approved'
          ? `application ${id}: ${result.account} is now an agent (invitation code ${result.affiliateCode})`
          : `application ${id}: rejected`,
      );
      return 0;
    }
    default:
      throw new EngagementUsageError('agent-application list|approve|reject');
  }
}

// ---- missions --------------------------------------------------------------------------------------------------------

const MISSION_CREATE_USAGE =
  'mission create <merchant> <code> daily|weekly|event rounds|validBet <target> <reward> --title <text> [--category <type>] [--turnover <multiple>] [--from <yyyy-MM-dd> --to <yyyy-MM-dd>]';

const money = (minor: number) => toMajor(minor).toFixed(2);

/** A positive amount in major units with at most two decimals, as minor units. */
function amountOf(text: string | undefined, what: string): number {
  const minor = minorAmount(text, { digits: 10 });
  if (minor === null)
    throw new EngagementUsageError(`mission create: ${what} must be a positive amount with at most two decimals (got "${text ?? ''}")`);
  return minor;
}

/** yyyy-MM-dd of a real calendar day. */
function dayOf(text: string | undefined, flag: string): string {
  if (!text || !/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(text) || new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) !== text)
    throw new EngagementUsageError(`mission create: ${flag} must be a day written yyyy-MM-dd (got "${text ?? ''}")`);
  return text;
}

async function merchantNamed(db: Database, name: string) {
  const [merchant] = await db.select().from(merchants).where(or(eq(merchants.code, name), eq(merchants.brandId, name)));
  if (!merchant) throw new EngagementUsageError(`unknown merchant "${name}"`);
  return merchant;
}

export async function missionCommand(db: Database, args: readonly string[], out: Out, now: () => number): Promise<number> {
  const [action, ...rest] = args;
  switch (action) {
    case 'list': {
      if (rest.length > 1) throw new EngagementUsageError('mission list [merchant]');
      const merchant = rest[0] === undefined ? null : await merchantNamed(db, rest[0]);
      const rows = await operatorMissions(db, merchant?.id ?? null);
      if (rows.length === 0) out('(no missions)');
      for (const { mission: m, merchantCode, completed } of rows) {
        const period = m.period === 'event' ? `event ${m.firstDay ?? '?'}..${m.lastDay ?? '?'}` : m.period;
        const goal = `${m.kind === 'rounds' ? `${m.target} rounds` : `valid bet ${money(m.target)}`}${m.category ? ` of ${m.category}` : ''}`;
        const name = m.titles.EN ?? m.titles.JA ?? Object.values(m.titles)[0] ?? '';
        out(
          `#${m.id}  ${merchantCode}  ${m.code}  "${name}"  ${period}  ${goal}  reward ${money(m.reward)} (turnover x${m.turnoverMultiple})  ${m.active ? 'open' : 'closed'}  ${completed} member(s) completed`,
        );
      }
      return 0;
    }
    case 'create': {
      const positional: string[] = [];
      const flags = new Map<string, string>();
      for (let i = 0; i < rest.length; i++) {
        const arg = rest[i]!;
        if (!arg.startsWith('--')) {
          positional.push(arg);
          continue;
        }
        const value = rest[i + 1];
        if (!['--title', '--category', '--turnover', '--from', '--to'].includes(arg) || value === undefined || flags.has(arg))
          throw new EngagementUsageError(`mission create: ${flags.has(arg) ? 'repeated' : value === undefined ? 'no value for' : 'unknown option'} ${arg}`);
        flags.set(arg, value);
        i++;
      }
      if (positional.length !== 6) throw new EngagementUsageError(MISSION_CREATE_USAGE);
      const [merchantName, code, period, kind, targetText, rewardText] = positional as [string, string, string, string, string, string];
      if (!/^[A-Za-z0-9_-]{1,40}$/.test(code))
        throw new EngagementUsageError(`mission create: <code> is 1 to 40 letters, digits, "_" or "-" (got "${code}")`);
      if (period !== 'daily' && period !== 'weekly' && period !== 'event')
        throw new EngagementUsageError(`mission create: the period is daily, weekly or event (got "${period}")`);
      if (kind !== 'rounds' && kind !== 'validBet')
        throw new EngagementUsageError(`mission create: the goal is rounds or validBet (got "${kind}")`);
      let target: number;
      if (kind === 'rounds') {
        if (!/^[0-9]{1,7}$/.test(targetText) || Number(targetText) < 1)
          throw new EngagementUsageError(`mission create: <target> of a rounds mission is a whole number of rounds from 1 (got "${targetText}")`);
        target = Number(targetText);
      } else target = amountOf(targetText, '<target> (valid bet)');
      const reward = amountOf(rewardText, '<reward>');
      const title = flags.get('--title')?.trim() ?? '';
      if (title === '' || title.length > 80) throw new EngagementUsageError('mission create: --title <text> is required, at most 80 characters');
      const categoryText = flags.get('--category');
      if (categoryText !== undefined && !betRecordCategories.includes(categoryText as BetRecordCategory))
        throw new EngagementUsageError(`mission create: --category is one of ${betRecordCategories.join(', ')} (got "${categoryText}")`);
      const category = (categoryText as BetRecordCategory | undefined) ?? null;
      const turnoverText = flags.get('--turnover') ?? '1';
      const turnoverMultiple = Number(turnoverText);
      if (!/^[0-9]{1,3}(\.[0-9]{1,2})?$/.test(turnoverText) || turnoverMultiple > 100)
        throw new EngagementUsageError(`mission create: --turnover is a multiple from 0 to 100 (got "${turnoverText}")`);
      let firstDay: string | null = null;
      let lastDay: string | null = null;
      if (period === 'event') {
        firstDay = dayOf(flags.get('--from'), '--from');
        lastDay = dayOf(flags.get('--to'), '--to');
        if (lastDay < firstDay) throw new EngagementUsageError(`mission create: --to (${lastDay}) is before --from (${firstDay})`);
      } else if (flags.has('--from') || flags.has('--to'))
        throw new EngagementUsageError('mission create: --from and --to are for event missions only');
      const merchant = await merchantNamed(db, merchantName);
      const result = await createMission(
        db,
        {
          merchantId: merchant.id,
          code,
          kind,
          category,
          target,
          reward,
          turnoverMultiple,
          period,
          firstDay,
          lastDay,
          titles: Object.fromEntries(LANGS.map((lang) => [lang, title])),
          descriptions: missionDescriptions({ kind, category, target, reward, period }),
        },
        new Date(now()),
      );
      if ('codeTaken' in result) {
        out(`error: ${merchant.code} already has a mission with the code "${code}": nothing created`);
        return 1;
      }
      const m = result.created;
      out(`mission ${m.id} created at ${merchant.code}: ${m.code} "${title}" (${period}${firstDay ? ` ${firstDay}..${lastDay}` : ''}), reward ${money(reward)}`);
      return 0;
    }
    case 'close': {
      if (rest.length !== 1) throw new EngagementUsageError('mission close <id>');
      const id = idOf(rest[0], 'mission close <id>');
      const result = await closeMission(db, id);
      if ('closed' in result) {
        out(`mission ${id} (${result.closed.code}) closed: members no longer see or claim it`);
        return 0;
      }
      out(result.outcome === 'not_found' ? `no mission ${id}` : `mission ${id} is closed already: nothing done`);
      return 1;
    }
    default:
      throw new EngagementUsageError('mission list|create|close');
  }
}
