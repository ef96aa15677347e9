/** The site is built for one brand: BRAND=<id> (default "default") selects themes/<id>/. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { transformAsync } from '@babel/core';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import type { Rollup } from 'vite';
import { createBrandTheme } from '../../packages/ui/src/theme/createTheme';
import { brandSchema, themeInputSchema } from '../../packages/ui/src/theme/schema';
// The default language's script faces, whose font-face rules go into the first CSS.
import { firstScriptFonts, firstScriptWeights } from './scripts/firstFonts.mjs';

const themesDir = resolve(import.meta.dirname, '../../themes');
const uiRequire = createRequire(resolve(import.meta.dirname, '../../packages/ui/package.json'));

/** The brand's virtual module (config, theme, asset URLs) from themes/<id>/ (`root`: another themes folder, for tests). */
export function brandPlugin(id: string, root = themesDir): Plugin {
  const dir = resolve(root, id);
  if (!existsSync(resolve(dir, 'brand.json'))) throw new Error(`BRAND=${id}: themes/${id}/brand.json not found`);
  const virtualId = 'virtual:croupier-brand';
  const fontsId = 'virtual:croupier-first-fonts';
  return {
    name: 'croupier-brand',
    resolveId: (source) => (source === virtualId || source === fontsId ? `\0${source}` : undefined),
    load(loadId, options) {
      if (loadId === `\0${fontsId}`) {
        // The default language's script faces, regular and bold, go into the first CSS: their glyphs download with the page.
        const brandJson = JSON.parse(readFileSync(resolve(dir, 'brand.json'), 'utf8')) as { defaultLanguage?: string };
        const first = firstScriptFonts[(brandJson.defaultLanguage ?? 'JA').toUpperCase()];
        if (!first) return 'export const firstFontTag = null;\nexport const firstFontWeights = [];';
        const imports = firstScriptWeights.map(
          (weight) => `import ${JSON.stringify(uiRequire.resolve(`@fontsource/${first.family}/${weight}.css`))};`,
        );
        return `${imports.join('\n')}\nexport const firstFontTag = ${JSON.stringify(first.tag)};\nexport const firstFontWeights = ${JSON.stringify(firstScriptWeights)};`;
      }
      if (loadId !== `\0${virtualId}`) return undefined;
      const file = (name: string) => JSON.stringify(resolve(dir, name));
      // Same-origin paths (the prerendered page has the same markup as the browser's first render); the prerenderer
      // sees file: URLs, which scripts/prerender.mjs maps to the built assets.
      const urlPart = options?.ssr ? 'href' : 'pathname';
      const read = (name: string) => JSON.parse(readFileSync(resolve(dir, name), 'utf8')) as unknown;
      // Validated and derived here, at build time, so the browser ships neither zod nor colour math.
      const brand = brandSchema.safeParse(read('brand.json'));
      const theme = themeInputSchema.safeParse(read('theme.json'));
      if (!brand.success || !theme.success) {
        throw new Error(`BRAND=${id} is invalid; run pnpm brand:check ${id}`);
      }
      // The files brand.json names (SVG or PNG, checked by brand:check); logoLight falls back to logo.
      const { assets } = brand.data;
      this.addWatchFile(resolve(dir, 'brand.json'));
      this.addWatchFile(resolve(dir, 'theme.json'));
      return `
export const brandId = ${JSON.stringify(id)};
export const brand = ${JSON.stringify(brand.data)};
export const brandTheme = ${JSON.stringify(createBrandTheme(id, theme.data))};
export const assetUrls = {
  logo: new URL(${file(assets.logo)}, import.meta.url).${urlPart},
  logoLight: new URL(${file(assets.logoLight ?? assets.logo)}, import.meta.url).${urlPart},
  favicon: new URL(${file(assets.favicon)}, import.meta.url).${urlPart},
  licenceSeal: new URL(${file(assets.licenceSeal)}, import.meta.url).${urlPart},
};`;
    },
    transformIndexHtml(html) {
      return html.replace('%BRAND_ID%', id);
    },
  };
}

/**
 * Writes `.br` and `.gz` beside every text asset, so the platform (and any CDN) serves them precompressed: on a phone
 * network the transfer size is what counts.
 */
function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'croupier-precompress',
    // The browser's build only (the prerenderer's build is run by Node, not served).
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const path = resolve(outDir, fileName);
        const body = readFileSync(path);
        if (body.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * Home is the landing page: its lazy chunk (and what it imports) is preloaded from the HTML, so the first render
 * does not wait for the router to ask for it; so are the app's start-up steps (main.tsx's dynamic imports).
 */
function preloadHomePlugin(): Plugin {
  return {
    name: 'croupier-preload-home',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const home = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith('/src/sections/home/index.tsx'));
        if (!home) return [];
        const entry = chunks.find((c) => c.isEntry);
        const already = new Set(entry ? [entry.fileName, ...entry.imports] : []);
        // The entry's steps (main.tsx imports React, the translations and the app one after the other) and home.
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const wanted = [
          ...(entry?.dynamicImports ?? [])
            .map((name) => byName.get(name))
            .filter((c): c is Rollup.OutputChunk => c !== undefined),
          home,
        ];
        const files = new Set<string>();
        for (const chunk of wanted) {
          if (!already.has(chunk.fileName)) files.add(chunk.fileName);
          for (const dep of chunk.imports) if (!already.has(dep)) files.add(dep);
        }
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Stable styled-components ids in the browser's build and the prerenderer's alike (babel-plugin-styled-components,
 * `ssr`): without it styled-components numbers components in the order they are created, which differs between the
 * prerenderer's one bundle and the browser's chunks, so the browser computed other class names for the same CSS and
 * hydration added 125 rules the prerendered page already had, each slice of it paying a style recalculation. With the
 * ids taken from each file's path and position both sides name every class alike. Only the styles' files are parsed.
 */
function styledComponentIdsPlugin(): Plugin {
  return {
    name: 'croupier-styled-component-ids',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || file.includes('/node_modules/') || !code.includes("from 'styled-components'"))
        return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: [
          [
            'babel-plugin-styled-components',
            {
              ssr: true,
              displayName: false,
              fileName: false,
              minify: false,
              transpileTemplateLiterals: false,
              pure: false,
            },
          ],
        ],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    styledComponentIdsPlugin(),
    react(),
    brandPlugin(process.env.BRAND ?? 'default'),
    preloadHomePlugin(),
    precompressPlugin(),
  ],
  server: {
    host: '127.0.0.1',
    proxy: {
      '/wps': 'http://127.0.0.1:8081',
      '/lgw': 'http://127.0.0.1:8081',
      '/healthz': 'http://127.0.0.1:8081',
      '/docs': 'http://127.0.0.1:8081',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 0,
    // (The browser's build only: the prerenderer runs in Node, once, and its chunks import each other differently.)
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              // The contract's schemas and zod in a chunk of their own: left to the automatic split they shared one with
              // the contract's constants, so the start-up step that only needs a storage key evaluated every schema
              // (about 27 ms on one task). The data client loads them on its first call (app/services.ts).
              groups: [
                {
                  name: 'contract-schemas',
                  test: /[\\/](contract[\\/]src[\\/](schemas[\\/]|endpoints\.ts|envelope\.ts)|zod[\\/])/,
                },
              ],
              includeDependenciesRecursively: false,
            },
          },
        },
  },
  // The prerender build (src/prerender.tsx) bundles styled-components: Node would load its CommonJS build otherwise.
  ssr: { noExternal: ['styled-components'] },
}));
