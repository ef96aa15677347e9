/** pnpm brand:schemas — writes the JSON Schemas editors use for theme.json and brand.json (checked in CI). */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { brandSchema, themeInputSchema } from '../packages/ui/src/theme/schema';

export const schemaDir = resolve(import.meta.dirname, '../packages/ui/schemas');

export function renderSchemas(): Record<string, string> {
  const doc = (schema: z.ZodType, title: string) =>
    `${JSON.stringify({ title, ...z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) }, null, 2)}\n`;
  return {
    'theme.schema.json': doc(themeInputSchema, 'Croupier theme.json'),
    'brand.schema.json': doc(brandSchema, 'Croupier brand.json'),
  };
}

function main() {
  const check = process.argv.includes('--check');
  mkdirSync(schemaDir, { recursive: true });
  let stale = 0;
  for (const [file, text] of Object.entries(renderSchemas())) {
    const path = join(schemaDir, file);
    if (check) {
      let current = '';
      try {
        current = readFileSync(path, 'utf8');
      } catch {}
      if (current !== text) {
        console.error(`${path} is out of date: run pnpm brand:schemas`);
        stale += 1;
      }
    } else {
      writeFileSync(path, text);
      console.log(`wrote ${path}`);
    }
  }
  if (stale) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
