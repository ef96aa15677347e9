/**
 * pnpm brand:check [--dir <themesDir>] [brand ...]
 * Validates every brand: schema; offered languages (known, with a complete translation pack); the i18n keys it names
 * (resolved in every offered language); the content the platform gives its merchant (notices, banners, promotions) in
 * every offered language; assets (SVG or PNG by content, within size limits); the merchant code (one the
 * platform serves); and WCAG AA contrast in both modes. Exits 1 naming brand, field and fix.
 */
import { parseArgs } from 'node:util';
import { checkBrandContrast, createBrandTheme } from '../packages/ui/src/theme';
import { brandIds, loadBrand, themesDir, type BrandProblem } from './lib/brands';
import { assetProblems, contentProblems, keyProblems, languageProblems, merchantProblems, type RuleOptions } from './lib/brandRules';

export function checkBrands(dir: string, only: string[] = [], options: RuleOptions = {}): { checked: string[]; problems: BrandProblem[] } {
  const all = brandIds(dir);
  const ids = only.length > 0 ? only : all;
  const problems: BrandProblem[] = [];
  // Merchant codes are compared across every brand folder, also when only some are checked.
  const loadedAll = new Map(all.map((id) => [id, loadBrand(id, dir)] as const));
  const configs = [...loadedAll.values()].flatMap((l) => (l.brand ? [{ id: l.id, brand: l.brand }] : []));
  const merchant = merchantProblems(configs, options);
  for (const id of ids) {
    const loaded = loadedAll.get(id) ?? loadBrand(id, dir);
    problems.push(...loaded.problems);
    if (loaded.brand) {
      const { problems: languageFindings, usable } = languageProblems(id, loaded.brand, options);
      problems.push(...languageFindings, ...keyProblems(id, loaded.brand, usable, options));
      problems.push(...contentProblems(id, loaded.brand, usable, options));
      problems.push(...assetProblems(id, loaded.dir, loaded.brand));
      problems.push(...merchant.filter((p) => p.brand === id));
    }
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
    console.log(`brand:check: ${checked.length} brands OK (${checked.join(', ')}): schema, languages and their packs, i18n keys, content, assets, merchant code, contrast in light and dark`);
    return;
  }
  console.error(`brand:check: ${problems.length} problem(s)\n`);
  for (const p of problems) {
    console.error(`✗ ${p.brand} · themes/${p.brand}/${p.file} · ${p.field}\n    ${p.message}\n    fix: ${p.fix}\n`);
  }
  process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
