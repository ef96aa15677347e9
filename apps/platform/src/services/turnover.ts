/**
 * Turnover requirements: what a member must bet (valid bets) before withdrawing. Credits add a requirement in their
 * own transaction (`addRequirement`); the withdrawal rules read what remains (`turnoverState`, `remainingTurnover`).
 *
 * The rule. Requirements and valid bets are taken in time order (a requirement at its `created_at`; a bet at the time
 * it was placed, `bet_records.created_at`, counting its `valid_bet` once its round is settled). An outstanding amount
 * starts at 0; a requirement adds its amount; a bet takes its valid bet off, but never below 0: what is bet while
 * nothing is outstanding is not banked for later requirements. What is outstanding after the last event remains.
 * Equivalently: remaining = max(0, max over each requirement k of (the requirements from k on − the valid bets placed
 * since k)), i.e. the requirements not yet covered minus the valid bets placed since the earliest of them.
 *
 * For the answers, a "period" starts whenever a requirement arrives while nothing is outstanding: `required` is the
 * sum of the requirements of the current period, `completed` the valid bets credited against them, so that
 * remaining = required − completed (and required = completed when nothing remains).
 *
 * Cost: one query, an index range scan of the member's requirements and of their bets since the first requirement
 * (bets are summed per interval between two requirements, in the database), then a walk over the requirements.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { turnoverRequirements } from '../db/schema';
import type { Tx } from './wallet';

export type TurnoverSource = 'deposit' | 'bonus' | 'adjustment';

/** Adds a requirement of `amount` minor units; a second call for the same source and reference adds nothing. */
export async function addRequirement(
  db: Database | Tx,
  requirement: {
    merchantId: number;
    memberId: number;
    source: TurnoverSource;
    sourceRef: string;
    amount: number;
    at: Date;
  },
): Promise<boolean> {
  if (!Number.isSafeInteger(requirement.amount) || requirement.amount < 0)
    throw new RangeError('a turnover requirement is a non-negative integer of minor units');
  const rows = await db
    .insert(turnoverRequirements)
    .values({ ...requirement, createdAt: requirement.at })
    .onConflictDoNothing({ target: [turnoverRequirements.source, turnoverRequirements.sourceRef] })
    .returning({ id: turnoverRequirements.id });
  return rows.length > 0;
}

/** Minor units: required in the current period, completed against it, remaining (required − completed). */
export interface TurnoverState {
  required: number;
  completed: number;
  remaining: number;
}

/** One requirement and the valid bets placed from it until the next requirement. */
export interface TurnoverStep {
  amount: number;
  betsUntilNext: number;
}

/** The walk of the module comment over requirements in time order. */
export function walkTurnover(steps: readonly TurnoverStep[]): TurnoverState {
  let outstanding = 0;
  let required = 0;
  let completed = 0;
  for (const step of steps) {
    if (outstanding === 0) {
      required = 0;
      completed = 0;
    }
    outstanding += step.amount;
    required += step.amount;
    const credited = Math.min(outstanding, step.betsUntilNext);
    outstanding -= credited;
    completed += credited;
  }
  return { required, completed, remaining: outstanding };
}

export async function turnoverState(db: Database | Tx, memberId: number): Promise<TurnoverState> {
  const result = await db.execute(sql`
    select r.amount, coalesce(sum(b.valid_bet), 0)::bigint as bets
    from (
      select id, amount, created_at, lead(created_at) over (order by created_at, id) as next_at
      from turnover_requirements where member_id = ${memberId}
    ) r
    left join bet_records b
      on b.member_id = ${memberId} and b.status = 'settled' and b.valid_bet > 0
      and b.created_at >= r.created_at and (r.next_at is null or b.created_at < r.next_at)
    group by r.id, r.amount, r.created_at
    order by r.created_at, r.id`);
  const rows = (result as unknown as { rows: { amount: unknown; bets: unknown }[] }).rows;
  return walkTurnover(rows.map((row) => ({ amount: Number(row.amount), betsUntilNext: Number(row.bets) })));
}

/** What the member must still bet before a withdrawal, minor units (0: nothing). */
export async function remainingTurnover(db: Database | Tx, memberId: number): Promise<number> {
  return (await turnoverState(db, memberId)).remaining;
}
