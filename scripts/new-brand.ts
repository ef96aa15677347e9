/** pnpm new-brand <id> [--name "Display Name"] [--merchant CODE] — a working brand copied from themes/_template. */
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { themesDir } from './lib/brands';

export function createBrand(id: string, options: { name?: string; merchant?: string; dir?: string } = {}): string {
  const dir = options.dir ?? themesDir;
  if (!/^[a-z][a-z0-9-]*$/.test(id)) {
    throw new Error(`"${id}" is not a valid brand id: use lower-case letters, digits and dashes, starting with a letter`);
  }
  const target = join(dir, id);
  if (existsSync(target)) throw new Error(`themes/${id} already exists`);
  const merchantCode = options.merchant ?? id.replace(/-/g, '').toUpperCase().slice(0, 12);
  // The platform provisions a merchant per brand folder by this code (Merchant header: at most 64 characters).
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(merchantCode)) {
    throw new Error(`"${merchantCode}" is not a valid merchant code: use 1 to 64 letters, digits, "_" or "-"`);
  }
  for (const other of readdirSync(dir)) {
    const path = join(dir, other, 'brand.json');
    if (other.startsWith('_') || !existsSync(path)) continue;
    let code: unknown;
    try {
      code = (JSON.parse(readFileSync(path, 'utf8')) as { merchantCode?: unknown }).merchantCode;
    } catch {
      continue; // brand:check reports a broken brand.json; it holds no code to collide with
    }
    if (typeof code === 'string' && code.toUpperCase() === merchantCode.toUpperCase()) {
      throw new Error(`${code} is the merchant code of themes/${other}: choose another with --merchant`);
    }
  }
  cpSync(join(dir, '_template'), target, { recursive: true });
  const brandPath = join(target, 'brand.json');
  const brand = JSON.parse(readFileSync(brandPath, 'utf8')) as Record<string, unknown>;
  const name = options.name ?? id.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => `${dash ? ' ' : ''}${c.toUpperCase()}`);
  brand.id = id;
  brand.name = name;
  brand.merchantCode = merchantCode;
  writeFileSync(brandPath, `${JSON.stringify(brand, null, 2)}\n`);
  const themePath = join(target, 'theme.json');
  const theme = JSON.parse(readFileSync(themePath, 'utf8')) as Record<string, unknown>;
  theme.name = name;
  writeFileSync(themePath, `${JSON.stringify(theme, null, 2)}\n`);
  return target;
}

function main() {
  const { values, positionals } = parseArgs({
    options: { name: { type: 'string' }, merchant: { type: 'string' } },
    allowPositionals: true,
  });
  const id = positionals[0];
  if (!id) {
    console.error('usage: pnpm new-brand <id> [--name "Display Name"] [--merchant CODE]');
    process.exitCode = 2;
    return;
  }
  try {
    const target = createBrand(id, values);
    console.log(`Created ${target}.
Next:
  1. Edit themes/${id}/theme.json (accent, radius, fonts) and replace the files in themes/${id}/assets/.
  2. Edit themes/${id}/brand.json (merchantCode, languages, licence number, links).
  3. pnpm brand:check ${id}        # schema, assets and contrast
  4. pnpm storybook               # pick "${id}" in the Brand toolbar
  5. BRAND=${id} pnpm start        # the site in this brand; the platform provisions its merchant
                                  # (a platform already running: pnpm platform merchant sync)`);
  } catch (error) {
    console.error(`new-brand: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
