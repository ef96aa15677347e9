/**
 * Build-time prerender of the landing page (/index) and the lobby's hall pages (/rng, /blockchain and the vendor pages:
 * `prerenderedPaths`): the page a first-time visitor sees, in the brand's default language and mode, rendered to HTML
 * with its styles, so the browser paints it before any JavaScript has arrived. The data a page asks for (banners, hot
 * games, winners; the vendors and their games) is not known at build time: those parts are in their loading state,
 * exactly as the browser's first render has them, so the browser hydrates the same tree.
 *
 * Built by `vite build --ssr src/prerender.tsx` and run by scripts/prerender.mjs after the client build.
 * Nothing here runs in the browser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, extname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { REQUEST_TIMEOUT_MS } from '@croupier/contract';
import { collectServerData, createClient, serverDataScript, type Client, type DataProviderProps, type FetchLike } from '@croupier/data';
import { shownLanguage } from '@croupier/locales';
import { brand, brandAssets } from './brand';
import { SiteApp } from './app/SiteApp';
import { i18n, switchTranslations } from './i18n';
import { routes } from './app/router';
import { vendorRoutes, type RouteHandle } from './app/routeTable';

export { brand };

/**
 * The pages prerendered at build time: the landing page, then the slot hall's pages (the routes of the `egame`
 * section, which render the same hall: /rng, /blockchain and the vendor pages). Each is written as
 * `<name>.prerendered.html` (scripts/prerender.mjs), the platform answers its path with it.
 */
export const prerenderedPaths = ['/index', '/rng', '/blockchain', ...vendorRoutes.map((vendor) => `/${vendor}`)] as const;

/** The page's document title as RootLayout sets it, and the favicon (main.tsx adds it in the browser). */
function headOf(page: string) {
  const title = i18n.t(`pages.${page}.title`, { ns: 'site' });
  return { title: title ? `${title} | ${brand.name}` : brand.name, favicon: brandAssets.favicon };
}

export interface PrerenderedPage {
  /** The markup of the root element's content. */
  html: string;
  /** styled-components' <style> element(s) for that markup. */
  styleTags: string;
  /** `<html lang>` of the page (the brand's default language, or `en` when it has no pack). */
  htmlLang: string;
  /** `<html dir>` of the page (`rtl` for Arabic, Persian and Urdu). */
  dir: 'ltr' | 'rtl';
  title: string;
  favicon: string;
}

/**
 * The prerenderer sees the brand's assets as source files (file: URLs); the page links the client build's copies in
 * `dist` (the copy with the same stem, extension and content). Answers the function mapping one URL, remembering each.
 */
export function builtAssets(dist: string): (fileUrl: string) => string {
  const assets = readdirSync(resolve(dist, 'assets'));
  const known = new Map<string, string>();
  return (fileUrl) => {
    const hit = known.get(fileUrl);
    if (hit) return hit;
    const source = fileURLToPath(fileUrl);
    const stem = basename(source, extname(source));
    const content = readFileSync(source);
    const match = assets.find((name) => name.startsWith(`${stem}-`) && extname(name) === extname(source) && readFileSync(resolve(dist, 'assets', name)).equals(content));
    if (!match) throw new Error(`prerender: ${source} is not in the client build`);
    known.set(fileUrl, `/assets/${match}`);
    return `/assets/${match}`;
  };
}

/** The brand's assets in a render (file: URLs) as the built site's. */
export const linkBuiltAssets = (html: string, assetOf: (fileUrl: string) => string) => html.replace(/file:\/\/[^"'\s)]+/g, assetOf);

interface WithData {
  client: Client;
  swrConfig: NonNullable<DataProviderProps['swrConfig']>;
}

/** The page at `path` for a visitor without a session, or null when there is none to prerender (a redirect). */
export async function prerenderPage(path: string, withData?: WithData): Promise<PrerenderedPage | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  // A redirect (the loginedToHomePage guard sends visitors to /login) or an error: the browser renders it.
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  await switchTranslations(brand.defaultLanguage);
  const sheet = new ServerStyleSheet();
  try {
    const element = sheet.collectStyles(
      // No inline hydration script (the CSP allows none): the browser router starts from the same loader data.
      <SiteApp
        router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
        {...(withData ? { dataClient: withData.client, swrConfig: withData.swrConfig } : {})}
      />,
    );
    // Every boundary inline: React outlines large ones behind an inline script, which the page's CSP does not allow.
    const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    const page = (context.matches.at(-1)?.route.handle as RouteHandle | undefined)?.page ?? 'home';
    return { html: Buffer.concat(chunks).toString('utf8'), styleTags: sheet.getStyleTags(), ...shownLanguage(brand.defaultLanguage), ...headOf(page) };
  } finally {
    sheet.seal();
  }
}

/**
 * The data a hall page is rendered with when it is asked for: the vendors and the first page of the shown vendor's
 * games, so the first screen's tiles and their pictures are in the page. Everything else (the jackpot, the lobby's
 * announcements) renders loading, as in the build's page, and is asked for by the browser.
 */
const isServerData = (key: readonly unknown[]) => key[0] === 'games' && (key[1] === 'vendors' || key[1] === 'list');

/** Pictures preloaded at most: a phone's first screen of tiles, a desktop's first row. */
const FIRST_SCREEN_PRELOADS = 6;

/** Render passes at most: each finds the data the data of the one before lets the page ask for (vendors, then games). */
const DATA_PASSES = 4;

/** Replaced in the page written by the build (scripts/prerender.mjs): styled-components' rules. */
const STYLED_TAGS = /<style data-styled="true"[^>]*>[\s\S]*?<\/style>\s*/g;

/**
 * A prerendered hall page (`template`: the build's `<name>.prerendered.html` of `path`) rendered again with the
 * platform's data at the time it is asked for (docs/decisions/0012): the root's markup and its rules are the new
 * render's, the data it was rendered with is in the page (`#croupier-data`) for the browser to hydrate the same tree
 * from, and the pictures of the first tiles are preloaded.
 * Null when the page needs no data or could not be rendered with it: the build's page is the answer.
 */
export interface RequestPageSource {
  /** The build's `<name>.prerendered.html` of the path. */
  template: string;
  /** The built site (its assets). */
  siteDir: string;
  /** Reaches the platform's API (the platform calls itself in-process). */
  fetch: FetchLike;
}

const assetsBySite = new Map<string, (fileUrl: string) => string>();

export async function renderRequestPage(path: string, { template, siteDir, fetch }: RequestPageSource): Promise<string | null> {
  const client = createClient({
    baseUrl: 'http://platform.invalid',
    merchantCode: brand.merchantCode,
    getLanguage: () => brand.defaultLanguage,
    getToken: () => null,
    fetch,
    timeoutMs: REQUEST_TIMEOUT_MS,
    pathOverrides: brand.endpointOverrides,
  });
  const collector = collectServerData(isServerData);
  let page: PrerenderedPage | null = null;
  for (let pass = 0; pass < DATA_PASSES; pass += 1) {
    page = await prerenderPage(path, { client, swrConfig: collector.swrConfig });
    if (!page || (await collector.load()) === 0) break;
  }
  if (!page || Object.keys(collector.data).length === 0) return null;
  // As scripts/prerender.mjs: React's hoisted theme rules (already in the template's head) and image preloads lead
  // the markup; the preloads go into the head.
  const preloads: string[] = [];
  let assetOf = assetsBySite.get(siteDir);
  if (!assetOf) assetsBySite.set(siteDir, (assetOf = builtAssets(siteDir)));
  const body = linkBuiltAssets(page.html, assetOf).replace(/<style data-precedence="[^"]*" data-href="[^"]*">[\s\S]*?<\/style>|<link rel="preload"[^>]*\/>/g, (tag) => {
    if (tag.startsWith('<link')) preloads.push(tag);
    return '';
  });
  // The build's page has the frame's preloads (the logo) already; of the games' pictures, the first screen's.
  const newPreloads = [...new Set(preloads)].filter((tag) => !template.includes(tag)).slice(0, FIRST_SCREEN_PRELOADS);
  const open = `<div id="root" data-prerendered="${path}">`;
  const start = template.indexOf(open);
  const end = template.lastIndexOf('</div>', template.indexOf('</body>'));
  if (start < 0 || end < start) return null;
  // The new rules (and the preloads) where the build's were: the first of its styled-components elements.
  let replaced = false;
  const head = template.slice(0, start + open.length).replace(STYLED_TAGS, () => {
    if (replaced) return '';
    replaced = true;
    return `${newPreloads.join('')}${page.styleTags}\n    `;
  });
  if (!replaced) return null;
  const data = `<script type="application/json" id="croupier-data">${serverDataScript(collector.data)}</script>`;
  return `${head}${body}</div>${data}${template.slice(end + '</div>'.length)}`;
}
