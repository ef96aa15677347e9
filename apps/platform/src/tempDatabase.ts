/**
 * A throw-away PostgreSQL database next to an existing one (tests, bench): `create database <prefix>_<random>` through
 * the admin URL, and `drop ... with (force)` afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TemporaryDatabase {
  /** The admin URL with the new database as its path. */
  url: string;
  name: string;
  drop(): Promise<void>;
}

export async function createTemporaryDatabase(adminUrl: string, options: { prefix?: string; connectTimeoutMs?: number } = {}): Promise<TemporaryDatabase> {
  const name = `${options.prefix ?? 'croupier_tmp'}_${randomBytes(6).toString('hex')}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  const connect = async () => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000 });
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  };
  const admin = await connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = await connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
