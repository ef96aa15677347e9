import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakingBump, canonicalDeclaration, diffSurfaces, parseReport, pendingBumps, renderReport, type ApiSurface } from './api-report';

const surface = (entries: Record<string, Record<string, string>>): ApiSurface =>
  new Map(Object.entries(entries).map(([e, names]) => [e, new Map(Object.entries(names).map(([n, text]) => [n, canonicalDeclaration(text)]))]));

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

  it('prints a union the same whatever order the build created its members in', () => {
    const a = canonicalDeclaration('type Kind = "income" | "bet" | { a: "x" | "b" } | Array<2 | 1>');
    expect(canonicalDeclaration('type Kind = { a: "b" | "x" } | "bet" | Array<1 | 2> | "income"')).toBe(a);
    expect(a).toContain('"bet" | "income"');
    expect(canonicalDeclaration('type Kind = "income" | "other"')).not.toBe(a);
    // An object type's properties in any order print the same; a different property does not.
    expect(canonicalDeclaration('const e: { b: "b"; a: "a"; (x: 1): void }')).toBe(canonicalDeclaration('const e: { (x: 1): void; a: "a"; b: "b" }'));
    expect(canonicalDeclaration('const o: { b: string; a: string }')).not.toBe(canonicalDeclaration('const o: { a: string; c: string }'));
    // Read back from a report, an older report's order compares equal to the sorted one.
    const report = renderReport('@croupier/x', surface({ '.': { Kind: 'type Kind = "b" | "a"' } }));
    expect(diffSurfaces(parseReport(report.replace('"a" | "b"', '"b" | "a"')), surface({ '.': { Kind: 'type Kind = "a" | "b"' } }))).toEqual({ added: [], removed: [], changed: [] });
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
