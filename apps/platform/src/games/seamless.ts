/**
 * The platform's seamless-wallet interface, as third-party game vendors call it: `POST /seamless/v1/<op>` with a JSON
 * body signed by the vendor (`X-Signature: base64url(HMAC-SHA256(secret, "<timestamp>.<body>"))`, `X-Timestamp` in
 * ms, at most 5 minutes off) carrying the launch token. Operations: balance, bet, settle, rollback.
 *
 * bet, settle and rollback are idempotent on the provider's transaction id (`txId`): the first answer, refusals
 * included, is stored with the ledger transaction and returned unchanged for any repeat. Rules:
 * - bet: debits the stake (refused with `insufficient_balance` rather than going below zero; refused with
 *   `bet_cancelled` when a rollback for that txId came first); opens a bet record.
 * - settle (`betTxId`, payout `amount` >= 0): credits the payout from the house; `bet_not_found`, `bet_cancelled`
 *   or `already_settled` otherwise.
 * - rollback (`betTxId`): refunds an open bet; a rollback of an unknown bet leaves a tombstone, so that bet is
 *   refused when it arrives late; a settled bet cannot be rolled back (`already_settled`).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db';
import { betRecords, games, merchants } from '../db/schema';
import { HOUSE, MAIN_WALLET, balanceOf, ensureAccount, lockAccount, post, previousAnswer, recordAnswer, vendorWallet, type Tx } from '../services/wallet';
import { hmac, safeEqual, verifyLaunchToken, type LaunchClaims } from './launchToken';

export interface SeamlessAnswer {
  ok: boolean;
  /** Balance of the wallet played, minor units, after the operation. */
  balance: number;
  txId?: string;
  error?: 'insufficient_balance' | 'bet_not_found' | 'bet_cancelled' | 'already_settled' | 'invalid_request' | 'invalid_token' | 'invalid_signature' | 'trial_session';
  /** Refund of a rollback (minor units). */
  refunded?: number;
}

const MAX_AMOUNT = 1_000_000_000;
const txIdSchema = z.string().min(1).max(100);
const betSchema = z.object({ token: z.string(), txId: txIdSchema, roundId: z.string().min(1).max(100), amount: z.number().int().min(1).max(MAX_AMOUNT), detail: z.unknown().optional() });
const settleSchema = z.object({ token: z.string(), txId: txIdSchema, betTxId: txIdSchema, amount: z.number().int().min(0).max(MAX_AMOUNT * 1000), detail: z.unknown().optional() });
const rollbackSchema = z.object({ token: z.string(), txId: txIdSchema, betTxId: txIdSchema });
const balanceSchema = z.object({ token: z.string() });

export interface SeamlessWallet {
  balance(claims: LaunchClaims): Promise<SeamlessAnswer>;
  bet(claims: LaunchClaims, input: z.infer<typeof betSchema>): Promise<SeamlessAnswer>;
  settle(claims: LaunchClaims, input: z.infer<typeof settleSchema>): Promise<SeamlessAnswer>;
  rollback(claims: LaunchClaims, input: z.infer<typeof rollbackSchema>): Promise<SeamlessAnswer>;
}

/** The wallet a vendor's games play from: main for a single-wallet merchant, else the vendor's transfer wallet. */
export async function playWalletKind(db: Database, merchantId: number, vendor: string): Promise<string> {
  const [merchant] = await db.select({ settings: merchants.settings }).from(merchants).where(eq(merchants.id, merchantId));
  return merchant?.settings.singleWallet === false ? vendorWallet(vendor) : MAIN_WALLET;
}

export function seamlessWallet(db: Database, now: () => number): SeamlessWallet {
  const keyOf = (claims: LaunchClaims, op: string, txId: string) => `seamless:${claims.v}:${op}:${txId}`;

  /** Runs `op` with the member's play wallet locked, unless the key was seen: then answers the first answer. */
  async function idempotent(claims: LaunchClaims, key: string, op: (tx: Tx, wallet: { id: number; balance: number }, kind: string) => Promise<SeamlessAnswer>): Promise<SeamlessAnswer> {
    const kind = await playWalletKind(db, claims.mc, claims.v);
    await ensureAccount(db, claims.mc, claims.mid, kind);
    await ensureAccount(db, claims.mc, null, HOUSE);
    return db.transaction(async (tx) => {
      const wallet = await lockAccount(tx, claims.mc, claims.mid, kind);
      const previous = await previousAnswer(tx, key);
      if (previous.found) return previous.result as SeamlessAnswer;
      return op(tx, wallet, kind);
    });
  }

  const refuse = async (tx: Tx, claims: LaunchClaims, key: string, answer: SeamlessAnswer) => {
    await recordAnswer(tx, { merchantId: claims.mc, memberId: claims.mid, idempotencyKey: key, result: answer, at: new Date(now()) });
    return answer;
  };

  return {
    async balance(claims) {
      const kind = await playWalletKind(db, claims.mc, claims.v);
      return { ok: true, balance: await balanceOf(db, claims.mc, claims.mid, kind) };
    },

    bet(claims, input) {
      const key = keyOf(claims, 'bet', input.txId);
      return idempotent(claims, key, async (tx, wallet) => {
        const at = new Date(now());
        const tombstone = await previousAnswer(tx, keyOf(claims, 'cancel', input.txId));
        if (tombstone.found) return refuse(tx, claims, key, { ok: false, balance: wallet.balance, txId: input.txId, error: 'bet_cancelled' });
        if (wallet.balance < input.amount) return refuse(tx, claims, key, { ok: false, balance: wallet.balance, txId: input.txId, error: 'insufficient_balance' });
        const house = await lockAccount(tx, claims.mc, null, HOUSE);
        const answer: SeamlessAnswer = { ok: true, balance: wallet.balance - input.amount, txId: input.txId };
        await post(tx, { merchantId: claims.mc, memberId: claims.mid, kind: 'bet', idempotencyKey: key, result: answer, at }, [
          { accountId: wallet.id, amount: -input.amount },
          { accountId: house.id, amount: input.amount },
        ]);
        const [game] = await tx.select({ category: games.category }).from(games).where(eq(games.id, claims.gid));
        await tx.insert(betRecords).values({
          merchantId: claims.mc, memberId: claims.mid, gameId: claims.gid, vendor: claims.v, category: game?.category ?? 'RNG',
          betTxId: input.txId, roundId: input.roundId, stake: input.amount, payout: 0, validBet: 0, status: 'open',
          detail: input.detail ?? null, createdAt: at,
        });
        return answer;
      });
    },

    settle(claims, input) {
      const key = keyOf(claims, 'settle', input.txId);
      return idempotent(claims, key, async (tx, wallet) => {
        const at = new Date(now());
        const [bet] = await tx.select().from(betRecords).where(and(eq(betRecords.vendor, claims.v), eq(betRecords.betTxId, input.betTxId), eq(betRecords.memberId, claims.mid))).for('update');
        if (!bet) return refuse(tx, claims, key, { ok: false, balance: wallet.balance, txId: input.txId, error: 'bet_not_found' });
        if (bet.status === 'rolledback') return refuse(tx, claims, key, { ok: false, balance: wallet.balance, txId: input.txId, error: 'bet_cancelled' });
        if (bet.status === 'settled') return refuse(tx, claims, key, { ok: false, balance: wallet.balance, txId: input.txId, error: 'already_settled' });
        const answer: SeamlessAnswer = { ok: true, balance: wallet.balance + input.amount, txId: input.txId };
        if (input.amount > 0) {
          const house = await lockAccount(tx, claims.mc, null, HOUSE);
          await post(tx, { merchantId: claims.mc, memberId: claims.mid, kind: 'settle', idempotencyKey: key, result: answer, at }, [
            { accountId: house.id, amount: -input.amount },
            { accountId: wallet.id, amount: input.amount },
          ]);
        } else {
          await post(tx, { merchantId: claims.mc, memberId: claims.mid, kind: 'settle', idempotencyKey: key, result: answer, at }, []);
        }
        const detail = input.detail === undefined ? bet.detail : { bet: bet.detail ?? null, result: input.detail };
        await tx.update(betRecords).set({ status: 'settled', payout: input.amount, validBet: bet.stake, settledAt: at, detail }).where(eq(betRecords.id, bet.id));
        return answer;
      });
    },

    rollback(claims, input) {
      const key = keyOf(claims, 'rollback', input.txId);
      return idempotent(claims, key, async (tx, wallet) => {
        const at = new Date(now());
        const [bet] = await tx.select().from(betRecords).where(and(eq(betRecords.vendor, claims.v), eq(betRecords.betTxId, input.betTxId), eq(betRecords.memberId, claims.mid))).for('update');
        if (!bet) {
          // The bet has not arrived (yet): leave a tombstone so it is refused when it does.
          const cancel = keyOf(claims, 'cancel', input.betTxId);
          if (!(await previousAnswer(tx, cancel)).found) await recordAnswer(tx, { merchantId: claims.mc, memberId: claims.mid, idempotencyKey: cancel, result: { cancelledBy: input.txId }, at });
          return refuse(tx, claims, key, { ok: true, balance: wallet.balance, txId: input.txId, refunded: 0 });
        }
        if (bet.status === 'settled') return refuse(tx, claims, key, { ok: false, balance: wallet.balance, txId: input.txId, error: 'already_settled' });
        if (bet.status === 'rolledback') return refuse(tx, claims, key, { ok: true, balance: wallet.balance, txId: input.txId, refunded: 0 });
        const house = await lockAccount(tx, claims.mc, null, HOUSE);
        const answer: SeamlessAnswer = { ok: true, balance: wallet.balance + bet.stake, txId: input.txId, refunded: bet.stake };
        await post(tx, { merchantId: claims.mc, memberId: claims.mid, kind: 'rollback', idempotencyKey: key, result: answer, at }, [
          { accountId: house.id, amount: -bet.stake },
          { accountId: wallet.id, amount: bet.stake },
        ]);
        await tx.update(betRecords).set({ status: 'rolledback', validBet: 0, settledAt: at }).where(eq(betRecords.id, bet.id));
        return answer;
      });
    },
  };
}

export const SIGNATURE_WINDOW_MS = 5 * 60_000;

export function signBody(secret: string, timestamp: number, body: string): string {
  return hmac(secret, `${timestamp}.${body}`);
}

/** Registers `POST /seamless/v1/{balance,bet,settle,rollback}` (outside the site contract: vendors call it). */
export function registerSeamlessRoutes(app: FastifyInstance, wallet: SeamlessWallet, secret: string, now: () => number): void {
  const ops = { balance: balanceSchema, bet: betSchema, settle: settleSchema, rollback: rollbackSchema } as const;
  for (const [op, schema] of Object.entries(ops) as [keyof typeof ops, (typeof ops)[keyof typeof ops]][]) {
    app.post(`/seamless/v1/${op}`, async (request, reply) => {
      const timestamp = Number(request.headers['x-timestamp']);
      const signature = String(request.headers['x-signature'] ?? '');
      const body = JSON.stringify(request.body ?? null);
      if (!Number.isFinite(timestamp) || Math.abs(now() - timestamp) > SIGNATURE_WINDOW_MS || !safeEqual(signature, signBody(secret, timestamp, body))) {
        return reply.code(401).send({ ok: false, balance: 0, error: 'invalid_signature' } satisfies SeamlessAnswer);
      }
      const parsed = schema.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send({ ok: false, balance: 0, error: 'invalid_request' } satisfies SeamlessAnswer);
      const claims = verifyLaunchToken(secret, parsed.data.token, now(), { ignoreExpiry: op === 'settle' || op === 'rollback' });
      if (!claims) return reply.code(401).send({ ok: false, balance: 0, error: 'invalid_token' } satisfies SeamlessAnswer);
      if (claims.trial || claims.mid === 0) return reply.code(400).send({ ok: false, balance: 0, error: 'trial_session' } satisfies SeamlessAnswer);
      switch (op) {
        case 'balance':
          return wallet.balance(claims);
        case 'bet':
          return wallet.bet(claims, parsed.data as z.infer<typeof betSchema>);
        case 'settle':
          return wallet.settle(claims, parsed.data as z.infer<typeof settleSchema>);
        default:
          return wallet.rollback(claims, parsed.data as z.infer<typeof rollbackSchema>);
      }
    });
  }
}

