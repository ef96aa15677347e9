/** One database handle for the platform: PGlite (embedded, a data folder) by default, PostgreSQL with DATABASE_URL. */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './db/schema';

// int8 comes back as a string from pg and as a number from PGlite: normalise to number (values stay < 2^53).
pg.types.setTypeParser(20, (value) => Number(value));

/** Both drivers share drizzle's PostgreSQL query builder; code is written against this common type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What `db.execute` builds its SQL text with (the platform's drizzle instances set no casing). */
const dialect = new PgDialect();

/**
 * `db.execute(statement)` as a named prepared statement: on PostgreSQL each connection parses and plans the text once
 * (the server plans it again per call only while a custom plan pays off), instead of on every call. The name is a
 * hash of the text, so one text is one statement whatever its parameter values; a statement built with a varying
 * number of parameters is several. For hot hand-written statements whose texts are few (the records calls); PGlite
 * runs them as `execute` does. Same result as `db.execute`.
 */
export function executePrepared(db: Database, statement: SQL): Promise<{ rows: Record<string, unknown>[] }> {
  const query = dialect.sqlToQuery(statement);
  const name = `x_${createHash('sha1').update(query.sql).digest('hex').slice(0, 24)}`;
  const prepared = db._.session.prepareQuery(query, undefined, name, false);
  return prepared.execute() as Promise<{ rows: Record<string, unknown>[] }>;
}

export const migrationsFolder = resolve(import.meta.dirname, '../drizzle');

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  /** Applies the committed SQL migrations in drizzle/ (idempotent; run it under `withStartupLock`). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other platform instance runs its own: on PostgreSQL under a session advisory lock held on a
   * connection of its own for the whole call (instances started together migrate and seed one after the other); PGlite
   * is opened by one process only, so only that process's calls take turns.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** What the job queue (jobs/queue.ts) connects with: its own small pool to the same URL, or this PGlite itself. */
  driver: { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };
  close(): Promise<void>;
}

/** Key of the advisory lock taken around migrate and seed (any fixed int8; this one spells "croupier"). */
export const STARTUP_LOCK_KEY = 0x63726f7570696572n;

export interface OpenDatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Apply migrations on open (default true). */
  migrate?: boolean;
  /** PGlite only: start from this dump of a data folder (PGlite's `dumpDataDir`, tar) instead of an empty one. */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client can lose its connection (database restart, failover, a dropped test database). pg reports
    // that as an 'error' event, which would crash the process unhandled; the pool replaces the client on next use.
    pool.on('error', (error) => {
      console.warn(`postgres: idle client lost its connection (${(error as Error & { code?: string }).code ?? error.message})`);
    });
    const db = drizzlePg({ client: pool, schema });
    handle = {
      db: db as unknown as Database,
      engine: 'postgres',
      ping: async () => (await db.execute(sql`select 1 as ok`)).rows.length === 1,
      migrate: () => migratePg(db, { migrationsFolder }),
      async withStartupLock(work) {
        // A session lock, not a transaction one: migrate and seed run their own transactions on other pool connections.
        const key = STARTUP_LOCK_KEY.toString();
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [key]);
        } catch (error) {
          client.release(true);
          throw error;
        }
        try {
          return await work();
        } finally {
          // Destroying the connection ends its session, and the session's locks with it.
          await client.query('select pg_advisory_unlock($1)', [key]).then(
            () => client.release(),
            () => client.release(true),
          );
        }
      },
      driver: { kind: 'postgres', url: options.databaseUrl },
      close: () => pool.end(),
    };
  } else {
    if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
    // pg_trgm: the game list's name search by a trigram index (migration 0007), as on PostgreSQL.
    const client = await PGlite.create(options.dataDir, {
      extensions: { pg_trgm },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    let pgliteStartup: Promise<unknown> = Promise.resolve();
    const db = drizzlePglite({ client, schema });
    handle = {
      db: db as unknown as Database,
      engine: 'pglite',
      ping: async () => (await db.execute(sql`select 1 as ok`)).rows.length === 1,
      migrate: () => migratePglite(db, { migrationsFolder }),
      // One process owns a PGlite folder, so the lock only has to order the calls of this process.
      withStartupLock(work) {
        const run = pgliteStartup.then(work);
        pgliteStartup = run.catch(() => undefined);
        return run;
      },
      driver: { kind: 'pglite', client },
      close: () => client.close(),
    };
  }
  if (options.migrate !== false) await handle.withStartupLock(() => handle.migrate());
  return handle;
}
