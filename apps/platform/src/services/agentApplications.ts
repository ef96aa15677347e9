/**
 * Join us: a member applies to become an agent (one application waits at a time: a unique partial index), and the
 * operator approves it into an agent (account type 1 with an invitation code of its own) or rejects it, once
 * (`pnpm platform agent-application list|approve|reject`).
 */
import { randomBytes } from 'node:crypto';
import { ACCOUNT_TYPE_TRIAL, isAgentAccount, type RequestOf } from '@croupier/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db';
import { agentApplications, members, type Member, type Merchant } from '../db/schema';
import { ApiFailure } from '../failure';
import { isUniqueViolation } from './wallet';

/** The account type an approved application gets (an agent: SPEC §4). */
export const APPROVED_AGENT_TYPE = 1;

export async function applyForAgent(db: Database, merchant: Merchant, member: Member, input: RequestOf<'agentApplication'>, nowMs: number) {
  if (member.type === ACCOUNT_TYPE_TRIAL) throw new ApiFailure('trial_not_allowed', 'please register or log into a real account');
  if (isAgentAccount(member.type)) throw new ApiFailure('agent_application_exists', 'the account is already an agent');
  try {
    const [row] = await db
      .insert(agentApplications)
      .values({
        merchantId: merchant.id,
        memberId: member.id,
        channel: input.channel,
        contact: input.contact,
        message: input.message || null,
        createdAt: new Date(nowMs),
      })
      .returning();
    if (!row) throw new Error('agent application not stored');
    return { id: row.id, status: row.status, createdAt: row.createdAt.getTime() };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiFailure('agent_application_exists', 'an application is already waiting for review');
    throw error;
  }
}

export async function operatorApplications(db: Database, status: 'pending' | 'approved' | 'rejected' | null) {
  return db
    .select({ application: agentApplications, account: members.account, type: members.type })
    .from(agentApplications)
    .innerJoin(members, eq(members.id, agentApplications.memberId))
    .where(status ? eq(agentApplications.status, status) : undefined)
    .orderBy(desc(agentApplications.id))
    .limit(100);
}

export type ApplicationDecision =
  | { outcome: 'approved'; affiliateCode: string; account: string }
  | { outcome: 'rejected'; account: string }
  | { outcome: 'not_found' }
  | { outcome: 'not_pending'; status: string };

/** Approves (the member becomes an agent with an invitation code) or rejects a pending application, once. */
export async function decideApplication(db: Database, id: number, outcome: 'approved' | 'rejected', nowMs: number, reason?: string): Promise<ApplicationDecision> {
  return db.transaction(async (tx) => {
    const [decided] = await tx
      .update(agentApplications)
      .set({ status: outcome, decidedAt: new Date(nowMs), reason: reason ?? null })
      .where(and(eq(agentApplications.id, id), eq(agentApplications.status, 'pending')))
      .returning();
    if (!decided) {
      const [found] = await tx.select({ status: agentApplications.status }).from(agentApplications).where(eq(agentApplications.id, id));
      return found ? { outcome: 'not_pending' as const, status: found.status } : { outcome: 'not_found' as const };
    }
    const [member] = await tx.select().from(members).where(eq(members.id, decided.memberId));
    if (!member) return { outcome: 'not_found' as const };
    if (outcome === 'rejected') return { outcome, account: member.account };
    const affiliateCode = member.affiliateCode ?? `AG${randomBytes(4).toString('hex').toUpperCase()}`;
    await tx.update(members).set({ type: APPROVED_AGENT_TYPE, affiliateCode }).where(eq(members.id, member.id));
    return { outcome, affiliateCode, account: member.account };
  });
}
