/**
 * Operator commands of the engagement side (operator.ts dispatches to them): the points mall's redemptions
 * (`mall list|approve|reject`), feedback (`feedback list`), and join-us applications (`agent-application
 * list|approve|reject`). Each decision is made once: a second one finds it decided and changes nothing.
 */
import type { Database } from './db';
import { decideApplication, operatorApplications } from './services/agentApplications';
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
  agent-application reject <id> [reason]      refuse an application`;

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
