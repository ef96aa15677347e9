/**
 * The platform's seamless-wallet interface, as third-party game vendors call it: `POST /seamless/v1/<op>` with a JSON
 * body signed by the vendor (`X-Signature: base64url(HMAC-SHA256(secret, "<timestamp>.<raw body bytes>"))`,
 * `X-Timestamp` in ms, at most 5 minutes off) carrying the launch token. Operations: balance, bet, settle, rollback.
 * The signature is checked over the bytes as they arrived (these routes parse their own bodies), so a vendor's JSON
 * may have any spacing or number spelling (`1.0`).
 *
 * bet, settle and rollback are idempotent on the provider's transaction id (`txId`), scoped by merchant and vendor.
 * The stored record binds the key to the member and to a hash of the request's content (operation, amount, betTxId,
 * roundId, detail, as canonical JSON): the same request again gets the first answer, byte for byte; the same txId
 * with anything else (another amount, another member, other detail) gets `duplicate_transaction_conflict` (HTTP 409)
 * and changes nothing. Rules:
 * - bet: debits the stake (refused with `insufficient_balance` rather than going below zero; refused with
 *   `bet_cancelled` when a rollback for that txId came first); opens a bet record.
 * - settle (`betTxId`, payout `amount` >= 0): credits the payout from the house; `bet_not_found`, `bet_cancelled`
 *   or `already_settled` otherwise.
 * - rollback (`betTxId`): refunds an open bet; a rollback of an unknown bet leaves a tombstone, so that bet is
 *   refused when it arrives late; a settled bet cannot be rolled back (`already_settled`).
 *
 * Only a final outcome is stored for replay. Final: every success, `insufficient_balance` and `bet_cancelled` for a
 * bet, `bet_cancelled` and `already_settled` for a settle, `already_settled` and the refund-less answers of a rollback
 * (bet already rolled back, or not arrived: the tombstone makes that final). Transient, never stored, so a retry is
 * decided afresh: `bet_not_found` for a settle (the bet may still be on its way), and for a settle or rollback naming
 * another member's bet. Neither is a conflict nor a missing member (`member_not_found`, 404: the launch token's member
 * was deleted), and neither changes anything.
 *
 * Each operation is one round trip: `seamlessOperation` (services/wallet.ts) calls the `seamless_operation()`
 * function, which locks the member's wallet, checks the record, moves the money and touches the house last.
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { findUnsafeInput } from '../http/inputGuard';
import type { Database } from '../db';
import { merchants } from '../db/schema';
import {
  MAIN_WALLET,
  seamlessBalance,
  seamlessOperation,
  vendorWallet,
  type SeamlessOp,
  type SeamlessResult,
  type Tx,
} from '../services/wallet';
import { safeEqual, verifyLaunchToken, type LaunchClaims } from './launchToken';

export interface SeamlessAnswer {
  ok: boolean;
  /** Balance of the wallet played, minor units, after the operation. */
  balance: number;
  txId?: string;
  error?:
    | 'insufficient_balance'
    | 'bet_not_found'
    | 'bet_cancelled'
    | 'already_settled'
    | 'duplicate_transaction_conflict'
    | 'member_not_found'
    | 'invalid_request'
    | 'invalid_token'
    | 'invalid_signature'
    | 'trial_session';
  /** Refund of a rollback (minor units). */
  refunded?: number;
}

const MAX_AMOUNT = 1_000_000_000;
const textSchema = z.string().min(1).max(100);
// What no text of any request may hold (NUL, lone surrogates, `__proto__` keys, depth) is the input guard's one rule,
// checked on the parsed body below (the guard's hook sees only raw bytes here).
const detailSchema = z.unknown().optional();
const betSchema = z.object({
  token: z.string(),
  txId: textSchema,
  roundId: textSchema,
  amount: z.number().int().min(1).max(MAX_AMOUNT),
  detail: detailSchema,
});
const settleSchema = z.object({
  token: z.string(),
  txId: textSchema,
  betTxId: textSchema,
  amount: z
    .number()
    .int()
    .min(0)
    .max(MAX_AMOUNT * 1000),
  detail: detailSchema,
});
const rollbackSchema = z.object({ token: z.string(), txId: textSchema, betTxId: textSchema });
const balanceSchema = z.object({ token: z.string() });

type BetInput = z.infer<typeof betSchema>;
type SettleInput = z.infer<typeof settleSchema>;
type RollbackInput = z.infer<typeof rollbackSchema>;

export interface SeamlessWallet {
  balance(claims: LaunchClaims): Promise<SeamlessAnswer>;
  bet(claims: LaunchClaims, input: BetInput): Promise<SeamlessAnswer>;
  settle(claims: LaunchClaims, input: SettleInput): Promise<SeamlessAnswer>;
  rollback(claims: LaunchClaims, input: RollbackInput): Promise<SeamlessAnswer>;
  /** An operation with the HTTP status its answer goes with. */
  call(
    op: 'balance' | SeamlessOp,
    claims: LaunchClaims,
    input: Partial<BetInput & SettleInput>,
  ): Promise<SeamlessResult<SeamlessAnswer>>;
}

/** The wallet a vendor's games play from: main for a single-wallet merchant, else the vendor's transfer wallet. */
export async function playWalletKind(db: Database, merchantId: number, vendor: string): Promise<string> {
  const [merchant] = await db
    .select({ settings: merchants.settings })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return merchant?.settings.singleWallet === false ? vendorWallet(vendor) : MAIN_WALLET;
}

export function seamlessWallet(db: Database | Tx, now: () => number): SeamlessWallet {
  const call: SeamlessWallet['call'] = (op, claims, input) => {
    if (op === 'balance') return seamlessBalance(db, { merchantId: claims.mc, memberId: claims.mid, vendor: claims.v });
    return seamlessOperation(db, {
      op,
      merchantId: claims.mc,
      memberId: claims.mid,
      vendor: claims.v,
      gameId: claims.gid,
      txId: input.txId ?? '',
      betTxId: op === 'bet' ? undefined : input.betTxId,
      roundId: op === 'bet' ? input.roundId : undefined,
      amount: op === 'rollback' ? undefined : input.amount,
      detail: op === 'rollback' ? undefined : input.detail,
      at: new Date(now()),
    });
  };
  return {
    call,
    balance: async (claims) => (await call('balance', claims, {})).answer,
    bet: async (claims, input) => (await call('bet', claims, input)).answer,
    settle: async (claims, input) => (await call('settle', claims, input)).answer,
    rollback: async (claims, input) => (await call('rollback', claims, input)).answer,
  };
}

export const SIGNATURE_WINDOW_MS = 5 * 60_000;

/** The vendor's signature of a body: over its bytes exactly as sent (a string is sent as UTF-8). */
export function signBody(secret: string, timestamp: number, body: string | Uint8Array): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('base64url');
}

/**
 * Registers `POST /seamless/v1/{balance,bet,settle,rollback}` (outside the site contract: vendors call it), in a
 * plugin of their own whose JSON parser keeps the raw bytes: the signature is checked over them, then they are parsed.
 */
export function registerSeamlessRoutes(
  app: FastifyInstance,
  wallet: SeamlessWallet,
  secret: string,
  now: () => number,
): void {
  const ops = { balance: balanceSchema, bet: betSchema, settle: settleSchema, rollback: rollbackSchema } as const;
  const refuse = (status: number, error: NonNullable<SeamlessAnswer['error']>) => ({
    status,
    answer: { ok: false, balance: 0, error } satisfies SeamlessAnswer,
  });
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    for (const [op, schema] of Object.entries(ops) as [keyof typeof ops, (typeof ops)[keyof typeof ops]][]) {
      scope.post(`/seamless/v1/${op}`, async (request, reply) => {
        const { status, answer } = await (async () => {
          const timestamp = Number(request.headers['x-timestamp']);
          const signature = String(request.headers['x-signature'] ?? '');
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          if (
            !Number.isFinite(timestamp) ||
            Math.abs(now() - timestamp) > SIGNATURE_WINDOW_MS ||
            !safeEqual(signature, signBody(secret, timestamp, raw))
          ) {
            return refuse(401, 'invalid_signature');
          }
          let body: unknown;
          try {
            body = JSON.parse(raw.toString('utf8'));
          } catch {
            return refuse(400, 'invalid_request');
          }
          if (findUnsafeInput(body)) return refuse(400, 'invalid_request');
          const parsed = schema.safeParse(body);
          if (!parsed.success) return refuse(400, 'invalid_request');
          const claims = verifyLaunchToken(secret, parsed.data.token, now(), {
            ignoreExpiry: op === 'settle' || op === 'rollback',
          });
          if (!claims) return refuse(401, 'invalid_token');
          if (claims.trial || claims.mid === 0) return refuse(400, 'trial_session');
          return wallet.call(op, claims, parsed.data);
        })();
        return reply.code(status).send(answer);
      });
    }
  });
}
