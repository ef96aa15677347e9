/**
 * Signed launch tokens: what the platform hands a game vendor in the launch URL, and what the vendor sends back with
 * every seamless-wallet call. `base64url(JSON payload).base64url(HMAC-SHA256)`, with an expiry. The demo vendor shares
 * the platform's secret (as a real vendor shares a per-vendor secret), and also signs its wallet calls with it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db';
import { keyValues } from '../db/schema';

export interface LaunchClaims {
  /** Member id; 0 for a trial launch without an account. */
  mid: number;
  /** Merchant id. */
  mc: number;
  /** Game id, vendor and the demo kind that plays it. */
  gid: number;
  v: string;
  d: string;
  lang: string;
  /** Play money, no wallet. */
  trial: boolean;
  /** Expiry, ms since the epoch. */
  exp: number;
  /** Nonce: the play session. */
  n: string;
}

export const LAUNCH_TOKEN_TTL_MS = 6 * 3_600_000;

const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url');
}

export function signLaunchToken(secret: string, claims: LaunchClaims): string {
  const body = b64(JSON.stringify(claims));
  return `${body}.${hmac(secret, body)}`;
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The claims of a genuine token, or null; `ignoreExpiry` for settlements that arrive after the session ended. */
export function verifyLaunchToken(secret: string, token: unknown, nowMs: number, options: { ignoreExpiry?: boolean } = {}): LaunchClaims | null {
  if (typeof token !== 'string' || token.length > 2048) return null;
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined || !safeEqual(mac, hmac(secret, body))) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LaunchClaims;
    if (typeof claims.exp !== 'number' || typeof claims.mid !== 'number' || typeof claims.gid !== 'number') return null;
    if (!options.ignoreExpiry && claims.exp <= nowMs) return null;
    return claims;
  } catch {
    return null;
  }
}

export const newNonce = (): string => randomBytes(12).toString('base64url');

/** The games secret: GAME_SECRET, else one generated on first start and kept in key_values. */
export async function loadGameSecret(db: Database, fromEnv = process.env.GAME_SECRET): Promise<string> {
  if (fromEnv && fromEnv.length >= 16) return fromEnv;
  const [row] = await db.select().from(keyValues).where(eq(keyValues.key, 'gameSecret'));
  const existing = (row?.value as { secret?: string } | undefined)?.secret;
  if (existing) return existing;
  const secret = randomBytes(32).toString('base64url');
  await db.insert(keyValues).values({ key: 'gameSecret', value: { secret }, updatedAt: new Date() }).onConflictDoNothing();
  const [again] = await db.select().from(keyValues).where(eq(keyValues.key, 'gameSecret'));
  return (again?.value as { secret?: string } | undefined)?.secret ?? secret;
}
