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
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await admin.connect();
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
  const name = `${options.prefix ?? 'croupier_tmp'}_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(`create database ${name} template ${template}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
