import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brands as storybookBrands } from '../.storybook/brands';
import { languages } from '../packages/locales/src/languages';
import { checkBrands } from './brand-check';
import { renderSchemas, schemaDir } from './brand-schemas';
import { siteBrandIds, themesDir } from './lib/brands';
import { brandContent, localesDir } from './lib/brandRules';
import { createBrand } from './new-brand';
import { brandsToCompare } from './vrt';

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
      b.defaultLanguage = 'SV'; // not among the offered languages
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

const png = (width: number, height: number, noise = false) => {
  const image = new PNG({ width, height });
  for (let i = 0; i < image.data.length; i += 1) image.data[i] = noise ? Math.floor(Math.random() * 256) : 200;
  return PNG.sync.write(image);
};

describe('brand:check: languages', () => {
  it('fails a code languages.ts does not know, naming the offered index and the codes with packs', () => {
    editJson(join(dir, 'default/brand.json'), (b) => {
      b.languages = ['JA', 'EN', 'XX', 'ZZ'];
    });
    const { problems } = checkBrands(dir, ['default']);
    const xx = problems.find((p) => p.field === 'languages[2]');
    expect(xx).toMatchObject({ brand: 'default', file: 'brand.json' });
    expect(xx?.message).toMatch(/"XX" is not a language code the kit knows/);
    expect(xx?.fix).toMatch(/remove "XX" or use one of the codes with a translation pack: JA, EN, CN/);
    expect(problems.find((p) => p.field === 'languages[3]')?.message).toMatch(/"ZZ" is not a language code/);
  });

  it('fails a known code whose pack is not complete (hasPack false, or namespace files missing)', () => {
    const table = languages.map((l) => (l.code === 'KO' ? { ...l, hasPack: false } : l));
    const flagged = checkBrands(dir, ['jade'], { languages: table }).problems;
    expect(flagged).toContainEqual(
      expect.objectContaining({ brand: 'jade', field: 'languages[3]', message: expect.stringMatching(/"KO" \(한국어\) has no complete translation pack.*English under lang="ko"/) }),
    );
    // The same table with KO's files gone: the files decide too, so a flag flipped early does not let it through.
    const locales = mkdtempSync(join(tmpdir(), 'locales-'));
    try {
      for (const code of readdirSync(localesDir).filter((name) => name !== 'KO' && !name.includes('.')))
        cpSync(join(localesDir, code), join(locales, code), { recursive: true });
      const missing = checkBrands(dir, ['jade'], { localesDir: locales }).problems;
      expect(missing.map((p) => p.field)).toEqual(['languages[3]']);
      expect(missing[0]?.message).toMatch(/missing packages\/locales\/src\/KO\//);
    } finally {
      rmSync(locales, { recursive: true, force: true });
    }
  });

  it('accepts every language flagged hasPack (so packs that land are offered without a code change)', () => {
    const withPacks = languages.filter((l) => l.hasPack).map((l) => l.code);
    editJson(join(dir, 'default/brand.json'), (b) => {
      b.languages = withPacks;
    });
    expect(checkBrands(dir, ['default']).problems).toEqual([]);
  });
});

/** The languages a brand folder of the test copy offers, as the check lists them. */
const offered = (id: string): string => (JSON.parse(readFileSync(join(dir, id, 'brand.json'), 'utf8')) as { languages: string[] }).languages.join(', ');

describe('brand:check: i18n keys', () => {
  it('fails a footer label key that does not resolve, naming the languages and the fix', () => {
    editJson(join(dir, 'default/brand.json'), (b) => {
      b.footerLinks[1].labelKey = 'footer.responsibleGamingg';
    });
    const [finding, ...rest] = checkBrands(dir, ['default']).problems;
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ brand: 'default', file: 'brand.json', field: 'footerLinks[1].labelKey' });
    expect(finding?.message).toBe(`"footer.responsibleGamingg" does not resolve to a text in ${offered('default')} (namespace "frame"); the site would show the raw key`);
    expect(finding?.fix).toMatch(/packages\/locales\/src\/<LANG>\/frame.json/);
  });

  it('fails a key missing or empty in one offered language only, and reads "ns:key" from that namespace', () => {
    const locales = mkdtempSync(join(tmpdir(), 'locales-'));
    try {
      cpSync(localesDir, locales, { recursive: true });
      editJson(join(locales, 'TH/frame.json'), (f) => {
        delete f.footer.security;
      });
      editJson(join(locales, 'VI/frame.json'), (f) => {
        f.footer.helpCentre = ' ';
      });
      editJson(join(dir, 'jade/brand.json'), (b) => {
        b.footerLinks.push({ labelKey: 'common:nope.nothing', href: '/x' });
      });
      const problems = checkBrands(dir, ['jade'], { localesDir: locales }).problems;
      expect(problems.map((p) => [p.field, p.message.split(' (')[0]])).toEqual([
        ['footerLinks[0].labelKey', '"footer.helpCentre" does not resolve to a text in VI'],
        ['footerLinks[2].labelKey', '"footer.security" does not resolve to a text in TH'],
        ['footerLinks[3].labelKey', `"common:nope.nothing" does not resolve to a text in ${offered('jade')}`],
      ]);
    } finally {
      rmSync(locales, { recursive: true, force: true });
    }
  });
});

describe('brand:check: assets', () => {
  const assets = (id: string) => join(dir, id, 'assets');
  const problemsOf = (id: string) => checkBrands(dir, [id]).problems;

  it('accepts a PNG within the limits', () => {
    writeFileSync(join(assets('jade'), 'seal.png'), png(300, 120));
    editJson(join(dir, 'jade/brand.json'), (b) => {
      b.assets.licenceSeal = 'assets/seal.png';
    });
    expect(problemsOf('jade')).toEqual([]);
  });

  it('fails files that are not SVG or PNG by their content, whatever their name', () => {
    writeFileSync(join(assets('default'), 'logo.svg'), png(100, 30)); // a PNG named .svg
    writeFileSync(join(assets('default'), 'logo-light.svg'), '<html><body>logo</body></html>');
    writeFileSync(join(assets('default'), 'favicon.png'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
    writeFileSync(join(assets('default'), 'seal.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    editJson(join(dir, 'default/brand.json'), (b) => {
      b.assets.favicon = 'assets/favicon.png';
      b.assets.licenceSeal = 'assets/seal.jpg';
    });
    const byField = Object.fromEntries(problemsOf('default').map((p) => [p.field, p]));
    expect(byField['assets.logo']?.message).toBe('assets/logo.svg is not a valid SVG: it is binary, not SVG markup');
    expect(byField['assets.logo']?.fix).toMatch(/export themes\/default\/assets\/logo.svg again as a plain SVG/);
    expect(byField['assets.logoLight']?.message).toMatch(/is not a valid SVG: it is not SVG markup \(the root element is not <svg>\)/);
    expect(byField['assets.favicon']?.message).toBe('assets/favicon.png is not a valid PNG: it does not start with the PNG signature');
    expect(byField['assets.licenceSeal']?.message).toBe('assets/seal.jpg is neither .svg nor .png');
  });

  it('fails SVGs an <img> cannot show: no namespace, no size, broken markup, script', () => {
    const cases: [string, RegExp][] = [
      ['<svg viewBox="0 0 10 10"><rect width="10" height="10"/></svg>', /has no xmlns="http:\/\/www.w3.org\/2000\/svg"/],
      ['<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>', /neither a viewBox nor a width and height/],
      ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g><rect/></svg>', /not well-formed: <\/svg> closes <g>/],
      ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect/>', /not well-formed: <svg> is never closed/],
      ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"/>', /contains script/],
    ];
    for (const [text, message] of cases) {
      writeFileSync(join(assets('jade'), 'favicon.svg'), text);
      expect(problemsOf('jade').map((p) => `${p.field}: ${p.message}`), text).toEqual([expect.stringMatching(message)]);
    }
    writeFileSync(join(assets('jade'), 'favicon.svg'), '<?xml version="1.0"?>\n<!-- ok -->\n<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><path d="M0 0h16v16z"/></svg>\n');
    expect(problemsOf('jade')).toEqual([]);
  });

  it('fails assets far too large in bytes or pixels, and a favicon that is not square', () => {
    writeFileSync(join(assets('default'), 'logo.png'), png(4000, 1000, true));
    const padding = `<!-- ${'x'.repeat(120 * 1024)} -->`;
    writeFileSync(join(assets('default'), 'licence-seal.svg'), `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 60">${padding}</svg>`);
    writeFileSync(join(assets('default'), 'favicon.png'), png(64, 32));
    editJson(join(dir, 'default/brand.json'), (b) => {
      b.assets.logo = 'assets/logo.png';
      b.assets.favicon = 'assets/favicon.png';
    });
    const messages = problemsOf('default').map((p) => `${p.field}: ${p.message} | ${p.fix}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^assets\.logo: assets\/logo.png is .* KB, more than 200 KB for a logo PNG \| compress it/),
        expect.stringMatching(/^assets\.logo: assets\/logo.png is 4000x1000 px, more than 1200x400 \| scale it down/),
        expect.stringMatching(/^assets\.licenceSeal: assets\/licence-seal.svg is 120.\d KB, more than 50 KB for a licenceSeal SVG/),
        'assets.favicon: assets/favicon.png is 64x32 px, not square | make themes/default/assets/favicon.png square (e.g. 32x32 or 192x192)',
      ]),
    );
    expect(messages).toHaveLength(4);
  });

  it('fails a missing asset', () => {
    rmSync(join(assets('jade'), 'licence-seal.svg'));
    expect(problemsOf('jade')).toEqual([
      { brand: 'jade', file: 'brand.json', field: 'assets.licenceSeal', message: 'assets/licence-seal.svg does not exist', fix: 'add themes/jade/assets/licence-seal.svg or point assets.licenceSeal at an existing file' },
    ]);
  });
});

describe('brand:check: merchant code', () => {
  it("fails a seed brand whose code is not the platform seed's merchant", () => {
    editJson(join(dir, 'default/brand.json'), (b) => {
      b.merchantCode = 'CRP002';
    });
    expect(checkBrands(dir, ['default']).problems).toEqual([
      expect.objectContaining({
        brand: 'default',
        field: 'merchantCode',
        message: `the platform's seed creates merchant "CRP001" for brand "default", not "CRP002"; the site would send a code the platform does not know`,
        fix: 'set "merchantCode": "CRP001" (or change SEED_BRANDS in apps/platform/src/seed/merchants.ts)',
      }),
    ]);
  });

  it('fails a code the platform cannot provision, one another brand has, and a seed code of another brand', () => {
    createBrand('acme', { dir });
    createBrand('beta', { dir });
    editJson(join(dir, 'acme/brand.json'), (b) => {
      b.merchantCode = 'ACME 01';
    });
    editJson(join(dir, 'beta/brand.json'), (b) => {
      b.merchantCode = 'jade01';
    });
    const problems = checkBrands(dir, ['acme', 'beta', 'jade']).problems; // jade, the code's seed owner, keeps it
    expect(problems.map((p) => `${p.brand} ${p.field}: ${p.message}`)).toEqual([
      'acme merchantCode: "ACME 01" is not a merchant code the platform can serve (1 to 64 letters, digits, "_" or "-"); it provisions no merchant for it and answers unknown_merchant',
      'beta merchantCode: "jade01" is also the merchant code of themes/jade; the platform provisions one merchant per code',
    ]);
    editJson(join(dir, 'beta/brand.json'), (b) => {
      b.merchantCode = 'OTHER1';
    });
    const seeds = [{ id: 'other', name: 'Other', merchantCode: 'OTHER1' }];
    expect(checkBrands(dir, ['beta'], { seedBrands: seeds }).problems[0]?.message).toBe('"OTHER1" is the seed merchant of brand "other"; the platform will not provision it for "beta"');
    // A brand on another platform (its own apiBaseUrl) is not held to the reference platform's seed.
    editJson(join(dir, 'beta/brand.json'), (b) => {
      b.apiBaseUrl = 'https://api.other.example';
    });
    expect(checkBrands(dir, ['beta'], { seedBrands: seeds }).problems).toEqual([]);
  });
});

describe('a brand made as the docs make it (pnpm new-brand acme)', () => {
  it('passes brand:check from the command line beside the committed brands', () => {
    createBrand('acme', { dir, name: 'Acme Casino', merchant: 'ACME01' });
    const output = execFileSync('npx', ['tsx', resolve(import.meta.dirname, 'brand-check.ts'), '--dir', dir], { encoding: 'utf8', stdio: 'pipe' });
    expect(output).toMatch(/4 brands OK \(_template, acme, default, jade\)/);
  });

  it('needs no VRT baselines: it is listed, not compared, until recorded', () => {
    const recorded = ['actions-button--default--default-light.png', 'navigation-header--default--jade-light.png'];
    expect(brandsToCompare(['acme', 'default', 'jade'], recorded, false)).toEqual({ brands: ['default', 'jade'], unrecorded: ['acme'] });
    expect(brandsToCompare(['acme', 'default', 'jade'], recorded, true).brands).toEqual(['acme', 'default', 'jade']);
  });
});

describe('Storybook brand toolbar', () => {
  it('lists every site brand and not _template', () => {
    const ids = storybookBrands.map((b) => b.id);
    expect(ids).not.toContain('_template');
    expect([...ids].sort()).toEqual(siteBrandIds());
    expect(ids[0]).toBe('default');
  });
});

describe('brand:check: content in every offered language', () => {
  it("fails a brand whose merchant's content misses an offered language, naming it and where to add it", () => {
    const real = brandContent('Jade Arena');
    // The shipped content: one file per language (seed/content/<CODE>.json, complete by seed/content.test.ts), every
    // language the brands offer among them.
    expect(real).toHaveLength(1);
    for (const code of ['JA', 'EN', 'CN', 'KO', 'TH', 'VI', 'ID', 'AR', 'PT-BR', 'UR-LA']) expect(real[0]?.languages).toContain(code);
    // The same content without Thai.
    const content = () => real.map((t) => ({ ...t, languages: t.languages.filter((code) => code !== 'TH') }));
    const problems = checkBrands(dir, ['jade'], { content }).problems;
    expect(problems.map((p) => [p.field, p.fix])).toEqual([
      ['languages (TH)', 'add the TH text of each to apps/platform/src/seed/content/<CODE>.json, or stop offering TH'],
    ]);
    expect(problems[0]?.message).toMatch(/not written in every offered language.*the platform content .*: no TH$/);
  });

  it('does not hold a brand on another platform (apiBaseUrl) to the reference content', () => {
    editJson(join(dir, 'jade/brand.json'), (b) => {
      b.apiBaseUrl = 'https://api.other.example';
    });
    expect(checkBrands(dir, ['jade'], { content: () => [{ source: 'x', label: 'y', languages: ['EN'] }] }).problems).toEqual([]);
  });
});

describe('the site build', () => {
  it("serves the assets brand.json names (a PNG logo), not the template's file names", async () => {
    const { brandPlugin } = await import('../apps/site/vite.config');
    writeFileSync(join(dir, 'jade/assets/brand-logo.png'), png(296, 72));
    editJson(join(dir, 'jade/brand.json'), (b) => {
      b.assets = { logo: 'assets/brand-logo.png', favicon: 'assets/logo.svg', licenceSeal: 'assets/licence-seal.svg' };
    });
    expect(checkBrands(dir, ['jade']).problems).toEqual([]);
    const plugin = brandPlugin('jade', dir);
    const load = plugin.load as (this: { addWatchFile: (file: string) => void }, id: string, options?: { ssr?: boolean }) => string;
    const source = load.call({ addWatchFile: () => undefined }, '\0virtual:croupier-brand', { ssr: true });
    const urls = /export const assetUrls = \{([\s\S]*?)\};/.exec(source)?.[1] ?? '';
    expect(urls).toContain(`logo: new URL(${JSON.stringify(join(dir, 'jade/assets/brand-logo.png'))}`);
    expect(urls).toContain(`logoLight: new URL(${JSON.stringify(join(dir, 'jade/assets/brand-logo.png'))}`); // falls back to logo
    expect(urls).toContain(`favicon: new URL(${JSON.stringify(join(dir, 'jade/assets/logo.svg'))}`);
  });
});
