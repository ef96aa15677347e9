/**
 * pnpm brand:check [--dir <themesDir>] [brand ...]
 * Validates every brand: schema, assets, and WCAG AA contrast in both modes. Exits 1 naming brand, field and fix.
 */
import { parseArgs } from 'node:util';
import { checkBrandContrast, createBrandTheme } from '../packages/ui/src/theme';
import { brandIds, loadBrand, themesDir, type BrandProblem } from './lib/brands';

export function checkBrands(dir: string, only: string[] = []): { checked: string[]; problems: BrandProblem[] } {
  const ids = only.length > 0 ? only : brandIds(dir);
  const problems: BrandProblem[] = [];
  for (const id of ids) {
    const loaded = loadBrand(id, dir);
    problems.push(...loaded.problems);
    if (!loaded.theme) continue;
    const theme = createBrandTheme(id, loaded.theme);
    for (const f of checkBrandContrast(theme)) {
      problems.push({
        brand: id,
        file: 'theme.json',
        field: f.field,
        message: `${f.mode} mode: ${f.pair} is ${f.ratio}:1, needs at least ${f.required}:1 (WCAG AA)`,
        fix: f.fix,
      });
    }
  }
  return { checked: ids, problems };
}

function main() {
  const { values, positionals } = parseArgs({ options: { dir: { type: 'string' } }, allowPositionals: true });
  const dir = values.dir ?? themesDir;
  const { checked, problems } = checkBrands(dir, positionals);
  if (problems.length === 0) {
    console.log(`brand:check: ${checked.length} brands OK (${checked.join(', ')}): schema, assets, contrast in light and dark`);
    return;
  }
  console.error(`brand:check: ${problems.length} problem(s)\n`);
  for (const p of problems) {
    console.error(`✗ ${p.brand} · themes/${p.brand}/${p.file} · ${p.field}\n    ${p.message}\n    fix: ${p.fix}\n`);
  }
  process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
