/**
 * The scheduled-work mechanism with two platform instances on one database (the rule for every scheduled job):
 * on PostgreSQL (TEST_DATABASE_URL) two instances with two pools on one temporary database; on PGlite, which one
 * process owns, two queues on one PGlite handle in a data folder. Every run a handler makes is counted in a table of
 * the test's own, so "once" is read from the database, not from a counter in this process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildApp, type PlatformApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db';
import { sealNonces, spinTimers, verificationCodes } from '../db/schema';
import { createTemporaryDatabase, type TemporaryDatabase } from '../tempDatabase';
import { EXPIRED_GRACE_MS } from './chores';
import { createJobQueue, type JobQueue } from './queue';

const TEST_URL = process.env.TEST_DATABASE_URL;
const POLL = { pollSeconds: 0.5 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One database that instances open and close: a PGlite folder (one handle shared, as one process owns it) or a temporary PostgreSQL database. */
interface Site {
  /** Opens the two instances' handles (the same handle twice on PGlite), or answers those already open. */
  open(): Promise<[DatabaseHandle, DatabaseHandle]>;
  /** Closes what `open` opened (a crash or a stop of every instance). */
  close(): Promise<void>;
  drop(): Promise<void>;
}

async function createSite(engine: 'pglite' | 'postgres', migrate = false): Promise<Site> {
  let open: DatabaseHandle[] = [];
  const close = async () => {
    for (const handle of open.splice(0)) await handle.close();
  };
  if (engine === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'croupier-jobs-'));
    return {
      async open() {
        const handle = open[0] ?? (await openDatabase({ dataDir: dir, migrate }));
        open = [handle];
        return [handle, handle];
      },
      close,
      async drop() {
        await close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const temp: TemporaryDatabase = await createTemporaryDatabase(TEST_URL ?? '', { prefix: 'croupier_test' });
  return {
    async open() {
      if (open[0] && open[1]) return [open[0], open[1]];
      const first = await openDatabase({ dataDir: '', databaseUrl: temp.url, migrate });
      const second = await openDatabase({ dataDir: '', databaseUrl: temp.url, migrate });
      open = [first, second];
      return [first, second];
    },
    close,
    async drop() {
      await close();
      await temp.drop();
    },
  };
}

async function createRunsTable(db: DatabaseHandle): Promise<void> {
  await db.db.execute(
    sql`create table if not exists job_runs (id serial primary key, job text not null, tag text not null, ok boolean not null)`,
  );
}

async function recordRun(db: DatabaseHandle, job: string, tag: string, ok = true): Promise<void> {
  await db.db.execute(sql`insert into job_runs (job, tag, ok) values (${job}, ${tag}, ${ok})`);
}

async function runs(db: DatabaseHandle, job: string): Promise<{ tag: string; ok: boolean }[]> {
  // Both drivers answer with `rows` (the common Database type leaves the result shape open).
  const result = (await db.db.execute(sql`select tag, ok from job_runs where job = ${job} order by id`)) as unknown as {
    rows: { tag: string; ok: boolean }[];
  };
  return result.rows;
}

async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(100);
  }
}

for (const engine of ['pglite', 'postgres'] as const) {
  const skip = engine === 'postgres' && !TEST_URL;
  if (skip) console.info('[platform tests] jobs: PostgreSQL pass skipped (set TEST_DATABASE_URL to run it)');

  describe.skipIf(skip)(`scheduled jobs, two instances on one database [${engine}]`, () => {
    // One database for the four tests (each uses job names of its own): opening PGlite is the slow part.
    let site: Site | undefined;
    const queues: JobQueue[] = [];
    afterEach(async () => {
      for (const queue of queues.splice(0)) await queue.stop();
    }, 60_000);
    afterAll(async () => {
      await site?.drop();
    }, 60_000);

    /** Two instances, each with the same handlers (as two copies of the platform would have). */
    async function twoInstances(
      define: (queue: JobQueue, db: DatabaseHandle) => void,
    ): Promise<[DatabaseHandle, DatabaseHandle]> {
      site ??= await createSite(engine);
      const handles = await site.open();
      await createRunsTable(handles[0]);
      for (const handle of handles) {
        const queue = createJobQueue(handle, POLL);
        define(queue, handle);
        queues.push(queue);
      }
      return handles;
    }

    it('runs each tick of a recurring job once, whichever instance enqueues it', async () => {
      const [db] = await twoInstances((queue, handle) =>
        queue.every('test.tick', 1, async (job) => recordRun(handle, 'test.tick', String(job.data.tick))),
      );
      await Promise.all(queues.map((queue) => queue.run()));
      await until(async () => (await runs(db, 'test.tick')).length >= 4);
      const ticks = (await runs(db, 'test.tick')).map((run) => run.tag);
      expect(new Set(ticks).size).toBe(ticks.length);
    }, 60_000);

    it('enqueues a deduplicated delayed job once however often both instances ask, and runs it once', async () => {
      const [db] = await twoInstances((queue, handle) =>
        queue.register<{ orderId: number }>('test.expire-order', async (job) =>
          recordRun(handle, 'test.expire-order', String(job.data.orderId)),
        ),
      );
      await Promise.all(queues.map((queue) => queue.run()));
      const ids = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          queues[i % 2]!.enqueue('test.expire-order', { orderId: 42 }, { key: 'order:42', delayMs: 1_000 }),
        ),
      );
      expect(ids.filter((id) => id !== null)).toHaveLength(1);
      expect(await runs(db, 'test.expire-order')).toEqual([]);
      await until(async () => (await runs(db, 'test.expire-order')).length > 0);
      // Both instances keep polling for a while: the job stays run once.
      await sleep(2_000);
      expect(await runs(db, 'test.expire-order')).toEqual([{ tag: '42', ok: true }]);
    }, 60_000);

    it('retries a job whose handler throws, with backoff, and it then succeeds once', async () => {
      const [db] = await twoInstances((queue, handle) =>
        queue.register(
          'test.flaky',
          async (job) => {
            const ok = job.attempt >= 3;
            await recordRun(handle, 'test.flaky', String(job.attempt), ok);
            if (!ok) throw new Error(`attempt ${job.attempt} fails`);
          },
          { retryLimit: 4, retryDelaySeconds: 1 },
        ),
      );
      await Promise.all(queues.map((queue) => queue.run()));
      await queues[0]!.enqueue('test.flaky', {});
      await until(async () => (await runs(db, 'test.flaky')).some((run) => run.ok), 30_000);
      await sleep(2_000);
      expect(await runs(db, 'test.flaky')).toEqual([
        { tag: '1', ok: false },
        { tag: '2', ok: false },
        { tag: '3', ok: true },
      ]);
    }, 60_000);

    it('keeps a job over a stop of every instance: one instance started later runs it once', async () => {
      const handler = (handle: DatabaseHandle) => async () => recordRun(handle, 'test.later', 'ran');
      await twoInstances((queue, handle) => queue.register('test.later', handler(handle)));
      await Promise.all(queues.map((queue) => queue.run()));
      await queues[1]!.enqueue('test.later', {}, { key: 'later', delayMs: 1_500 });
      for (const queue of queues.splice(0)) await queue.stop();
      await site!.close();
      // Due while nobody runs.
      await sleep(2_000);
      const [db] = await site!.open();
      expect(await runs(db, 'test.later')).toEqual([]);
      const queue = createJobQueue(db, POLL);
      queues.push(queue);
      queue.register('test.later', handler(db));
      await queue.run();
      await until(async () => (await runs(db, 'test.later')).length > 0);
      await sleep(1_500);
      expect(await runs(db, 'test.later')).toEqual([{ tag: 'ran', ok: true }]);
    }, 60_000);
  });

  describe.skipIf(skip)(`the platform's chores as jobs [${engine}]`, () => {
    let site: Site | undefined;
    const apps: PlatformApp[] = [];
    afterEach(async () => {
      for (const app of apps.splice(0)) await app.close();
      await site?.drop();
      site = undefined;
    }, 60_000);

    it('works the jobs from listen to close; the chores sweep expired shared state and purge expired rows at once (not only after a minute)', async () => {
      site = await createSite(engine, true);
      const [db] = await site.open();
      const now = Date.now();
      await db.db.insert(spinTimers).values([
        { key: 'expired', nextAt: new Date(now - 60_000) },
        { key: 'current', nextAt: new Date(now + 60_000) },
      ]);
      await db.db.insert(sealNonces).values([
        { nonce: 'stale', expiresAt: new Date(now - 1_000) },
        { nonce: 'fresh', expiresAt: new Date(now + 60_000) },
      ]);
      const code = {
        merchantId: 1,
        purpose: 'login' as const,
        codeHash: 'x',
        createdAt: new Date(now - 3 * EXPIRED_GRACE_MS),
      };
      await db.db.insert(verificationCodes).values([
        { ...code, target: 'expired two days ago', expiresAt: new Date(now - 2 * EXPIRED_GRACE_MS) },
        { ...code, target: 'expired an hour ago', expiresAt: new Date(now - 3_600_000) },
      ]);
      const quiet = await buildApp({ database: db, jobs: false });
      apps.push(quiet);
      await quiet.listen({ port: 0, host: '127.0.0.1' });
      expect(quiet.jobs.running).toBe(false);
      const app = await buildApp({ database: db, jobs: POLL });
      apps.push(app);
      expect(app.jobs.running).toBe(false);
      await app.listen({ port: 0, host: '127.0.0.1' });
      await until(async () => app.jobs.running);
      await until(async () => (await db.db.select().from(spinTimers)).length === 1);
      expect((await db.db.select({ key: spinTimers.key }).from(spinTimers)).map((row) => row.key)).toEqual(['current']);
      // The other chore: stale seal nonces at once, verification codes a day after they expired.
      await until(async () => (await db.db.select().from(sealNonces)).length === 1);
      expect((await db.db.select({ nonce: sealNonces.nonce }).from(sealNonces)).map((row) => row.nonce)).toEqual([
        'fresh',
      ]);
      await until(async () => (await db.db.select().from(verificationCodes)).length === 1);
      expect(
        (await db.db.select({ target: verificationCodes.target }).from(verificationCodes)).map((row) => row.target),
      ).toEqual(['expired an hour ago']);
      await app.close();
      expect(app.jobs.running).toBe(false);
    }, 60_000);
  });
}
