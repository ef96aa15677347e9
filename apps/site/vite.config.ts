/** The site is built for one brand: BRAND=<id> (default "default") selects themes/<id>/. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { createBrandTheme } from '../../packages/ui/src/theme/createTheme';
import { brandSchema, themeInputSchema } from '../../packages/ui/src/theme/schema';

const themesDir = resolve(import.meta.dirname, '../../themes');

function brandPlugin(id: string): Plugin {
  const dir = resolve(themesDir, id);
  if (!existsSync(resolve(dir, 'brand.json'))) throw new Error(`BRAND=${id}: themes/${id}/brand.json not found`);
  const virtualId = 'virtual:croupier-brand';
  return {
    name: 'croupier-brand',
    resolveId: (source) => (source === virtualId ? `\0${virtualId}` : undefined),
    load(loadId) {
      if (loadId !== `\0${virtualId}`) return undefined;
      const file = (name: string) => JSON.stringify(resolve(dir, name));
      const read = (name: string) => JSON.parse(readFileSync(resolve(dir, name), 'utf8')) as unknown;
      // Validated and derived here, at build time, so the browser ships neither zod nor colour math.
      const brand = brandSchema.safeParse(read('brand.json'));
      const theme = themeInputSchema.safeParse(read('theme.json'));
      if (!brand.success || !theme.success) {
        throw new Error(`BRAND=${id} is invalid; run pnpm brand:check ${id}`);
      }
      this.addWatchFile(resolve(dir, 'brand.json'));
      this.addWatchFile(resolve(dir, 'theme.json'));
      return `
export const brandId = ${JSON.stringify(id)};
export const brand = ${JSON.stringify(brand.data)};
export const brandTheme = ${JSON.stringify(createBrandTheme(id, theme.data))};
export const assetUrls = {
  logo: new URL(${file('assets/logo.svg')}, import.meta.url).href,
  logoLight: new URL(${file('assets/logo-light.svg')}, import.meta.url).href,
  favicon: new URL(${file('assets/favicon.svg')}, import.meta.url).href,
  licenceSeal: new URL(${file('assets/licence-seal.svg')}, import.meta.url).href,
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
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const path = resolve(outDir, fileName);
        const body = readFileSync(path);
        if (body.length < 1024) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), brandPlugin(process.env.BRAND ?? 'default'), precompressPlugin()],
  server: {
    host: '127.0.0.1',
    proxy: { '/wps': 'http://127.0.0.1:8081', '/lgw': 'http://127.0.0.1:8081', '/healthz': 'http://127.0.0.1:8081', '/docs': 'http://127.0.0.1:8081' },
  },
  build: { target: 'es2022', sourcemap: true, assetsInlineLimit: 0 },
});
