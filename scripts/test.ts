/**
 * pnpm test: every gate CI runs, in order, with the time each took.
 *   brand:check · typecheck · lint · OpenAPI lint (Redocly recommended) · vitest (unit, dom, storybook: play functions
 *   + axe, and again under EN and another brand) · site build · packed kit (library build, API report, the tarballs in
 *   a fresh app) · Storybook build · Docs pages (tables render) · visual regression · end-to-end smoke of `pnpm start`
 * Ends with "N passed, N failed" (vitest tests + screenshots + stage checks).
 * `pnpm test <stage…>` runs the stages whose names start with the words given; `--help` lists them; a word that names
 * no stage fails (exit 2) with the list, instead of running nothing.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { selectStages, stagesUsage } from './lib/stageArgs.ts';

const root = resolve(import.meta.dirname, '..');

interface StageResult {
  name: string;
  ok: boolean;
  seconds: number;
  passed: number;
  failed: number;
  /** What failed, a line each, repeated under the summary so the end of the log names it. */
  failures?: string[];
}

/** A stage running beside others keeps its output here and prints it in one piece when it ends. */
const heldOutput = new AsyncLocalStorage<Buffer[]>();

function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const held = heldOutput.getStore();
    const forward = (chunk: Buffer, stream: NodeJS.WriteStream) => {
      output += chunk.toString();
      if (held) held.push(chunk);
      else stream.write(chunk);
    };
    child.stdout.on('data', (c: Buffer) => forward(c, process.stdout));
    child.stderr.on('data', (c: Buffer) => forward(c, process.stderr));
    child.on('close', (code) => done({ code: code ?? 1, output }));
  });
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  testResults: Array<{
    name: string;
    message?: string;
    assertionResults: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
  }>;
}

/** The failing tests of a Vitest JSON report, one line each (file, name, first line of the error), for the summary. */
function failuresOf(json: VitestJson): string[] {
  const lines: string[] = [];
  for (const file of json.testResults) {
    const where = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failed = file.assertionResults.filter((a) => a.status === 'failed');
    for (const a of failed) {
      const first =
        stripVTControlCharacters(a.failureMessages?.[0] ?? '')
          .split('\n')[0]
          ?.slice(0, 300) ?? '';
      lines.push(`${where} › ${a.fullName}: ${first}`);
    }
    if (!failed.length && file.message)
      lines.push(`${where}: ${stripVTControlCharacters(file.message).split('\n')[0]?.slice(0, 300) ?? ''}`);
  }
  return lines;
}

/** A Vitest run with its JSON report (vrt/output/<name>.json): counts and the failing tests come from the report. */
async function vitestStage(args: string[], name: string): Promise<Omit<StageResult, 'name' | 'seconds'>> {
  mkdirSync(join(root, 'vrt/output'), { recursive: true });
  const report = join(root, `vrt/output/${name}.json`);
  rmSync(report, { force: true });
  const { code } = await run('npx', [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (!existsSync(report)) return { ok: false, passed: 0, failed: 1 };
  const json = JSON.parse(readFileSync(report, 'utf8')) as VitestJson;
  const ok = code === 0 && json.numPassedTests > 0;
  return {
    ok,
    passed: json.numPassedTests,
    failed: json.numFailedTests + (ok ? 0 : json.numFailedTests === 0 ? 1 : 0),
    failures: failuresOf(json),
  };
}

/**
 * `together`: consecutive stages with the same value run at the same time (each mostly one core: tsc, ESLint, the
 * brand and OpenAPI checks), their output printed stage by stage as each ends.
 */
const stages: Array<{ name: string; together?: string; run: () => Promise<Omit<StageResult, 'name' | 'seconds'>> }> = [
  {
    name: 'brand:check',
    together: 'checks',
    run: async () => {
      const { code } = await run('pnpm', ['-s', 'brand:check']);
      return { ok: code === 0, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
    },
  },
  {
    name: 'typecheck',
    together: 'checks',
    run: async () => {
      const { code } = await run('pnpm', ['-s', 'typecheck']);
      return { ok: code === 0, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
    },
  },
  {
    name: 'lint',
    together: 'checks',
    run: async () => {
      const { code } = await run('pnpm', ['-s', 'lint']);
      return { ok: code === 0, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
    },
  },
  {
    name: 'openapi lint',
    together: 'checks',
    run: async () => {
      const { code } = await run('npx', ['tsx', 'scripts/openapi-lint.ts']);
      return { ok: code === 0, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
    },
  },
  {
    name: 'vitest (unit, dom, storybook)',
    run: () => vitestStage([], 'vitest'),
  },
  {
    name: 'site build',
    run: async () => {
      const { code } = await run('pnpm', ['-s', 'build']);
      return { ok: code === 0, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
    },
  },
  {
    // ADR 0011: the library build, the API report against the committed one (and pending changesets), and the packed
    // tarballs in a fresh Vite app outside the workspace, checked in Chromium.
    name: 'packed kit (API report, fresh app)',
    run: async () => {
      const steps: Array<[string, string[]]> = [
        ['library build', ['node', 'scripts/lib-build.ts']],
        ['API report', ['npx', 'tsx', 'scripts/api-report.ts', '--no-build']],
        ['fresh app', ['npx', 'tsx', 'scripts/pack-test.ts', '--no-build']],
      ];
      let passed = 0;
      const failures: string[] = [];
      for (const [label, [command, ...args]] of steps) {
        const { code, output } = await run(command!, args);
        if (code === 0) {
          passed += 1;
          continue;
        }
        const lines = stripVTControlCharacters(output)
          .split('\n')
          .filter((line) => line.trim().startsWith('✗'))
          .map((line) => `packed kit › ${label}: ${line.trim().slice(2, 300)}`);
        failures.push(...(lines.length ? lines : [`packed kit › ${label} failed (exit ${code})`]));
        if (label === 'library build') break;
      }
      return { ok: failures.length === 0, passed, failed: failures.length, failures };
    },
  },
  {
    name: 'storybook build',
    run: async () => {
      const { code } = await run('pnpm', ['-s', 'build-storybook']);
      return { ok: code === 0, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
    },
  },
  {
    name: 'storybook docs pages',
    run: async () => {
      const { code } = await run('npx', ['tsx', 'scripts/docs-check.ts']);
      return { ok: code === 0, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
    },
  },
  {
    name: 'visual regression',
    run: async () => {
      const { code, output } = await run('pnpm', ['-s', 'vrt']);
      const matched = /vrt: (\d+) screenshots match/.exec(output);
      const failedMatch = /vrt: (\d+) of (\d+) screenshots failed/.exec(output);
      if (matched) return { ok: code === 0, passed: Number(matched[1]) + 1, failed: 0 };
      // The failing shots (indented lines after the count), so the summary at the end of the log names them.
      const failures = stripVTControlCharacters(output)
        .split('\n')
        .filter((line) => /^ {2}\S.*\.png: /.test(line) || line.startsWith('  self-test:'))
        .map((line) => `vrt › ${line.trim()}`);
      if (failedMatch)
        return { ok: false, passed: Number(failedMatch[2]) - Number(failedMatch[1]), failed: Number(failedMatch[1]), failures };
      return { ok: false, passed: 0, failed: 1 };
    },
  },
  {
    name: 'end-to-end (pnpm start)',
    run: () => vitestStage(['--config', 'e2e/vitest.config.ts'], 'e2e'),
  },
];

const names = stages.map((s) => s.name);
const selection = selectStages(names, process.argv.slice(2));
if (selection.kind === 'help') {
  console.log(stagesUsage(names));
  process.exit(0);
}
if (selection.kind === 'unknown') {
  console.error(`pnpm test: no stage starts with ${selection.unknown.map((u) => `"${u}"`).join(', ')}.\n`);
  console.error(stagesUsage(names));
  process.exit(2);
}

const results: StageResult[] = [];
const started = Date.now();
const chosen = stages.filter((stage) => selection.stages.includes(stage.name));
for (let i = 0; i < chosen.length; ) {
  const stage = chosen[i]!;
  let end = i + 1;
  while (stage.together && end < chosen.length && chosen[end]!.together === stage.together) end += 1;
  const batch = chosen.slice(i, end);
  i = end;
  if (batch.length === 1) {
    console.log(`\n━━ ${stage.name} ━━`);
    const t0 = Date.now();
    const result = await stage.run();
    results.push({ name: stage.name, seconds: (Date.now() - t0) / 1000, ...result });
    continue;
  }
  console.log(`\n━━ ${batch.map((s) => s.name).join(' · ')} (at the same time) ━━`);
  const done = await Promise.all(
    batch.map((s) => {
      const held: Buffer[] = [];
      const t0 = Date.now();
      return heldOutput.run(held, async () => {
        const result = await s.run();
        const seconds = (Date.now() - t0) / 1000;
        process.stdout.write(`\n━━ ${s.name} (${seconds.toFixed(1)} s) ━━\n`);
        for (const chunk of held) process.stdout.write(chunk);
        return { name: s.name, seconds, ...result };
      });
    }),
  );
  results.push(...done);
}

console.log('\n━━ summary ━━');
for (const r of results) {
  console.log(
    `${r.ok ? '✓' : '✗'} ${r.name.padEnd(32)} ${r.seconds.toFixed(1).padStart(6)} s   ${r.passed} passed, ${r.failed} failed`,
  );
  for (const line of r.failures ?? []) console.log(`    ✗ ${line}`);
}
const passed = results.reduce((s, r) => s + r.passed, 0);
const failed = results.reduce((s, r) => s + r.failed, 0);
console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
if (results.some((r) => !r.ok)) process.exitCode = 1;
