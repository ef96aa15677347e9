/** Reads and validates every brand folder under themes/ (used by brand:check, new-brand and the platform). */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { z } from 'zod';
import { brandSchema, themeInputSchema, type BrandConfig, type ThemeInput } from '../../packages/ui/src/theme/schema';

export const themesDir = resolve(import.meta.dirname, '../../themes');

export interface BrandProblem {
  brand: string;
  file: string;
  field: string;
  message: string;
  fix: string;
}

export interface LoadedBrand {
  id: string;
  dir: string;
  theme?: ThemeInput;
  brand?: BrandConfig;
  problems: BrandProblem[];
}

/** Every folder under themes/, `_template` included (brand:check checks what new brands copy). */
export function brandIds(dir = themesDir): string[] {
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort();
}

/** The brands a site or Storybook can show: every folder but `_template` (and other `_` folders). */
export function siteBrandIds(dir = themesDir): string[] {
  return brandIds(dir).filter((id) => !id.startsWith('_') && !id.startsWith('.'));
}

function readJson(path: string): { ok: true; value: unknown } | { ok: false; message: string } {
  if (!existsSync(path)) return { ok: false, message: 'file is missing' };
  try {
    return { ok: true, value: JSON.parse(readFileSync(path, 'utf8')) };
  } catch (error) {
    return { ok: false, message: `not valid JSON: ${(error as Error).message}` };
  }
}

function zodProblems(brand: string, file: string, error: z.ZodError): BrandProblem[] {
  return error.issues.map((issue) => ({
    brand,
    file,
    field: issue.path.join('.') || '(root)',
    message: issue.message,
    fix:
      issue.code === 'unrecognized_keys'
        ? `remove ${issue.keys.join(', ')} (see the JSON Schema in packages/ui/schemas/ for the allowed fields)`
        : issue.code === 'invalid_value' && 'values' in issue
          ? `use one of: ${issue.values.map(String).join(', ')}`
          : 'correct the value; your editor shows the allowed shape through the $schema reference',
  }));
}

export function loadBrand(id: string, dir = themesDir): LoadedBrand {
  const brandDir = join(dir, id);
  const loaded: LoadedBrand = { id, dir: brandDir, problems: [] };
  const theme = readJson(join(brandDir, 'theme.json'));
  if (!theme.ok) {
    loaded.problems.push({ brand: id, file: 'theme.json', field: '(file)', message: theme.message, fix: 'copy themes/_template/theme.json' });
  } else {
    const parsed = themeInputSchema.safeParse(theme.value);
    if (parsed.success) loaded.theme = parsed.data;
    else loaded.problems.push(...zodProblems(id, 'theme.json', parsed.error));
  }
  const brand = readJson(join(brandDir, 'brand.json'));
  if (!brand.ok) {
    loaded.problems.push({ brand: id, file: 'brand.json', field: '(file)', message: brand.message, fix: 'copy themes/_template/brand.json' });
  } else {
    const parsed = brandSchema.safeParse(brand.value);
    if (parsed.success) {
      loaded.brand = parsed.data;
      if (parsed.data.id !== id) {
        loaded.problems.push({ brand: id, file: 'brand.json', field: 'id', message: `is "${parsed.data.id}" but the folder is "${id}"`, fix: `set "id": "${id}"` });
      }
    } else loaded.problems.push(...zodProblems(id, 'brand.json', parsed.error));
  }
  return loaded;
}
