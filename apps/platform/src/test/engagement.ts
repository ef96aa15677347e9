/**
 * Helpers of the engagement tests (VIP, points, jackpot): a fresh member with a session, rounds played through the
 * seamless wallet's own operation (as a vendor's calls would), and deposits paid through the sandbox gateway's signed
 * callback (so the deposit reactions run on the real path).
 */
import { randomUUID } from 'node:crypto';
import type { EndpointKey } from '@croupier/contract';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { games, members, merchants, paymentPasswords, sessions } from '../db/schema';
import { sandboxGateway, type HttpTransport } from '../services/payments/sandbox';
import { hashPassword, newToken, sha256 } from '../services/secrets';
import { credit, seamlessOperation } from '../services/wallet';
import type { TestPlatform } from './harness';

export interface TestMember {
  id: number;
  merchantId: number;
  merchant: string;
  account: string;
  token: string;
}

let counter = 0;

/** A fresh member with a live session (written as login would), optionally with money and a payment password. */
export async function newMember(
  p: TestPlatform,
  options: { merchant?: string; balance?: number; paymentPassword?: string; prefix?: string } = {},
): Promise<TestMember> {
  const db = p.database.db;
  const merchantCode = options.merchant ?? 'CRP001';
  const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, merchantCode));
  if (!merchant) throw new Error(`no merchant ${merchantCode}`);
  const account = `${options.prefix ?? 'eng'}${p.engine.slice(0, 2)}${++counter}${randomUUID().slice(0, 4)}`;
  const [member] = await db
    .insert(members)
    .values({ merchantId: merchant.id, account, type: 0, createdAt: new Date(p.now()) })
    .returning({ id: members.id });
  if (!member) throw new Error('member not created');
  const token = newToken();
  const at = new Date(p.now());
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    memberId: member.id,
    merchantId: merchant.id,
    ip: '127.0.0.1',
    expiresAt: new Date(p.now() + 86_400_000),
    lastSeenAt: at,
    createdAt: at,
  });
  if (options.balance)
    await credit(db, { merchantId: merchant.id, memberId: member.id, amount: Math.round(options.balance * 100), at });
  if (options.paymentPassword)
    await db.insert(paymentPasswords).values({
      memberId: member.id,
      merchantId: merchant.id,
      hash: await hashPassword(options.paymentPassword),
      changedAt: at,
    });
  return { id: member.id, merchantId: merchant.id, merchant: merchantCode, account, token };
}

export const callAs = (p: TestPlatform, m: TestMember, key: EndpointKey, input?: unknown) =>
  p.call(key, input, { token: m.token, merchant: m.merchant });

/** The id of a game of the category (from the catalogue). */
export async function gameOf(p: TestPlatform, category: string): Promise<{ id: number; vendor: string }> {
  const [game] = await p.database.db.select({ id: games.id, vendor: games.vendor }).from(games).where(eq(games.category, category)).limit(1);
  if (!game) throw new Error(`no ${category} game`);
  return game;
}

/** Plays and settles one round (minor units) through the seamless operation; answers the bet record's round id. */
export async function playRound(p: TestPlatform, m: TestMember, game: { id: number; vendor: string }, stake: number, payout: number): Promise<string> {
  const db = p.database.db;
  const roundId = randomUUID();
  const common = { merchantId: m.merchantId, memberId: m.id, vendor: game.vendor, gameId: game.id, at: new Date(p.now()) };
  const bet = await seamlessOperation<{ ok: boolean }>(db, { ...common, op: 'bet', txId: `B-${roundId}`, roundId, amount: stake });
  expect(bet.answer.ok, JSON.stringify(bet.answer)).toBe(true);
  const settle = await seamlessOperation<{ ok: boolean }>(db, { ...common, op: 'settle', txId: `S-${roundId}`, betTxId: `B-${roundId}`, amount: payout });
  expect(settle.answer.ok, JSON.stringify(settle.answer)).toBe(true);
  return roundId;
}

/** Makes a deposit order through the API and has the sandbox gateway call it paid. Answers the order number. */
export async function payDeposit(p: TestPlatform, m: TestMember, amount: number): Promise<string> {
  const created = await callAs(p, m, 'depositCreate', { requestId: `req-${randomUUID()}`, channel: 'UN', amount });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const orderNo = created.body.value.orderNo as string;
  const transport: HttpTransport = async (request) => {
    const url = new URL(request.url);
    const res = await p.app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, headers: request.headers, payload: request.body });
    return { status: res.statusCode, body: res.body };
  };
  const gateway = sandboxGateway({ db: p.database.db, publicOrigin: 'http://127.0.0.1:8080', transport, now: p.now });
  const paid = await gateway.notify({ merchantId: m.merchantId, merchantCode: m.merchant, orderNo, status: 'paid', amount: Math.round(amount * 100) });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return orderNo;
}

export async function merchantId(p: TestPlatform, code = 'CRP001'): Promise<number> {
  const [row] = await p.database.db.select({ id: merchants.id }).from(merchants).where(and(eq(merchants.code, code)));
  if (!row) throw new Error(`no merchant ${code}`);
  return row.id;
}

/** A new session of the member at the current test time (the idle time-out ends the old one when time is moved). */
export async function refreshSession(p: TestPlatform, m: TestMember): Promise<TestMember> {
  const token = newToken();
  const at = new Date(p.now());
  await p.database.db.insert(sessions).values({
    tokenHash: sha256(token),
    memberId: m.id,
    merchantId: m.merchantId,
    ip: '127.0.0.1',
    expiresAt: new Date(p.now() + 86_400_000),
    lastSeenAt: at,
    createdAt: at,
  });
  return { ...m, token };
}
