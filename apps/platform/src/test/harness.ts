/**
 * Integration-test harness: one platform per test file (PGlite `memory://`, loaded from a seeded image), and the same suite
 * against PostgreSQL when TEST_DATABASE_URL is set (a fresh `croupier_test_<random>` database copied from a seeded
 * template, dropped afterwards).
 * `call()` speaks the contract the way the data client does: registry paths, the conventions' headers, query / JSON /
 * form / sealed bodies.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { endpoints, type EndpointKey } from '@croupier/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp, type AppOptions, type PlatformApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db';
import { allTables, merchants } from '../db/schema';
import { seal } from '../sealing/sealForTests';
import { seed } from '../seed/seed';
import { createFromTemplate } from '../tempDatabase';

export type Engine = 'pglite' | 'postgres';

export interface CallOptions {
  token?: string | undefined;
  ip?: string;
  merchant?: string;
  language?: string;
  headers?: Record<string, string>;
  /** Send the body unsealed even on a sealed endpoint. */
  unsealed?: boolean;
  /** Files of a multipart call (its text fields are `input`'s). */
  files?: TestFile[];
  /** Appended (encoded) to the path, as the data client's `pathSuffix`. */
  pathSuffix?: string;
}

export interface TestFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body: text fields (numbers and booleans as their text), then the files. */
export function multipartBody(fields: Record<string, unknown>, files: readonly TestFile[]): { payload: Buffer; contentType: string } {
  const boundary = `----croupier-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`));
  }
  for (const file of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`));
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface CallResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field in the tests
  body: { success: boolean; value?: any; code?: string; message?: string };
}

export interface TestPlatform {
  engine: Engine;
  app: PlatformApp;
  database: DatabaseHandle;
  /** Current test time in ms; `advance` moves it. */
  now(): number;
  advance(ms: number): void;
  call(key: EndpointKey, input?: unknown, options?: CallOptions): Promise<CallResult>;
  publicKey(merchantCode?: string): Promise<string>;
  /** Total rows per table (to prove that a refused request wrote nothing). */
  rowCounts(): Promise<Record<string, number>>;
}

const TEST_URL = process.env.TEST_DATABASE_URL;
/** Time a platform has to open, migrate and seed (TEST_START_TIMEOUT_MS: more on a loaded machine). */
const START_TIMEOUT_MS = Number(process.env.TEST_START_TIMEOUT_MS ?? 120_000);

/** The seeded test time every platform starts at. */
const START_TIME = Date.UTC(2026, 10, 20, 9, 0, 0);
const IP_COUNTRY_FILE = process.env.IP_COUNTRY_FILE;

/**
 * What a seeded test database holds depends on the migrations and on the platform's code that seeds (and what it
 * imports): a hash of the migrations, the platform's and the contract's sources (not their tests) and the test time.
 */
let seededKey: string | undefined;
function seededDatabaseKey(): string {
  if (seededKey) return seededKey;
  const hash = createHash('sha256').update(`${START_TIME}|${IP_COUNTRY_FILE ?? ''}`);
  const platformRoot = resolve(import.meta.dirname, '../..');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|sql|json)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) hash.update(relative(platformRoot, path)).update(readFileSync(path));
    }
  };
  for (const dir of [join(platformRoot, 'drizzle'), join(platformRoot, 'src'), resolve(platformRoot, '../../packages/contract/src')]) walk(dir);
  seededKey = hash.digest('hex').slice(0, 16);
  return seededKey;
}

/**
 * A fresh PostgreSQL database for one test file, migrated and seeded: copied from a template built once per machine
 * and seed version (seeding takes seconds, copying about one), so the PostgreSQL passes do not seed 30 times.
 */
async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  return createFromTemplate(TEST_URL ?? '', {
    prefix: 'croupier_test',
    key: seededDatabaseKey(),
    build: async (url) => {
      const database = await openDatabase({ dataDir: 'memory://', databaseUrl: url });
      try {
        await seed(database.db, { now: new Date(START_TIME) });
      } finally {
        await database.close();
      }
    },
  });
}

/**
 * The data folder of a migrated and seeded PGlite, as a tar file in the system's temporary folder (about 70 MB), made
 * once per seed version by the first test file that needs it: a test file's PGlite then loads it in well under a second
 * instead of migrating and seeding (seconds). Written under a temporary name and renamed, so a reader never sees half
 * of one; older images beyond the newest few are removed.
 */
async function pgliteImage(): Promise<Blob> {
  const key = seededDatabaseKey();
  const file = join(tmpdir(), `croupier-pglite-${key}.tar`);
  if (!existsSync(file)) {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await seed(database.db, { now: new Date(START_TIME) });
      const client = (database.driver as { client: PGlite }).client;
      // A checkpoint first: the dump then leaves out the WAL the seed wrote (about 270 MB instead of 70).
      await client.query('checkpoint');
      const dump = await client.dumpDataDir('none');
      const temp = `${file}.${process.pid}.tmp`;
      writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
      renameSync(temp, file);
    } finally {
      await database.close();
    }
    const images = readdirSync(tmpdir())
      .filter((name) => /^croupier-pglite-[0-9a-f]+\.tar$/.test(name))
      .map((name) => ({ path: join(tmpdir(), name), at: statSync(join(tmpdir(), name)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    for (const old of images.slice(4)) rmSync(old.path, { force: true });
  }
  return new Blob([readFileSync(file)], { type: 'application/x-tar' });
}

export async function startPlatform(engine: Engine, options: Partial<AppOptions> = {}): Promise<TestPlatform & { stop(): Promise<void> }> {
  let time = START_TIME;
  const pgDb = engine === 'postgres' ? await createPostgresDatabase() : null;
  const database = await openDatabase(
    pgDb ? { dataDir: 'memory://', databaseUrl: pgDb.url } : { dataDir: 'memory://', loadDataDir: await pgliteImage() },
  );
  // Both come seeded (PostgreSQL's copy of the template, PGlite's image): seed() sees it and leaves it.
  await seed(database.db, { now: new Date(time) });
  const app = await buildApp({
    database,
    now: () => time,
    validateResponses: true,
    authRateLimit: { max: 10_000, timeWindow: 60_000 },
    ...options,
  });
  const keyCache = new Map<string, string>();
  const publicKey = async (code = 'CRP001') => {
    const cached = keyCache.get(code);
    if (cached) return cached;
    const [m] = await database.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code));
    const keys = await app.platform.keys.forMerchant(m?.id ?? 0);
    keyCache.set(code, keys.publicKeyPem);
    return keys.publicKeyPem;
  };

  const call = async (key: EndpointKey, input: unknown = undefined, opts: CallOptions = {}): Promise<CallResult> => {
    const endpoint = endpoints[key] as (typeof endpoints)[EndpointKey] & { form?: boolean };
    const merchant = opts.merchant ?? 'CRP001';
    const headers: Record<string, string> = { Merchant: merchant, Device: 'web', Language: opts.language ?? 'EN', 'X-Gateway-Version': '3', ...opts.headers };
    if (opts.token !== undefined) headers.Authorization = opts.token;
    let url = endpoint.path + (opts.pathSuffix === undefined ? '' : encodeURIComponent(opts.pathSuffix));
    let payload: string | Buffer | undefined;
    if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries((input ?? {}) as Record<string, unknown>)) if (v !== undefined && v !== null) params.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
      if (params.size) url += `?${params}`;
    } else if (endpoint.encrypt && !opts.unsealed) {
      const sealed = seal(await publicKey(merchant === 'JADE01' ? 'JADE01' : 'CRP001'), JSON.stringify(input ?? {}), { now: time });
      payload = JSON.stringify(sealed.body);
      headers['Content-Type'] = 'application/json';
      headers.Encryption = sealed.header;
    } else if ('multipart' in endpoint && endpoint.multipart) {
      const body = multipartBody((input ?? {}) as Record<string, unknown>, opts.files ?? []);
      payload = body.payload;
      headers['Content-Type'] = body.contentType;
    } else if (endpoint.form) {
      payload = new URLSearchParams(input as Record<string, string>).toString();
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    } else if (input !== undefined) {
      payload = JSON.stringify(input);
      headers['Content-Type'] = 'application/json';
    }
    const res = await app.inject({ method: endpoint.method, url, headers, ...(payload !== undefined ? { payload } : {}), remoteAddress: opts.ip ?? '127.0.0.1' });
    return { status: res.statusCode, body: res.json() };
  };

  const rowCounts = async () => {
    const out: Record<string, number> = {};
    for (const [name, table] of Object.entries(allTables)) {
      const [row] = await database.db.select({ n: count() }).from(table);
      out[name] = row?.n ?? 0;
    }
    return out;
  };

  return {
    engine,
    app,
    database,
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
    call,
    publicKey,
    rowCounts,
    async stop() {
      await app.close();
      await database.close();
      await pgDb?.drop();
    },
  };
}

/**
 * Runs `suite` once on PGlite and once on PostgreSQL (when TEST_DATABASE_URL is set; otherwise it says so).
 * `suite` receives a getter for the running platform of its engine.
 */
export function forEachEngine(name: string, suite: (platform: () => TestPlatform) => void, options: Partial<AppOptions> = {}): void {
  const engines: Engine[] = ['pglite', 'postgres'];
  for (const engine of engines) {
    const skip = engine === 'postgres' && !TEST_URL;
    if (skip) {
      console.info(`[platform tests] ${name}: PostgreSQL pass skipped (set TEST_DATABASE_URL to run it)`);
    }
    describe.skipIf(skip)(`${name} [${engine}]`, () => {
      let platform: (TestPlatform & { stop(): Promise<void> }) | undefined;
      beforeAll(async () => {
        platform = await startPlatform(engine, options);
      }, START_TIMEOUT_MS);
      afterAll(async () => {
        await platform?.stop();
      }, 60_000);
      suite(() => {
        if (!platform) throw new Error('platform not started');
        return platform;
      });
    });
  }
}

/** A client IP no member has used yet (TEST-NET-3 counts as Thailand in the seeded table). */
let ipCounter = 1;
export const freshIp = (): string => `203.0.113.${(ipCounter++ % 120) + 1}`;

/** A fresh Japanese-looking mobile number. */
let mobileCounter = 100;
export const freshMobile = (): string => `0909${String(mobileCounter++).padStart(6, '0')}`;

/** The newest outbox message to a recipient, and the first 6-digit code in it. */
export async function lastMessage(platform: TestPlatform, recipient: string): Promise<{ body: string; subject: string | null; code: string | undefined }> {
  const { outbox } = await import('../db/schema');
  const { desc } = await import('drizzle-orm');
  const [row] = await platform.database.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1);
  if (!row) throw new Error(`no message to ${recipient}`);
  return { body: row.body, subject: row.subject, code: /\b(\d{6})\b/.exec(row.body)?.[1] };
}
