/** One database handle for the platform: PGlite (embedded, a data folder) by default, PostgreSQL with DATABASE_URL. */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './db/schema';

// int8 comes back as a string from pg and as a number from PGlite: normalise to number (values stay < 2^53).
pg.types.setTypeParser(20, (value) => Number(value));

/** Both drivers share drizzle's PostgreSQL query builder; code is written against this common type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export const migrationsFolder = resolve(import.meta.dirname, '../drizzle');

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  /** Applies the committed SQL migrations in drizzle/ (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Apply migrations on open (default true). */
  migrate?: boolean;
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
      close: () => pool.end(),
    };
  } else {
    if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
    const client = await PGlite.create(options.dataDir);
    const db = drizzlePglite({ client, schema });
    handle = {
      db: db as unknown as Database,
      engine: 'pglite',
      ping: async () => (await db.execute(sql`select 1 as ok`)).rows.length === 1,
      migrate: () => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
    };
  }
  if (options.migrate !== false) await handle.migrate();
  return handle;
}
