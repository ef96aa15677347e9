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

/** A connected client of the admin URL (closed again if the connection fails). */
async function connectAdmin(adminUrl: string, connectTimeoutMs = 10_000): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: connectTimeoutMs });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return client;
}

/** Runs one admin statement on a connection of its own. */
async function adminQuery(adminUrl: string, statement: string, connectTimeoutMs?: number): Promise<void> {
  const client = await connectAdmin(adminUrl, connectTimeoutMs);
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `create database <prefix>_<random> [template <template>]`, and how to drop it. */
async function createNamed(
  adminUrl: string,
  options: { prefix?: string; connectTimeoutMs?: number; template?: string },
): Promise<TemporaryDatabase> {
  const name = `${options.prefix ?? 'croupier_tmp'}_${randomBytes(6).toString('hex')}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  await adminQuery(adminUrl, `create database ${name}${options.template ? ` template ${options.template}` : ''}`, options.connectTimeoutMs);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`, options.connectTimeoutMs),
  };
}

export async function createTemporaryDatabase(adminUrl: string, options: { prefix?: string; connectTimeoutMs?: number } = {}): Promise<TemporaryDatabase> {
  return createNamed(adminUrl, options);
}

/**
 * A throw-away database copied from a template that `build` fills once per `key` (tests: migrated and seeded, so each
 * test file's PostgreSQL pass starts in about a second instead of seeding again). The template is built under an
 * advisory lock by the first process that needs it, under a temporary name, and renamed when complete, so a process
 * never copies a half-built one; the key names what it holds (a hash of the migrations and the seed), so a change makes
 * a new one. Older templates beyond the newest few are dropped.
 */
export async function createFromTemplate(
  adminUrl: string,
  options: { key: string; prefix?: string; build: (url: string) => Promise<void>; keep?: number },
): Promise<TemporaryDatabase> {
  const template = `croupier_tpl_${options.key}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(template) || template.length > 63) throw new Error(`bad template name ${template}`);
  const admin = await connectAdmin(adminUrl);
  try {
    const exists = async () => (await admin.query('select 1 from pg_database where datname = $1', [template])).rowCount === 1;
    if (!(await exists())) {
      await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
      try {
        if (!(await exists())) {
          const building = `${template.slice(0, 54)}_building`;
          await admin.query(`drop database if exists ${building} with (force)`);
          await admin.query(`create database ${building}`);
          const url = new URL(adminUrl);
          url.pathname = `/${building}`;
          await options.build(url.toString());
          await admin.query(`alter database ${building} rename to ${template}`);
          const old = await admin.query<{ datname: string }>(
            `select datname from pg_database where datname like 'croupier\\_tpl\\_%' and datname not like '%\\_building'
             order by oid desc offset $1`,
            [options.keep ?? 4],
          );
          for (const { datname } of old.rows) await admin.query(`drop database if exists ${datname} with (force)`);
        }
      } finally {
        await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
      }
    }
  } finally {
    await admin.end();
  }
  return createNamed(adminUrl, { ...(options.prefix ? { prefix: options.prefix } : {}), template });
}
