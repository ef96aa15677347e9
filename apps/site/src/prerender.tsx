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
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
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

/** The page at `path` for a visitor without a session, or null when there is none to prerender (a redirect). */
export async function prerenderPage(path: string): Promise<PrerenderedPage | null> {
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
      <SiteApp router={<StaticRouterProvider router={router} context={context} hydrate={false} />} />,
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
