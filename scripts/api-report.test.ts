import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakingBump, diffSurfaces, parseReport, pendingBumps, renderReport, type ApiSurface } from './api-report';

const surface = (entries: Record<string, Record<string, string>>): ApiSurface =>
  new Map(Object.entries(entries).map(([e, names]) => [e, new Map(Object.entries(names))]));

describe('the API report', () => {
  const before = surface({
    '.': { Button: 'const Button: FC<ButtonProps>', ButtonProps: 'interface ButtonProps {\n    size?: "sm";\n}' },
    './chart': { Chart: 'function Chart(): JSX.Element' },
  });

  it('reads back what it writes, scoped package names and subpath entries included', () => {
    expect(parseReport(renderReport('@croupier/ui', before))).toEqual(before);
  });

  it('tells additions from removals and changes, per entry', () => {
    const after = surface({
      '.': { Button: 'const Button: FC<ButtonProps>', ButtonProps: 'interface ButtonProps {\n    size?: "sm" | "lg";\n}', Icon: 'const Icon: FC' },
      './chart': {},
    });
    expect(diffSurfaces(before, after)).toEqual({ added: ['Icon'], removed: ['chart:Chart'], changed: ['ButtonProps'] });
    expect(diffSurfaces(before, before)).toEqual({ added: [], removed: [], changed: [] });
  });

  it('asks for a minor bump while 0.x and a major one from 1.0', () => {
    expect(breakingBump('0.2.0')).toBe('minor');
    expect(breakingBump('1.0.0')).toBe('major');
  });

  it('reads the highest pending bump per package from the changesets, not from the README', () => {
    const dir = mkdtempSync(join(tmpdir(), 'changesets-'));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'README.md'), "---\n'@croupier/ui': major\n---\n");
    writeFileSync(join(dir, 'a.md'), "---\n'@croupier/ui': patch\n\"@croupier/contract\": minor\n---\n\nText.\n");
    writeFileSync(join(dir, 'b.md'), "---\n'@croupier/ui': minor\n---\n\nText.\n");
    expect(pendingBumps(dir)).toEqual(new Map([['@croupier/ui', 'minor'], ['@croupier/contract', 'minor']]));
  });
});
