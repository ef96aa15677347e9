/**
 * The platform's OpenAPI document through Redocly's recommended ruleset (a CI stage of `pnpm test`).
 * Builds the platform on an empty in-memory database (migrated; the document depends on the routes, not on data),
 * takes the document it serves at /docs/openapi.json, writes it to vrt/output/openapi.json and runs
 * `redocly lint --extends recommended` on it: every warning fails too (`--max-problems` reports them all).
 *   npx tsx scripts/openapi-lint.ts [--out=<file>]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { buildApp } from '../apps/platform/src/app';
import { openDatabase } from '../apps/platform/src/db';

const root = resolve(import.meta.dirname, '..');
const out = resolve(process.argv.find((a) => a.startsWith('--out='))?.slice('--out='.length) ?? join(root, 'vrt/output/openapi.json'));

const database = await openDatabase({ dataDir: 'memory://' });
let document: unknown;
try {
  await database.migrate();
  const app = await buildApp({ database });
  try {
    const res = await app.inject({ method: 'GET', url: '/docs/openapi.json' });
    if (res.statusCode !== 200) throw new Error(`GET /docs/openapi.json answered ${res.statusCode}`);
    document = res.json();
  } finally {
    await app.close();
  }
} finally {
  await database.close();
}
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
console.log(`openapi-lint: wrote ${out}`);

const lint = spawnSync(
  'npx',
  ['redocly', 'lint', '--extends', 'recommended', '--max-problems', '1000', '--format', 'stylish', out],
  { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
);
process.stdout.write(lint.stdout);
process.stderr.write(lint.stderr);
// Redocly exits 0 on warnings; the recommended ruleset's warnings are defects of the document too.
const warnings = /(\d+) warnings?/.exec(`${lint.stdout}\n${lint.stderr}`);
const warned = warnings ? Number(warnings[1]) : 0;
if (lint.status !== 0 || warned > 0) {
  console.error(`openapi-lint: the document fails Redocly's recommended ruleset (exit ${lint.status}, ${warned} warnings)`);
  process.exitCode = 1;
} else {
  console.log('openapi-lint: the document passes Redocly\'s recommended ruleset');
}
