/**
 * The kit's own faces (the @fontsource Noto Sans families packages/ui bundles) for the pages the platform renders
 * itself: the demo games (on the games origin) and the sandbox pay page. A machine without CJK, Thai, Arabic, Indic or
 * Southeast Asian system fonts would otherwise show empty boxes. `<prefix>/fonts.css` is the families' @font-face rules (unicode-range subsets, so a
 * browser fetches only the files a page uses) pointing at `<prefix>/<family>/<file>`, served from the packages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The faces of packages/ui's script fonts (theme/loadScriptFonts.ts): every script of the 30 languages. */
const FAMILIES = [
  'noto-sans',
  'noto-sans-jp',
  'noto-sans-sc',
  'noto-sans-tc',
  'noto-sans-kr',
  'noto-sans-thai',
  'noto-sans-arabic',
  'noto-sans-devanagari',
  'noto-sans-bengali',
  'noto-sans-tamil',
  'noto-sans-myanmar',
  'noto-sans-khmer',
  'noto-sans-lao',
] as const;
type Family = (typeof FAMILIES)[number];
const WEIGHTS = [400, 700] as const;
const FILE = /^[a-z0-9-]+\.(woff2|woff)$/;

const require = createRequire(import.meta.url);
const filesDir = (family: Family) => join(dirname(require.resolve(`@fontsource/${family}/package.json`)), 'files');

/**
 * The font stack for a page, by language: Noto Sans first (Latin, Cyrillic, Vietnamese), then the face of the page
 * language's script, as the site picks it (with Japanese first, Chinese would take Japanese glyph forms; Traditional
 * Chinese takes the TC face, never the Simplified one's forms). Romanised Urdu (ur-Latn) stays in Noto Sans.
 */
export const KIT_FONT_STACK = `"Noto Sans","Noto Sans JP",sans-serif`;
const SCRIPT_FACES: readonly (readonly [selector: string, face: string])[] = [
  [':lang(zh)', 'Noto Sans SC'],
  [':lang(zh-TW),:lang(zh-HK),:lang(zh-MO),:lang(zh-Hant)', 'Noto Sans TC'],
  [':lang(ko)', 'Noto Sans KR'],
  [':lang(th)', 'Noto Sans Thai'],
  [':lang(ar),:lang(fa),:lang(ur)', 'Noto Sans Arabic'],
  [':lang(ur-Latn)', ''],
  [':lang(hi),:lang(ne)', 'Noto Sans Devanagari'],
  [':lang(bn)', 'Noto Sans Bengali'],
  [':lang(ta)', 'Noto Sans Tamil'],
  [':lang(my)', 'Noto Sans Myanmar'],
  [':lang(km)', 'Noto Sans Khmer'],
  [':lang(lo)', 'Noto Sans Lao'],
];
export const KIT_FONT_LANG_RULES = SCRIPT_FACES.map(
  ([selector, face]) => `${selector}{font-family:"Noto Sans",${face ? `"${face}",` : ''}sans-serif}`,
).join('\n');

let css: Map<string, string> | undefined;
function stylesheet(prefix: string): string {
  css ??= new Map();
  let text = css.get(prefix);
  if (text === undefined) {
    const parts: string[] = [];
    for (const family of FAMILIES) {
      for (const weight of WEIGHTS) {
        const source = readFileSync(join(dirname(filesDir(family)), `${weight}.css`), 'utf8');
        parts.push(source.replaceAll('url(./files/', `url(${prefix}/${family}/`));
      }
    }
    text = parts.join('\n');
    css.set(prefix, text);
  }
  return text;
}

/** Serves the stylesheet and the font files under `prefix` (e.g. `/games/demo/fonts`). */
export function registerKitFonts(app: FastifyInstance, prefix: string): void {
  app.get(`${prefix}/fonts.css`, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=86400').send(stylesheet(prefix)),
  );
  app.get<{ Params: { family: string; file: string } }>(`${prefix}/:family/:file`, async (request, reply) => {
    const { family, file } = request.params;
    if (!(FAMILIES as readonly string[]).includes(family) || !FILE.test(file) || !file.startsWith(`${family}-`)) {
      return reply.code(404).send({ ok: false, error: 'not_found' });
    }
    const path = join(filesDir(family as Family), file);
    if (!existsSync(path)) return reply.code(404).send({ ok: false, error: 'not_found' });
    // The files are versioned with the package: the same name is always the same bytes.
    return reply
      .type(file.endsWith('.woff2') ? 'font/woff2' : 'font/woff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(readFileSync(path));
  });
}
