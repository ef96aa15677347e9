/**
 * `pnpm platform <command>`: the operator CLI (see operator.ts for the commands). It opens the database `pnpm start`
 * uses. PGlite allows one process per data folder, so when a platform is running on that folder the CLI sends the
 * command to it (a loopback-only relay authenticated by a secret in a 0600 file next to the folder) instead.
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadConfig } from './config';
import { openDatabase } from './db';
import { createJobQueue } from './jobs/queue';
import { USAGE, runCommand } from './operator';
import { operatorFile, type OperatorFile } from './operatorRelay';
import { migrateAndSeed } from './seed/seed';

const argv = process.argv.slice(2);
const print = (line: string) => console.log(line);

if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
  console.log(USAGE);
  process.exit(argv.length === 0 ? 2 : 0);
}

const config = loadConfig();

async function viaRunningServer(): Promise<number | null> {
  if (config.databaseUrl) return null;
  const file = operatorFile(config.dataDir);
  if (!existsSync(file)) return null;
  let info: OperatorFile;
  try {
    info = JSON.parse(readFileSync(file, 'utf8')) as OperatorFile;
    process.kill(info.pid, 0); // throws when the process is gone
  } catch {
    return null;
  }
  const res = await fetch(`http://127.0.0.1:${info.port}/_operator`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-secret': info.secret },
    body: JSON.stringify({ argv }),
  }).catch(() => null);
  if (!res?.ok) return null;
  const answer = (await res.json()) as { code: number; lines: string[] };
  for (const line of answer.lines) print(line);
  print(`(run by the platform running on port ${info.port}, pid ${info.pid})`);
  return answer.code;
}

const relayed = await viaRunningServer();
if (relayed !== null) process.exit(relayed);

const database = await openDatabase({ ...config, migrate: false });
try {
  // Like `pnpm start` (and under the same lock, so a platform starting meanwhile takes turns with it), a fresh database
  // gets the migrations and the seed first (`seed` resets anyway; `migrate` only migrates).
  if (argv[0] === 'seed' || argv[0] === 'migrate') await database.withStartupLock(() => database.migrate());
  else if ((await migrateAndSeed(database)).seeded) print('(seeded the empty database)');
  // Jobs the command enqueues (a withdrawal's forced receipt) wait in the database for a running platform to work them.
  const jobs = createJobQueue(database);
  try {
    process.exitCode = await runCommand(database.db, argv, print, { jobs, payments: { publicOrigin: config.publicOrigin } });
  } finally {
    await jobs.stop();
  }
} finally {
  await database.close();
}
