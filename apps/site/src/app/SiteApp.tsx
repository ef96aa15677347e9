/**
 * Providers around the router: translations, data (client, session, language), theme and toasts. The browser passes
 * its data router; the build's prerender (src/prerender.tsx) passes a static one.
 */
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DataProvider } from '@croupier/data';
import { ToastProvider, UiThemeProvider } from '@croupier/ui';
import { languageInfo } from '@croupier/locales';
import { useLanguage } from '@croupier/data';
import { brandTheme } from '../brand';
import { i18n } from '../i18n';
import { useMode } from './mode';
import { client, languageStore, sessionStore } from './services';

function Themed({ children }: { children: ReactNode }) {
  const mode = useMode();
  const { language } = useLanguage();
  return (
    <UiThemeProvider theme={brandTheme} mode={mode} hasCanvas lang={languageInfo(language)?.htmlLang}>
      <ToastProvider>{children}</ToastProvider>
    </UiThemeProvider>
  );
}

/** `router`: `<RouterProvider>` in the browser, `<StaticRouterProvider>` when prerendering. */
export function SiteApp({ router }: { router: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <DataProvider client={client} session={sessionStore} language={languageStore}>
        <Themed>{router}</Themed>
      </DataProvider>
    </I18nextProvider>
  );
}
