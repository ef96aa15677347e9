/**
 * Test helpers for the engagement features (missions, cashback, invite friends): fresh members with a session, and
 * rounds played through the seamless wallet's own operation (as a vendor's calls would), so the daily summaries that
 * missions and cashback read are written by their real triggers.
 */
import type { EndpointKey } from '@croupier/contract';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { games, members, merchants, sessions, walletAccounts } from '../db/schema';
import { newToken, sha256 } from '../services/secrets';
import { MAIN_WALLET, credit, seamlessOperation } from '../services/wallet';
import type { TestPlatform } from './harness';

export interface Player {
  id: number;
  merchantId: number;
  merchant: string;
  account: string;
  token: string;
}

let counter = 0;

/** A new session of the member at the current test time. */
export async function sessionOf(p: TestPlatform, memberId: number, merchantId: number): Promise<string> {
  const token = newToken();
  const at = new Date(p.now());
  await p.database.db.insert(sessions).values({
    tokenHash: sha256(token),
    memberId,
    merchantId,
    ip: '127.0.0.1',
    expiresAt: new Date(p.now() + 86_400_000),
    lastSeenAt: at,
    createdAt: at,
  });
  return token;
}

/** A fresh member (no password: the session is written as login would), with `balance` minor units in the main wallet. */
export async function newPlayer(p: TestPlatform, prefix: string, merchantCode = 'CRP001', balance = 0): Promise<Player> {
  const db = p.database.db;
  const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, merchantCode));
  const account = `${prefix}${p.engine.slice(0, 2)}${++counter}`;
  const [member] = await db
    .insert(members)
    .values({ merchantId: merchant!.id, account, type: 0, createdAt: new Date(p.now()) })
    .returning({ id: members.id });
  if (balance > 0)
    await credit(db, { merchantId: merchant!.id, memberId: member!.id, amount: balance, idempotencyKey: `test:${account}`, at: new Date(p.now()) });
  return { id: member!.id, merchantId: merchant!.id, merchant: merchantCode, account, token: await sessionOf(p, member!.id, merchant!.id) };
}

export const callAs = (p: TestPlatform, m: Player, key: EndpointKey, input?: unknown) =>
  p.call(key, input, { token: m.token, merchant: m.merchant });

/** The member's main wallet, minor units. */
export async function mainBalance(p: TestPlatform, memberId: number): Promise<number> {
  const [row] = await p.database.db
    .select({ b: walletAccounts.balance })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.kind, MAIN_WALLET)));
  return Number(row?.b ?? 0);
}

let roundCounter = 0;

/**
 * Plays `rounds` rounds of a game of the lobby `category` (RNG, LIVE, SPORTS, FISH, PVP...), each staking `stake` minor
 * units and paying `payout` back, at the current test time; `settle: false` leaves them open (not valid bets yet).
 * Answers the bet transaction ids.
 */
export async function playRounds(
  p: TestPlatform,
  m: Pick<Player, 'id' | 'merchantId'>,
  category: string,
  rounds: number,
  stake: number,
  options: { payout?: number; settle?: boolean; at?: number } = {},
): Promise<string[]> {
  const [game] = await p.database.db.select({ id: games.id, vendor: games.vendor }).from(games).where(eq(games.category, category)).limit(1);
  if (!game) throw new Error(`no ${category} game`);
  const at = options.at ?? p.now();
  const ids: string[] = [];
  for (let i = 0; i < rounds; i++) {
    const txId = `t${p.engine.slice(0, 2)}-${++roundCounter}`;
    const base = { merchantId: m.merchantId, memberId: m.id, vendor: game.vendor, gameId: game.id };
    const bet = await seamlessOperation<{ ok: boolean }>(p.database.db, { ...base, op: 'bet', txId, roundId: `r-${txId}`, amount: stake, at: new Date(at) });
    expect(bet.answer.ok, JSON.stringify(bet.answer)).toBe(true);
    ids.push(txId);
    if (options.settle !== false) await settleRound(p, m, game, txId, options.payout ?? 0, at + 1_000);
  }
  return ids;
}

/** Settles an open round. */
export async function settleRound(
  p: TestPlatform,
  m: Pick<Player, 'id' | 'merchantId'>,
  game: { id: number; vendor: string },
  betTxId: string,
  payout: number,
  at = p.now(),
): Promise<void> {
  const done = await seamlessOperation<{ ok: boolean }>(p.database.db, {
    merchantId: m.merchantId,
    memberId: m.id,
    vendor: game.vendor,
    gameId: game.id,
    op: 'settle',
    txId: `${betTxId}-S`,
    betTxId,
    amount: payout,
    at: new Date(at),
  });
  expect(done.answer.ok, JSON.stringify(done.answer)).toBe(true);
}

/** The game `playRounds` uses for a category. */
export async function gameOf(p: TestPlatform, category: string): Promise<{ id: number; vendor: string }> {
  const [game] = await p.database.db.select({ id: games.id, vendor: games.vendor }).from(games).where(eq(games.category, category)).limit(1);
  if (!game) throw new Error(`no ${category} game`);
  return game;
}
