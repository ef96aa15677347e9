/**
 * The demo vendor: a small "third-party" game server inside the platform process. It serves the game pages
 * (`/games/demo/{slot,baccarat,fish}?t=<launch token>&lang=JA|EN|CN`), their script and style, and the game API the
 * pages call (`/games/demo/api/...`). For real-money play it bets and settles through the platform's seamless wallet
 * exactly as an outside vendor would: signed HTTP calls to `/seamless/v1/*` (sent with `app.inject`, so no socket),
 * with its own transaction ids. Trial launches play with play money and touch no wallet. The spin timers and the play
 * money are shared state (services/sharedState.ts: Redis or the database), so every platform instance sees the same.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db';
import { games } from '../db/schema';
import { eq } from 'drizzle-orm';
import { localName } from './catalogue';
import { FISH, baccaratPayout, configuredRtp, dealBaccarat, shoot, spin, type FishKey } from './demoMath';
import { DEMO_FONTS_PATH, DEMO_SCRIPT, DEMO_STYLE, demoPage, errorPage } from './demoPages';
import { registerKitFonts } from '../kitFonts';
import type { SharedState, TrialRule } from '../services/sharedState';
import { LAUNCH_TOKEN_TTL_MS, verifyLaunchToken, type LaunchClaims } from './launchToken';
import { playWalletKind, signBody, type SeamlessAnswer } from './seamless';
import { MAIN_WALLET } from '../services/wallet';
import { jackpotRound } from '../services/jackpot';

/** Minimum time between two spins of one player on one slot. */
export const SPIN_INTERVAL_MS = 2500;
export const TRIAL_START_BALANCE = 200_000;
/** A trial launch's money outlives its launch token, then is forgotten. */
const TRIAL: TrialRule = { startBalance: TRIAL_START_BALANCE, idleMs: LAUNCH_TOKEN_TTL_MS };
export const BET_LEVELS = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000];

const playSchema = z.object({
  t: z.string().min(1).max(2048),
  bet: z.number().int().min(1).max(1_000_000).optional(),
  bets: z.object({ player: z.number().int().min(0).max(1_000_000), banker: z.number().int().min(0).max(1_000_000), tie: z.number().int().min(0).max(1_000_000) }).optional(),
  fish: z.enum(FISH.map((f) => f.key) as [FishKey, ...FishKey[]]).optional(),
});

export interface DemoVendorOptions {
  rtp?: number;
  random?: () => number;
}

/** `platform`: the app that serves the seamless wallet (the games origin serves only the game). */
export function registerDemoVendor(
  app: FastifyInstance,
  db: Database,
  secret: string,
  now: () => number,
  options: DemoVendorOptions | undefined,
  shared: SharedState,
  platform: Pick<FastifyInstance, 'inject'> = app,
): void {
  const rtp = options?.rtp ?? configuredRtp();

  /** A signed call to the platform's seamless wallet, as a vendor makes it. */
  async function wallet(op: 'balance' | 'bet' | 'settle' | 'rollback', body: Record<string, unknown>): Promise<SeamlessAnswer> {
    const payload = JSON.stringify(body);
    const timestamp = now();
    const res = await platform.inject({
      method: 'POST',
      url: `/seamless/v1/${op}`,
      headers: { 'content-type': 'application/json', 'x-timestamp': String(timestamp), 'x-signature': signBody(secret, timestamp, payload) },
      payload,
    });
    return res.json() as SeamlessAnswer;
  }

  async function gameOf(claims: LaunchClaims) {
    const [row] = await db.select({ id: games.id, name: games.name, names: games.names, vendor: games.vendor, minBet: games.minBet }).from(games).where(eq(games.id, claims.gid));
    return row;
  }

  const fail = (reply: FastifyReply, status: number, error: string, extra: Record<string, unknown> = {}) => reply.code(status).send({ ok: false, error, ...extra });

  registerKitFonts(app, DEMO_FONTS_PATH);
  app.get('/games/demo/static/demo.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(DEMO_SCRIPT));
  app.get('/games/demo/static/demo.css', async (_request, reply) => reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(DEMO_STYLE));

  app.get<{ Params: { kind: string }; Querystring: { t?: string; lang?: string } }>('/games/demo/:kind', async (request, reply) => {
    const kind = request.params.kind;
    const claims = verifyLaunchToken(secret, request.query.t, now());
    const lang = (request.query.lang ?? claims?.lang ?? 'EN').toUpperCase();
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    if (!['slot', 'baccarat', 'fish'].includes(kind)) return reply.code(404).type('text/html; charset=utf-8').send(errorPage(lang, 'notFound'));
    if (!claims || claims.d !== kind) return reply.code(401).type('text/html; charset=utf-8').send(errorPage(lang, 'expired'));
    const game = await gameOf(claims);
    if (!game) return reply.code(404).type('text/html; charset=utf-8').send(errorPage(lang, 'notFound'));
    return reply.type('text/html; charset=utf-8').send(demoPage(kind as 'slot' | 'baccarat' | 'fish', lang, { gameName: localName(game, lang), vendor: game.vendor, trial: claims.trial }));
  });

  app.post('/games/demo/api/session', async (request, reply) => {
    const parsed = playSchema.safeParse(request.body);
    const claims = parsed.success ? verifyLaunchToken(secret, parsed.data.t, now()) : null;
    if (!claims) return fail(reply, 401, 'session_expired');
    const game = await gameOf(claims);
    const balance = claims.trial ? await shared.trialBalance(claims.n, TRIAL) : (await wallet('balance', { token: parsed.data?.t })).balance;
    const levels = BET_LEVELS.filter((b) => b >= (game?.minBet ?? 1));
    return { ok: true, kind: claims.d, trial: claims.trial, balance, betLevels: levels.length ? levels : [game?.minBet ?? 100], spinIntervalMs: SPIN_INTERVAL_MS, fish: FISH };
  });

  app.post<{ Params: { kind: string } }>('/games/demo/api/:kind/play', async (request, reply) => {
    const parsed = playSchema.safeParse(request.body);
    if (!parsed.success) return fail(reply, 400, 'invalid_request');
    const input = parsed.data;
    const claims = verifyLaunchToken(secret, input.t, now());
    if (!claims) return fail(reply, 401, 'session_expired');
    if (claims.d !== request.params.kind) return fail(reply, 400, 'invalid_request');
    const game = await gameOf(claims);
    if (!game) return fail(reply, 404, 'not_found');

    // The stake and the outcome, decided here, on the server.
    let stake: number;
    let payout: number;
    let result: Record<string, unknown>;
    if (claims.d === 'slot') {
      if (!input.bet || input.bet < game.minBet) return fail(reply, 400, 'invalid_bet');
      const key = claims.trial ? `t:${claims.n}` : `m:${claims.mid}:${claims.gid}`;
      const claim = await shared.claimSpin(key, SPIN_INTERVAL_MS);
      if (!claim.ok) return fail(reply, 429, 'too_fast', { retryInMs: claim.retryInMs });
      stake = input.bet;
      const outcome = spin(stake, rtp, options?.random);
      payout = outcome.payout;
      result = { grid: outcome.grid, wins: outcome.wins };
    } else if (claims.d === 'baccarat') {
      const bets = input.bets ?? { player: 0, banker: 0, tie: 0 };
      stake = bets.player + bets.banker + bets.tie;
      if (stake <= 0 || stake < game.minBet) return fail(reply, 400, 'invalid_bet');
      const round = dealBaccarat(options?.random);
      payout = baccaratPayout(round, bets);
      result = { ...round, bets };
    } else {
      if (!input.bet || !input.fish || input.bet < game.minBet) return fail(reply, 400, 'invalid_bet');
      stake = input.bet;
      const shot = shoot(input.fish, stake, rtp, options?.random);
      payout = shot.payout;
      result = { fish: input.fish, ...shot };
    }

    if (claims.trial) {
      const played = await shared.playTrial(claims.n, TRIAL, stake, payout);
      if (!played.ok) return fail(reply, 409, 'insufficient_balance', { balance: played.balance });
      return { ok: true, trial: true, stake, payout, balance: played.balance, result };
    }

    const roundId = randomUUID();
    const bet = await wallet('bet', { token: input.t, txId: `B-${roundId}`, roundId, amount: stake, detail: { kind: claims.d } });
    if (!bet.ok) return fail(reply, bet.error === 'insufficient_balance' ? 409 : 502, bet.error ?? 'wallet_error', { balance: bet.balance });
    let settled = await wallet('settle', { token: input.t, txId: `S-${roundId}`, betTxId: `B-${roundId}`, amount: payout, detail: result });
    // A vendor retries a settlement that did not get through (the wallet answers a repeat with the first answer).
    if (!settled.ok && settled.error !== 'already_settled' && settled.error !== 'bet_cancelled') {
      settled = await wallet('settle', { token: input.t, txId: `S-${roundId}`, betTxId: `B-${roundId}`, amount: payout, detail: result });
    }
    // A real-money slot round feeds the jackpot, and may win it (the draw comes from the round's random source).
    if (claims.d === 'slot' && settled.ok) {
      const jackpot = await jackpotRound(db, { merchantId: claims.mc, memberId: claims.mid, roundId, stake, draw: (options?.random ?? Math.random)(), at: new Date(now()) });
      // The win goes to the main wallet: the balance shown grows with it when the game plays from the main wallet.
      const paidHere = jackpot.won && (await playWalletKind(db, claims.mc, claims.v)) === MAIN_WALLET;
      return { ok: true, trial: false, roundId, stake, payout, balance: settled.balance + (paidHere ? jackpot.amount : 0), result, jackpot: { won: jackpot.won, amount: jackpot.amount, pool: jackpot.pool } };
    }
    return { ok: true, trial: false, roundId, stake, payout, balance: settled.balance, result };
  });
}
