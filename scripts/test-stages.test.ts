import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { selectStages, stagesUsage } from './lib/stageArgs';

const root = resolve(import.meta.dirname, '..');
const names = ['brand:check', 'typecheck', 'lint', 'vitest (unit, dom, storybook)', 'visual regression'];

/** `node scripts/test.ts …` as `pnpm test …` runs it; only calls that stop before any stage runs. */
const pnpmTest = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/test.ts', ...args], { cwd: root, encoding: 'utf8', timeout: 30_000 });

describe('pnpm test arguments', () => {
  it('selects the stages whose names start with the words given, in the stages’ order; none given runs all', () => {
    expect(selectStages(names, [])).toEqual({ kind: 'run', stages: names });
    expect(selectStages(names, ['vitest', 'lint'])).toEqual({ kind: 'run', stages: ['lint', 'vitest (unit, dom, storybook)'] });
    expect(selectStages(names, ['visual'])).toEqual({ kind: 'run', stages: ['visual regression'] });
  });

  it('answers help for --help or -h, and names every word that matches no stage', () => {
    expect(selectStages(names, ['--help'])).toEqual({ kind: 'help' });
    expect(selectStages(names, ['lint', '-h'])).toEqual({ kind: 'help' });
    expect(selectStages(names, ['lnt'])).toEqual({ kind: 'unknown', unknown: ['lnt'] });
    expect(selectStages(names, ['lint', 'vrt', '--bail'])).toEqual({ kind: 'unknown', unknown: ['vrt', '--bail'] });
    expect(selectStages(names, [''])).toEqual({ kind: 'unknown', unknown: [''] });
  });

  it('--help prints the stages and exits 0 without running any', () => {
    const res = pnpmTest('--help');
    expect(res.status).toBe(0);
    expect(res.stdout).toContain('usage: pnpm test [stage…]');
    for (const stage of ['brand:check', 'typecheck', 'lint', 'visual regression', 'end-to-end (pnpm start)']) expect(res.stdout).toContain(`  ${stage}`);
    expect(res.stdout).not.toContain('━━');
  });

  it('a typo ("lnt") fails with the known stages instead of running nothing', () => {
    const res = pnpmTest('lnt');
    expect(res.status).toBe(2);
    expect(res.stderr).toContain('no stage starts with "lnt"');
    expect(res.stderr).toContain(stagesUsage(['lint']).split('\n')[0]!);
    expect(res.stderr).toContain('  lint');
    expect(res.stdout).not.toContain('━━');
  });
});
