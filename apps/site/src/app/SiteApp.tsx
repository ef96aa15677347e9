/**
 * Providers around the router: translations, data (client, session, language), theme and toasts. The browser passes
 * its data router; the build's prerender (src/prerender.tsx) passes a static one.
 */
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DataProvider, type Client, type DataProviderProps } from '@croupier/data';
import { ToastProvider, UiThemeProvider } from '@croupier/ui';
import { shownLanguage } from '@croupier/locales';
import { useLanguage } from '@croupier/data';
import { brandTheme } from '../brand';
import { i18n } from '../i18n';
import { useMode } from './mode';
import { client, languageStore, sessionStore } from './services';

function Themed({ children }: { children: ReactNode }) {
  const mode = useMode();
  const { language } = useLanguage();
  // The page's own canvas under everything, not the browser's white: what shows when a phone over-scrolls, and what
  // tools that look through to the root (axe's contrast check) find behind the app in dark mode.
  const canvas = brandTheme[mode].color.canvas;
  // The language shown: a language without a pack is shown in English, under lang="en" (and left to right).
  const shown = shownLanguage(language);
  useEffect(() => {
    document.documentElement.style.backgroundColor = canvas;
  }, [canvas]);
  return (
    <UiThemeProvider theme={brandTheme} mode={mode} hasCanvas lang={shown.htmlLang} dir={shown.dir}>
      <ToastProvider>{children}</ToastProvider>
    </UiThemeProvider>
  );
}

export interface SiteAppProps {
  /** `<RouterProvider>` in the browser, `<StaticRouterProvider>` when prerendering. */
  router: ReactNode;
  /** The platform's client (default: the site's); a page rendered on the server calls the platform in-process. */
  dataClient?: Client;
  /** SWR's settings: the data a page was rendered with on the server (`fallback`), the server's key recorder. */
  swrConfig?: DataProviderProps['swrConfig'];
}

export function SiteApp({ router, dataClient = client, swrConfig }: SiteAppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <DataProvider client={dataClient} session={sessionStore} language={languageStore} swrConfig={swrConfig}>
        <Themed>{router}</Themed>
      </DataProvider>
    </I18nextProvider>
  );
}
