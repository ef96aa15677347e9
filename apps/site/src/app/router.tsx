/** The data router: history mode, the guard in the root loader, every section lazy with the chunk rules. */
import { createBrowserRouter, matchRoutes, redirect, type HydrationState, type RouteObject } from 'react-router-dom';
import { brand } from '../brand';
import { RootLayout } from '../frame/RootLayout';
import { ChunkError, RouteError } from '../frame/RouteError';
import { loadChunk } from './lazySection';
import { guardRedirect, routeTable, type SectionName } from './routeTable';
import { sessionStore } from './services';

type SectionModule = { Component: React.ComponentType };

const sections: Record<SectionName, () => Promise<SectionModule>> = {
  home: () => import('../sections/home'),
  login: () => import('../sections/login'),
  notice: () => import('../sections/notice'),
  vip: () => import('../sections/vip'),
  pointMall: () => import('../sections/pointMall'),
  lottery: () => import('../sections/lottery'),
  vnlottery: () => import('../sections/vnlottery'),
  eaLottery: () => import('../sections/eaLottery'),
  elott: () => import('../sections/elott'),
  egame: () => import('../sections/egame'),
  live: () => import('../sections/live'),
  fish: () => import('../sections/fish'),
  pvp: () => import('../sections/pvp'),
  games: () => import('../sections/games'),
  sports: () => import('../sections/sports'),
  promo: () => import('../sections/promo'),
  promoDetail: () => import('../sections/promoDetail'),
  seamless: () => import('../sections/seamless'),
  help: () => import('../sections/help'),
  download: () => import('../sections/download'),
  joinus: () => import('../sections/joinus'),
  byIframe: () => import('../sections/byIframe'),
};

function chunkErrorComponent(error: unknown): React.ComponentType {
  return function SectionUnavailable() {
    return <ChunkError error={error} />;
  };
}

export function sectionLoader(name: SectionName): () => Promise<SectionModule> {
  return () => loadChunk(sections[name]);
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    // The first render waits for the landing section's chunk (preloaded from the HTML): nothing to show before it.
    HydrateFallback: () => null,
    // The guard runs on every navigation (a logout replaces the route with / and must meet it).
    shouldRevalidate: () => true,
    loader: ({ request }) => {
      const { pathname, search } = new URL(request.url);
      const target = guardRedirect(pathname, { isOn: brand.loginedToHomePage, hasToken: sessionStore.isLoggedIn() });
      if (target) throw redirect(pathname === '/' || pathname === '/index' ? target : `${target}?redirect=${encodeURIComponent(pathname + search)}`);
      return null;
    },
    children: [
      { index: true, loader: () => redirect('/index') },
      ...routeTable.map(({ path, handle }) => ({
        path,
        handle,
        errorElement: <RouteError />,
        // A section that cannot be loaded (after its retry) becomes the chunk error page with its reload action.
        lazy: async () => ({ Component: await sectionLoader(handle.section)().then((m) => m.Component, chunkErrorComponent) }),
      })),
      { path: '*', handle: { section: 'home', page: 'notFound', frame: 'full', hasSideMenu: true, isInGame: false }, lazy: () => import('../sections/notFound') },
    ],
  },
];

/** `hydrationData`: the loader data the prerendered page was rendered with (main.tsx hydrates it). */
export function createSiteRouter(options: { hydrationData?: HydrationState } = {}) {
  return createBrowserRouter(routes, options);
}

/** Loads the lazy routes `pathname` matches into the route table, so a router created next starts with them. */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
