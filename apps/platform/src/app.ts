/** The platform's HTTP app: the contract's API, OpenAPI and its reference page, health, and the built site on the same origin. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorCodeForStatus, errorTable } from '@croupier/contract';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { PlatformContext } from './context';
import type { DatabaseHandle } from './db';
import { merchants } from './db/schema';
import { ApiFailure, failureBody } from './http/failure';
import { registeredKeys, type RouteSettings } from './http/route';
import { buildOpenApi } from './openapi';
import { registerAccountRoutes } from './routes/account';
import { registerAvatarAssets, registerMemberRoutes } from './routes/member';
import { registerSessionRoutes } from './routes/session';
import { registerSystemRoutes } from './routes/system';
import { registerGameRoutes } from './routes/games';
import { registerNoticeRoutes } from './routes/notices';
import { registerWalletRoutes } from './routes/wallet';
import { registerWinnerRoutes } from './routes/winners';
import { registerArtRoutes } from './games/art';
import { registerDemoVendor, type DemoVendorOptions } from './games/demoVendor';
import { loadGameSecret } from './games/launchToken';
import { registerSeamlessRoutes, seamlessWallet } from './games/seamless';
import { KeyStore } from './sealing/keys';
import { outboxMail, outboxSms, type MailProvider, type SmsProvider } from './services/messaging';
import { captchaText } from './services/captcha';
import { builtInSlider, type SliderProvider } from './services/slider';

export interface AppOptions {
  database: DatabaseHandle;
  siteDir?: string | undefined;
  logger?: boolean;
  /** Clock in ms (tests move it). */
  now?: () => number;
  /** PKCS#8 PEM shared by every merchant; otherwise each merchant's pair is generated and stored on first use. */
  sealPrivateKey?: string | undefined;
  /** Per-IP limit of the authentication calls (default 30 per minute). */
  authRateLimit?: { max: number; timeWindow: number };
  /** Check every answer against the contract's response schema (on in tests). */
  validateResponses?: boolean;
  /** Request body limit in bytes (default 64 KiB). */
  bodyLimit?: number;
  sms?: SmsProvider;
  mail?: MailProvider;
  slider?: SliderProvider;
  captchaText?: () => string;
  /** Secret of launch tokens and of the demo vendor's wallet calls (default: GAME_SECRET, else generated and stored). */
  gameSecret?: string;
  /** The demo games' RTP and random source (tests). */
  demoGames?: DemoVendorOptions;
}

export interface ServedRoute {
  method: string;
  url: string;
  endpointKey: string | undefined;
}

export type PlatformApp = FastifyInstance & { platform: PlatformContext; servedRoutes: ServedRoute[] };

/** Written by the site's build (apps/site/scripts/prerender.mjs): /index for a first-time visitor. */
const PRERENDERED_PAGE = 'index.prerendered.html';

const apiPrefixes = ['/wps/', '/lgw/', '/healthz', '/docs', '/avatars/', '/art/', '/games/', '/seamless/'];

export async function buildApp(options: AppOptions): Promise<PlatformApp> {
  const { database, siteDir, logger = false } = options;
  const now = options.now ?? Date.now;
  const ctx: PlatformContext = {
    db: database.db,
    engine: database.engine,
    now,
    keys: new KeyStore(database.db, options.sealPrivateKey ?? process.env.SEAL_PRIVATE_KEY),
    sms: options.sms ?? outboxSms(database.db, now),
    mail: options.mail ?? outboxMail(database.db, now),
    slider: options.slider ?? builtInSlider(),
    captchaText: options.captchaText ?? captchaText,
  };
  const settings: RouteSettings = {
    authRateLimit: options.authRateLimit ?? { max: 30, timeWindow: 60_000 },
    validateResponses: options.validateResponses ?? false,
  };

  const app = Fastify({ logger, bodyLimit: options.bodyLimit ?? 64 * 1024, trustProxy: process.env.TRUST_PROXY === '1' }) as unknown as PlatformApp;
  app.decorate('platform', ctx);
  const servedRoutes: ServedRoute[] = [];
  app.decorate('servedRoutes', servedRoutes);
  app.addHook('onRoute', (route) => {
    const endpointKey = (route.config as { endpointKey?: string } | undefined)?.endpointKey;
    for (const method of [route.method].flat()) servedRoutes.push({ method, url: route.url, endpointKey });
  });

  // Seal keys exist before the first request, so opening a garbled seal never writes anything.
  for (const merchant of await ctx.db.select({ id: merchants.id }).from(merchants)) await ctx.keys.forMerchant(merchant.id);

  // The site's prerendered landing page (its build writes it beside index.html) and the inline script it starts
  // with: allowed by its hash, nothing else inline.
  const prerendered = siteDir === undefined ? null : join(siteDir, PRERENDERED_PAGE);
  const inlineScriptHashes = prerendered && existsSync(prerendered) ? [...readFileSync(prerendered, 'utf8').matchAll(/data-csp-hash="(sha256-[A-Za-z0-9+/=]+)"/g)].map((m) => `'${m[1]}'`) : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes],
        // styled-components injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Games run in iframes served by vendors (and by this platform's demo games).
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: `too many requests, retry in ${Math.ceil(context.ttl / 1000)} s`,
    }),
  });

  // JSON and form bodies only (form for forgot-password-by-e-mail); anything else is 415.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const params = new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'));
    const out: Record<string, string> = {};
    for (const [k, v] of params) out[k] = v;
    done(null, out);
  });

  app.setErrorHandler((error: FastifyError | ApiFailure | { statusCode?: number; code?: string; message?: string }, request, reply) => {
    if (error instanceof ApiFailure) return reply.code(error.status).send(failureBody(error.code, error.message, error.value));
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) return reply.code(429).send(failureBody('TOO_MANY_REQUESTS', error.message ?? 'too many requests'));
    if (status >= 400 && status < 500) {
      const code = errorCodeForStatus(status);
      const safe = code === 'CUSTOMER_NOT_LOGIN' ? 'bad_request' : code;
      return reply.code(errorTable[safe].status ?? status).send(failureBody(safe, error.message ?? 'bad request'));
    }
    request.log.error(error);
    return reply.code(500).send(failureBody('internal_error', 'system error'));
  });

  app.get('/healthz', async (_request, reply) => {
    const ok = await database.ping().catch(() => false);
    return reply.code(ok ? 200 : 503).send({ success: ok, value: { database: database.engine, ok } });
  });

  registerSystemRoutes(app, ctx, settings);
  registerSessionRoutes(app, ctx, settings);
  registerAccountRoutes(app, ctx, settings);
  registerMemberRoutes(app, ctx, settings);
  registerAvatarAssets(app);
  registerNoticeRoutes(app, ctx, settings);
  registerWalletRoutes(app, ctx, settings);
  const gameSecret = options.gameSecret ?? (await loadGameSecret(database.db));
  registerGameRoutes(app, ctx, settings, gameSecret);
  registerWinnerRoutes(app, ctx, settings);
  registerArtRoutes(app, ctx.db);
  registerSeamlessRoutes(app, seamlessWallet(ctx.db, now), gameSecret, now);
  registerDemoVendor(app, ctx.db, gameSecret, now, options.demoGames);

  // OpenAPI from the contract, and the reference page (Swagger UI, assets served locally).
  const document = buildOpenApi(registeredKeys.get(app) ?? new Set());
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: false, uiConfig: { docExpansion: 'list', deepLinking: true } });
  app.get('/docs/openapi.json', async () => document);

  const hasSite = siteDir !== undefined && existsSync(join(siteDir, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: siteDir,
      index: false,
      wildcard: false,
      cacheControl: false,
      decorateReply: true,
      // The site build writes .br and .gz beside each asset; the best one the browser accepts is sent.
      preCompressed: true,
      // Hashed build output can be cached for a year; everything else is revalidated.
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes(`${join('/', 'assets', '/')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = apiPrefixes.some((p) => path.startsWith(p));
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html');
    // History-mode routing: every other GET for a page answers with the app, which renders the route.
    if (hasSite && request.method === 'GET' && !isApi && !looksLikeFile) {
      reply.header('cache-control', 'no-cache');
      // The landing page is prerendered (painted before the app's JavaScript arrives); the rest is the app's shell.
      const file = inlineScriptHashes.length > 0 && (path === '/' || path === '/index') ? PRERENDERED_PAGE : 'index.html';
      return reply.type('text/html; charset=utf-8').sendFile(file);
    }
    return reply.code(404).send({ success: false, code: 'not_found', message: `No route for ${request.method} ${path}` });
  });

  return app;
}
