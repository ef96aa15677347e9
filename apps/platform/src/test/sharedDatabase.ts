/**
 * Two platform instances on one database, for the scheduled jobs' tests (each job must run once across instances):
 * PGlite gives one handle twice (one process holds the folder), PostgreSQL two pools on one temporary database.
 * The database is migrated and seeded once.
 */
import { openDatabase, type DatabaseHandle } from '../db';
import { migrateAndSeed } from '../seed/seed';
import { createTemporaryDatabase } from '../tempDatabase';

export interface SharedDatabase {
  handles: readonly [DatabaseHandle, DatabaseHandle];
  close(): Promise<void>;
}

/** `engine` postgres needs TEST_DATABASE_URL (the tests skip that pass without it). */
export async function openSharedDatabase(engine: 'pglite' | 'postgres'): Promise<SharedDatabase> {
  if (engine === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://', migrate: false });
    await migrateAndSeed(handle);
    return { handles: [handle, handle], close: () => handle.close() };
  }
  const temp = await createTemporaryDatabase(process.env.TEST_DATABASE_URL ?? '', { prefix: 'croupier_test' });
  const first = await openDatabase({ dataDir: '', databaseUrl: temp.url, migrate: false });
  await migrateAndSeed(first);
  const second = await openDatabase({ dataDir: '', databaseUrl: temp.url, migrate: false });
  return {
    handles: [first, second],
    async close() {
      await first.close();
      await second.close();
      await temp.drop();
    },
  };
}
