/**
 * One helper registers an endpoint of the contract by its key: method and path from the registry; merchant from the
 * `Merchant` header; the session from `Authorization` (the raw token, looked up by hash) for `token: true` calls;
 * sealed bodies opened for `encrypt: true` calls (an unsealed body is refused); the request validated with the
 * contract's schema; the answer wrapped in the envelope. Handlers return the `value` or throw `ApiFailure`.
 */
import {
  DEFAULT_LANGUAGE,
  endpoints,
  isFeatureEnabled,
  type Endpoint,
  type EndpointKey,
  type Endpoints,
  type FeatureCode,
} from '@croupier/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { PlatformContext } from '../context';
import { members, merchants, sessions } from '../db/schema';
import { OpenSealedError, openSealed } from '../sealing/openSealed';
import { countryOf, normalizeIp, systemStatusFor } from '../services/geo';
import { sha256 } from '../services/secrets';
import { ApiFailure, type ValidationIssue, validationFailure } from './failure';

export type Merchant = typeof merchants.$inferSelect;
export type Member = typeof members.$inferSelect;
export type Session = typeof sessions.$inferSelect;

export interface Auth {
  session: Session;
  member: Member;
  /** The raw token of this request. */
  token: string;
}

type InputOf<K extends EndpointKey> = Endpoints[K] extends { request: infer S extends z.ZodType } ? z.output<S> : undefined;
type ValueOf<K extends EndpointKey> = Endpoints[K] extends { response: infer S extends z.ZodType } ? z.input<S> : unknown;
type AuthOf<K extends EndpointKey> = Endpoints[K] extends { token: true } ? Auth : Auth | null;

export interface RouteContext<K extends EndpointKey> {
  input: InputOf<K>;
  merchant: Merchant;
  /** The session, for token calls (and on other calls when a valid token was sent anyway). */
  auth: AuthOf<K>;
  ip: string;
  language: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  /** Feature codes that must be enabled in the merchant's whitelabel tree. */
  features?: readonly FeatureCode[];
  /** Refuse while the site shows maintenance (1) or the region block (2) to this client. */
  openOnly?: boolean;
  /** Per-IP rate limit of the authentication calls. */
  authRateLimit?: boolean;
}

export interface RouteSettings {
  authRateLimit: { max: number; timeWindow: number };
  /** Check each answer against the contract's response schema (tests). */
  validateResponses: boolean;
}

/** Every route registered through `defineRoute`, by key (the registry test reads it). */
export const registeredKeys = new WeakMap<FastifyInstance, Set<EndpointKey>>();

function issuesOf(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map((p) => (typeof p === 'number' ? p : String(p))), message: issue.message }));
}

/** Query strings carry text: a field whose schema wants a number or boolean gets the parsed value. */
function coerceQuery(schema: z.ZodType, query: Record<string, unknown>): Record<string, unknown> {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape || typeof shape !== 'object') return query;
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(query)) {
    const fieldSchema = shape[key];
    if (!fieldSchema || typeof raw !== 'string' || fieldSchema.safeParse(raw).success) {
      out[key] = raw;
      continue;
    }
    try {
      out[key] = JSON.parse(raw) as unknown;
    } catch {
      out[key] = raw;
    }
  }
  return out;
}

/** No field of any call needs more than this many characters (the longest, feedback content, takes 2000). */
export const MAX_STRING_LENGTH = 2048;

function longStringPath(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return value.length > MAX_STRING_LENGTH ? path : null;
  if (depth > 8 || value === null || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value)) {
    const found = longStringPath(v, [...path, Array.isArray(value) ? Number(k) : k], depth + 1);
    if (found) return found;
  }
  return null;
}

function headerText(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
}

export async function loadMerchant(ctx: PlatformContext, code: string | undefined): Promise<Merchant> {
  const trimmed = code?.trim();
  if (!trimmed || trimmed.length > 64) throw new ApiFailure('unknown_merchant', 'unknown merchant code');
  const [merchant] = await ctx.db.select().from(merchants).where(eq(merchants.code, trimmed));
  if (!merchant) throw new ApiFailure('unknown_merchant', 'unknown merchant code');
  return merchant;
}

/** The session of a raw token for this merchant; throws the force-re-login codes. */
export async function authenticate(ctx: PlatformContext, merchant: Merchant, token: string | undefined): Promise<Auth> {
  if (!token || token.trim() === '') throw new ApiFailure('CUSTOMER_NOT_LOGIN', 'not logged in, please log in');
  if (token.length > 256) throw new ApiFailure('user.or.token.invalid', 'user or token invalid');
  const [row] = await ctx.db
    .select({ session: sessions, member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, sha256(token.trim())), eq(sessions.merchantId, merchant.id)));
  if (!row) throw new ApiFailure('user.or.token.invalid', 'user or token invalid');
  if (row.session.expiresAt.getTime() <= ctx.now()) throw new ApiFailure('login.not.session', 'the session has expired, log in again');
  return { ...row, token: token.trim() };
}

export async function clientStatus(ctx: PlatformContext, merchant: Merchant, ip: string) {
  const country = await countryOf(ctx.db, ip);
  return { country, systemStatus: systemStatusFor(merchant, ip, country) };
}

export function defineRoute<K extends EndpointKey>(
  app: FastifyInstance,
  ctx: PlatformContext,
  settings: RouteSettings,
  key: K,
  options: RouteOptions,
  handler: (route: RouteContext<K>) => Promise<ValueOf<K>>,
): void {
  const endpoint: Endpoint = endpoints[key];
  let keys = registeredKeys.get(app);
  if (!keys) registeredKeys.set(app, (keys = new Set()));
  keys.add(key);

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      endpointKey: key,
      ...(options.authRateLimit ? { rateLimit: settings.authRateLimit } : {}),
    },
    handler: async (request, reply) => {
      const ip = normalizeIp(request.ip);
      const merchant = await loadMerchant(ctx, headerText(request, 'Merchant'));
      const languageHeader = headerText(request, 'Language')?.trim().toUpperCase();
      const language = languageHeader && /^[A-Z]{2}(?:-[A-Z]{2})?$/.test(languageHeader) ? languageHeader : DEFAULT_LANGUAGE;

      // ---- session ---------------------------------------------------------------------------------------------
      const token = headerText(request, 'Authorization');
      let auth: Auth | null = null;
      if (endpoint.token) auth = await authenticate(ctx, merchant, token);
      else if (token) auth = await authenticate(ctx, merchant, token).catch(() => null);

      // ---- body ------------------------------------------------------------------------------------------------
      const contentType = (request.headers['content-type'] ?? '').toLowerCase();
      if (contentType.startsWith('application/x-www-form-urlencoded') && !endpoint.form) {
        throw new ApiFailure('unsupported_media_type', 'this call takes JSON');
      }
      let raw: unknown;
      if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
        raw = request.query ?? {};
      } else if (endpoint.encrypt) {
        const header = headerText(request, 'Encryption');
        const body = request.body as { value?: unknown } | null | undefined;
        if (!header || typeof body !== 'object' || body === null || Array.isArray(body) || !('value' in body)) {
          throw new ApiFailure('payload_not_sealed', 'this call must be sent sealed (Encryption header and { value })');
        }
        if (typeof body.value !== 'string' || header.length > 4096 || body.value.length > 64 * 1024) {
          throw new ApiFailure('seal_invalid', 'the sealed payload could not be opened');
        }
        const keys = await ctx.keys.forMerchant(merchant.id);
        let plaintext: string;
        try {
          plaintext = openSealed(keys.privateKey, header, body.value);
        } catch (error) {
          if (error instanceof OpenSealedError) throw new ApiFailure('seal_invalid', `the sealed payload could not be opened (${error.code})`);
          throw error;
        }
        try {
          raw = JSON.parse(plaintext) as unknown;
        } catch {
          throw new ApiFailure('seal_invalid', 'the sealed payload is not JSON');
        }
      } else {
        raw = request.body ?? {};
      }

      const tooLong = longStringPath(raw);
      if (tooLong) throw validationFailure([{ path: tooLong, message: `at most ${MAX_STRING_LENGTH} characters` }], 'a field is too long');

      let input: unknown = undefined;
      if (endpoint.request) {
        const candidate = endpoint.method === 'GET' || endpoint.method === 'DELETE' ? coerceQuery(endpoint.request, raw as Record<string, unknown>) : raw;
        const parsed = endpoint.request.safeParse(candidate);
        if (!parsed.success) throw validationFailure(issuesOf(parsed.error), `invalid request for ${key}`);
        input = parsed.data;
      }

      // ---- merchant gates --------------------------------------------------------------------------------------
      for (const feature of options.features ?? []) {
        if (!isFeatureEnabled(merchant.features, feature)) throw new ApiFailure('feature_not_enabled', `feature ${feature} is not enabled`);
      }
      if (options.openOnly) {
        const { systemStatus } = await clientStatus(ctx, merchant, ip);
        if (systemStatus === 1) throw new ApiFailure('system_maintenance', 'system maintenance');
        if (systemStatus === 2) throw new ApiFailure('access_restricted', 'access restricted by IP or location');
      }

      const value = await handler({ input, merchant, auth, ip, language, request, reply } as RouteContext<K>);
      if (settings.validateResponses && endpoint.response) {
        const checked = endpoint.response.safeParse(value);
        if (!checked.success) throw new Error(`${key}: answer does not match the contract: ${JSON.stringify(checked.error.issues)}`);
      }
      return reply.send({ success: true, value: value ?? null });
    },
  });
}
