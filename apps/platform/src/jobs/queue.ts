/**
 * The platform's one mechanism for scheduled work (ARCHITECTURE §5): order expiry, forced withdrawal receipts, VIP
 * recomputation, lottery draws and settlements, salaries, and the housekeeping sweeps. It is pg-boss
 * (docs/decisions/0006-scheduled-work.md) on both engines: on PostgreSQL with a small pool of its own, on PGlite through
 * pg-boss's PGlite adapter on the platform's own PGlite instance. Jobs live in the `pgboss` schema of the platform's
 * database, so a job enqueued before a crash or a stop still runs after the next start (one that came due while no
 * instance ran, as soon as one does).
 *
 * What the mechanism guarantees, on one instance or many:
 * - at least once: a job runs until its handler returns; a handler that throws, or an instance that dies mid-run (the
 *   job's `timeoutSeconds` passes), is retried with exponential backoff up to `retryLimit` times;
 * - at most one run at a time per job: a job is claimed with `FOR UPDATE SKIP LOCKED`, and a job with a `key` exists
 *   once while it is queued, retrying or running (pg-boss's `exclusive` policy: a unique index), so "expire order 42"
 *   asked for ten times, on any instances, is one job;
 * - a recurring job (`every`) runs once per tick across all instances: each tick is one time slot whose job id is
 *   derived from the slot, so the instances that all enqueue it make one job (the job table's primary key).
 *
 * Not guaranteed: exactly once. A handler can finish its work and die before the job is marked done, or run past its
 * `timeoutSeconds` and be started again. So every handler must be idempotent: it does its work under the ledger's
 * idempotency keys (`expire:order:42`), or as a conditional update (`... where status = 'pending'`), so that a second
 * run changes nothing and pays nobody twice. That makes it exactly once in effect.
 *
 * Times are the database's wall clock (`runAt`, ticks), not the app's test clock; handlers that compare against data
 * use the app's `now()` as the rest of the platform does.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { fromPglite, PgBoss, type Job, type PGliteLike } from 'pg-boss';
import type { DatabaseHandle } from '../db';

/** A job's payload: a JSON object. */
export type JobData = Record<string, unknown>;

export interface RunningJob<T extends JobData> {
  id: string;
  name: string;
  data: T;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
}

/** Must be idempotent (see the module comment). A throw fails this attempt and schedules a retry. */
export type JobHandler<T extends JobData> = (job: RunningJob<T>) => Promise<void>;

export interface JobRules {
  /** Retries after the first run fails (default 5). */
  retryLimit?: number;
  /** Delay before the first retry, doubled (with jitter) each time (default 5 s). */
  retryDelaySeconds?: number;
  /** Longest delay between two retries (default 300 s). */
  retryDelayMaxSeconds?: number;
  /**
   * A run that has not finished after this long is taken for dead (its instance crashed) and retried (default 300 s).
   * Keep handlers well inside it: a run that outlives it may overlap its retry.
   */
  timeoutSeconds?: number;
}

export interface EnqueueOptions {
  /** When it is due (default now). */
  runAt?: Date;
  /** Due this many ms from now (instead of `runAt`). */
  delayMs?: number;
  /**
   * Deduplication key: while a job of this name and key is queued, retrying or running, enqueueing it again does
   * nothing (answers null). Once it has finished, the same key may be enqueued again.
   */
  key?: string;
}

export interface JobQueue {
  readonly engine: DatabaseHandle['engine'];
  /** Registers the handler of a job name (before `run()`; jobs of this name are worked once running). */
  register<T extends JobData>(name: string, handler: JobHandler<T>, rules?: JobRules): void;
  /**
   * A recurring job: once per `seconds` across all instances (ticks that find the previous one still queued or
   * running are skipped, so ticks never pile up). Its handler gets the tick's slot time in `data.tick` (ISO).
   */
  every(name: string, seconds: number, handler: JobHandler<{ tick?: string }>, rules?: JobRules): void;
  /** Stores a job (works before `run()` and with workers off: another instance, or the next start, runs it). Answers its id, or null when deduplicated. */
  enqueue<T extends JobData>(name: string, data: T, options?: EnqueueOptions): Promise<string | null>;
  /** Starts working the registered jobs and the recurring ticks on this instance. */
  run(): Promise<void>;
  readonly running: boolean;
  /** Stops working (waits up to `timeoutMs` for running handlers) and releases pg-boss's connections. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobQueueOptions {
  /** How often an idle worker looks for due jobs, in seconds (default 2; at least 0.5). */
  pollSeconds?: number;
  /** Where failures of the machinery itself are reported (default console.warn). */
  warn?: (message: string) => void;
  /** pg-boss's schema (default `pgboss`). */
  schema?: string;
}

const DEFAULT_RULES: Required<JobRules> = {
  retryLimit: 5,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 300,
  timeoutSeconds: 300,
};
const TICK_KEY = 'tick';

function queueRules(rules: Required<JobRules>) {
  return {
    retryLimit: rules.retryLimit,
    retryDelay: rules.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: rules.retryDelayMaxSeconds,
    expireInSeconds: rules.timeoutSeconds,
  };
}

/** A UUID (version 8, name-based) for a recurring job's slot. */
function slotId(name: string, slot: string): string {
  const hex = createHash('sha256').update(`${name}\n${slot}`).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

interface Registered {
  handler: JobHandler<JobData>;
  rules: Required<JobRules>;
  everySeconds?: number;
}

export function createJobQueue(database: DatabaseHandle, options: JobQueueOptions = {}): JobQueue {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const pollSeconds = Math.max(0.5, options.pollSeconds ?? 2);
  const registered = new Map<string, Registered>();
  const timers: NodeJS.Timeout[] = [];
  let boss: PgBoss | undefined;
  let opening: Promise<PgBoss> | undefined;
  let running = false;
  let stopped = false;
  const queues = new Map<string, Promise<void>>();

  function open(): Promise<PgBoss> {
    if (stopped) return Promise.reject(new Error('jobs: the queue is stopped'));
    opening ??= (async () => {
      const driver = database.driver;
      const instance =
        driver.kind === 'pglite'
          ? new PgBoss({ db: fromPglite(atomicExec(driver.client)), backend: 'pglite', schema: options.schema })
          : // A pool of its own (small: workers poll, they do not hold connections): pg-boss's LISTEN connection and
            // its multi-statement transactions stay off the request pool.
            new PgBoss({
              connectionString: driver.url,
              max: 3,
              schema: options.schema,
              application_name: 'croupier-jobs',
            });
      // Without a listener an 'error' event would end the process; a failing poll is retried by pg-boss.
      instance.on('error', (error: Error) => warn(`jobs: ${error.message}`));
      // Creates or migrates pg-boss's schema. On PostgreSQL pg-boss takes its own advisory lock for that, and the
      // platform's startup lock on top changes nothing; on PGlite every instance of this process shares one session, in
      // which advisory locks exclude nobody, so the platform's startup lock (a queue of this process's calls) is what
      // keeps two instances from installing the schema at once.
      await database.withStartupLock(() => instance.start());
      boss = instance;
      return instance;
    })();
    return opening;
  }

  function ensureQueue(instance: PgBoss, name: string): Promise<void> {
    let ready = queues.get(name);
    if (!ready) {
      const rules = registered.get(name)?.rules;
      const queueOptions = queueRules(rules ?? DEFAULT_RULES);
      // `exclusive`: one job per (name, key) while queued or running. Keyless jobs get a key of their own (below), so
      // the policy only ever merges jobs that asked for the same key. The rules are the registering code's: an
      // instance that only enqueues a job it has no handler for creates its queue but leaves its rules alone.
      ready = instance
        .createQueue(name, { policy: 'exclusive', ...queueOptions })
        .then(() => (rules ? instance.updateQueue(name, queueOptions) : undefined));
      ready.catch(() => queues.delete(name));
      queues.set(name, ready);
    }
    return ready;
  }

  function define(
    name: string,
    handler: JobHandler<JobData>,
    rules: JobRules | undefined,
    everySeconds?: number,
  ): void {
    if (registered.has(name)) throw new Error(`jobs: ${name} is registered twice`);
    if (running) throw new Error(`jobs: register ${name} before run()`);
    registered.set(name, {
      handler,
      rules: { ...DEFAULT_RULES, ...rules },
      ...(everySeconds === undefined ? {} : { everySeconds }),
    });
  }

  async function work(instance: PgBoss, name: string, entry: Registered): Promise<void> {
    await ensureQueue(instance, name);
    // Again here: the queue may have been created by an enqueue before its handler (and rules) were registered.
    await instance.updateQueue(name, queueRules(entry.rules));
    await instance.work<JobData>(
      name,
      { batchSize: 1, pollingIntervalSeconds: pollSeconds },
      async (jobs: Job<JobData>[]) => {
        for (const job of jobs) {
          await entry.handler({ id: job.id, name: job.name, data: job.data, attempt: job.retryCount + 1 });
        }
      },
    );
  }

  async function tick(instance: PgBoss, name: string, seconds: number): Promise<void> {
    const slot = new Date(Math.floor(Date.now() / (seconds * 1000)) * seconds * 1000).toISOString();
    // The tick's id is derived from its slot: whichever instances send it, the job table (its primary key) keeps one.
    // The key skips the tick while the previous one is still queued or running (the exclusive policy).
    await instance.send(name, { tick: slot }, { id: slotId(name, slot), singletonKey: TICK_KEY });
  }

  return {
    engine: database.engine,
    get running() {
      return running;
    },
    register(name, handler, rules) {
      define(name, handler as JobHandler<JobData>, rules);
    },
    every(name, seconds, handler, rules) {
      if (!(seconds >= 1 && Number.isInteger(seconds)))
        throw new Error(`jobs: ${name} must recur every whole number of seconds (>= 1)`);
      define(name, handler as JobHandler<JobData>, rules, seconds);
    },
    async enqueue(name, data, enqueueOptions = {}) {
      const instance = await open();
      await ensureQueue(instance, name);
      const startAfter =
        enqueueOptions.delayMs !== undefined ? new Date(Date.now() + enqueueOptions.delayMs) : enqueueOptions.runAt;
      return instance.send(name, data, {
        singletonKey: enqueueOptions.key ?? `once:${randomUUID()}`,
        ...(startAfter ? { startAfter } : {}),
      });
    },
    async run() {
      if (running) return;
      const instance = await open();
      if (stopped) return;
      running = true;
      for (const [name, entry] of registered) {
        if (stopped) return;
        await work(instance, name, entry);
        const seconds = entry.everySeconds;
        if (seconds === undefined) continue;
        const send = () =>
          tick(instance, name, seconds).catch((error: unknown) =>
            warn(`jobs: enqueueing ${name}'s tick failed (${(error as Error).message})`),
          );
        await send();
        // Twice per slot, so a slot is never missed by timer drift; the second send of a slot is a no-op.
        const timer = setInterval(() => void send(), Math.max(500, (seconds * 1000) / 2));
        timer.unref();
        timers.push(timer);
      }
    },
    async stop(timeoutMs = 10_000) {
      stopped = true;
      running = false;
      for (const timer of timers.splice(0)) clearInterval(timer);
      const instance = boss ?? (opening ? await opening.catch(() => undefined) : undefined);
      // Graceful: running handlers finish (up to the timeout); what they leave unfinished is retried after its timeout.
      if (instance) await instance.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}

/**
 * PGlite is one connection that the platform's queries and pg-boss's share. pg-boss sends some work as one block of
 * statements (`BEGIN; ...; COMMIT`); when a statement of it fails, the session stays in an aborted transaction until
 * pg-boss's adapter sends ROLLBACK, and any query that slips in before (a request's) fails with "current transaction is
 * aborted". Run as a PGlite transaction, the block and its rollback hold PGlite's transaction lock throughout, so no
 * other query sees the session in between (the block's own BEGIN and COMMIT only draw PostgreSQL's warnings).
 */
function atomicExec(client: PGlite): PGliteLike {
  return {
    query: (text, params) => client.query(text, params),
    exec: (text) => client.transaction((tx) => tx.exec(text)),
    listen: (channel, callback) => client.listen(channel, callback),
  };
}
