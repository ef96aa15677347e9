/** One database handle for the platform: PGlite (embedded, a data folder) by default, PostgreSQL with DATABASE_URL. */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';

// int8 comes back as a string from pg and as a number from PGlite: normalise to number (values stay < 2^53).
pg.types.setTypeParser(20, (value) => Number(value));

export type Database = ReturnType<typeof drizzlePglite> | ReturnType<typeof drizzlePg>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export async function openDatabase(options: { dataDir: string; databaseUrl?: string | undefined }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg({ client: pool });
    return {
      db,
      engine: 'postgres',
      ping: async () => (await db.execute(sql`select 1 as ok`)).rows.length === 1,
      close: () => pool.end(),
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir);
  const db = drizzlePglite({ client });
  return {
    db,
    engine: 'pglite',
    ping: async () => (await db.execute(sql`select 1 as ok`)).rows.length === 1,
    close: () => client.close(),
  };
}
