/**
 * The checks of `pnpm brand:check` beyond the zod schema and contrast: what a brand names must exist where the site
 * looks for it. Languages need a translation pack, i18n keys must resolve in every offered language, assets must be
 * SVG or PNG by their content and within the size limits below, and the merchant code must be one the platform serves.
 * Each finding names the brand, the file, the field and the fix (see docs/storybook/MakingAWhiteLabel.mdx).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { languages as knownLanguages, type LanguageInfo } from '../../packages/locales/src/languages';
import { MERCHANT_CODE_PATTERN, SEED_BRANDS, type BrandIdentity } from '../../apps/platform/src/seed/merchants';
import { CONTENT_LANGUAGES } from '../../apps/platform/src/seed/content';
import type { BrandConfig } from '../../packages/ui/src/theme/schema';
import type { BrandProblem } from './brands';

export const localesDir = resolve(import.meta.dirname, '../../packages/locales/src');

export interface RuleOptions {
  /** Folder holding one folder of namespace files per language (packages/locales/src). */
  localesDir?: string;
  /** The language table (packages/locales/src/languages.ts). */
  languages?: readonly LanguageInfo[];
  /** The merchants the reference platform's seed creates (apps/platform/src/seed/merchants.ts). */
  seedBrands?: readonly BrandIdentity[];
  /** The content the platform gives a brand's merchant (defaults: its seed, brandContent below). */
  content?: (brandName: string) => ContentText[];
}

// ---- languages ------------------------------------------------------------------------------------------------------

/** The namespaces every complete pack has: those of the English pack. */
function packNamespaces(dir: string): string[] {
  const en = join(dir, 'EN');
  return existsSync(en) ? readdirSync(en).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)) : [];
}

/** Offered languages must be codes languages.ts knows, flagged `hasPack`, with every namespace file present. */
export function languageProblems(id: string, brand: BrandConfig, options: RuleOptions = {}): { problems: BrandProblem[]; usable: string[] } {
  const dir = options.localesDir ?? localesDir;
  const table = options.languages ?? knownLanguages;
  const namespaces = packNamespaces(dir);
  const withPack = table.filter((l) => l.hasPack && namespaces.length > 0 && namespaces.every((ns) => existsSync(join(dir, l.code, `${ns}.json`))));
  const packList = withPack.map((l) => l.code).join(', ');
  const problems: BrandProblem[] = [];
  const usable: string[] = [];
  brand.languages.forEach((code, index) => {
    const field = `languages[${index}]`;
    const info = table.find((l) => l.code === code);
    if (!info) {
      problems.push({
        brand: id,
        file: 'brand.json',
        field,
        message: `"${code}" is not a language code the kit knows (packages/locales/src/languages.ts); the site would offer it under its bare code`,
        fix: `remove "${code}" or use one of the codes with a translation pack: ${packList}`,
      });
      return;
    }
    const missing = namespaces.filter((ns) => !existsSync(join(dir, code, `${ns}.json`)));
    if (!info.hasPack || missing.length > 0) {
      problems.push({
        brand: id,
        file: 'brand.json',
        field,
        message: `"${code}" (${info.nativeName}) has no complete translation pack${missing.length > 0 ? ` (missing packages/locales/src/${code}/${missing.slice(0, 3).join('.json, ')}.json${missing.length > 3 ? ', …' : ''})` : ''}; the site would show English under lang="${info.htmlLang}"`,
        fix: `remove "${code}" until its pack lands (hasPack in languages.ts and every namespace file), or offer one of: ${packList}`,
      });
      return;
    }
    if (brand.languages.indexOf(code) !== index) {
      problems.push({ brand: id, file: 'brand.json', field, message: `"${code}" is offered twice`, fix: `remove the second "${code}"` });
      return;
    }
    usable.push(code);
  });
  return { problems, usable };
}

// ---- i18n keys ------------------------------------------------------------------------------------------------------

/** The i18n keys a brand names, with the field naming them and the namespace the component reads them from. */
export function brandKeys(brand: BrandConfig): { field: string; key: string; defaultNamespace: string }[] {
  // The footer renders its links with t(labelKey) in the `frame` namespace (packages/ui/src/layout/Footer).
  return brand.footerLinks.map((link, index) => ({ field: `footerLinks[${index}].labelKey`, key: link.labelKey, defaultNamespace: 'frame' }));
}

function resolveKey(pack: unknown, path: string): unknown {
  let node = pack;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Every key must be a non-empty string in every offered language's pack ("ns:key" picks another namespace). */
export function keyProblems(id: string, brand: BrandConfig, offered: readonly string[], options: RuleOptions = {}): BrandProblem[] {
  const dir = options.localesDir ?? localesDir;
  const cache = new Map<string, unknown>();
  const pack = (code: string, ns: string) => {
    const path = join(dir, code, `${ns}.json`);
    if (!cache.has(path)) cache.set(path, existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);
    return cache.get(path);
  };
  const problems: BrandProblem[] = [];
  for (const { field, key, defaultNamespace } of brandKeys(brand)) {
    const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : [defaultNamespace, key];
    const missing = offered.filter((code) => {
      const value = resolveKey(pack(code, ns), path);
      return typeof value !== 'string' || value.trim() === '';
    });
    if (missing.length === 0) continue;
    problems.push({
      brand: id,
      file: 'brand.json',
      field,
      message: `"${key}" does not resolve to a text in ${missing.join(', ')} (namespace "${ns}"); the site would show the raw key`,
      fix: `use a key that exists in packages/locales/src/<LANG>/${ns}.json (e.g. "footer.helpCentre"), or add "${path}" to ${ns}.json in every language`,
    });
  }
  return problems;
}

// ---- assets ---------------------------------------------------------------------------------------------------------

/** Size limits per asset kind (documented in docs/storybook/MakingAWhiteLabel.mdx, "Assets"). */
export const ASSET_LIMITS = {
  logo: { svgBytes: 100 * 1024, pngBytes: 200 * 1024, maxWidth: 1200, maxHeight: 400, square: false, shown: 'about 148x36 in the header' },
  logoLight: { svgBytes: 100 * 1024, pngBytes: 200 * 1024, maxWidth: 1200, maxHeight: 400, square: false, shown: 'about 148x36 in the header' },
  favicon: { svgBytes: 20 * 1024, pngBytes: 100 * 1024, maxWidth: 512, maxHeight: 512, square: true, shown: '16x16 to 32x32 in the tab' },
  licenceSeal: { svgBytes: 50 * 1024, pngBytes: 150 * 1024, maxWidth: 600, maxHeight: 240, square: false, shown: '150x60 in the footer' },
} as const satisfies Record<keyof BrandConfig['assets'], unknown>;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size from its IHDR chunk, or why the bytes are not a PNG (signature, IHDR first, chunks up to IEND). */
export function readPng(bytes: Buffer): { width: number; height: number } | { error: string } {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return { error: 'does not start with the PNG signature' };
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return { error: 'has no IHDR chunk first' };
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width === 0 || height === 0) return { error: `declares ${width}x${height} pixels` };
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    offset += 12 + length;
    if (type === 'IEND') return offset <= bytes.length ? { width, height } : { error: 'is cut short' };
  }
  return { error: 'is cut short (no IEND chunk)' };
}

/** Why a text is not an SVG an <img> shows, or null: one <svg> root in the SVG namespace, balanced tags, no script. */
export function svgError(text: string): string | null {
  const body = text
    .replace(/^\uFEFF/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '')
    .replace(/<\?xml[\s\S]*?\?>/, '')
    .replace(/<!DOCTYPE[^>]*>/i, '')
    .trim();
  if (!body.startsWith('<svg')) return 'is not SVG markup (the root element is not <svg>)';
  const root = /^<svg\b[^>]*>/.exec(body)?.[0] ?? '';
  if (!/\bxmlns\s*=\s*["']http:\/\/www\.w3\.org\/2000\/svg["']/.test(root)) {
    return 'has no xmlns="http://www.w3.org/2000/svg" on its root (an <img> shows nothing without it)';
  }
  if (!/\bviewBox\s*=/.test(root) && !(/\bwidth\s*=/.test(root) && /\bheight\s*=/.test(root))) {
    return 'has neither a viewBox nor a width and height on its root (it cannot be scaled)';
  }
  if (/<script\b/i.test(body) || /\son[a-z]+\s*=/i.test(body)) return 'contains script (a <script> element or an on… handler)';
  const stack: string[] = [];
  for (const match of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g)) {
    const [, closing, name, , selfClosing] = match;
    if (closing) {
      const open = stack.pop();
      if (open !== name) return `is not well-formed: </${name}> closes ${open ? `<${open}>` : 'nothing'}`;
    } else if (!selfClosing) stack.push(name!);
    if (stack.length === 0 && match.index + match[0].length < body.length && body.slice(match.index + match[0].length).trim()) {
      return 'is not well-formed: content after the closing </svg>';
    }
  }
  if (stack.length > 0) return `is not well-formed: <${stack[stack.length - 1]}> is never closed`;
  return null;
}

const kb = (bytes: number) => `${Math.round(bytes / 102.4) / 10} KB`;

export function assetProblems(id: string, brandDir: string, brand: BrandConfig): BrandProblem[] {
  const problems: BrandProblem[] = [];
  for (const [kind, path] of Object.entries(brand.assets) as [keyof typeof ASSET_LIMITS, string | undefined][]) {
    if (!path) continue;
    const field = `assets.${kind}`;
    const file = join(brandDir, path);
    const where = join('themes', id, path);
    const problem = (message: string, fix: string) => problems.push({ brand: id, file: 'brand.json', field, message, fix });
    if (!existsSync(file) || !statSync(file).isFile()) {
      problem(`${path} does not exist`, `add ${where} or point ${field} at an existing file`);
      continue;
    }
    const limit = ASSET_LIMITS[kind];
    const bytes = readFileSync(file);
    const extension = extname(path).toLowerCase();
    if (extension === '.png') {
      const png = readPng(bytes);
      if ('error' in png) {
        problem(`${path} is not a valid PNG: it ${png.error}`, `export ${where} again as a PNG (or use an SVG)`);
        continue;
      }
      if (bytes.length > limit.pngBytes) {
        problem(`${path} is ${kb(bytes.length)}, more than ${kb(limit.pngBytes)} for a ${kind} PNG`, `compress it (e.g. oxipng, pngquant) or use an SVG; it is shown ${limit.shown}`);
      }
      if (png.width > limit.maxWidth || png.height > limit.maxHeight) {
        problem(`${path} is ${png.width}x${png.height} px, more than ${limit.maxWidth}x${limit.maxHeight}`, `scale it down to at most ${limit.maxWidth}x${limit.maxHeight} px; it is shown ${limit.shown}`);
      }
      if (limit.square && png.width !== png.height) {
        problem(`${path} is ${png.width}x${png.height} px, not square`, `make ${where} square (e.g. 32x32 or 192x192)`);
      }
    } else if (extension === '.svg') {
      const error = bytes.includes(0) ? 'is binary, not SVG markup' : svgError(bytes.toString('utf8'));
      if (error) {
        problem(`${path} is not a valid SVG: it ${error}`, `export ${where} again as a plain SVG (e.g. through SVGO) with an <svg xmlns="http://www.w3.org/2000/svg" viewBox="…"> root`);
        continue;
      }
      if (bytes.length > limit.svgBytes) {
        problem(`${path} is ${kb(bytes.length)}, more than ${kb(limit.svgBytes)} for a ${kind} SVG`, `simplify it (e.g. SVGO; no embedded bitmaps or fonts); it is shown ${limit.shown}`);
      }
    } else {
      problem(`${path} is neither .svg nor .png`, `convert it to SVG (preferred) or PNG and point ${field} at it`);
    }
  }
  return problems;
}

// ---- merchant codes -------------------------------------------------------------------------------------------------

/**
 * The merchant code must be one the reference platform serves without a running platform to ask: the seed creates
 * SEED_BRANDS' merchants, and the start (or `pnpm platform merchant sync`) provisions one per other brand folder
 * whose code matches MERCHANT_CODE_PATTERN and belongs to no other brand (seed/provision.ts). A brand with its own
 * apiBaseUrl talks to another platform: only the header rule applies to it.
 */
export function merchantProblems(brands: readonly { id: string; brand: BrandConfig }[], options: RuleOptions = {}): BrandProblem[] {
  const seeds = options.seedBrands ?? SEED_BRANDS;
  const problems: BrandProblem[] = [];
  const served = brands.filter(({ id }) => !id.startsWith('_')); // the template is copied, never served
  const sharing = (id: string, code: string) =>
    served.filter((other) => other.id !== id && other.brand.merchantCode.toUpperCase() === code.toUpperCase()).map((other) => other.id);
  for (const { id, brand } of brands) {
    const code = brand.merchantCode;
    const problem = (message: string, fix: string) => problems.push({ brand: id, file: 'brand.json', field: 'merchantCode', message, fix });
    if (!MERCHANT_CODE_PATTERN.test(code)) {
      problem(`"${code}" is not a merchant code the platform can serve (1 to 64 letters, digits, "_" or "-"); it provisions no merchant for it and answers unknown_merchant`, 'use letters, digits, "_" and "-" only, e.g. "ACME01"');
      continue;
    }
    if (id.startsWith('_')) continue;
    // Two folders with one code: the platform provisions one merchant; the seed's owner of the code keeps it.
    const others = sharing(id, code);
    const isSeedOwner = seeds.some((s) => s.id === id && s.merchantCode === code);
    if (others.length > 0 && !isSeedOwner) {
      problem(`"${code}" is also the merchant code of ${others.map((o) => `themes/${o}`).join(', ')}; the platform provisions one merchant per code`, `give themes/${id} a code of its own`);
      continue;
    }
    if (brand.apiBaseUrl) continue;
    const seedOfBrand = seeds.find((s) => s.id === id);
    const seedOfCode = seeds.find((s) => s.merchantCode.toUpperCase() === code.toUpperCase());
    if (seedOfBrand && seedOfBrand.merchantCode !== code) {
      problem(`the platform's seed creates merchant "${seedOfBrand.merchantCode}" for brand "${id}", not "${code}"; the site would send a code the platform does not know`, `set "merchantCode": "${seedOfBrand.merchantCode}" (or change SEED_BRANDS in apps/platform/src/seed/merchants.ts)`);
    } else if (seedOfCode && seedOfCode.id !== id) {
      problem(`"${code}" is the seed merchant of brand "${seedOfCode.id}"; the platform will not provision it for "${id}"`, `choose another code, e.g. "${id.replace(/-/g, '').toUpperCase().slice(0, 12)}"`);
    }
  }
  return problems;
}

// ---- content --------------------------------------------------------------------------------------------------------

/** One text of a brand's content, with the languages it is written in (non-empty). */
export interface ContentText {
  /** Where it is written, for the fix. */
  source: string;
  /** What it is, for the message: `notice B/banners "Live baccarat tables now open"`. */
  label: string;
  languages: string[];
}

/**
 * The content the reference platform gives a brand's merchant (seed/provision.ts): notices (banners, pop-ups, promotion
 * notices, help and agent announcements), the help centre and templates, promotions with their categories, missions,
 * VIP levels and mall rewards. It is written one file per language (apps/platform/src/seed/content/<CODE>.json), each
 * with every key (seed/content.test.ts), so a language has the whole content exactly when its file exists.
 */
export function brandContent(_brandName: string): ContentText[] {
  return [
    {
      source: 'apps/platform/src/seed/content/<CODE>.json',
      label: 'the platform content (notices, help centre, templates, promotions, missions, VIP levels, mall rewards)',
      languages: [...CONTENT_LANGUAGES],
    },
  ];
}

/** Every content text must exist in every language the brand offers (else the platform answers in English or JA). */
export function contentProblems(id: string, brand: BrandConfig, offered: readonly string[], options: RuleOptions = {}): BrandProblem[] {
  if (brand.apiBaseUrl) return []; // another platform's content is its own
  const problems: BrandProblem[] = [];
  const bySource = new Map<string, { labels: string[]; missing: Set<string> }>();
  for (const text of (options.content ?? brandContent)(brand.name)) {
    const missing = offered.filter((code) => !text.languages.includes(code));
    if (missing.length === 0) continue;
    const entry = bySource.get(text.source) ?? { labels: [], missing: new Set<string>() };
    entry.labels.push(`${text.label}: no ${missing.join(', ')}`);
    for (const code of missing) entry.missing.add(code);
    bySource.set(text.source, entry);
  }
  for (const [source, { labels, missing }] of bySource) {
    const codes = [...missing];
    problems.push({
      brand: id,
      file: 'brand.json',
      field: `languages (${codes.join(', ')})`,
      message: `the brand's content is not written in every offered language; the site would show it in another language. ${labels.length} text(s): ${labels.slice(0, 3).join('; ')}${labels.length > 3 ? '; …' : ''}`,
      fix: `add the ${codes.join(', ')} text of each to ${source}, or stop offering ${codes.join(', ')}`,
    });
  }
  return problems;
}
