/**
 * One helper registers an endpoint of the contract by its key: method and path from the registry; merchant from the
 * `Merchant` header; the session from `Authorization` (the raw token, looked up by hash) for `token: true` calls;
 * sealed bodies opened for `encrypt: true` calls (an unsealed body is refused); the request validated with the
 * contract's schema; the answer wrapped in the envelope. Handlers return the `value` or throw `ApiFailure`.
 * Multipart calls (`multipart: { files }`) are gated (features) before their body is read, then get their text fields
 * validated like a body and their files read into memory within the call's limits (http/multipart.ts, `files`); what
 * the files hold is the handler's to check.
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
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { PlatformContext } from '../context';
import { merchants, type Merchant } from '../db/schema';
import { openSealedRequest } from '../sealing/sealedRequest';
import { VersionedCache, versionsOf } from '../services/cacheVersions';
import { normalizeIp } from '../services/geo';
import { clientStatus } from '../services/system';
import { authenticate, type SessionAuth } from '../services/session';
import { ApiFailure, type ValidationIssue, validationFailure } from '../failure';
import type { UploadedFile } from '../services/uploads';
import { assertSafeInput } from './inputGuard';
import { readMultipart } from './multipart';

export type { Member, Merchant, Session } from '../db/schema';

/** The session of a request: looked up, checked for expiry and inactivity, its activity recorded (services/session). */
export type Auth = SessionAuth;
export { authenticate };

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
  /** The files of a `multipart` call (empty for every other call). */
  files: UploadedFile[];
  /** The path parameter of a `pathParam` route (decoded). */
  params: Record<string, string | undefined>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  /** Feature codes that must be enabled in the merchant's whitelabel tree. */
  features?: readonly FeatureCode[];
  /** Feature codes that must not be (e.g. CREDITMAR3, the credit market, hides deposit and withdraw). */
  featuresOff?: readonly FeatureCode[];
  /** Refuse while the site shows maintenance (1) or the region block (2) to this client. */
  openOnly?: boolean;
  /** Per-IP rate limit of the authentication calls. */
  authRateLimit?: boolean;
  /**
   * The name of a path parameter appended to the registry's path (calls whose path ends with `/` and takes a suffix,
   * e.g. `/lgw/draw/code/<gameCode>`): the handler reads it in `params`; an empty or over-long one is refused.
   */
  pathParam?: string;
}

export interface RouteSettings {
  authRateLimit: { max: number; timeWindow: number };
  /** Check each answer against the contract's response schema (tests). */
  validateResponses: boolean;
}

/** Every route registered through `defineRoute`, by key (the registry test reads it). */
export const registeredKeys = new WeakMap<FastifyInstance, Set<EndpointKey>>();
/** The path parameter's name of each route registered with one (`lotteryDrawByCode` → `gameCode`), for the OpenAPI document. */
export const registeredPathParams = new WeakMap<FastifyInstance, Map<EndpointKey, string>>();

/**
 * The paths of the fields of `sent` that parsing dropped (`parsed` is the schema's output for it): a strict object's
 * unknown keys. Loose objects and records keep theirs, so only undeclared fields are reported.
 */
export function strayKeys(sent: unknown, parsed: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) return sent.flatMap((item, i) => strayKeys(item, parsed[i], `${path}[${i}]`));
  const isPlain = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
  if (!isPlain(sent) || !isPlain(parsed)) return [];
  return Object.entries(sent).flatMap(([k, v]) => {
    const at = path ? `${path}.${k}` : k;
    if (v === undefined) return [];
    return k in parsed ? strayKeys(v, parsed[k], at) : [at];
  });
}

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

function headerText(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/** Every column but the key pair (2 of its 4.6 KB; the sealing key store reads the pair itself). */
const { rsaPublicKey: _pub, rsaPrivateKey: _priv, ...merchantColumns } = getTableColumns(merchants);
const merchantQueries = new WeakMap<PlatformContext['db'], ReturnType<typeof prepareMerchantQuery>>();
const prepareMerchantQuery = (db: PlatformContext['db']) => db.select(merchantColumns).from(merchants).where(eq(merchants.code, sql.placeholder('code'))).prepare('merchant_by_code');
const merchantCaches = new WeakMap<PlatformContext['db'], VersionedCache<string, Merchant>>();

/**
 * The merchant of a call, cached per instance while the merchants' version is unchanged (services/cacheVersions.ts:
 * each call reads the versions first, so a status, flag or region change by any instance or the operator CLI applies
 * from the next call on). The cached row leaves the key pair out.
 */
export async function loadMerchant(ctx: PlatformContext, code: string | undefined): Promise<Merchant> {
  const trimmed = code?.trim();
  if (!trimmed || trimmed.length > 64) throw new ApiFailure('unknown_merchant', 'unknown merchant code');
  const versions = versionsOf(ctx.db);
  await versions.fresh();
  let cache = merchantCaches.get(ctx.db);
  if (!cache) merchantCaches.set(ctx.db, (cache = new VersionedCache(64)));
  const version = versions.get('merchants');
  const hit = cache.get(trimmed, version);
  if (hit) return hit;
  let query = merchantQueries.get(ctx.db);
  if (!query) merchantQueries.set(ctx.db, (query = prepareMerchantQuery(ctx.db)));
  const [row] = await query.execute({ code: trimmed });
  // Unknown codes are not cached: a client sending random codes must not fill the cache.
  if (!row) throw new ApiFailure('unknown_merchant', 'unknown merchant code');
  // Frozen: every call of this instance shares the object, so a handler that changed it would change them all.
  return cache.set(trimmed, version, deepFreeze({ ...row, rsaPublicKey: null, rsaPrivateKey: null }));
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
  if (options.pathParam) {
    let params = registeredPathParams.get(app);
    if (!params) registeredPathParams.set(app, (params = new Map()));
    params.set(key, options.pathParam);
  }

  app.route({
    method: endpoint.method,
    url: options.pathParam ? `${endpoint.path}:${options.pathParam}` : endpoint.path,
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
      const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
      if (hasBody && contentType.startsWith('multipart/') !== Boolean(endpoint.multipart)) {
        throw new ApiFailure('unsupported_media_type', endpoint.multipart ? 'this call takes multipart/form-data' : 'this call takes JSON');
      }
      const checkFeatures = () => {
        for (const feature of options.features ?? []) {
          if (!isFeatureEnabled(merchant.features, feature)) throw new ApiFailure('feature_not_enabled', `feature ${feature} is not enabled`);
        }
        for (const feature of options.featuresOff ?? []) {
          if (isFeatureEnabled(merchant.features, feature)) throw new ApiFailure('feature_not_enabled', `not available with ${feature}`);
        }
      };
      let raw: unknown;
      let files: UploadedFile[] = [];
      if (!hasBody) {
        raw = request.query ?? {};
      } else if (endpoint.multipart) {
        // Uploads are gated before megabytes are read.
        checkFeatures();
        ({ fields: raw, files } = await readMultipart(request, endpoint.multipart.files));
      } else if (endpoint.encrypt) {
        raw = await openSealedRequest(ctx, merchant.id, headerText(request, 'Encryption'), request.body);
      } else {
        raw = request.body ?? {};
      }

      let input: unknown = undefined;
      if (endpoint.request) {
        // Query strings and multipart fields are text: numbers and booleans arrive as their text.
        const candidate = !hasBody || endpoint.multipart ? coerceQuery(endpoint.request, raw as Record<string, unknown>) : raw;
        // The hook saw the sealed envelope and the query's text only: what was opened or parsed passes the same guard.
        assertSafeInput(candidate);
        const parsed = endpoint.request.safeParse(candidate);
        if (!parsed.success) throw validationFailure(issuesOf(parsed.error), `invalid request for ${key}`);
        input = parsed.data;
      }

      // ---- merchant gates --------------------------------------------------------------------------------------
      if (!endpoint.multipart) checkFeatures();
      if (options.openOnly) {
        const { systemStatus } = await clientStatus(ctx, merchant, ip);
        if (systemStatus === 1) throw new ApiFailure('system_maintenance', 'system maintenance');
        if (systemStatus === 2) throw new ApiFailure('access_restricted', 'access restricted by IP or location');
      }

      const params: Record<string, string | undefined> = {};
      if (options.pathParam) {
        const raw = (request.params as Record<string, unknown> | undefined)?.[options.pathParam];
        const text = typeof raw === 'string' ? raw.trim() : '';
        if (!text || text.length > 64) throw validationFailure([{ path: [options.pathParam], message: '1 to 64 characters' }], `invalid path for ${key}`);
        assertSafeInput(text);
        params[options.pathParam] = text;
      }

      const value = await handler({ input, merchant, auth, ip, language, files, params, request, reply } as RouteContext<K>);
      if (settings.validateResponses && endpoint.response) {
        const checked = endpoint.response.safeParse(value);
        if (!checked.success) throw new Error(`${key}: answer does not match the contract: ${JSON.stringify(checked.error.issues)}`);
        // A zod object strips keys it does not know, so safeParse alone lets an extra field through; the OpenAPI
        // document (additionalProperties: false) forbids it, and a client never sees it typed.
        const stray = strayKeys(value, checked.data);
        if (stray.length) throw new Error(`${key}: answer has fields the contract does not declare: ${stray.join(', ')}`);
      }
      return reply.send({ success: true, value: value ?? null });
    },
  });
}
