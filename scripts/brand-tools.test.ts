import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkBrands } from './brand-check';
import { renderSchemas, schemaDir } from './brand-schemas';
import { themesDir } from './lib/brands';
import { createBrand } from './new-brand';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'brands-'));
  // The committed brands only: a local brand (say the docs' `acme`) must not change what these tests see.
  for (const id of ['_template', 'default', 'jade']) cpSync(join(themesDir, id), join(dir, id), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const editJson = (path: string, edit: (json: Record<string, any>) => void) => {
  const json = JSON.parse(readFileSync(path, 'utf8'));
  edit(json);
  writeFileSync(path, JSON.stringify(json));
};

describe('brand:check', () => {
  it('passes every committed brand', () => {
    const { checked, problems } = checkBrands(themesDir);
    expect(checked).toEqual(expect.arrayContaining(['_template', 'default', 'jade']));
    expect(problems).toEqual([]);
  });

  it('fails a brand with a low-contrast accent, naming brand, field and fix', () => {
    editJson(join(dir, 'jade/theme.json'), (t) => {
      t.color.accent = '#FFE45C'; // pale yellow on an off-white page
    });
    const { problems } = checkBrands(dir, ['jade']);
    const finding = problems.find((p) => p.message.includes('accent.solid on canvas'));
    expect(finding).toMatchObject({ brand: 'jade', file: 'theme.json', field: 'light.color.accent (or color.accent)' });
    expect(finding?.message).toMatch(/light mode: .* needs at least 3:1/);
    expect(finding?.fix).toMatch(/stronger accent/);
  });

  it('fails explicit text-on-accent that is unreadable', () => {
    editJson(join(dir, 'default/theme.json'), (t) => {
      t.dark.color.onAccent = '#FFFFFF'; // white on gold
    });
    const { problems } = checkBrands(dir, ['default']);
    expect(problems.map((p) => p.field)).toContain('dark.color.onAccent (or color.onAccent)');
  });

  it('reports schema errors and missing assets by field', () => {
    editJson(join(dir, 'default/theme.json'), (t) => {
      t.radius = 'blobby';
      t.colour = {};
    });
    editJson(join(dir, 'default/brand.json'), (b) => {
      b.assets.logo = 'assets/missing.svg';
      b.defaultLanguage = 'DE'; // not among the offered languages
    });
    const { problems } = checkBrands(dir, ['default']);
    const fields = problems.map((p) => `${p.file}:${p.field}`);
    expect(fields).toEqual(
      expect.arrayContaining(['theme.json:radius', 'theme.json:(root)', 'brand.json:defaultLanguage']),
    );
    expect(problems.find((p) => p.field === 'radius')?.fix).toMatch(/square, soft, rounded, pill/);
    rmSync(join(dir, 'default/assets/licence-seal.svg'));
    editJson(join(dir, 'default/brand.json'), (b) => {
      b.defaultLanguage = 'JA';
    });
    expect(checkBrands(dir, ['default']).problems).toContainEqual(
      expect.objectContaining({ field: 'assets.logo', message: 'assets/missing.svg does not exist' }),
    );
  });

  it('exits non-zero from the command line with the brand named', () => {
    editJson(join(dir, 'jade/theme.json'), (t) => {
      t.color.accent = '#FFE45C';
    });
    let output = '';
    try {
      execFileSync('npx', ['tsx', resolve(import.meta.dirname, 'brand-check.ts'), '--dir', dir], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      output = String((error as { stderr: string }).stderr);
    }
    expect(output).toMatch(/✗ jade · themes\/jade\/theme.json · light.color.accent/);
  });
});

describe('new-brand', () => {
  it('creates a brand from the template that passes brand:check', () => {
    createBrand('acme', { dir });
    const brand = JSON.parse(readFileSync(join(dir, 'acme/brand.json'), 'utf8'));
    expect(brand).toMatchObject({ id: 'acme', name: 'Acme', merchantCode: 'ACME' });
    expect(checkBrands(dir, ['acme']).problems).toEqual([]);
  });

  it('refuses bad ids and existing brands', () => {
    expect(() => createBrand('Acme!', { dir })).toThrow(/not a valid brand id/);
    expect(() => createBrand('default', { dir })).toThrow(/already exists/);
  });

  it('takes the merchant code from --merchant, refusing one the platform cannot use or another brand has', () => {
    createBrand('acme', { dir, merchant: 'ACME01' });
    expect(JSON.parse(readFileSync(join(dir, 'acme/brand.json'), 'utf8')).merchantCode).toBe('ACME01');
    expect(() => createBrand('beta', { dir, merchant: 'BAD CODE' })).toThrow(/not a valid merchant code/);
    expect(() => createBrand('gamma', { dir, merchant: 'JADE01' })).toThrow(/JADE01 is the merchant code of themes\/jade/);
    expect(() => createBrand('delta', { dir, merchant: 'acme01' })).toThrow(/is the merchant code of themes\/acme/);
  });
});

describe('JSON Schemas', () => {
  it('are committed and up to date with the zod schemas', () => {
    for (const [file, text] of Object.entries(renderSchemas())) {
      expect(readFileSync(join(schemaDir, file), 'utf8'), `${file} is stale: run pnpm brand:schemas`).toBe(text);
    }
  });
});
