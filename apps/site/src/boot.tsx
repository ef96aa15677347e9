/**
 * The app's start (loaded by main.tsx after React): fonts already in the page, the icon, then hydration of the
 * prerendered landing page or a render, each step in its own task.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { markScriptFontsLoaded, type ScriptFontWeight } from '@croupier/ui/theme';
import { brand, brandAssets } from './brand';
import { applyLanguage, initialLanguage, switchTranslations } from './i18n';
import { SiteApp } from './app/SiteApp';
import { readMode } from './app/mode';
import { createSiteRouter, loadMatchedRoutes } from './app/router';
import { sessionStore } from './app/services';
import { nextTask } from './nextTask';

// The prerendered landing page has its own title and icon.
if (!document.querySelector('link[rel=icon]')) {
  document.title = brand.name;
  const icon = document.createElement('link');
  icon.rel = 'icon';
  icon.href = brandAssets.favicon;
  document.head.append(icon);
}

const container = document.getElementById('root')!;
const language = initialLanguage();

/**
 * The landing page comes prerendered for a first-time visitor (apps/site/scripts/prerender.mjs). It is hydrated when
 * this browser is one: no session, the brand's language and mode. Anyone else gets the app rendered over it (the
 * page's inline check already keeps the prerendered markup hidden for them).
 */
function prerenderedPath(): string | null {
  const path = container.dataset.prerendered;
  if (!path) return null;
  if (location.pathname === '/') history.replaceState(history.state, '', `${path}${location.search}${location.hash}`);
  const isFirstVisit = !sessionStore.isLoggedIn() && language === brand.defaultLanguage && readMode() === brand.defaultMode;
  // A hall rendered with its games shows the first vendor's: a browser that chose a vendor in this tab renders its own.
  const choseVendor = serverData !== undefined && sessionStore.get('currentVassalage') !== null;
  return isFirstVisit && !choseVendor && location.pathname === path ? path : null;
}

/**
 * The data a hall page was rendered with when it was asked for (the platform renders the first page of games into
 * it, docs/decisions/0012): the hydrating render starts from it, so it is the server's render.
 */
function readServerData(): Record<string, unknown> | undefined {
  const text = document.getElementById('croupier-data')?.textContent;
  if (!text) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
const serverData = readServerData();

/** `firstFonts`: the script faces the first CSS carries (main.tsx), so they are not loaded again. */
export async function start(firstFonts: { tag: string | null; weights: readonly ScriptFontWeight[] }): Promise<void> {
  if (firstFonts.tag) markScriptFontsLoaded(firstFonts.tag, firstFonts.weights);
  const hydrating = prerenderedPath() !== null;
  // Rendering in a transition lets React yield to the browser while it builds (or hydrates) the page.
  const swrConfig = hydrating && serverData ? { fallback: serverData } : undefined;
  const app = (router: ReturnType<typeof createSiteRouter>) => (
    <StrictMode>
      <SiteApp router={<RouterProvider router={router} />} {...(swrConfig ? { swrConfig } : {})} />
    </StrictMode>
  );
  if (hydrating) {
    // The page was prerendered in the brand's language: the translations switch to it first (Japanese is bundled).
    if (language !== 'JA') await switchTranslations(language);
    // The route's lazy parts are loaded first, so the first render is the prerendered page, not a fallback.
    await nextTask();
    await loadMatchedRoutes(location.pathname);
    await nextTask();
    const router = createSiteRouter({ hydrationData: { loaderData: { root: null } } });
    await nextTask();
    startTransition(() => {
      hydrateRoot(container, app(router));
    });
    // Nothing to apply: the page is in the brand's language (its <html lang> too), which a visitor without a stored
    // choice keeps. (Storing it now would re-render everything that shows the language, for nothing.)
    return;
  }
  // Japanese is bundled; another stored language is loaded first, so the page never flashes in the wrong one.
  if (language !== 'JA') await applyLanguage(language).catch(() => undefined);
  else void applyLanguage(language);
  const router = createSiteRouter();
  const root = createRoot(container);
  startTransition(() => {
    root.render(app(router));
  });
}

