/**
 * The arguments of `pnpm test [stage…]`: each names a stage by the start of its name ("lint", "vitest", "vrt" does
 * not: "visual"). `--help` (or `-h`) asks for the list; a word no stage starts with is a mistake, never "run nothing".
 */
export type StageSelection =
  | { kind: 'help' }
  | { kind: 'run'; stages: string[] }
  | { kind: 'unknown'; unknown: string[] };

export function selectStages(names: readonly string[], args: readonly string[]): StageSelection {
  if (args.some((a) => a === '--help' || a === '-h')) return { kind: 'help' };
  const unknown = args.filter((a) => a.trim() === '' || a.startsWith('-') || !names.some((n) => n.startsWith(a)));
  if (unknown.length) return { kind: 'unknown', unknown };
  return { kind: 'run', stages: args.length ? names.filter((n) => args.some((a) => n.startsWith(a))) : [...names] };
}

/** The usage text: how to call it and the stages, in order. */
export function stagesUsage(names: readonly string[]): string {
  return [
    'usage: pnpm test [stage…]',
    '',
    'Runs every gate CI runs, in order; with arguments, only the stages whose names start with one of them.',
    '',
    'stages:',
    ...names.map((n) => `  ${n}`),
    '',
    'examples: pnpm test lint · pnpm test typecheck vitest · pnpm test visual',
  ].join('\n');
}
