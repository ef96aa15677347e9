/** The platform's HTTP app: the contract's API, OpenAPI and its reference page, health, and the built site on the same origin. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorCodeForStatus, errorTable } from '@croupier/contract';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { PlatformContext } from './context';
import type { DatabaseHandle } from './db';
import { merchants } from './db/schema';
import { ApiFailure, failureBody } from './failure';
import { registerInputGuard } from './http/inputGuard';
import { registeredKeys, registeredPathParams, type RouteSettings } from './http/route';
import { buildOpenApi } from './openapi';
import { registerAccountRoutes } from './routes/account';
import { registerAvatarAssets, registerMemberRoutes } from './routes/member';
import { registerInboxRoutes } from './routes/inbox';
import { registerChatRoutes } from './routes/chat';
import { registerSecurityRoutes } from './routes/security';
import { registerRecordRoutes } from './routes/records';
import { registerAgentRoutes } from './routes/agent';
import { registerPromotionRoutes } from './routes/promotions';
import { registerMissionRoutes } from './routes/missions';
import { registerRebateRoutes } from './routes/rebate';
import { registerReferralRoutes } from './routes/referral';
import { registerDepositRoutes } from './routes/deposits';
import { registerSessionRoutes } from './routes/session';
import { registerSystemRoutes } from './routes/system';
import { registerGameRoutes } from './routes/games';
import { registerNoticeRoutes } from './routes/notices';
import { registerWalletRoutes } from './routes/wallet';
import { registerWithdrawalRoutes } from './routes/withdrawals';
import { registerWinnerRoutes } from './routes/winners';
import { registerVipRoutes } from './routes/vip';
import { registerPointRoutes } from './routes/points';
import { registerEngagementRoutes } from './routes/engagement';
import { registerPointJobs } from './services/points';
import { registerVipJobs } from './services/vip';
import { registerArtRoutes } from './games/art';
import { registerDemoVendor, type DemoVendorOptions } from './games/demoVendor';
import { launchHosts } from './games/catalogue';
import { loadGameSecret } from './games/launchToken';
import { registerSeamlessRoutes, seamlessWallet } from './games/seamless';
import { KeyStore } from './sealing/keys';
import { outboxMail, outboxSms, type MailProvider, type SmsProvider } from './services/messaging';
import { captchaText } from './services/captcha';
import { builtInSlider, type SliderProvider } from './services/slider';
import { sharedState } from './services/sharedState';
import { registerChores } from './jobs/chores';
import { registerLotteryRoutes } from './routes/lottery';
import { registerLotteryJobs } from './services/lottery';
import { registerContractJobs } from './services/agentContracts';
import { registerWithdrawalJobs } from './services/withdrawals';
import { registerDepositJobs } from './services/deposits';
import { registerPromotionJobs } from './services/promotions';
import { registerReferralJobs } from './services/referral';
import { fetchTransport, SANDBOX, sandboxGateway, sandboxProvider, type HttpTransport } from './services/payments/sandbox';
import type { PaymentProvider } from './services/payments/provider';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './jobs/queue';
import { inProcessFetch, pageEncoding, sitePages, type RenderSitePage } from './sitePages';

export interface AppOptions {
  database: DatabaseHandle;
  siteDir?: string | undefined;
  /**
   * The site's renderer (sitePages.ts `loadSiteRenderer`, from the same build as `siteDir`): the lobby's hall pages are
   * then rendered with their first games when asked for. Without it they are the build's pages.
   */
  renderSitePage?: RenderSitePage | undefined;
  logger?: boolean;
  /** Clock in ms (tests move it). */
  now?: () => number;
  /** PKCS#8 PEM shared by every merchant; otherwise each merchant's pair is generated and stored on first use. */
  sealPrivateKey?: string | undefined;
  /** Per-IP limit of the authentication calls (default 30 per minute). */
  authRateLimit?: { max: number; timeWindow: number };
  /**
   * Redis (from `connectRedis`, REDIS_URL) for the state every instance shares: rate limits, spin timers, trial money.
   * Without it that state lives in the database. The caller closes the client.
   */
  redis?: Redis | undefined;
  /** Prefix of this app's Redis keys (default `croupier:`). */
  redisKeyPrefix?: string;
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
  /**
   * Origin the demo games are served from (`app.games` listens there): the base of every demo `game_url`, and the one
   * the site may frame. Default http://127.0.0.1:8081 (`pnpm start`'s, next to the site on 8080).
   */
  gamesOrigin?: string;
  /** Origins the site is opened at: the pages that may frame a demo game. Default http://localhost:8080 and http://127.0.0.1:8080. */
  siteOrigins?: readonly string[];
  /**
   * Work the scheduled jobs on this instance (jobs/queue.ts) once it listens: default on, off with JOBS=off or `false`
   * (tests; another instance, or the next start, then runs what is due). `app.jobs` can enqueue either way.
   */
  jobs?: boolean | JobQueueOptions;
  /** Seconds between two runs of the contract settlement job (services/agentContracts.ts). Default 60. */
  contractSettleSeconds?: number;
  /**
   * The platform's own public origin (`PUBLIC_ORIGIN`): the base of the payment providers' pay URLs and where the sandbox
   * gateway sends its callbacks. Default http://127.0.0.1:8080.
   */
  publicOrigin?: string;
  /** How the sandbox gateway reaches the platform (default fetch; tests inject into the app). */
  paymentTransport?: HttpTransport;
}

export interface ServedRoute {
  method: string;
  url: string;
  endpointKey: string | undefined;
  /** Served by the games origin (`app.games`) rather than the site's. */
  origin?: 'games';
}

/** `games` is the demo games' own server (pages, script, style, their API): it listens on the games origin, apart from the site. */
export type PlatformApp = FastifyInstance & { platform: PlatformContext; servedRoutes: ServedRoute[]; games: FastifyInstance; jobs: JobQueue };

/**
 * Powerful features nobody on the site uses are off for the site and every frame in it; fullscreen stays for the site
 * and the game hosts, so the frame's fullscreen button and a game's own one work.
 */
const DENIED_FEATURES = [
  'accelerometer', 'autoplay', 'camera', 'display-capture', 'encrypted-media', 'geolocation', 'gyroscope', 'hid', 'idle-detection', 'magnetometer',
  'microphone', 'midi', 'payment', 'publickey-credentials-get', 'screen-wake-lock', 'serial', 'usb', 'xr-spatial-tracking',
];
export function permissionsPolicy(fullscreenOrigins: readonly string[]): string {
  return [...DENIED_FEATURES.map((feature) => `${feature}=()`), `fullscreen=(${['self', ...fullscreenOrigins.map((o) => `"${o}"`)].join(' ')})`].join(', ');
}

/**
 * Written by the site's build (apps/site/scripts/prerender.mjs): `<name>.prerendered.html`, the page `/<name>` for a
 * first-time visitor (/index, and the lobby's hall pages: /rng, /blockchain, the vendor pages).
 */
const PRERENDERED_SUFFIX = '.prerendered.html';

/** The prerendered pages in `siteDir` by the path they answer (`/` is /index's). */
function prerenderedPages(siteDir: string | undefined): Map<string, string> {
  const pages = new Map<string, string>();
  if (siteDir === undefined || !existsSync(siteDir)) return pages;
  for (const name of readdirSync(siteDir)) {
    if (!name.endsWith(PRERENDERED_SUFFIX)) continue;
    const path = `/${name.slice(0, -PRERENDERED_SUFFIX.length)}`;
    pages.set(path, name);
    if (path === '/index') pages.set('/', name);
  }
  return pages;
}

const apiPrefixes = ['/wps/', '/lgw/', '/healthz', '/docs', '/avatars/', '/art/', '/games/', '/seamless/', '/sandbox/'];

/** One JSON line on stderr for an unexpected failure, in the shape of the request log's lines (pino's). */
function logServerError(request: FastifyRequest, error: unknown): void {
  const err = error instanceof Error ? { type: error.name, message: error.message, stack: error.stack } : { type: typeof error, message: String(error) };
  const line = { level: 50, time: Date.now(), pid: process.pid, reqId: request.id, req: { method: request.method, url: request.url }, err, msg: 'request failed' };
  process.stderr.write(`${JSON.stringify(line)}\n`);
}

export async function buildApp(options: AppOptions): Promise<PlatformApp> {
  const { database, siteDir, logger = false } = options;
  const now = options.now ?? Date.now;
  const gamesOrigin = new URL(options.gamesOrigin ?? 'http://127.0.0.1:8081').origin;
  const siteOrigins = (options.siteOrigins ?? ['http://localhost:8080', 'http://127.0.0.1:8080']).map((o) => new URL(o).origin);
  const publicOrigin = new URL(options.publicOrigin ?? 'http://127.0.0.1:8080').origin;
  const ctx: PlatformContext = {
    db: database.db,
    engine: database.engine,
    now,
    keys: new KeyStore(database.db, options.sealPrivateKey ?? process.env.SEAL_PRIVATE_KEY),
    sms: options.sms ?? outboxSms(database.db, now),
    mail: options.mail ?? outboxMail(database.db, now),
    slider: options.slider ?? builtInSlider(),
    captchaText: options.captchaText ?? captchaText,
    gamesOrigin,
  };
  const settings: RouteSettings = {
    authRateLimit: options.authRateLimit ?? { max: 30, timeWindow: 60_000 },
    validateResponses: options.validateResponses ?? false,
  };

  const app = Fastify({ logger, bodyLimit: options.bodyLimit ?? 64 * 1024, trustProxy: process.env.TRUST_PROXY === '1' }) as unknown as PlatformApp;
  const games = Fastify({ logger, bodyLimit: 16 * 1024, trustProxy: process.env.TRUST_PROXY === '1' });
  app.decorate('games', games);
  app.addHook('onClose', async () => games.close());
  app.decorate('platform', ctx);
  const servedRoutes: ServedRoute[] = [];
  app.decorate('servedRoutes', servedRoutes);
  app.addHook('onRoute', (route) => {
    const endpointKey = (route.config as { endpointKey?: string } | undefined)?.endpointKey;
    for (const method of [route.method].flat()) servedRoutes.push({ method, url: route.url, endpointKey });
  });
  games.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) servedRoutes.push({ method, url: route.url, endpointKey: undefined, origin: 'games' });
  });

  // Seal keys exist before the first request, so opening a garbled seal never writes anything.
  const merchantRows = await ctx.db.select({ id: merchants.id, launchCdns: merchants.launchCdns }).from(merchants);
  for (const merchant of merchantRows) await ctx.keys.forMerchant(merchant.id);
  // The site's pages carry no merchant (the Merchant header comes with the API calls their script makes), so their
  // frame-src is every merchant's launch hosts at start, not one merchant's per request. A merchant's new launch CDN
  // is framed after a restart; a host is never framed before it is someone's.
  const gameHosts = [...new Set(merchantRows.flatMap((m) => launchHosts(m.launchCdns, gamesOrigin)).concat(gamesOrigin))];

  // The site's prerendered pages (its build writes them beside index.html) and the inline script each starts with:
  // allowed by its hash, nothing else inline.
  const prerendered = prerenderedPages(siteDir);
  const inlineScriptHashes = [
    ...new Set(
      [...new Set(prerendered.values())].flatMap((name) =>
        [...readFileSync(join(siteDir!, name), 'utf8').matchAll(/data-csp-hash="(sha256-[A-Za-z0-9+/=]+)"/g)].map((m) => `'${m[1]}'`),
      ),
    ),
  ];
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
        // Games run in iframes from the merchants' launch CDNs and this platform's games origin, nowhere else.
        frameSrc: gameHosts,
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const shared = sharedState({ db: database.db, now, redis: options.redis, keyPrefix: options.redisKeyPrefix });
  app.addHook('onClose', async () => shared.close());
  const jobsOption = options.jobs ?? process.env.JOBS !== 'off';
  const jobs = createJobQueue(database, typeof jobsOption === 'object' ? jobsOption : {});
  app.decorate('jobs', jobs);
  registerChores(jobs, database.db, shared, now);
  registerWithdrawalJobs(jobs, database.db, now);
  registerDepositJobs(jobs, database.db, now);
  registerPromotionJobs(jobs, database.db, now);
  registerReferralJobs(jobs, database.db, now);
  registerVipJobs(jobs, database.db, now);
  registerPointJobs(jobs, database.db);
  registerLotteryJobs(jobs, database.db, now);
  registerContractJobs(jobs, database.db, now, options.contractSettleSeconds);
  // Worked from listen to close; an app that is only injected into (tests) enqueues but runs nothing.
  // Fastify does not wait for onListen hooks, so a failure is reported here rather than lost.
  if (jobsOption !== false)
    app.addHook('onListen', (done) => {
      jobs.run().catch((error: unknown) => console.error(`jobs: could not start working scheduled jobs (${(error as Error).message})`));
      done();
    });
  app.addHook('onClose', async () => jobs.stop());
  const sitePermissions = permissionsPolicy(gameHosts);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', sitePermissions);
  });
  await app.register(rateLimit, {
    global: false,
    // Counted where every instance sees the same counts (Redis or the database), not in this process.
    store: shared.RateLimitStore,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: `too many requests, retry in ${Math.ceil(context.ttl / 1000)} s`,
    }),
  });

  // JSON and form bodies (form for forgot-password-by-e-mail), and multipart for the contract's multipart calls (each
  // reads its own parts within its limits: http/multipart.ts; other calls refuse it); anything else is 415.
  await app.register(multipart, { throwFileSizeLimit: true });
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const params = new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'));
    const out: Record<string, string> = {};
    for (const [k, v] of params) out[k] = v;
    done(null, out);
  });

  const answerError = (error: FastifyError | ApiFailure | { statusCode?: number; code?: string; message?: string }, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiFailure) return reply.code(error.status).send(failureBody(error.code, error.message, error.value));
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) return reply.code(429).send(failureBody('TOO_MANY_REQUESTS', error.message ?? 'too many requests'));
    if (status >= 400 && status < 500) {
      const code = errorCodeForStatus(status);
      const safe = code === 'CUSTOMER_NOT_LOGIN' ? 'bad_request' : code;
      return reply.code(errorTable[safe].status ?? status).send(failureBody(safe, error.message ?? 'bad request'));
    }
    // Logged whether or not request logging is on (LOG=1): a 500 is a defect to find, with the request it answered.
    if (logger) request.log.error({ err: error }, 'request failed');
    else logServerError(request, error);
    return reply.code(500).header('x-request-id', request.id).send(failureBody('internal_error', 'system error'));
  };
  app.setErrorHandler(answerError);
  games.setErrorHandler(answerError);
  // Before any route: every route's input passes it (NUL, lone surrogates, non-finite numbers, `__proto__` keys), the
  // games origin's too.
  registerInputGuard(app);
  registerInputGuard(games);

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
  registerInboxRoutes(app, ctx, settings);
  registerChatRoutes(app, ctx, settings);
  registerSecurityRoutes(app, ctx, settings);
  registerRecordRoutes(app, ctx, settings);
  registerAgentRoutes(app, ctx, settings);
  registerMissionRoutes(app, ctx, settings);
  registerReferralRoutes(app, ctx, settings);
  registerRebateRoutes(app, ctx, settings);
  registerWithdrawalRoutes(app, ctx, settings);
  registerPromotionRoutes(app, ctx, settings, jobs);
  const providers = new Map<string, PaymentProvider>([[SANDBOX, sandboxProvider({ db: database.db, publicOrigin, now })]]);
  await registerDepositRoutes(app, ctx, settings, {
    services: { db: database.db, now, providers, jobs, warn: (message) => console.warn(message) },
    gateway: sandboxGateway({ db: database.db, publicOrigin, transport: options.paymentTransport ?? fetchTransport, now }),
    siteOrigin: siteOrigins[0] ?? publicOrigin,
  });
  const gameSecret = options.gameSecret ?? (await loadGameSecret(database.db));
  registerGameRoutes(app, ctx, settings, gameSecret);
  registerWinnerRoutes(app, ctx, settings);
  registerVipRoutes(app, ctx, settings);
  registerPointRoutes(app, ctx, settings);
  registerEngagementRoutes(app, ctx, settings);
  registerLotteryRoutes(app, ctx, settings);
  registerArtRoutes(app, ctx.db);
  registerSeamlessRoutes(app, seamlessWallet(ctx.db, now), gameSecret, now);
  registerGamesOrigin(games, siteOrigins);
  registerDemoVendor(games, ctx.db, gameSecret, now, options.demoGames, shared, app);

  // OpenAPI from the contract, and the reference page (Swagger UI, assets served locally).
  const document = buildOpenApi(registeredKeys.get(app) ?? new Set(), registeredPathParams.get(app));
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

  const rendered =
    hasSite && options.renderSitePage
      ? sitePages({
          render: options.renderSitePage,
          siteDir: siteDir!,
          template: (file) => readFileSync(join(siteDir!, file), 'utf8'),
          fetch: inProcessFetch(app),
          now,
          onError: (path, error) => logServerError({ id: 'site-page', method: 'GET', url: path } as unknown as FastifyRequest, error),
        })
      : null;

  /** Paths whose page is rendered with its data: the hall pages (the landing page needs none). */
  const isRenderedPath = (path: string) => path !== '/' && path !== '/index' && prerendered.has(path);
  if (rendered) {
    let closing = false;
    app.addHook('onClose', async () => {
      closing = true;
    });
    // Rendered once the platform listens, so the first visitor of each finds it ready.
    app.addHook('onListen', async () => {
      void rendered.warm(
        [...prerendered].filter(([path]) => isRenderedPath(path)),
        () => closing,
      );
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = apiPrefixes.some((p) => path.startsWith(p));
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html');
    // History-mode routing: every other GET for a page answers with the app, which renders the route.
    if (hasSite && request.method === 'GET' && !isApi && !looksLikeFile) {
      reply.header('cache-control', 'no-cache');
      // The landing page and the lobby's hall pages are prerendered (painted before the app's JavaScript arrives); the
      // rest is the app's shell.
      const file = (inlineScriptHashes.length > 0 ? prerendered.get(path) : undefined) ?? 'index.html';
      // The hall pages with their first games (the landing page needs none; a query string may choose other ones).
      if (rendered && file !== 'index.html' && isRenderedPath(path) && !request.url.includes('?')) {
        const page = await rendered.get(path, file);
        if (page) {
          const encoding = pageEncoding(request);
          reply.header('vary', 'accept-encoding');
          if (encoding) reply.header('content-encoding', encoding);
          return reply.type('text/html; charset=utf-8').send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
        }
      }
      return reply.type('text/html; charset=utf-8').sendFile(file);
    }
    return reply.code(404).send({ success: false, code: 'not_found', message: `No route for ${request.method} ${path}` });
  });

  await games.ready();
  return app;
}

/**
 * The games origin serves the demo vendor and nothing else, with a policy of its own: its pages may be framed by the
 * site only, load their own script and style only, and call their own API only. (The site's policy does not apply
 * here: the game runs as its own origin.)
 */
function registerGamesOrigin(games: FastifyInstance, siteOrigins: readonly string[]): void {
  const policy = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    // The kit's faces, served by this origin (kitFonts.ts).
    "font-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    `frame-ancestors ${siteOrigins.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  const permissions = permissionsPolicy([]);
  games.addHook('onRequest', async (_request, reply) => {
    reply
      .header('content-security-policy', policy)
      .header('permissions-policy', permissions)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header('cross-origin-opener-policy', 'same-origin')
      .header('cross-origin-resource-policy', 'same-origin');
  });
  games.setNotFoundHandler(async (request, reply) => reply.code(404).send({ ok: false, error: 'not_found', path: request.url.split('?')[0] }));
}
