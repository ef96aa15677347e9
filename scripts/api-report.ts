/**
 * pnpm api-report [--update] [--no-build]: the public API of the published packages (ADR 0011), from their built
 * declarations (dist/, scripts/lib-build.ts): every name each entry of "publishConfig.exports" exports, with its
 * declaration as TypeScript prints it (no comments). The reports are committed as packages/<pkg>/api-report.md.
 *
 * Without --update (CI) it fails when
 *   - the built API differs from the committed report ("the API changed: run pnpm api-report --update"), or
 *   - the committed report removes or changes a declaration of the last release (the report as it was at the commit
 *     that last changed the package's version, which `changeset version` makes) and no pending changeset announces
 *     it: a `major` bump, or `minor` while the package is 0.x (semver: 0.x minors may break).
 * Additions need the updated report only.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { libraryPackages, type LibraryPackage } from './lib-build';

const root = resolve(import.meta.dirname, '..');

/** entry ("." or "./chart") -> name -> printed declarations. */
export type ApiSurface = Map<string, Map<string, string>>;

interface PackageJson {
  name: string;
  version: string;
  publishConfig?: { exports?: Record<string, string | { types?: string }> };
}

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

function printDeclaration(node: ts.Declaration): string {
  const text = printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile()).trim();
  if (ts.isVariableDeclaration(node)) {
    const list = node.parent;
    const keyword = list.flags & ts.NodeFlags.Const ? 'const' : list.flags & ts.NodeFlags.Let ? 'let' : 'var';
    return `${keyword} ${text}`;
  }
  return text.replace(/^(export )?(declare )?/, '');
}

/** A property or method of an object type (sorted by name); signatures are not. */
function isNamedMember(member: ts.TypeElement): boolean {
  return ts.isPropertySignature(member) || ts.isMethodSignature(member);
}

function compareNames(a: ts.TypeElement, b: ts.TypeElement): number {
  const x = nameOf(a);
  const y = nameOf(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function nameOf(member: ts.TypeElement): string {
  const name = member.name;
  return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : '';
}

/**
 * A declaration's text in one form whatever build printed it: parsed again and printed with every union's members
 * and every object type's properties sorted. TypeScript writes a union's members in the order it created their types, which an incremental build and a
 * fresh one do not share; the report must not change with that.
 */
export function canonicalDeclaration(text: string): string {
  // "(Alias)": the placeholder of a name without declarations.
  if (text === '' || text.startsWith('(')) return text;
  const source = ts.createSourceFile('declaration.d.ts', text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const sortUnions: ts.TransformerFactory<ts.Node> = (context) => {
    const visit = (node: ts.Node): ts.Node => {
      const visited = ts.visitEachChild(node, visit, context);
      // An object type's properties (zod's inferred shapes, an enum's `{ a: "a"; b: "b" }` map) come in the order the
      // compiler met them, which differs between builds too: sorted by name (the order of an object type's properties
      // means nothing); call, construct and index signatures stay first, in their order.
      if (ts.isTypeLiteralNode(visited) && visited.members.length > 1) {
        const named = visited.members.filter(isNamedMember);
        const others = visited.members.filter((member) => !isNamedMember(member));
        const sorted = [...others, ...named.map((member, i) => ({ member, i })).sort((a, b) => compareNames(a.member, b.member) || a.i - b.i).map((x) => x.member)];
        return context.factory.updateTypeLiteralNode(visited, context.factory.createNodeArray(sorted));
      }
      if (!ts.isUnionTypeNode(visited)) return visited;
      const keyed = visited.types.map((type) => ({ type, key: printer.printNode(ts.EmitHint.Unspecified, type, source) }));
      keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      return context.factory.updateUnionTypeNode(visited, context.factory.createNodeArray(keyed.map((k) => k.type)));
    };
    return (node) => ts.visitNode(node, visit)!;
  };
  const result = ts.transform<ts.Node>([...source.statements], [sortUnions]);
  try {
    return result.transformed.map((statement) => printer.printNode(ts.EmitHint.Unspecified, statement, source).trim()).join('\n');
  } finally {
    result.dispose();
  }
}

/** The exported names of each typed entry and their declarations, from dist/*.d.ts. */
export function apiSurface(name: LibraryPackage): ApiSurface {
  const dir = join(root, 'packages', name);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
  const entries = Object.entries(pkg.publishConfig?.exports ?? {}).flatMap(([entry, target]) =>
    typeof target === 'object' && target.types ? [[entry, join(dir, target.types)] as const] : [],
  );
  for (const [, file] of entries) if (!existsSync(file)) throw new Error(`${file} is missing: run pnpm build:lib first`);
  const program = ts.createProgram(
    entries.map(([, f]) => f),
    { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, skipLibCheck: true, noEmit: true, jsx: ts.JsxEmit.ReactJSX, types: [] },
  );
  const checker = program.getTypeChecker();
  const surface: ApiSurface = new Map();
  for (const [entry, file] of entries) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    const names = new Map<string, string>();
    if (moduleSymbol) {
      for (const exported of checker.getExportsOfModule(moduleSymbol)) {
        const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
        const printed = canonicalDeclaration((target.declarations ?? []).map(printDeclaration).join('\n'));
        names.set(exported.name, printed || `(${ts.SymbolFlags[target.flags] ?? 'unknown'})`);
      }
    }
    surface.set(entry, new Map([...names].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
  }
  return surface;
}

const fence = '```';

export function renderReport(pkgName: string, surface: ApiSurface): string {
  const lines = [
    `# API report: ${pkgName}`,
    '',
    'Generated by `pnpm api-report --update` from the built declarations (`dist/*.d.ts`); do not edit by hand. CI fails',
    'when the built API and this file differ, and when a declaration of the last release is removed or changed without',
    'a changeset that announces it (docs/decisions/0011-ui-library-build.md).',
  ];
  for (const [entry, names] of surface) {
    const spec = entry === '.' ? pkgName : `${pkgName}/${entry.slice(2)}`;
    lines.push('', `## \`${spec}\` (${names.size} exports)`, '');
    for (const [name, text] of names) lines.push(`### ${name}`, '', `${fence}ts`, text, fence, '');
    if (lines.at(-1) === '') lines.pop();
  }
  return `${lines.join('\n')}\n`;
}

/** The report back into entry -> name -> text. */
export function parseReport(text: string): ApiSurface {
  const surface: ApiSurface = new Map();
  let current: Map<string, string> | undefined;
  const re = new RegExp(`^## \`([^\`]+)\`.*$|^### (.+)\\n\\n${fence}ts\\n([\\s\\S]*?)\\n${fence}$`, 'gm');
  for (const m of text.matchAll(re)) {
    if (m[1]) {
      const spec = m[1];
      const slash = spec.indexOf('/', spec.startsWith('@') ? spec.indexOf('/') + 1 : 0);
      current = new Map();
      surface.set(slash === -1 ? '.' : `./${spec.slice(slash + 1)}`, current);
    } else if (m[2] && current) current.set(m[2], canonicalDeclaration(m[3] ?? ''));
  }
  return surface;
}

export interface ApiDiff {
  added: string[];
  removed: string[];
  changed: string[];
}

export function diffSurfaces(before: ApiSurface, after: ApiSurface): ApiDiff {
  const diff: ApiDiff = { added: [], removed: [], changed: [] };
  for (const entry of new Set([...before.keys(), ...after.keys()])) {
    const a = before.get(entry) ?? new Map<string, string>();
    const b = after.get(entry) ?? new Map<string, string>();
    const label = (n: string) => (entry === '.' ? n : `${entry.slice(2)}:${n}`);
    for (const [n, text] of b) {
      if (!a.has(n)) diff.added.push(label(n));
      else if (a.get(n) !== text) diff.changed.push(label(n));
    }
    for (const n of a.keys()) if (!b.has(n)) diff.removed.push(label(n));
  }
  return diff;
}

/** Pending changesets: package -> the highest bump they announce. */
export function pendingBumps(changesetDir = join(root, '.changeset')): Map<string, 'patch' | 'minor' | 'major'> {
  const rank = { patch: 0, minor: 1, major: 2 } as const;
  const bumps = new Map<string, 'patch' | 'minor' | 'major'>();
  if (!existsSync(changesetDir)) return bumps;
  for (const file of readdirSync(changesetDir)) {
    if (!file.endsWith('.md') || file === 'README.md') continue;
    const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(changesetDir, file), 'utf8'))?.[1] ?? '';
    for (const m of front.matchAll(/^\s*["']?([^"':\s]+)["']?\s*:\s*(patch|minor|major)\s*$/gm)) {
      const [, name, bump] = m as unknown as [string, string, 'patch' | 'minor' | 'major'];
      const had = bumps.get(name);
      if (!had || rank[bump] > rank[had]) bumps.set(name, bump);
    }
  }
  return bumps;
}

/** The bump a removal or change needs: major, or minor while the version is 0.x. */
export function breakingBump(version: string): 'minor' | 'major' {
  return version.startsWith('0.') ? 'minor' : 'major';
}

/** At most 15 names, then how many more. */
function list(names: string[]): string {
  if (!names.length) return '-';
  return names.length > 15 ? `${names.slice(0, 15).join(', ')} and ${names.length - 15} more` : names.join(', ');
}

function git(args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/** The report of the last release: at the last commit that changed the package's "version". */
function releasedReport(name: LibraryPackage): { commit: string; text: string } | undefined {
  const pkgPath = `packages/${name}/package.json`;
  const commit = git(['log', '-1', '--format=%H', '-G', '"version":', '--', pkgPath]);
  if (!commit) return undefined;
  const text = git(['show', `${commit}:packages/${name}/api-report.md`]);
  return text ? { commit, text } : undefined;
}

function main(): void {
  const args = process.argv.slice(2);
  const update = args.includes('--update');
  if (!args.includes('--no-build')) {
    const res = spawnSync('node', ['scripts/lib-build.ts'], { cwd: root, stdio: 'inherit' });
    if (res.status !== 0) process.exit(res.status ?? 1);
  }
  const problems: string[] = [];
  const bumps = pendingBumps();
  for (const name of Object.keys(libraryPackages) as LibraryPackage[]) {
    const dir = join(root, 'packages', name);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
    const reportPath = join(dir, 'api-report.md');
    const built = apiSurface(name);
    const text = renderReport(pkg.name, built);
    const committed = existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : '';
    const count = [...built.values()].reduce((s, m) => s + m.size, 0);
    if (update) {
      if (committed !== text) writeFileSync(reportPath, text);
      console.log(`api-report: ${pkg.name}: ${count} exports ${committed === text ? '(unchanged)' : '(written)'}`);
    } else if (committed !== text) {
      const d = diffSurfaces(parseReport(committed), built);
      problems.push(
        `${pkg.name}: the public API differs from packages/${name}/api-report.md ` +
          `(added: ${list(d.added)}; removed: ${list(d.removed)}; changed: ${list(d.changed)}). ` +
          'Run pnpm api-report --update, commit the report, and add a changeset (pnpm changeset).',
      );
    }
    // Breaking changes since the last release must be announced.
    const released = releasedReport(name);
    if (!released) {
      console.log(`api-report: ${pkg.name}: no released report yet; nothing to compare with`);
      continue;
    }
    const d = diffSurfaces(parseReport(released.text), built);
    const breaking = [...d.removed.map((n) => `removed ${n}`), ...d.changed.map((n) => `changed ${n}`)];
    const need = breakingBump(pkg.version);
    const have = bumps.get(pkg.name);
    const announced = have === 'major' || (need === 'minor' && have === 'minor');
    if (breaking.length && !announced) {
      problems.push(
        `${pkg.name}@${pkg.version}: ${breaking.length} declaration(s) of the release (${released.commit.slice(0, 8)}) removed or changed ` +
          `(${list(breaking)}) and no pending changeset announces a ${need} bump for it ` +
          `(pending: ${have ?? 'none'}). Add one: pnpm changeset.`,
      );
    } else {
      console.log(
        `api-report: ${pkg.name}@${pkg.version}: ${count} exports; since the release ${released.commit.slice(0, 8)}: ` +
          `${d.added.length} added, ${breaking.length} removed or changed${breaking.length ? ` (announced: ${have})` : ''}`,
      );
    }
  }
  if (problems.length) {
    for (const p of problems) console.error(`  ✗ ${p}`);
    console.error(`api-report: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log(update ? 'api-report: reports updated' : 'api-report: ok');
}

if (import.meta.main) main();
